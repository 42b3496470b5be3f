import Motion

/// A number handed to a layer animation as a type of its own, not one of Swift's numeric types:
/// Foundation's `NSNumber`, which iOS code gives Core Animation (`NSNumber(value: 2 * .pi)`), is
/// one in the UIKit module.
public nonisolated protocol AnimationNumber {
    var doubleValue: Double { get }
}

/// A value a layer animation runs through: a vector of numbers (a number, a point, a colour, a
/// transform's components) or a path.
nonisolated enum LayerValue: Equatable {
    case vector(LayerVector)
    case path(Path?)
    /// What is under the animation as a frame is drawn: the model with the older animations over
    /// it (a basic animation's missing end that Core Animation reads live).
    case underneath

    /// `self` plus `other` times `factor`, component by component (a path adds nothing).
    func adding(_ other: LayerValue, scaledBy factor: Double = 1) -> LayerValue {
        guard case .vector(let a) = self, case .vector(let b) = other, a.count == b.count else { return self }
        return .vector(a.adding(b, scaledBy: factor))
    }

    /// The value `fraction` of the way to `other`: straight for vectors; point by point for paths
    /// of the same elements, else the start until the end.
    func interpolated(to other: LayerValue, fraction: Double) -> LayerValue {
        switch (self, other) {
        case (.vector(let a), .vector(let b)) where a.count == b.count:
            return .vector(a.interpolated(to: b, fraction: fraction))
        case (.path(let a?), .path(let b?)):
            return .path(a.interpolated(to: b, fraction: fraction))
        default:
            return fraction < 1 ? self : other
        }
    }

    /// The straight distance to `other` (paced keyframes): 0 between paths.
    func distance(to other: LayerValue) -> Double {
        guard case .vector(let a) = self, case .vector(let b) = other, a.count == b.count else { return 0 }
        return (a - b).magnitudeSquared.squareRoot()
    }

    /// The vector, if this is one.
    var vector: LayerVector? {
        guard case .vector(let vector) = self else { return nil }
        return vector
    }

    /// A number handed to an animation as any of Swift's numeric types (a `CGFloat` from iOS
    /// code too) or as an `AnimationNumber` (an `NSNumber`).
    static func number(_ value: Any?) -> Double? {
        func double(_ value: some BinaryFloatingPoint) -> Double { Double(value) }
        func double(_ value: some BinaryInteger) -> Double { Double(value) }
        switch value {
        case let value as any BinaryFloatingPoint: return double(value)
        case let value as any BinaryInteger: return double(value)
        case let value as any AnimationNumber: return value.doubleValue
        default: return nil
        }
    }
}

/// The values an animation runs through and when: where it is at each fraction of a run.
nonisolated struct LayerKeyframes {
    let values: [LayerValue]
    /// When each value is reached, 0 to 1 (one more for discrete ones, when given so).
    let keyTimes: [Double]
    /// Each stretch's curve; a stretch without one is linear.
    let curves: [CubicBezier]
    let mode: KeyframeCalculationMode

    init(values: [LayerValue], keyTimes: [Double]?, curves: [CubicBezier], mode: KeyframeCalculationMode) {
        self.values = values
        self.curves = curves
        self.mode = mode
        let count = values.count
        let even = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        switch mode {
        case .paced:
            // The times follow the distance covered; with nothing covered, even.
            let steps = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
            let total = steps.reduce(0, +)
            self.keyTimes = total > 0 ? steps.reduce(into: [0.0]) { $0.append($0.last! + $1 / total) } : even
        case .discrete:
            let given = keyTimes.flatMap { $0.count == count || $0.count == count + 1 ? $0 : nil }
            self.keyTimes = given ?? (0..<count).map { Double($0) / Double(count) }
        case .linear, .cubic:
            self.keyTimes = keyTimes.flatMap { $0.count == count ? $0 : nil } ?? even
        }
    }

    /// The value `fraction` of the way through a run, `underneath` standing for what is under the
    /// animation. A fraction past 0 or 1 (a spring's or an overshooting curve's) carries on along
    /// the first or last stretch, as Core Animation extrapolates; inside, a value holds before the
    /// first key time and after the last.
    func value(at fraction: Double, underneath: LayerValue) -> LayerValue {
        func resolved(_ value: LayerValue) -> LayerValue { value == .underneath ? underneath : value }
        let last = values.count - 1
        guard last > 0, !fraction.isNaN else { return resolved(values[0]) }
        if mode == .discrete {
            let index = keyTimes.lastIndex { $0 <= fraction } ?? 0
            return resolved(values[min(index, last)])
        }
        let index: Int
        if fraction < 0 && keyTimes[0] == 0 {
            index = 0
        } else if fraction > 1 && keyTimes[last] == 1 {
            index = last - 1
        } else if fraction <= keyTimes[0] {
            return resolved(values[0])
        } else if let next = keyTimes.firstIndex(where: { $0 >= fraction }) {
            index = max(next - 1, 0)
        } else {
            return resolved(values[last])
        }
        let length = keyTimes[index + 1] - keyTimes[index]
        var u = length > 0 ? (fraction - keyTimes[index]) / length : 1
        if mode != .paced, index < curves.count, (0...1).contains(u) { u = curves[index].progress(at: u) }
        guard mode == .cubic else { return resolved(values[index]).interpolated(to: resolved(values[index + 1]), fraction: u) }
        return spline(from: index, at: u)
    }

    /// The spline through the values between `index` and the next, at `u`: the same as a keyframe
    /// block's cubic mode (Catmull-Rom over the key times, one-sided tangents at the ends).
    private func spline(from index: Int, at u: Double) -> LayerValue {
        let last = values.count - 1
        func tangent(_ k: Int) -> LayerVector? {
            let (lo, hi) = (max(k - 1, 0), min(k + 1, last))
            guard let a = values[lo].vector, let b = values[hi].vector, a.count == b.count else { return nil }
            let span = keyTimes[hi] - keyTimes[lo]
            var slope = b
            for index in slope.indices { slope[index] = span > 1e-12 ? (b[index] - a[index]) / span : 0 }
            return slope
        }
        guard let p0 = values[index].vector, let p1 = values[index + 1].vector, p0.count == p1.count,
            let m0 = tangent(index), let m1 = tangent(index + 1), m0.count == p0.count
        else { return values[index].interpolated(to: values[index + 1], fraction: u) }
        let length = keyTimes[index + 1] - keyTimes[index]
        let (u2, u3) = (u * u, u * u * u)
        let (h00, h10, h01, h11) = (2 * u3 - 3 * u2 + 1, u3 - 2 * u2 + u, 3 * u2 - 2 * u3, u3 - u2)
        var point = p0
        for index in point.indices {
            point[index] = h00 * p0[index] + h10 * length * m0[index] + h01 * p1[index] + h11 * length * m1[index]
        }
        return .vector(point)
    }
}
