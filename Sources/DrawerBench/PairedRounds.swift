import Foundation

/// The statistics of the bench: every ratio is read from rounds in which Drawer and its floor
/// ran one after the other (paired), in alternating order, so that a slow minute of the machine
/// falls on both.
///
/// The interval of a ratio is the sign test's, inverted: the distribution-free confidence
/// interval for the median of the paired ratios, between two order statistics of the rounds.
/// It assumes nothing of the noise's shape (this machine's is skewed, with outliers), and is
/// exact: its coverage is a binomial sum, not an approximation. With 10 rounds it runs from the
/// 2nd to the 9th smallest ratio and covers the median with probability 97.9 %. Tail figures
/// (p99s) pool the rounds' frames instead and take a bootstrap's interval
/// (`RatioEstimate.init(pooling:over:percentile:)`).
enum PairedRounds {
    /// Who runs in a round: Drawer, its floor, and with an A/A run the floor a second time.
    enum Arm: Equatable, CaseIterable {
        case drawer, floor, floorAgain
    }

    /// The order of round `index` (from 0): Drawer and the floor alternate, and which of them
    /// goes first alternates from one round to the next (A B, B A, A B, …). The floor's second
    /// run sits beside the first, on the side away from Drawer, so the A/A pair alternates too.
    static func order(round index: Int, aa: Bool) -> [Arm] {
        let arms: [Arm] = aa ? [.drawer, .floor, .floorAgain] : [.drawer, .floor]
        return index.isMultiple(of: 2) ? arms : arms.reversed()
    }

    /// What one round measured, for each arm.
    struct Round<Sample> {
        var drawer: Sample
        var floor: Sample
        var floorAgain: Sample?
    }

    /// Runs `rounds` rounds, each arm once a round in `order`'s order.
    static func run<Sample>(rounds: Int, aa: Bool, _ measure: (Arm) throws -> Sample) rethrows -> [Round<Sample>] {
        var results: [Round<Sample>] = []
        for index in 0..<rounds {
            var samples: [Arm: Sample] = [:]
            for arm in order(round: index, aa: aa) { samples[arm] = try measure(arm) }
            results.append(Round(drawer: samples[.drawer]!, floor: samples[.floor]!, floorAgain: samples[.floorAgain]))
        }
        return results
    }

    /// The median of `values` (the mean of the middle two for an even count; 0 for none).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The rank `k` (from 1) of the interval's ends for `n` rounds: the interval runs from the
    /// k-th smallest to the k-th largest, and misses the median with probability
    /// 2·P(X < k), X ~ Binomial(n, ½). The largest k that keeps that within `1 − confidence`;
    /// nil when even the whole range (k = 1) does not, as for 5 rounds or fewer at 95 %.
    static func rank(rounds n: Int, confidence: Double = 0.95) -> (k: Int, coverage: Double)? {
        guard n > 0 else { return nil }
        // P(X = i) built up term by term: C(n, i) / 2ⁿ.
        var term = 1.0
        for _ in 0..<n { term /= 2 }
        var below = 0.0  // P(X < k)
        var best: (Int, Double)?
        for k in 1...((n + 1) / 2) {
            below += term  // now P(X ≤ k − 1)
            term *= Double(n - (k - 1)) / Double(k)
            let coverage = 1 - 2 * below
            guard coverage >= confidence else { break }
            best = (k, coverage)
        }
        return best
    }
}

/// A ratio read from paired rounds, with its 95 % interval.
struct RatioEstimate: Equatable {
    /// The median of the rounds' ratios (or, for a tail figure, the pooled ratio: see
    /// `init(pooling:)`).
    let ratio: Double
    let low: Double
    let high: Double
    let rounds: Int
    /// The probability that the interval holds the true figure: exact for the sign test's
    /// interval, and below 0.95 only when there were too few rounds for one (the interval is
    /// then the whole range); nominal for the bootstrap's.
    let coverage: Double

    init(ratio: Double, low: Double, high: Double, rounds: Int, coverage: Double) {
        self.ratio = ratio
        self.low = low
        self.high = high
        self.rounds = rounds
        self.coverage = coverage
    }

    /// The median of `ratios`, one a round, with the sign test's interval.
    init(_ ratios: [Double]) {
        let sorted = ratios.sorted()
        ratio = PairedRounds.median(sorted)
        rounds = sorted.count
        guard let first = sorted.first, let last = sorted.last else {
            (low, high, coverage) = (0, 0, 0)
            return
        }
        if let (k, coverage) = PairedRounds.rank(rounds: sorted.count) {
            (low, high, self.coverage) = (sorted[k - 1], sorted[sorted.count - k], coverage)
        } else {
            // Too few rounds for 95 %: the range, with what it does cover.
            var all = 1.0
            for _ in 0..<sorted.count { all /= 2 }
            (low, high, coverage) = (first, last, max(0, 1 - 2 * all))
        }
    }

    /// Each round's `value(drawer) / value(floor)`, and with `of: .floorAgain` the A/A's
    /// `value(floorAgain) / value(floor)`.
    init<Sample>(
        _ rounds: [PairedRounds.Round<Sample>], of arm: PairedRounds.Arm = .drawer, _ value: (Sample) -> Double
    ) {
        self.init(
            rounds.compactMap { round in
                let top: Sample? = arm == .drawer ? round.drawer : arm == .floorAgain ? round.floorAgain : round.floor
                guard let top else { return nil }
                let bottom = value(round.floor)
                return bottom > 0 ? value(top) / bottom : nil
            })
    }

    /// A tail figure (a p99) of every round's frames pooled, over the floor's pooled alike: one
    /// round's p99 of a hundred-odd frames is its second-slowest frame, while the pool's is a
    /// real percentile. The interval is the percentile bootstrap's over the paired rounds: draw
    /// as many rounds as there are, with replacement and each with both its programs' frames,
    /// pool them, take the ratio; 2.5 % and 97.5 % of `resamples` such ratios.
    init(
        pooling top: [[Double]], over bottom: [[Double]], percentile fraction: Double, resamples: Int = 1000,
        using generator: inout some RandomNumberGenerator
    ) {
        func ratio(_ picks: [Int]) -> Double {
            let below = FrameBenchmark.percentile(picks.flatMap { bottom[$0] }, fraction)
            return below > 0 ? FrameBenchmark.percentile(picks.flatMap { top[$0] }, fraction) / below : 0
        }
        let count = min(top.count, bottom.count)
        rounds = count
        guard count > 0 else {
            (self.ratio, low, high, coverage) = (0, 0, 0, 0)
            return
        }
        self.ratio = ratio(Array(0..<count))
        let replicates = (0..<resamples).map { _ in ratio((0..<count).map { _ in Int.random(in: 0..<count, using: &generator) }) }
        low = FrameBenchmark.percentile(replicates, 0.025)
        high = FrameBenchmark.percentile(replicates, 0.975)
        coverage = 0.95
    }

    /// "1.02 [0.99, 1.05]".
    var text: String { Self.format(ratio) + " [" + Self.format(low) + ", " + Self.format(high) + "]" }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// Whether the interval overlaps another's.
    func overlaps(_ other: RatioEstimate) -> Bool { low <= other.high && other.low <= high }
}

/// A goal of the bench: a ratio that should stay at or under `limit`.
struct Goal: Equatable {
    enum Verdict: String, Encodable {
        case met, missed, undecided
    }

    let limit: Double

    /// Met only when the whole interval is under the limit, missed only when it is all over it;
    /// an interval that holds the limit cannot say, and says so.
    func verdict(_ estimate: RatioEstimate) -> Verdict {
        if estimate.high < limit { return .met }
        if estimate.low > limit { return .missed }
        return .undecided
    }
}
