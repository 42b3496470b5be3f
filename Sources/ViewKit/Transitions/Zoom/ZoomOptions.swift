import Motion

/// The zoom as a `preferredTransition` (iOS 18's `.zoom`), made on the public API an app's own
/// transition has: `Transition(ownsSwipeBack:animator:)`, one `ZoomTransitionAnimator` per
/// controller from its arrival to its leave.
extension ViewController.Transition {
    /// The page grows out of the view `sourceViewProvider` returns (a thumbnail, a tile) and
    /// shrinks back into it, continuously interactive: `ZoomTransitionAnimator` has the whole
    /// behaviour. The provider is asked when the controller arrives and again when it leaves, so
    /// the page can return to another view than it came from; nil zooms from the centre.
    public static func zoom(
        options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> View?
    ) -> ViewController.Transition {
        let options = options ?? ZoomOptions()
        let zooms = ZoomsMade()
        return ViewController.Transition(ownsSwipeBack: true, kept: zooms) { request in
            zooms.zoom(for: request.viewController) {
                ZoomTransitionAnimator(zoomed: $0, options: options, sourceViewProvider: sourceViewProvider)
            }
        }
    }

    /// What a zoom's source view provider is told.
    public struct ZoomSourceViewProviderContext {
        /// The controller the page zooms out of: the one below it in the stack, or the one
        /// presenting it.
        public let sourceViewController: ViewController
        /// The controller that zooms.
        public let zoomedViewController: ViewController

        /// What a zoom (ViewKit's, or one an app writes on the same options) tells its provider.
        public init(sourceViewController: ViewController, zoomedViewController: ViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }

    /// How a zoom looks and when a person may dismiss it, as UIKit's ZoomOptions; the
    /// properties after `dimmingColor` are Drawer's, since Apple publishes none of these numbers.
    public final class ZoomOptions {
        /// What a dismissal's gesture is told when it would begin.
        public struct InteractionContext {
            /// Where the pointer is, in the zoomed controller's view.
            public let location: Point
            /// The pointer's velocity, points per second.
            public let velocity: Point
            /// True when the dismissal would begin (the page is at rest); false when the gesture
            /// would catch a zoom already under way.
            public let willBegin: Bool

            /// What a zoom's gesture tells `interactiveDismissShouldBegin`.
            public init(location: Point, velocity: Point, willBegin: Bool) {
                self.location = location
                self.velocity = velocity
                self.willBegin = willBegin
            }
        }

        /// What `alignmentRectProvider` is told.
        public struct AlignmentRectContext {
            /// The view the page zooms into.
            public let sourceView: View
            /// The controller that zooms.
            public let zoomedViewController: ViewController

            /// What a zoom tells `alignmentRectProvider`.
            public init(sourceView: View, zoomedViewController: ViewController) {
                self.sourceView = sourceView
                self.zoomedViewController = zoomedViewController
            }
        }

        /// Asked before a pull, an edge swipe or a pinch takes the page; false keeps it (the
        /// content's own gestures then have the drag). Nil lets every one begin.
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// The part of the zoomed controller's view (its own coordinates) that lines up with the
        /// source view at the small end, as the photo of a detail page does with its thumbnail;
        /// nil (or a nil answer) for the whole view.
        public var alignmentRectProvider: ((AlignmentRectContext) -> Rect?)?
        /// The colour laid over what is behind the page when it is fully open, fading with it;
        /// nil for black at 0.15, as measured on iOS (UIKIT-SEMANTICS §14.2).
        public var dimmingColor: Color?
        /// The springs that carry the page (Drawer's; Apple publishes none): by default ζ 0.9,
        /// response 0.45 s, so nearly critically damped as iOS's measured ω 18–20 is, and a
        /// little softer.
        public var spring = Spring(validDampingRatio: 0.9, response: 0.45)
        /// The page's scale when pulled down the whole height (or swiped across the whole
        /// width), shrinking in proportion on the way (Drawer's; iOS's measures about 0.33 with
        /// a knee).
        public var minimumScale = 0.5
        /// How far, projected, a release must have shrunk the page or moved it off centre (as a
        /// fraction of the page) to dismiss it (Drawer's).
        public var dismissThreshold = 0.2
        /// Points from the leading edge in which a rightward drag is the edge swipe back.
        public var edgeWidth = 24.0

        /// Options with every value at its default.
        public init() {}
    }
}

/// The zooms one `.zoom` transition made: one per controller it is set on, kept from the
/// controller's arrival to its leave (its gestures are on the page meanwhile), and let go with
/// the transition (a new `preferredTransition`).
@MainActor final class ZoomsMade: KeptTransitionAnimators {
    private var made: [(controller: WeakController, zoom: ZoomTransitionAnimator)] = []

    struct WeakController { weak var controller: ViewController? }

    /// The zoom of `controller`, made by `make` the first time.
    func zoom(for controller: ViewController, make: (ViewController) -> ZoomTransitionAnimator) -> ZoomTransitionAnimator {
        made.removeAll { $0.controller.controller == nil }
        if let kept = made.first(where: { $0.controller.controller === controller }) { return kept.zoom }
        let zoom = make(controller)
        made.append((WeakController(controller: controller), zoom))
        return zoom
    }

    /// Lets go of `controller`'s zoom (it took another transition): its gestures leave the page.
    func forget(_ controller: ViewController) {
        made.removeAll { $0.controller.controller == nil || $0.controller.controller === controller }
    }

    /// The zoom made for `controller`, if one was.
    func zoom(of controller: ViewController) -> ZoomTransitionAnimator? {
        made.first { $0.controller.controller === controller }?.zoom
    }
}

extension ViewController {
    /// The zoom `preferredTransition` made for this controller, if it is a zoom and made one.
    var zoomAnimator: ZoomTransitionAnimator? { (preferredTransition?.kept as? ZoomsMade)?.zoom(of: self) }
}
