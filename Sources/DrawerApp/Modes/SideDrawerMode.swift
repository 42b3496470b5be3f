import Motion
import SDLHost
import ViewKit

/// `side`: a navigation stack whose screens slide in from the left edge, sample 000's drawer.
///
/// Under Drawer's rules dragging right pushes the next screen, which follows the pointer 1:1, and
/// dragging left pops, through the navigation controller's own full-width swipe back
/// (`interactiveContentPopGestureRecognizer`, toward the left edge); the release finishes or
/// cancels by where the screen would come to rest (position plus the projection of its velocity)
/// and hands the pointer's velocity to a spring; a drag that starts while a transition is still
/// settling catches it. Under the sample's rules
/// the drag runs the sample's `paned:` line by line (`samplePan`). Right and Left push and pop
/// without a drag (0.8 s, the sample's `transitionDuration`).
final class SideDrawerMode: NavigationMode, DemoMode {
    nonisolated static let name = ModeName(declaring: "side")

    /// Key pushes and pops, in seconds on ease-in-out.
    static let duration = Tunable(name: "side.duration", summary: "key push and pop, s (ease-in-out)", range: 0.1...3, defaultValue: 0.8)
    static let motion = ModeMotion(
        tunables: [MotionSettings.screenResponse, MotionSettings.screenDamping, duration], code: swiftCode, plot: plot)
    static let keyBindings: [KeyBinding<SideDrawerMode>] = navigationKeys()

    static func swiftCode(_ settings: MotionSettings) -> SwiftCode {
        let n = SwiftCode.number
        return SwiftCode(
            before: """
                // side: keys push and pop over \(n(settings[duration])) s; a drag lets go on this spring
                // drawer curve spring --damping-ratio \(n(settings[MotionSettings.screenDamping])) --response \(n(settings[MotionSettings.screenResponse])) --settling
                let releaseVelocity: CGFloat = 0  // the pointer's, over the distance left
                """,
            call: "let release = \(SwiftCode.physical(settings.screenSpring, velocity: "releaseVelocity"))",
            after: "let animator = UIViewPropertyAnimator(duration: \(n(settings[duration])), curve: .easeInOut)")
    }

    static func plot(_ settings: MotionSettings) -> MotionPlot { .spring(settings.screenSpring) }

    /// What the sliding screen casts on the one below.
    static let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.45), radius: 28)

    /// Transitions at the top of a 1,000-screen stack: only what is visible is drawn.
    static let bench = BenchPlan.stack(variants: [BenchVariant(depth: 1000)])

    /// Drawer's drag: one interaction controller for every push it drives, so that a press can
    /// catch the push the last drag let go.
    private let drag = TransitionDrag()
    /// The sample's interaction controller, a new one at every drag under its rules.
    private var interaction = PercentDrivenInteractiveTransition()
    /// True only while a drag starts a transition, so that keys get non-interactive ones.
    private var offersInteraction = false
    /// The rules the current drag follows, read when it began.
    private var dragRules = GestureRules.refined

    init(environment: DemoEnvironment) {
        super.init(name: Self.name, environment: environment)
        let pan = PanGestureRecognizer { [unowned self] in self.pan($0) }
        // A press on a screen that is still settling catches it at once, where it is (Drawer's rule).
        pan.beginsOnPress = { [unowned self] in environment.rules == .refined && drag.canCatch }
        navigation.view.addGestureRecognizer(pan)
        // Pops are the navigation controller's swipe back, full width, toward the left edge the
        // screens slid in from; the sample's `paned:` does its own.
        navigation.interactivePopDirection = .left
        navigation.interactiveContentPopGestureRecognizer?.isEnabled = true
        navigation.interactiveContentPopGestureRecognizer?.shouldBegin = { _ in environment.rules == .refined }
    }

    override func endMotion(_ ending: MotionEnding) {
        if ending == .now { drag.reset() }
        super.endMotion(ending)
    }

    // MARK: Dragging

    private func pan(_ pan: PanGestureRecognizer) {
        if pan.state == .began { dragRules = environment.rules }
        switch dragRules {
        case .refined: refinedPan(pan)
        case .sample: samplePan(pan)
        }
    }

    /// Sample 000's `paned:`, as UIKit runs it: the stack already holds the new screen while a push
    /// runs (and has lost the old one while a pop runs), so `count` tells the two apart.
    private func samplePan(_ pan: PanGestureRecognizer) {
        let width = navigation.view.bounds.width
        let count = navigation.viewControllers.count
        switch pan.state {
        case .began:
            // `_interactivcTransition = [[UIPercentDrivenInteractiveTransition alloc] init];`
            interaction = PercentDrivenInteractiveTransition()
            offersInteraction = true
            defer { offersInteraction = false }
            // `if (self.nav.viewControllers.count > 1) pop … else performSegueWithIdentifier:@"PushSegue"`
            if count > 1 { pop() } else { push() }
        case .changed:
            let tx = pan.translation(in: nil).x
            // `if (count > 1 && translation.x > 0)` / `if (count == 1 && translation.x < 0)`
            if count > 1 && tx > 0 { interaction.update(tx / width) }
            if count == 1 && tx < 0 { interaction.update(-tx / width) }
        case .ended:
            let vx = pan.velocity(in: nil).x
            // `(count > 1 && vx > 0) || (count <= 1 && vx < 0)` finishes; anything else cancels.
            if (count > 1 && vx > 0) || (count <= 1 && vx < 0) { interaction.finish() } else { interaction.cancel() }
        case .cancelled:
            interaction.cancel()
        default:
            break
        }
    }

    /// Drawer's pushes: a drag right pushes, a press catches a push in flight, and the release goes
    /// where it projects, on a spring at the pointer's speed. (A drag left is the navigation
    /// controller's pop, which begins first, and this pan yields to it.)
    private func refinedPan(_ pan: PanGestureRecognizer) {
        let width = max(navigation.view.bounds.width, 1)
        let dx = pan.translation(in: nil).x
        // A cancelled gesture goes back; a release goes where it projects.
        let release = environment.settings.screenRelease
        drag.follow(pan.state, translation: dx, velocity: pan.velocity(in: nil).x, span: width, using: release) { _ in
            guard dx > 0 else { return false }
            offersInteraction = true
            defer { offersInteraction = false }
            return push()
        }
    }

    // MARK: NavigationControllerDelegate

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        let swipedBack = navigation.interactiveContentPopGestureRecognizer?.isActive == true
        // The swipe's release springs on the motion lab's screen spring, read as each pop begins.
        navigationController.interactivePopRelease = environment.settings.screenRelease
        if environment.reduceMotion && !offersInteraction && !swipedBack { return CrossFadeAnimator() }
        // A drag under the sample's rules runs the sample's `Animator`, as it writes it.
        let duration = environment.value(Self.duration, under: offersInteraction ? dragRules : .refined)
        if offersInteraction && dragRules == .sample { return SampleDrawerAnimator(duration: duration, shadow: Self.shadow) }
        return SlideTransitionAnimator(operation: operation, edge: .left, shadow: Self.shadow, duration: duration)
    }

    override func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        guard offersInteraction else { return nil }
        return dragRules == .sample ? interaction : drag.interaction
    }
}
