import Motion
import Testing

@testable import ViewKit

/// Core Animation's layer time (`speed`, `timeOffset`, `beginTime`, `convertTime`): a layer's
/// local time is (parent time − beginTime) × speed + timeOffset, its sublayers' follow, and every
/// animation under it (blocks, property animators, layer animations, a transition's) runs there.
/// On a fixed 60 Hz clock, against that formula.
@MainActor struct LayerTimeTests {
    /// A container in a window with a box in it, on a fixed clock.
    final class Scene {
        let stage = Stage()
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "container")
        let box = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "box")

        init() {
            stage.root.view.addSubview(container)
            container.addSubview(box)
            stage.frames(1)
        }

        var shownX: Double { box.presentationValues.frame.minX }
        var now: Double { stage.driver.now }

        /// Moves the box from x 0 to 300 over 1 s, linearly.
        func move() {
            View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { self.box.frame.origin.x = 300 }
        }
    }

    @Test func theFormulaMapsTimeThroughEveryAncestor() {
        let scene = Scene()
        scene.stage.frames(30)
        let now = scene.now
        scene.container.layer.speed = 2
        scene.container.layer.beginTime = 0.25
        scene.container.layer.timeOffset = 3
        scene.box.layer.speed = 0.5
        let containerTime = (now - 0.25) * 2 + 3
        #expect(abs(scene.container.layer.convertTime(now, from: nil) - containerTime) < 1e-12)
        #expect(abs(scene.box.layer.convertTime(now, from: nil) - containerTime * 0.5) < 1e-12)
        #expect(abs(scene.box.layer.convertTime(containerTime * 0.5, to: nil) - now) < 1e-12, "and back")
        #expect(abs(scene.box.layer.convertTime(containerTime, from: scene.container.layer) - containerTime * 0.5) < 1e-12)
        scene.box.layer.speed = 1
        scene.container.layer.speed = 1
        scene.container.layer.beginTime = 0
        scene.container.layer.timeOffset = 0
        #expect(scene.container.layerTiming == nil && scene.box.layerTiming == nil, "back at the defaults, no timing of its own")
        #expect(scene.box.layer.convertTime(now, from: nil) == now)
    }

    /// A stopped container shows its block animation at `timeOffset`, wherever the clock goes.
    @Test func aStoppedContainerShowsItsAnimationAtItsOffset() {
        let scene = Scene()
        scene.container.layer.speed = 0
        scene.container.layer.timeOffset = scene.now  // stopped where its time was
        scene.move()
        scene.stage.frames(30)
        #expect(scene.shownX == 0, "stopped at its start")
        for fraction in [0.25, 0.5, 0.8, 0.3] {
            let start = scene.box.layer.convertTime(scene.now, from: nil)
            scene.container.layer.timeOffset = start + fraction
            scene.stage.frames(1)
            #expect(abs(scene.shownX - 300 * fraction) < 1e-9, "scrubbed to \(fraction)")
            scene.container.layer.timeOffset = start
        }
        #expect(scene.box.frame.minX == 300, "the model is the end")
    }

    /// Apple's QA1673, as written: pause where it is; resume from there, with no jump, at the
    /// clock's speed; the animation ends `pausedFor` later than it would have.
    @Test func pauseAndResumeAsQA1673HoldsAndContinuesToTheFrame() {
        let scene = Scene()
        scene.move()
        scene.stage.frames(24)  // 0.4 s
        let layer = scene.container.layer
        // pauseLayer
        let pausedTime = layer.convertTime(scene.now, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        let held = scene.shownX
        #expect(abs(held - 120) < 1e-9)
        scene.stage.frames(30)
        #expect(scene.shownX == held, "held while paused")
        // resumeLayer
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(scene.now, from: nil) - paused
        layer.beginTime = timeSincePause
        #expect(abs(scene.shownX - held) < 1e-9, "no jump on resume")
        scene.stage.frames(6)
        #expect(abs(scene.shownX - 150) < 1e-9, "0.1 s later, 0.1 s further")
        scene.stage.frames(29)
        #expect(abs(scene.shownX - 295) < 1e-9)
        scene.stage.frames(1)
        #expect(scene.shownX == 300 && !scene.stage.driver.hasRunningAnimations, "ended 0.5 s late, as long as it was paused")
    }

    /// A layer animation (CABasicAnimation) and a property animator under the stopped container
    /// hold as a block animation does.
    @Test func layerAnimationsAndPropertyAnimatorsFollowTheLayersTime() {
        let scene = Scene()
        let spinner = View(frame: Rect(x: 100, y: 100, width: 40, height: 40), name: "spinner")
        scene.container.addSubview(spinner)
        let spin = BasicAnimation(keyPath: "opacity")
        spin.fromValue = 0.0
        spin.toValue = 1.0
        spin.duration = 1
        spin.timingFunction = MediaTimingFunction(name: .linear)
        spinner.layer.add(spin, forKey: "fade")
        let animator = PropertyAnimator(duration: 1, curve: .linear) { scene.box.frame.origin.x = 300 }
        animator.startAnimation()
        scene.stage.frames(30)
        #expect(abs(spinner.presentationValues.alpha - 0.5) < 1e-9 && abs(scene.shownX - 150) < 1e-9)
        let layer = scene.container.layer
        let pausedTime = layer.convertTime(scene.now, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        scene.stage.frames(30)
        #expect(abs(spinner.presentationValues.alpha - 0.5) < 1e-9, "the layer animation holds")
        #expect(abs(scene.shownX - 150) < 1e-9 && abs(animator.fractionComplete - 0.5) < 1e-9, "the property animator holds")
        layer.timeOffset = pausedTime - 0.25
        scene.stage.frames(1)
        #expect(abs(spinner.presentationValues.alpha - 0.25) < 1e-9 && abs(scene.shownX - 75) < 1e-9, "both scrubbed back")
    }

    /// Twice the speed on the container: its animation runs in half the time.
    @Test func aFasterLayerRunsItsAnimationsFaster() {
        let scene = Scene()
        let layer = scene.container.layer
        layer.beginTime = layer.convertTime(scene.now, from: nil)  // its time starts now…
        layer.timeOffset = scene.now  // …where it was, so nothing jumps
        layer.speed = 2
        scene.move()
        scene.stage.frames(15)
        #expect(abs(scene.shownX - 150) < 1e-9, "0.25 s of the clock is 0.5 s of the layer's")
        scene.stage.frames(15)
        #expect(scene.shownX == 300)
    }
}
