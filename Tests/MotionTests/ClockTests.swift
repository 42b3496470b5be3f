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

    @Test func displayClockFollowsIdleTimeInFull() {
        let clock = DisplayClock(maximumStep: 0.05)
        clock.idle(realElapsed: 2.5)  // nothing moved: no stall to clamp
        #expect(clock.now == 2.5)
        clock.idle(realElapsed: -1)
        clock.idle(realElapsed: .infinity)
        #expect(clock.now == 2.5, "negative and non-finite idle time does not move time")
        clock.tick(realElapsed: 0.5)
        #expect(abs(clock.now - 2.55) < 1e-12, "frames are still clamped")
    }

    @Test func fixedStepClockIdlesOneStepAtATime() {
        let clock = FixedStepClock()
        clock.idle(realElapsed: 3)  // real time means nothing to it
        #expect(clock.now == 1.0 / 60.0)
    }
}
