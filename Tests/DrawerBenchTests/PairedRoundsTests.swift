import Foundation
import TestSupport
import Testing

@testable import DrawerBench

/// The bench's statistics: the paired rounds' order, the sign test's interval of the median,
/// and the rule that judges a goal by it.
struct PairedRoundsTests {
    typealias Arm = PairedRounds.Arm

    /// Drawer and the floor alternate, and who goes first alternates from round to round; the
    /// A/A's second floor sits beside the first, so that pair alternates too.
    @Test func roundsAlternateTheirOrder() {
        #expect(
            (0..<4).map { PairedRounds.order(round: $0, aa: false) } == [
                [.drawer, .floor], [.floor, .drawer], [.drawer, .floor], [.floor, .drawer],
            ])
        #expect(PairedRounds.order(round: 0, aa: true) == [.drawer, .floor, .floorAgain])
        #expect(PairedRounds.order(round: 1, aa: true) == [.floorAgain, .floor, .drawer])
        #expect(PairedRounds.order(round: 2, aa: true) == [.drawer, .floor, .floorAgain])
    }

    /// `run` measures in that order and files each sample under the arm that made it.
    @Test func runMeasuresInOrderAndPairsEachRound() {
        var calls: [Arm] = []
        var counter = 0.0
        let rounds = PairedRounds.run(rounds: 3, aa: true) { arm -> Double in
            calls.append(arm)
            counter += 1
            return counter
        }
        #expect(calls == [.drawer, .floor, .floorAgain, .floorAgain, .floor, .drawer, .drawer, .floor, .floorAgain])
        #expect(rounds.map(\.drawer) == [1, 6, 7])
        #expect(rounds.map(\.floor) == [2, 5, 8])
        #expect(rounds.map(\.floorAgain) == [3, 4, 9])
        let plain = PairedRounds.run(rounds: 2, aa: false) { $0 == .drawer ? 2.0 : 1.0 }
        #expect(plain.map(\.floorAgain) == [nil, nil])
    }

    /// The ranks of the interval's ends are the sign test's, as its tables give them (n = 6, 10,
    /// 12, 20 at 95 %), with the exact coverage a binomial sum gives; 5 rounds cannot make 95 %.
    @Test func theIntervalsRanksAreTheSignTests() throws {
        func check(_ n: Int, _ k: Int, below: Double) throws {
            let rank = try #require(PairedRounds.rank(rounds: n))
            #expect(rank.k == k, "n = \(n)")
            #expect(abs(rank.coverage - (1 - 2 * below)) < 1e-12, "n = \(n)")
        }
        try check(6, 1, below: 1.0 / 64)
        try check(10, 2, below: 11.0 / 1024)
        try check(12, 3, below: 79.0 / 4096)
        try check(20, 6, below: 21700.0 / 1_048_576)
        #expect(PairedRounds.rank(rounds: 5) == nil)
        #expect(PairedRounds.rank(rounds: 0) == nil)
    }

    /// Ten known ratios: the median is the mean of the middle two, and the interval runs from the
    /// 2nd smallest to the 2nd largest (the outlier 1.30 moves neither end).
    @Test func theIntervalOfKnownSamples() {
        let estimate = RatioEstimate([1.10, 0.95, 1.02, 1.01, 0.99, 1.05, 1.30, 1.00, 0.97, 1.03])
        #expect(abs(estimate.ratio - 1.015) < 1e-12)
        #expect(estimate.low == 0.97 && estimate.high == 1.10)
        #expect(estimate.rounds == 10)
        #expect(abs(estimate.coverage - 0.978515625) < 1e-12)
        #expect(estimate.text == "1.02 [0.97, 1.10]")
        // Too few rounds for 95 %: the whole range, and the coverage it has.
        let few = RatioEstimate([1.2, 1.0, 1.1])
        #expect(few.ratio == 1.1 && few.low == 1.0 && few.high == 1.2)
        #expect(abs(few.coverage - 0.75) < 1e-12)
    }

    /// Rounds give ratios of Drawer over the floor, and with an A/A of the floor over itself.
    @Test func ratiosAreTakenRoundByRound() {
        let rounds = [
            PairedRounds.Round(drawer: 2.0, floor: 1.0, floorAgain: 1.1),
            PairedRounds.Round(drawer: 3.0, floor: 2.0, floorAgain: 1.8),
            PairedRounds.Round(drawer: 4.0, floor: 4.0, floorAgain: 4.0),
        ]
        #expect(RatioEstimate(rounds) { $0 }.ratio == 1.5)
        let aa = RatioEstimate(rounds, of: .floorAgain) { $0 }
        #expect(abs(aa.ratio - 1.0) < 1e-12 && abs(aa.low - 0.9) < 1e-12 && abs(aa.high - 1.1) < 1e-12)
    }

    /// Over many draws from a skewed distribution (exponential, median ln 2), the 10-round
    /// interval holds the true median as often as its exact coverage says (97.85 %), within what
    /// 20,000 trials can tell. The draws are seeded, so the test gives the same answer each run.
    @Test func theIntervalCoversAsOftenAsItSays() {
        var generator = SplitMix(state: 40)
        let trials = 20_000
        var covered = 0
        for _ in 0..<trials {
            let sample = (0..<10).map { _ in -log(1 - Double.random(in: 0..<1, using: &generator)) }
            let estimate = RatioEstimate(sample)
            if estimate.low <= log(2.0) && log(2.0) <= estimate.high { covered += 1 }
        }
        let rate = Double(covered) / Double(trials)
        // The binomial's standard error at 20,000 trials is 0.001; four of them either side.
        #expect(abs(rate - 0.978515625) < 0.004, "covered \(rate)")
    }

    /// A goal is met only when the whole interval is under it, missed only when it is all over
    /// it, and otherwise undecided (an end on the limit included).
    @Test func goalsAreJudgedByTheWholeInterval() {
        let goal = Goal(limit: 1.05)
        func estimate(_ low: Double, _ high: Double) -> RatioEstimate {
            RatioEstimate(ratio: (low + high) / 2, low: low, high: high, rounds: 10, coverage: 0.98)
        }
        #expect(goal.verdict(estimate(0.98, 1.04)) == .met)
        #expect(goal.verdict(estimate(1.06, 1.20)) == .missed)
        #expect(goal.verdict(estimate(1.00, 1.08)) == .undecided)
        #expect(goal.verdict(estimate(1.01, 1.05)) == .undecided)
        #expect(goal.verdict(estimate(1.05, 1.09)) == .undecided)
    }

    /// The resolution is every A/A interval's reach, and names the one farthest from 1.
    @Test func theResolutionNamesTheWidestAA() {
        var resolution = BenchResults.Resolution()
        resolution.add("a", RatioEstimate(ratio: 1, low: 0.99, high: 1.02, rounds: 10, coverage: 0.98))
        resolution.add("b", RatioEstimate(ratio: 1, low: 0.95, high: 1.01, rounds: 10, coverage: 0.98))
        resolution.add("c", RatioEstimate(ratio: 1, low: 0.98, high: 1.04, rounds: 10, coverage: 0.98))
        #expect(resolution.low == 0.95 && resolution.high == 1.04)
        #expect(resolution.widest?.figure == "b")
    }

    /// A p99 pools every round's frames: when Drawer's frames are the floor's times 1.1 in every
    /// round, the pooled ratio and every bootstrap resample are 1.1. When the floor's slow frames
    /// all fell in one round, the pool still finds them, and resamples without that round make
    /// the interval wider on one side only.
    @Test func tailsPoolTheRoundsFrames() {
        var generator = SplitMix(state: 7)
        // Each round a permutation of the same 120 times, 2.0 to 13.9 ms.
        func round(_ index: Int) -> [Double] {
            (0..<120).map { (frame: Int) -> Double in Double((frame * 37 + index * 11) % 120) / 10 + 2 }
        }
        let floor = (0..<10).map(round)
        let scaled = RatioEstimate(
            pooling: floor.map { $0.map { $0 * 1.1 } }, over: floor, percentile: 0.99, resamples: 200, using: &generator)
        #expect(abs(scaled.ratio - 1.1) < 1e-9 && abs(scaled.low - 1.1) < 1e-9 && abs(scaled.high - 1.1) < 1e-9)
        #expect(scaled.rounds == 10)

        var slowFloor = floor
        slowFloor[3] = slowFloor[3].map { $0 >= 12 ? $0 * 3 : $0 }
        let estimate = RatioEstimate(pooling: floor, over: slowFloor, percentile: 0.99, resamples: 200, using: &generator)
        // The pooled p99 (the 13th slowest of 1,200) is one of round 3's 20 slow frames.
        #expect(estimate.ratio < 0.5)
        #expect(estimate.low <= estimate.ratio && estimate.ratio <= estimate.high)
        #expect(abs(estimate.high - 1) < 1e-9, "resamples without round 3 give 1")
    }
}
