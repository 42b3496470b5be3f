import Motion
import SDLHost
import ViewKit

/// `spin`: pushes swing the new screen in about its top-left corner on a spring; pops lay the
/// screen below back on top, turning about its top-right corner through keyframes. A click on
/// the root screen (or Right) pushes; a click on a pushed screen (or Left) pops.
final class SpinMode: NavigationMode, DemoMode {
    nonisolated static let name = ModeName(declaring: "spin")

    static let damping = Tunable(name: "spin.damping", summary: "push spring damping ratio", range: 0.1...1, defaultValue: 0.5)
    static let velocity = Tunable(name: "spin.velocity", summary: "push spring initial velocity", range: 0...5, defaultValue: 0.7)
    static let duration = Tunable(name: "spin.duration", summary: "push, s", range: 0.2...3, defaultValue: 0.8)
    static let popDuration = Tunable(name: "spin.pop_duration", summary: "pop's keyframes in all, s", range: 0.3...4, defaultValue: 1.3)
    static let bench = BenchPlan.stack()
    static let motion = ModeMotion(tunables: [damping, velocity, duration, popDuration], code: swiftCode, plot: plot)
    static let keyBindings: [KeyBinding<SpinMode>] = navigationKeys()

    static func swiftCode(_ settings: MotionSettings) -> SwiftCode {
        let n = SwiftCode.number
        return SwiftCode(
            before: """
                // spin: push on a spring fitted to \(n(settings[duration])) s; pop through keyframes over \(n(settings[popDuration])) s
                // drawer curve spring-duration --damping-ratio \(n(settings[damping])) --velocity \(n(settings[velocity])) --duration \(n(settings[duration])) --plot spin.png
                """,
            call: """
                UIView.animate(
                    withDuration: \(n(settings[duration])), delay: 0, usingSpringWithDamping: \(n(settings[damping])),
                    initialSpringVelocity: \(n(settings[velocity])), options: [.allowUserInteraction], animations: {})
                """,
            after: """
                UIView.animateKeyframes(withDuration: \(n(settings[popDuration])), delay: 0, options: [.allowUserInteraction], animations: {})
                """)
    }

    static func plot(_ settings: MotionSettings) -> MotionPlot {
        let seconds = settings[duration]
        let v0 = settings[velocity]
        guard let spring = Spring.fitted(dampingRatio: settings[damping], initialVelocity: v0, duration: seconds) else {
            return MotionPlot(curve: { _ in 1 }, seconds: seconds, summary: "no spring settles in \(MotionPlot.format(seconds)) s")
        }
        return MotionPlot(
            curve: spring.motion(initialVelocity: v0).value(at:), seconds: seconds * 1.2,
            summary: "spring fitted to \(MotionPlot.format(seconds)) s")
    }

    init(environment: DemoEnvironment) {
        super.init(name: Self.name, environment: environment)
        navigation.view.addGestureRecognizer(
            TapGestureRecognizer { [unowned self] _ in
                if navigation.viewControllers.count == 1 { push() } else { pop() }
            })
    }

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        if environment.reduceMotion { return CrossFadeAnimator() }
        let settings = environment.settings
        return operation == .push
            ? SpinPushAnimator(
                timing: .dampedSpring(dampingRatio: settings[Self.damping], initialVelocity: settings[Self.velocity]),
                duration: settings[Self.duration])
            : SpinPopAnimator(duration: settings[Self.popDuration])
    }
}
