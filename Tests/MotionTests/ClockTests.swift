import Testing
@testable import Motion

struct ClockTests {
    @Test func fixedStepClockAdvancesExactlyOneSixtiethPerTick() {
        let clock = FixedStepClock()
        #expect(clock.now == 0)
        clock.tick(realElapsed: 0.5)  // real time is ignored
        #expect(clock.now == 1.0 / 60.0)
        clock.tick(times: 59)
        #expect(clock.now == 1.0, "no rounding error accumulates over a second")
        clock.tick(times: 3540)
        #expect(clock.now == 60.0)
    }

    @Test func displayClockFollowsRealTimeButClampsStalls() {
        let clock = DisplayClock(maximumStep: 0.05)
        clock.tick(realElapsed: 0.016)
        #expect(clock.now == 0.016)
        clock.tick(realElapsed: 0.5)  // a 500 ms stall counts as one clamped step
        #expect(abs(clock.now - 0.066) < 1e-12)
        clock.tick(realElapsed: -1)
        clock.tick(realElapsed: .nan)
        #expect(abs(clock.now - 0.066) < 1e-12, "negative and NaN steps do not move time")
    }
}
