import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Blur materials: a visual effect view blurs what lies behind it by a Gaussian of its
/// material's radius, then lays the tint over it.
extension OffscreenRenderingTests {
    /// Black left of x = 100, white right of it, under a visual effect view of `material`
    /// spanning x = 20 to 180; row 50 of the frame.
    static func blurredStep(_ material: BlurMaterial) throws -> [Double] {
        let (window, _, renderer) = try Self.makeWindow(200, 100)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .black
        let white = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        white.backgroundColor = .white
        root.addSubview(white)
        let effect = VisualEffectView(effect: BlurEffect(material: material))
        effect.frame = Rect(x: 20, y: 10, width: 160, height: 80)
        root.addSubview(effect)
        renderer.draw(root)
        let frame = try window.snapshot()
        return try (0..<200).map { x in try #require(frame.color(x: x, y: 50)).red }
    }

    /// A step edge blurred by σ = 2, 6 and 12 points: each pixel within 2.5/255 of the Gaussian (measured: 1.9, 0.8 and 0.9)'s
    /// Φ((x − 100)/σ) at its centre. (σ = 12 is averaged down by 3 and scaled up again; the
    /// Gaussian on the small picture takes the variance that adds.)
    @Test(arguments: [2.0, 6.0, 12.0])
    func aBlurredStepIsTheGaussiansProfile(sigma: Double) throws {
        let row = try Self.blurredStep(BlurMaterial(radius: sigma, tint: .clear))
        var worst = (error: 0.0, at: 0)
        for x in 40..<160 {
            let exact = GaussianShadow.normalCDF((Double(x) + 0.5 - 100) / sigma)
            if abs(row[x] - exact) > worst.error { worst = (abs(row[x] - exact), x) }
        }
        #expect(worst.error * 255 <= 2.5, "σ \(sigma): \(worst.error * 255)/255 off at x = \(worst.at)")
        #expect(row[10] == 0 && row[190] == 1, "outside the view, the step as it is")
    }

    /// The tint lies over the blur: a dark material over white shows its tint blended at its
    /// opacity.
    @Test func theTintLiesOverTheBlur() throws {
        let row = try Self.blurredStep(BlurMaterial(radius: 2, tint: Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(abs(row[170] - 0.5) < 2.0 / 255, "white under half black: \(row[170])")
        #expect(row[30] < 1.0 / 255, "black under half black")
    }
}

/// A blur kept from frame to frame (the renderer's, which keeps its buffers) gives what a new
/// one gives, whatever it blurred before: a larger picture, another σ, then a smaller one.
struct BackdropBlurReuseTests {
    /// A picture of `width` × `height` whose bytes vary with their place, `seed` apart.
    static func picture(_ width: Int, _ height: Int, seed: Int) -> [UInt8] {
        (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 * 37 + seed * 11 + ($0 / (width * 4)) * 5) }
    }

    @Test func aKeptBlurGivesWhatANewOneGives() {
        var kept = BackdropBlur()
        for (width, height, sigma, seed) in [(40, 30, 6.0, 1), (64, 48, 12.0, 2), (20, 10, 6.0, 3), (20, 10, 2.0, 4)] {
            let source = Self.picture(width, height, seed: seed)
            source.withUnsafeBufferPointer { kept.blur($0, width: width, height: height, pitch: width * 4, sigma: sigma) }
            let new = source.withUnsafeBufferPointer {
                BackdropBlur(source: $0, width: width, height: height, pitch: width * 4, sigma: sigma)
            }
            #expect(kept.pixels == new.pixels, "\(width)×\(height), σ \(sigma)")
            #expect(kept.width == new.width && kept.height == new.height && kept.factor == new.factor)
            #expect(kept.pixels.count == kept.width * kept.height * 4)
        }
    }
}
