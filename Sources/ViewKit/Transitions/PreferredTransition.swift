import Motion

extension ViewController {
    /// A transition a controller asks for when it is pushed or presented, as
    /// UIViewController.Transition (iOS 18): set it as `preferredTransition` on the controller
    /// that arrives, and every way it arrives and leaves honours it (a navigation controller's
    /// push and pop, `present` and `dismiss`), unless a delegate supplies an animator of its own.
    ///
    /// ```swift
    /// detail.preferredTransition = .zoom { _ in tile }
    /// navigation.pushViewController(detail, animated: true)
    /// ```
    public struct Transition {
        enum Style {
            case zoom(ZoomOptions, (ZoomSourceViewProviderContext) -> View?)
            case coverVertical
            case crossDissolve
        }
        let style: Style

        /// The page grows out of the view `sourceViewProvider` returns (a thumbnail, a tile) and
        /// shrinks back into it, continuously interactive: `ZoomTransitionAnimator` has the whole
        /// behaviour. The provider is asked when the controller arrives and again when it leaves, so
        /// the page can return to another view than it came from; nil zooms from the centre.
        public static func zoom(
            options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> View?
        ) -> Transition {
            Transition(style: .zoom(options ?? ZoomOptions(), sourceViewProvider))
        }

        /// Slides up from the bottom edge and back down (ViewKit's default presentation).
        public static var coverVertical: Transition { Transition(style: .coverVertical) }
        /// Fades in over what is there and out again (`CrossFadeAnimator`).
        public static var crossDissolve: Transition { Transition(style: .crossDissolve) }

        /// What a zoom's source view provider is told.
        public struct ZoomSourceViewProviderContext {
            /// The controller the page zooms out of: the one below it in the stack, or the one
            /// presenting it.
            public let sourceViewController: ViewController
            /// The controller that zooms.
            public let zoomedViewController: ViewController
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
            }

            /// What `alignmentRectProvider` is told.
            public struct AlignmentRectContext {
                /// The view the page zooms into.
                public let sourceView: View
                /// The controller that zooms.
                public let zoomedViewController: ViewController
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
}

extension ViewController.Transition {
    /// Whether the arrived controller has a swipe back of its own in place of the navigation
    /// controller's (a zoomed page shrinks into its source).
    var hasItsOwnSwipeBack: Bool {
        if case .zoom = style { return true }
        return false
    }

    /// The animator for this transition when `controller` arrives (`arriving`) or leaves through
    /// a navigation controller (`navigation`) or a presentation.
    func animator(for controller: ViewController, arriving: Bool, navigation: Bool) -> AnimatedTransitioning {
        switch style {
        case .zoom(let options, let provider):
            // One per controller, from its arrival to its leave (a new transition makes a new one).
            if let zoom = controller.zoomAnimator { return zoom }
            let zoom = ZoomTransitionAnimator(zoomed: controller, options: options, sourceViewProvider: provider)
            controller.zoomAnimator = zoom
            return zoom
        case .coverVertical:
            return navigation
                ? SlideTransitionAnimator(operation: arriving ? .push : .pop, edge: .bottom)
                : CoverVerticalAnimator(presenting: arriving)
        case .crossDissolve:
            return CrossFadeAnimator()
        }
    }
}
