import Motion

/// The numbers of UIKit's interactive pop (the edge swipe back), as measured on iOS: UIKit
/// publishes none of them.
///
/// Measured by a third party, JakeThomson/swift_transitions (`docs/parity-plan.md`, stage 2,
/// thirteen runs on the iOS simulator; UIKIT-SEMANTICS §13.3): the page "stays put for the first
/// 12 pt from the touch and then sits 12 pt behind the finger"; a release pops when position +
/// 0.12 s × velocity passes half the width; pop and cancel both run one spring, ω 22, ζ 0.85,
/// which covers 98 % in 200–220 ms whatever the distance. The edge's width is Flutter's
/// (`_kBackGestureWidth` in `cupertino/route.dart`): UIKit's is not known.
@preconcurrency @MainActor public enum InteractivePop {
    /// How far from the window's edge, in points, an edge swipe may start.
    public static let edgeWidth = 20.0
    /// How far, in points, an edge swipe moves before the page moves with it.
    public static let deadZone = 12.0
    /// How far ahead, in seconds, a release's velocity is projected.
    public static let projectionTime = 0.12
    /// The projected progress past which a release pops.
    public static let threshold = 0.5
    /// The one spring a release runs, to pop or to go back: ω 22, ζ 0.85, mass 1.
    public static let spring = Spring(validMass: 1, stiffness: 22 * 22, damping: 2 * 0.85 * 22)

    /// Whether a release at `progress` moving at `velocity` (progress per second, toward the
    /// pop) pops: position + 0.12 s × velocity > ½ (`release`'s decision).
    public static func pops(progress: Double, velocity: Double) -> Bool {
        release.finishes(from: progress, velocity: velocity, span: 1)
    }

    /// The swipe back's release as measured: the spring, and the decision looking 0.12 s ahead
    /// past half the way.
    public static var release: GestureRelease {
        var release = GestureRelease(spring: spring, threshold: threshold)
        release.projection = .lookingAhead(seconds: projectionTime)
        return release
    }
}

/// A navigation controller's swipe back: its two recognizers, the percent-driven pop they drive,
/// and the catch of a pop in flight.
@MainActor final class InteractivePopController {
    unowned let navigation: NavigationController
    /// The swipe from the edge the pop moves away from (UIKit's `interactivePopGestureRecognizer`).
    let edgeRecognizer = PanGestureRecognizer()
    /// The swipe anywhere on the content (iOS 26's `interactiveContentPopGestureRecognizer`).
    let contentRecognizer = PanGestureRecognizer()
    /// The swipe's hold on the pops it drives: catching one still settling, following the pointer
    /// past the edge swipe's dead zone, and the release.
    let drag = TransitionDrag()
    var interaction: PercentDrivenInteractiveTransition { drag.interaction }

    init(navigation: NavigationController) {
        self.navigation = navigation
        contentRecognizer.isEnabled = false
        for recognizer in [edgeRecognizer, contentRecognizer] {
            let fromEdge = recognizer === edgeRecognizer
            recognizer.action = { [unowned self, unowned recognizer] _ in self.handle(recognizer, fromEdge: fromEdge) }
            recognizer.mayBegin = { [unowned self, unowned recognizer] in self.mayBegin(recognizer, fromEdge: fromEdge) }
            recognizer.beginsOnPress = { [unowned self] in drag.canCatch }
        }
    }

    /// The pointer's movement toward the edge the popped screen leaves by, and across it.
    private func along(_ pan: PanGestureRecognizer) -> (along: Double, across: Double) {
        let t = pan.translation(in: navigation.view)
        let direction = navigation.interactivePopDirection.outward
        return (t.x * direction.x + t.y * direction.y, abs(t.x * direction.y - t.y * direction.x))
    }

    private func mayBegin(_ pan: PanGestureRecognizer, fromEdge: Bool) -> Bool {
        if drag.canCatch { return true }
        guard !navigation.isTransitioning, navigation.viewControllers.count > 1 else { return false }
        if navigation.top.preferredTransition?.ownsSwipeBack == true { return false }
        let (along, across) = along(pan)
        guard along > 0, along >= across else { return false }
        guard fromEdge else { return true }
        // How far from the edge opposite the one the pop moves toward the press went down: its
        // offset from the centre along the pop's direction, plus half the extent.
        let start = pan.location(in: navigation.view) - pan.translation(in: navigation.view)
        let bounds = navigation.view.bounds
        let direction = navigation.interactivePopDirection
        let fromCentre = (start.x - bounds.midX) * direction.outward.x + (start.y - bounds.midY) * direction.outward.y
        return fromCentre + direction.extent(of: bounds.size) / 2 <= InteractivePop.edgeWidth
    }

    private func handle(_ pan: PanGestureRecognizer, fromEdge: Bool) {
        let extent = max(navigation.interactivePopDirection.extent(of: navigation.view.bounds.size), 1)
        let direction = navigation.interactivePopDirection.outward
        // An app's release decides by its own projection; UIKit's by the measured look ahead.
        drag.follow(
            pan.state, translation: along(pan).along,
            velocity: {
                let v = pan.velocity(in: navigation.view)
                return v.x * direction.x + v.y * direction.y
            }(),
            span: extent, deadZone: fromEdge ? InteractivePop.deadZone : 0,
            using: navigation.interactivePopRelease ?? InteractivePop.release
        ) { interaction in
            navigation.popViewController(animated: true, drivenBy: interaction) != nil
        }
    }
}
