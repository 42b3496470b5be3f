import Motion
import SDLHost
import ViewKit

/// `modal`: sample 001's interactive dismissal. Clicking the picture presents a detail screen
/// (non-interactive). Dragging the detail screen right dismisses it interactively, progress =
/// translation / 200 points, finishing when released past 0.5 and cancelling otherwise; a click
/// without a drag dismisses it non-interactively — the interaction controller is handed out only
/// while a drag is in progress (the sample's `isInteractive`). Space presents or dismisses.
///
/// Under Drawer's rules the release hands the pointer's velocity to a spring, a cancelled gesture
/// goes back, a press catches a dismissal in flight, and a drag begun while the detail is still
/// sliding in takes hold when it lands. Under the sample's rules the drag is the sample's own
/// `PanInteraction`, a percent-driven transition with a pan of its own.
final class ModalMode: DemoMode, ViewControllerTransitioningDelegate {
    nonisolated static let name = ModeName(declaring: "modal")

    static let travelTunable = Tunable(
        name: "modal.travel", summary: "points a drag covers for the whole dismissal", range: 50...800, defaultValue: 200)
    static let threshold = Tunable(
        name: "modal.threshold", summary: "progress past which a release dismisses", range: 0.1...0.9, defaultValue: 0.5)
    static let duration = Tunable(name: "modal.duration", summary: "present and dismiss, s (ease-out)", range: 0.1...2, defaultValue: 0.35)
    static let motion = ModeMotion(tunables: [travelTunable, threshold, duration], code: swiftCode, plot: plot)
    static let keyBindings = [
        KeyBinding<ModalMode>([.space], "present or dismiss") { mode in
            if mode.root.presentedViewController == nil {
                mode.root.present(mode.detail, animated: true)
            } else {
                mode.detail.dismiss(animated: true)
            }
        }
    ]
    /// Its cross-fades under reduced motion, and both drawn view by view: what group opacity costs.
    static let bench = BenchPlan(variants: [
        BenchVariant(reduceMotion: true), BenchVariant(groupOpacity: false), BenchVariant(reduceMotion: true, groupOpacity: false),
    ])

    static func swiftCode(_ settings: MotionSettings) -> SwiftCode {
        let n = SwiftCode.number
        return SwiftCode(
            before: """
                // modal: progress = translation.x / \(n(settings[travelTunable])), dismissed past \(n(settings[threshold]))
                // drawer curve ease-out --plot modal.png
                let translationX: CGFloat = 0
                let progress = translationX / \(n(settings[travelTunable]))
                let shouldFinish = progress > \(n(settings[threshold]))
                """,
            call: "let animator = UIViewPropertyAnimator(duration: \(n(settings[duration])), curve: .easeOut)")
    }

    static func plot(_ settings: MotionSettings) -> MotionPlot {
        let seconds = settings[duration]
        return MotionPlot(
            curve: { CubicBezier.easeOut.progress(at: $0 / seconds) }, seconds: seconds * 1.2,
            summary: "ease-out over \(MotionPlot.format(seconds)) s")
    }

    private let environment: DemoEnvironment
    private let root: ScreenController
    private let detail: ScreenController
    /// Drawer's drag: one interaction controller for every dismissal it drives, so that a press
    /// can catch the one the last drag let go.
    private let drag = TransitionDrag()
    /// The sample's: it owns the pan that drives it, which begins only under the sample's rules.
    private(set) var panInteraction: PanInteraction!
    /// A drag under Drawer's rules is asking for the dismissal it starts to be interactive.
    private var isDragging = false
    /// The current drag began while another transition ran (the presentation sliding in): it
    /// takes hold when that lands, from the translation it has then.
    private var awaitsLanding = false

    init(environment: DemoEnvironment) {
        self.environment = environment
        root = ScreenController(depth: 0, image: environment.image)
        detail = ScreenController(depth: 1, image: environment.image)
        detail.title = "detail"
        detail.transitioningDelegate = self
        root.screenView.imageView.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in root.present(detail, animated: true) })
        // The post dismisses on a tap on the picture ("点击imageView后"); Drawer's rules take a
        // click anywhere on the detail.
        detail.view.addGestureRecognizer(
            TapGestureRecognizer { [unowned self] tap in
                let picture = detail.screenView.imageView
                if environment.rules == .refined || picture.bounds.contains(tap.location(in: picture)) { detail.dismiss(animated: true) }
            })
        let pan = PanGestureRecognizer { [unowned self] in refinedPan($0) }
        pan.shouldBegin = { _ in environment.rules == .refined }
        // A press on a dismissal still settling catches it at once, where it is (Drawer's rule).
        pan.beginsOnPress = { [unowned self] in environment.rules == .refined && drag.canCatch }
        detail.view.addGestureRecognizer(pan)
        panInteraction = PanInteraction(
            detailVC: detail, travel: { environment.value(Self.travelTunable, under: .sample) },
            threshold: { environment.value(Self.threshold, under: .sample) })
        // UIKit keeps touches from views that block animations move (no `.allowUserInteraction`),
        // so the sample's pan does not begin while the detail slides in or out.
        panInteraction.pan.shouldBegin = { [unowned self] _ in environment.rules == .sample && root.presentationTransition == nil }
    }

    var rootViewController: ViewController { root }
    /// Points a drag covers for the whole dismissal (`modal.travel`).
    private var travel: Double { environment.settings[Self.travelTunable] }

    /// The detail moves `modal.travel` points over its transitions.
    func endMotion(_ ending: MotionEnding) {
        guard ending == .now else {
            root.presentationTransition?.endIfAtRest(travel: travel)
            return
        }
        isDragging = false
        panInteraction.isInteractive = false
        drag.reset()
        awaitsLanding = false
        root.presentationTransition?.endWhereHeading()
    }

    private func refinedPan(_ pan: PanGestureRecognizer) {
        let dx = pan.translation(in: nil).x
        if pan.state == .changed, awaitsLanding, root.presentationTransition == nil {
            // The presentation this drag began on has landed: the drag takes hold from here.
            awaitsLanding = false
            drag.begin(at: dx, start: startDismissal)
        }
        // The sample's rule decides the end: past the threshold, not a projection.
        drag.follow(
            pan.state, translation: dx, velocity: pan.velocity(in: nil).x, span: travel, using: environment.settings.screenRelease,
            finishing: drag.interaction.percentComplete > environment.settings[Self.threshold], start: startDismissal)
        switch pan.state {
        case .began: awaitsLanding = !drag.isDriving && root.presentationTransition != nil
        case .ended, .cancelled: awaitsLanding = false
        default: break
        }
    }

    /// Starts the dismissal a drag drives; false while any other transition runs.
    private func startDismissal(_ interaction: PercentDrivenInteractiveTransition) -> Bool {
        guard root.presentationTransition == nil else { return false }
        isDragging = true
        defer { isDragging = false }
        return detail.dismiss(animated: true)
    }

    // MARK: ViewControllerTransitioningDelegate

    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        environment.reduceMotion
            ? CrossFadeAnimator() : ModalSlideAnimator(presenting: true, travel: travel, duration: environment.settings[Self.duration])
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        environment.reduceMotion && !isDragging && !panInteraction.isInteractive
            ? CrossFadeAnimator() : ModalSlideAnimator(presenting: false, travel: travel, duration: environment.settings[Self.duration])
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        // The sample's `panInteraction.isInteractive ? panInteraction : nil`, and Drawer's the same way.
        if panInteraction.isInteractive { return panInteraction }
        return isDragging ? drag.interaction : nil
    }
}
