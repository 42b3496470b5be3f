import Glibc

/// The blur of a material's backdrop, on the CPU: the pixels behind a visual effect view, read
/// back, averaged down by `factor` in each direction, blurred by a separable Gaussian, and drawn
/// back scaled up by the texture's linear filter.
///
/// Averaging f × f blocks adds a variance of (f² − 1)/12 square pixels along each axis and the
/// linear filter's scaling up f²/6; the Gaussian on the small picture takes the rest of σ², so
/// the whole is a blur of σ as near as a box, a Gaussian and a tent make one. f is σ/4 at most
/// (whole), so the small picture's Gaussian is at least about 3.5 of its pixels wide, sampled
/// finely enough.
nonisolated struct BackdropBlur {
    /// The blurred picture: RGBA bytes, `width` × `height`, each pixel `factor` × `factor` of the
    /// picture blurred.
    private(set) var pixels: [UInt8] = []
    private(set) var width = 0
    private(set) var height = 0
    private(set) var factor = 1
    /// The steps' pictures and the kernel, kept for their capacity: a backdrop blurred every
    /// frame allocates nothing once they have grown.
    private var small: [Float] = []
    private var across: [Float] = []
    private var down: [Float] = []
    private var kernel: [Float] = []
    private var kernelSigma = -1.0

    /// How many pixels of the picture each of the blurred one's stands for, for a blur of
    /// `sigma` pixels.
    static func factor(sigma: Double) -> Int { max(1, Int(sigma / 4)) }

    /// The σ, in the small picture's pixels, that the Gaussian on it takes for a blur of `sigma`
    /// pixels in all, scaling down and up by `factor`.
    static func smallSigma(sigma: Double, factor: Int) -> Double {
        let f = Double(factor)
        return max(sigma * sigma - (f * f - 1) / 12 - f * f / 6, 0).squareRoot() / f
    }

    /// Nothing blurred yet.
    init() {}

    /// `source` blurred (see `blur(_:width:height:pitch:sigma:)`).
    init(source: UnsafeBufferPointer<UInt8>, width: Int, height: Int, pitch: Int, sigma: Double) {
        blur(source, width: width, height: height, pitch: pitch, sigma: sigma)
    }

    /// Blurs `source` (RGBA bytes, `width` × `height`, rows `pitch` bytes apart) by a Gaussian
    /// of `sigma` pixels, at `factor(sigma:)` times fewer pixels along each side, into `pixels`.
    /// Past the picture's edges the blur reads its edge pixels.
    mutating func blur(_ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int, pitch: Int, sigma: Double) {
        let f = Self.factor(sigma: sigma)
        let (smallWidth, smallHeight) = Self.average(source, width: width, height: height, pitch: pitch, by: f, into: &small)
        let smallSigma = Self.smallSigma(sigma: sigma, factor: f)
        if smallSigma != kernelSigma {
            kernel = Self.kernel(sigma: smallSigma)
            kernelSigma = smallSigma
        }
        Self.resize(&across, to: small.count)
        Self.convolve(small, into: &across, width: smallWidth, height: smallHeight, kernel: kernel, horizontal: true)
        Self.resize(&down, to: small.count)
        Self.convolve(across, into: &down, width: smallWidth, height: smallHeight, kernel: kernel, horizontal: false)
        pixels.removeAll(keepingCapacity: true)
        for value in down { pixels.append(UInt8(min(max(value.rounded(), 0), 255))) }
        self.width = smallWidth
        self.height = smallHeight
        factor = f
    }

    /// `buffer` holding `count` zeros, in the capacity it has.
    private static func resize(_ buffer: inout [Float], to count: Int) {
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: repeatElement(0, count: count))
    }

    /// The normalised weights of a Gaussian of `sigma` pixels, from −3σ to 3σ (just the centre
    /// for no blur).
    static func kernel(sigma: Double) -> [Float] {
        guard sigma > 0.01 else { return [1] }
        let reach = Int((3 * sigma).rounded(.up))
        let weights = (-reach...reach).map { exp(-0.5 * Double($0 * $0) / (sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { Float($0 / total) }
    }

    /// Each `factor` × `factor` block averaged (blocks cut by the edge average what they hold).
    /// Returns the small picture's size; `small` holds it.
    private static func average(
        _ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int, pitch: Int, by factor: Int, into small: inout [Float]
    ) -> (Int, Int) {
        let smallWidth = (width + factor - 1) / factor
        let smallHeight = (height + factor - 1) / factor
        resize(&small, to: smallWidth * smallHeight * 4)
        small.withUnsafeMutableBufferPointer { small in
            for y in 0..<smallHeight {
                let rowEnd = (y + 1) * factor < height ? (y + 1) * factor : height
                for x in 0..<smallWidth {
                    let columnEnd = (x + 1) * factor < width ? (x + 1) * factor : width
                    var red: Float = 0
                    var green: Float = 0
                    var blue: Float = 0
                    var alpha: Float = 0
                    for row in (y * factor)..<rowEnd {
                        for column in (x * factor)..<columnEnd {
                            let i = row * pitch + column * 4
                            red += Float(source[i])
                            green += Float(source[i + 1])
                            blue += Float(source[i + 2])
                            alpha += Float(source[i + 3])
                        }
                    }
                    let count = Float((rowEnd - y * factor) * (columnEnd - x * factor))
                    let o = (y * smallWidth + x) * 4
                    small[o] = red / count
                    small[o + 1] = green / count
                    small[o + 2] = blue / count
                    small[o + 3] = alpha / count
                }
            }
        }
        return (smallWidth, smallHeight)
    }

    /// `value` clamped to 0..<`end` (not the generic `min`/`max`, for the debug build's sake).
    private static func clamped(_ value: Int, below end: Int) -> Int {
        value < 0 ? 0 : value >= end ? end - 1 : value
    }

    /// `source` convolved with `kernel` along rows (`horizontal`) or columns, edges clamped.
    /// Indexed loops over buffer pointers and four scalar sums: an unspecialised (debug) build
    /// looks up generic metadata for every step of an `enumerated()` or a tuple, and calls the
    /// generic `min` and `max`, which made this loop most of a debug frame.
    private static func convolve(
        _ source: [Float], into target: inout [Float], width: Int, height: Int, kernel: [Float], horizontal: Bool
    ) {
        let reach = kernel.count / 2
        source.withUnsafeBufferPointer { from in
            target.withUnsafeMutableBufferPointer { to in
                kernel.withUnsafeBufferPointer { weights in
                    for y in 0..<height {
                        for x in 0..<width {
                            var red: Float = 0
                            var green: Float = 0
                            var blue: Float = 0
                            var alpha: Float = 0
                            for k in 0..<weights.count {
                                let i =
                                    horizontal
                                    ? (y * width + clamped(x + k - reach, below: width)) * 4
                                    : (clamped(y + k - reach, below: height) * width + x) * 4
                                let weight = weights[k]
                                red += from[i] * weight
                                green += from[i + 1] * weight
                                blue += from[i + 2] * weight
                                alpha += from[i + 3] * weight
                            }
                            let o = (y * width + x) * 4
                            to[o] = red
                            to[o + 1] = green
                            to[o + 2] = blue
                            to[o + 3] = alpha
                        }
                    }
                }
            }
        }
    }
}
