import Testing

@testable import SDLHost

struct FrameRateMeterTests {
    /// The modal screen presents in 0.35 s after an idle window: the HUD must read 60 fps during
    /// it, not 0 (a rate measured over half-second windows never got one).
    @Test func aShortBurstAfterIdleReadsItsRate() {
        var meter = FrameRateMeter()
        meter.record(interval: nil)  // the first frame after idle
        #expect(meter.framesPerSecond == nil, "nothing measured yet")
        for _ in 0..<3 { meter.record(interval: 1.0 / 60) }
        #expect(abs((meter.framesPerSecond ?? 0) - 60) < 1e-9)
        for _ in 0..<18 { meter.record(interval: 1.0 / 60) }
        #expect(abs((meter.framesPerSecond ?? 0) - 60) < 1e-9)
    }

    @Test func itFollowsTheRecentFramesAndForgetsTheIdle() {
        var meter = FrameRateMeter()
        meter.record(interval: nil)
        for _ in 0..<100 { meter.record(interval: 1.0 / 60) }
        for _ in 0..<FrameRateMeter.window { meter.record(interval: 1.0 / 30) }
        #expect(abs((meter.framesPerSecond ?? 0) - 30) < 1e-9, "a slow stretch shows within a window of frames")
        meter.record(interval: nil)
        meter.record(interval: 1.0 / 60)
        #expect(abs((meter.framesPerSecond ?? 0) - 60) < 1e-9, "a new burst starts afresh")
    }
}
