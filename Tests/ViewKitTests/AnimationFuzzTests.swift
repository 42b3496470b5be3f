import AnimationFuzzing
import Foundation
import TestSupport
import Testing

/// The `animation` fuzz target's engine (Sources/AnimationFuzzing) on seeded random bytes, so that
/// `make test` runs its invariants beyond the corpus that `drawer-fuzz` replays.
struct AnimationFuzzTests {
    /// 300 random inputs of up to 600 bytes (about 50 to 250 operations each): the model reads
    /// what was set last, nothing on screen jumps at a retarget, every completion runs once, and
    /// all comes to rest.
    @Test func randomSequencesKeepCoreAnimationsInvariants() {
        let baseSeed = ProcessInfo.processInfo.environment["DRAWER_SEED"].flatMap(UInt64.init) ?? 20_261_202
        var failures = 0
        for index in 0..<300 where failures < 5 {
            let seed = baseSeed &+ UInt64(index)
            var random = SplitMix(state: seed)
            let bytes = (0..<Int.random(in: 30...600, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            if let problem = AnimationFuzz.firstProblem(in: bytes) {
                failures += 1
                Issue.record("seed \(seed) (rerun with DRAWER_SEED=\(seed)), \(problem)")
            }
        }
    }
}
