import Foundation
import Testing

@testable import Motion

/// `Simulation`, `Tolerance` and `SimulationAnimator`: the one rule for rest, springs, a scroll's
/// motion and keyframes as simulations, and an animator that runs any of them on a fixed clock.
struct SimulationTests {
    // MARK: The one rule for rest

    @Test func restNeedsBothNearnessAndSlowness() {
        let tolerance = Tolerance.visible
        #expect(tolerance.isAtRest(offset: 0.4, velocity: -29))
        #expect(!tolerance.isAtRest(offset: 0.1, velocity: 400), "passing its target: near but fast")
        #expect(!tolerance.isAtRest(offset: 12, velocity: 0), "at the top of an overshoot: slow but far")
        #expect(!tolerance.isAtRest(offset: 0.5, velocity: 0), "the bounds are strict")
        // A vector by its length: each component near, the whole not.
        let pair = AnimatablePair(0.4, 0.4)
        #expect(!tolerance.isAtRest(offset: pair, velocity: AnimatablePair(0.0, 0.0)), "0.57 points off")
        #expect(tolerance.isAtRest(offset: AnimatablePair(0.3, 0.3), velocity: AnimatablePair(20.0, 20.0)))
    }

    /// The animator's rest is the same rule in points: the demo ends a transition's tail by it.
    @Test func anAnimatorIsAtRestByTheRuleInPoints() {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        let spring = Spring(validDampingRatio: 1, response: 0.4)
        let animator = PropertyAnimator(duration: 0, timingParameters: .spring(spring, initialVelocity: 0), driver: driver)
        animator.addAnimations { (_: Double) in }
        #expect(!animator.isAtRest(span: 300), "not running")
        animator.startAnimation()
        var frames = 0
        while !animator.isAtRest(span: 300) && frames < 600 {
            clock.tick()
            driver.update()
            frames += 1
        }
        let left = (1 - animator.progress) * 300
        let speed = animator.progressVelocity * 300
        #expect(abs(left) < 0.5 && abs(speed) < 30, "\(left) points left at \(speed) points a second")
        #expect(Double(frames) / 60 < spring.settlingDuration(), "before the spring's own settling time")
        let before = animator.progress
        clock.tick()
        driver.update()
        #expect(animator.progress != before && animator.state == .active, "the rule ends nothing itself")
        // A running animator and its driver hold each other until the driver lets go of it.
        driver.stopAllAnimations()
    }

    /// Asked after each frame, `finishIfAtRest` ends the spring at the frame the rule first
    /// holds, where it was heading (reversed: at its start), its completion told so; before, it
    /// leaves it running.
    @Test func anAnimatorAskedEachFrameEndsWhereHeadingOnceAtRest() {
        for reversed in [false, true] {
            let clock = FixedStepClock()
            let driver = AnimationDriver(clock: clock)
            let spring = Spring(validDampingRatio: 1, response: 0.4)
            let animator = PropertyAnimator(duration: 0, timingParameters: .spring(spring, initialVelocity: 0), driver: driver)
            var value = 0.0
            animator.addAnimations { (p: Double) in value = p }
            var ended: [PropertyAnimator.Position] = []
            animator.addCompletion { ended.append($0) }
            #expect(!animator.finishIfAtRest(span: 300), "not running: nothing to end")
            animator.startAnimation()
            if reversed {
                for _ in 0..<10 {
                    clock.tick()
                    driver.update()
                }
                animator.isReversed = true
            }
            var frames = 0
            var atRestFirst: Int?
            while ended.isEmpty && frames < 600 {
                clock.tick()
                driver.update()
                frames += 1
                if atRestFirst == nil, animator.isAtRest(span: 300) { atRestFirst = frames }
                let wasAtRest = animator.isAtRest(span: 300)
                #expect(animator.finishIfAtRest(span: 300) == wasAtRest)
            }
            #expect(frames == atRestFirst, "ended at the first frame at rest")
            #expect(ended == [reversed ? .start : .end] && animator.state == .inactive)
            #expect(value == (reversed ? 0 : 1), "where it was heading: \(value)")
            animator.finishWhereHeading()
            #expect(ended.count == 1, "an animator that is not active is left alone")
            // An animator ended outside an update is let go of at the next; the test has none.
            driver.stopAllAnimations()
        }
    }

    // MARK: Simulations

    /// From rest the spring simulation is the spring's closed form stretched over the distance.
    @Test func aSpringSimulationIsTheClosedFormOverTheDistance() {
        let spring = Spring(validDampingRatio: 0.6, response: 0.5)
        let simulation = SpringSimulation(spring: spring, from: 100, to: 400)
        let motion = spring.motion(initialVelocity: 0)
        for t in stride(from: 0.0, through: 2, by: 0.05) {
            #expect(abs(simulation.position(at: t) - (100 + 300 * motion.value(at: t))) < 1e-9)
            #expect(abs(simulation.velocity(at: t) - 300 * motion.velocity(at: t)) < 1e-9)
        }
    }

    /// Leaving at a velocity, even with no distance to cover: it starts where it is at that
    /// velocity (the derivative agrees), and comes back to rest on its destination.
    @Test(arguments: [(0.0, 0.0), (50.0, 50.0), (0.0, 200.0)])
    func aSpringLeavesAtItsVelocity(start: Double, destination: Double) {
        for ratio in [0.4, 1.0, 1.6] {
            let simulation = SpringSimulation(
                spring: Spring(validDampingRatio: ratio, response: 0.3), from: start, to: destination, velocity: -900)
            #expect(abs(simulation.position(at: 0) - start) < 1e-9)
            #expect(abs(simulation.velocity(at: 0) + 900) < 1e-6)
            let h = 1e-6
            let slope = (simulation.position(at: 0.1 + h) - simulation.position(at: 0.1 - h)) / (2 * h)
            #expect(abs(slope - simulation.velocity(at: 0.1)) < 1e-3, "ζ \(ratio)")
            #expect(simulation.position(at: 0.002) < start, "moving the way it was thrown")
            let rest = simulation.timeToRest()
            #expect(simulation.isDone(at: rest) && !simulation.isDone(at: rest - 1.0 / 240), "ζ \(ratio)")
            #expect(abs(simulation.position(at: rest) - destination) < 0.5)
        }
    }

    /// A keyframe track moves linearly over each keyframe's stretch; its velocity is that
    /// stretch's slope; a hold at its destination on the way is not the end.
    @Test func keyframesAsASimulation() throws {
        let track = KeyframeAnimation(
            initialValue: 0.0,
            keyframes: [
                try #require(Keyframe(relativeStartTime: 0, relativeDuration: 0.25, value: 90.0)),
                try #require(Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: 90.0)),
            ])
        let simulation = KeyframeSimulation(track, duration: 2)
        #expect(simulation.position(at: 0.25) == 45)
        #expect(simulation.velocity(at: 0.25) == 180, "90 over half a second")
        #expect(simulation.position(at: 0.75) == 90 && simulation.velocity(at: 0.75) == 0, "held")
        #expect(!simulation.isDone(at: 0.75), "a hold at the destination is not the end")
        #expect(simulation.velocity(at: 1.5) == 0, "a keyframe to where it is does not move")
        #expect(simulation.isDone(at: 2) && simulation.destination == 90)
    }

    /// A scroll's motion ends at the first instant it is at rest by the rule.
    @Test(arguments: [
        ScrollMotion(position: 0, velocity: 2500, range: -1e9...1e9),
        ScrollMotion(position: 0, velocity: 2500, range: 0...300),
        ScrollMotion(position: -80, velocity: 0, range: 0...300),
    ])
    func aScrollEndsAtItsFirstRest(motion: ScrollMotion) {
        let end = motion.duration
        #expect(motion.isDone(at: end) && !motion.isDone(at: end - 1e-6))
        let justBefore = end - 1e-9
        #expect(
            Tolerance.visible.isAtRest(
                offset: motion.position(at: justBefore) - motion.destination, velocity: motion.velocity(at: justBefore)))
        let earlier = end - 1.0 / 240 - 1e-9
        #expect(
            !Tolerance.visible.isAtRest(
                offset: motion.position(at: earlier) - motion.destination, velocity: motion.velocity(at: earlier)),
            "not a grid step sooner")
    }

    // MARK: The animator

    /// Each frame the blocks get the simulation's position at the animation time since the
    /// start (slow motion slows it); on the first frame it is done they get the destination,
    /// exactly, and the completion runs once.
    @Test func theAnimatorRunsASimulationInAnimationTime() {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        driver.rate = 0.5
        let simulation = ScrollMotion(position: 0, velocity: 1500, range: 0...200)
        let animator = SimulationAnimator(simulation: simulation, driver: driver)
        var applied: [Double] = []
        var completions = 0
        animator.addAnimations { applied.append($0) }
        animator.addCompletion { completions += 1 }
        animator.startAnimation()
        #expect(applied == [0] && driver.hasRunningAnimations && driver.runningCount == 0, "no property animator runs it")
        var frame = 0
        while driver.hasRunningAnimations && frame < 1000 {
            clock.tick()
            driver.update()
            frame += 1
            let time = Double(frame) / 60 * 0.5
            #expect(applied.last == (simulation.isDone(at: time) ? simulation.destination : simulation.position(at: time)))
        }
        #expect(completions == 1 && !animator.isRunning)
        #expect(applied.last == 200)
        #expect(frame == Int((simulation.duration / 0.5 * 60).rounded(.up)), "the first frame at or past its end")
    }

    @Test func aStoppedSimulationStaysWhereItIsAndRunsNoCompletion() {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        let animator = SimulationAnimator(
            simulation: SpringSimulation(spring: Spring(validDampingRatio: 1, response: 0.5), from: 0, to: 100), driver: driver)
        var last = -1.0
        var completions = 0
        animator.addAnimations { last = $0 }
        animator.addCompletion { completions += 1 }
        animator.startAnimation()
        for _ in 0..<10 {
            clock.tick()
            driver.update()
        }
        let held = last
        animator.stopAnimation()
        #expect(!driver.hasRunningAnimations)
        for _ in 0..<10 {
            clock.tick()
            driver.update()
        }
        #expect(last == held && held > 0 && held < 100 && completions == 0)
    }

    /// Simulations that are done in the same update all complete, once each, after every one
    /// has been advanced; a completion that starts another simulation starts it on its own, to
    /// be advanced from the next update, and it completes in its turn.
    @Test func simulationsDoneInOneUpdateEachCompleteOnce() {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        let spring = Spring(validDampingRatio: 1, response: 0.3)
        var completions: [Int] = []
        var follower: SimulationAnimator<SpringSimulation>?
        var followerDone = false
        let animators = (0..<5).map { index in
            let animator = SimulationAnimator(simulation: SpringSimulation(spring: spring, from: 0, to: 10), driver: driver)
            animator.addAnimations { _ in }
            animator.addCompletion {
                completions.append(index)
                guard index == 2 else { return }
                let next = SimulationAnimator(simulation: SpringSimulation(spring: spring, from: 10, to: 0), driver: driver)
                next.addAnimations { _ in }
                next.addCompletion { followerDone = true }
                next.startAnimation()
                follower = next
            }
            return animator
        }
        for animator in animators { animator.startAnimation() }
        var frames = 0
        while completions.isEmpty && frames < 600 {
            clock.tick()
            driver.update()
            frames += 1
        }
        #expect(completions == [0, 1, 2, 3, 4], "all five, in the order they started, in one update")
        #expect(animators.allSatisfy { !$0.isRunning })
        #expect(follower?.isRunning == true && driver.hasRunningAnimations && !followerDone)
        while driver.hasRunningAnimations && frames < 1200 {
            clock.tick()
            driver.update()
            frames += 1
        }
        #expect(followerDone && completions.count == 5, "the follower completed, and nothing twice")
    }

    /// A completion that updates the driver again (a nested update) completes nothing of the
    /// update it runs in a second time: of two simulations done together, the second, which its
    /// completion starts again, is running after that update, not completed again at once.
    @Test func aCompletionThatUpdatesTheDriverCompletesNothingTwice() {
        let clock = FixedStepClock()
        let driver = AnimationDriver(clock: clock)
        let spring = Spring(validDampingRatio: 1, response: 0.3)
        let first = SimulationAnimator(simulation: SpringSimulation(spring: spring, from: 0, to: 10), driver: driver)
        let second = SimulationAnimator(simulation: SpringSimulation(spring: spring, from: 0, to: 10), driver: driver)
        var secondCompletions = 0
        func runSecond() {
            second.addAnimations { _ in }
            second.addCompletion {
                secondCompletions += 1
                if secondCompletions == 1 { runSecond() }
            }
            second.startAnimation()
        }
        first.addAnimations { _ in }
        first.addCompletion { driver.update() }
        first.startAnimation()
        runSecond()
        var frames = 0
        while secondCompletions == 0 && frames < 600 {
            clock.tick()
            driver.update()
            frames += 1
        }
        #expect(secondCompletions == 1 && second.isRunning, "started again, not completed twice in one update")
        while driver.hasRunningAnimations && frames < 1200 {
            clock.tick()
            driver.update()
            frames += 1
        }
        #expect(secondCompletions == 2 && !first.isRunning)
    }
}
