import DrawerApp
import Foundation
import Motion

/// Measures the motion engine's costs, each beside a baseline timed in the same run:
/// - a spring evaluation against the bare closed-form expression it computes;
/// - a Bézier evaluation against one evaluation of the cubic polynomial (the floor of any solver);
/// - one driver update of 10,000 running animators against calling 10,000 closures with the curve
///   at each animator's time fraction;
/// - one frame of 10,000 views that one `View.animate` block moves (the driver's update, then
///   every view's presentation read) against a loop interpolating 10,000 rectangles in arrays.
struct EngineBenchmark {
    struct Figure {
        let key: String
        let label: String
        /// Drawer's and the floor's medians over the rounds.
        let value: Double
        let unit: String
        let baseline: Double
        /// Drawer's figure over the floor's, round by round, and with an A/A the floor's over itself.
        let ratio: RatioEstimate
        var aa: RatioEstimate?
        var goal: Double?

        init(key: String, label: String, unit: String, rounds: [PairedRounds.Round<Double>], goal: Double? = nil) {
            self.key = key
            self.label = label
            self.unit = unit
            value = PairedRounds.median(rounds.map(\.drawer))
            baseline = PairedRounds.median(rounds.map(\.floor))
            ratio = RatioEstimate(rounds) { $0 }
            aa = rounds.first?.floorAgain == nil ? nil : RatioEstimate(rounds, of: .floorAgain) { $0 }
            self.goal = goal
        }
    }

    /// The goal of 10,000 animators: within 1.5 times the bare closures.
    static let animatorsGoal = 1.5

    /// The goal of 10,000 views one block animates: within 1.5 times the bare interpolation.
    static let animatedViewsGoal = 1.5

    /// The goal of 1,000 views in blocks of their own: within 3 times the floor that solves the
    /// curve once a view (separate animations share no weight; issue 67).
    static let separateBlocksGoal = 3.0

    /// Nanoseconds since an arbitrary origin, monotonic.
    static func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The median of `repeats` timings of `body`, in nanoseconds.
    static func median(repeats: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<repeats {
            let start = nanoseconds()
            body()
            samples.append(Double(nanoseconds() - start))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Keeps results observable so the optimiser cannot drop the work.
    nonisolated(unsafe) static var sink = 0.0

    /// Each figure in `rounds` paired rounds, each arm of a round the median of a few timings.
    func run(rounds: Int, aa: Bool, progress: (String) throws -> Void) rethrows -> [Figure] {
        var figures: [Figure] = []
        let evaluations = 1_000_000
        func paired(_ drawer: () -> Double, _ floor: () -> Double) -> [PairedRounds.Round<Double>] {
            PairedRounds.run(rounds: rounds, aa: aa) { $0 == .drawer ? drawer() : floor() }
        }

        try progress("spring evaluation, \(rounds) rounds")
        let spring = Spring(validDampingRatio: 0.8, response: 0.3)
        let motion = spring.motion(initialVelocity: 2)
        let decay = spring.dampingRatio * spring.naturalFrequency
        let omegaD = spring.naturalFrequency * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot()
        let b = (2 - decay) / omegaD
        let springRounds = paired(
            {
                Self.median(repeats: 3) {
                    var total = 0.0
                    for i in 0..<evaluations { total += motion.value(at: Double(i) * 1e-6) }
                    Self.sink += total
                } / Double(evaluations)
            },
            {
                Self.median(repeats: 3) {
                    var total = 0.0
                    for i in 0..<evaluations {
                        let t = Double(i) * 1e-6
                        total += 1 + exp(-decay * t) * (-cos(omegaD * t) + b * sin(omegaD * t))
                    }
                    Self.sink += total
                } / Double(evaluations)
            })
        figures.append(Figure(key: "spring_eval_ns", label: "spring evaluation", unit: "ns", rounds: springRounds))

        try progress("Bézier evaluation, \(rounds) rounds")
        let curve = CubicBezier.easeInOut
        let bezierRounds = paired(
            {
                Self.median(repeats: 3) {
                    var total = 0.0
                    for i in 0..<evaluations { total += curve.progress(at: Double(i) / Double(evaluations)) }
                    Self.sink += total
                } / Double(evaluations)
            },
            {
                Self.median(repeats: 3) {
                    var total = 0.0
                    for i in 0..<evaluations { total += curve.sampleY(Double(i) / Double(evaluations)) }
                    Self.sink += total
                } / Double(evaluations)
            })
        figures.append(Figure(key: "bezier_eval_ns", label: "Bézier evaluation", unit: "ns", rounds: bezierRounds))

        try progress("10,000 running animators, \(rounds) rounds")
        let count = 10_000
        // The floor does the animators' arithmetic and no more: each closure gets the curve at
        // its own animator's time fraction (elapsed time over that animator's duration).
        var values = [Double](repeating: 0, count: count)
        let closures: [(Double) -> Void] = (0..<count).map { index in { values[index] = Double(index) * $0 } }
        let durations = (0..<count).map { 60 + Double($0 % 97) / 10 }
        var floorFrame = 0.0
        // Rounds of 31 frames each: 10 rounds stay within the animators' first 6 seconds of 60.
        let animatorRounds = AllocationBenchmark.runningAnimators(count: count) { frame in
            paired(
                { Self.median(repeats: 31) { frame() } / 1e6 },
                {
                    Self.median(repeats: 31) {
                        floorFrame += 1
                        let elapsed = floorFrame / 60
                        for index in closures.indices { closures[index](curve.progress(at: elapsed / durations[index])) }
                    } / 1e6
                })
        }
        Self.sink += values.reduce(0, +)
        figures.append(
            Figure(
                key: "animators_10k_update_ms", label: "update of 10,000 animators", unit: "ms", rounds: animatorRounds,
                goal: Self.animatorsGoal))

        try progress("10,000 views moved by one View.animate block, \(rounds) rounds")
        figures.append(Self.animatedViews(count: count, paired: paired))
        try progress("1,000 views moved by 1,000 View.animate blocks, \(rounds) rounds")
        figures.append(Self.animatedViews(count: 1_000, separateBlocks: true, paired: paired))
        return figures
    }

    /// A frame of `AnimatedViewsScene` against `InterpolationFloor`, in `paired` rounds of 31
    /// frames an arm: 10 rounds (and their A/A) tick about 5 s of the block's 60.
    static func animatedViews(
        count: Int, separateBlocks: Bool = false, paired: (() -> Double, () -> Double) -> [PairedRounds.Round<Double>]
    ) -> Figure {
        let scene = AnimatedViewsScene(count: count, separateBlocks: separateBlocks)
        let floor = InterpolationFloor(count: count, separateBlocks: separateBlocks)
        let rounds = paired(
            { Self.median(repeats: 31) { scene.frame() } / 1e6 },
            { Self.median(repeats: 31) { floor.frame() } / 1e6 })
        Self.sink += scene.checksum + floor.checksum
        if separateBlocks {
            return Figure(
                key: "views_1k_separate_blocks_ms", label: "1,000 views moved by 1,000 View.animate blocks", unit: "ms",
                rounds: rounds, goal: Self.separateBlocksGoal)
        }
        return Figure(
            key: "views_10k_animate_update_ms", label: "10,000 views moved by one View.animate block", unit: "ms",
            rounds: rounds, goal: Self.animatedViewsGoal)
    }
}
