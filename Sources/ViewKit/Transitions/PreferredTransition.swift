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
        /// What a transition's animator is asked for: which controller's transition it is, and
        /// which of its four.
        public struct Request {
            /// The controller whose `preferredTransition` this is: the one that arrives (push,
            /// present) or leaves (pop, dismiss).
            public let viewController: ViewController
            /// Push and present arrive, pop and dismiss leave.
            public let kind: TransitionContext.Kind
        }

        /// Whether the controller this transition brought leaves by a gesture of its own animator,
        /// in place of the navigation controller's swipe back (the zoom's pull and edge swipe).
        /// The swipe back then never begins on it; its animator starts the pop itself
        /// (`popViewController(animated:drivenBy:)`).
        public let ownsSwipeBack: Bool
        let makeAnimator: (Request) -> AnimatedTransitioning
        /// What a transition keeps between requests (the zoom's animators, one per controller),
        /// told when a controller takes another transition.
        let kept: (any KeptTransitionAnimators)?

        /// A transition of the app's own: `animator` is asked for the animator of every push,
        /// pop, presentation and dismissal of the controller, and returns its own, a new one or
        /// one it keeps (a continuously interactive transition keeps one from the arrival to the
        /// leave, as the zoom does). It runs as a delegate's animator runs; the interaction
        /// controller is the delegate's, or the one the push, pop, present or dismiss was
        /// `drivenBy`. Hold the controller weakly in what `animator` captures: the controller
        /// holds the transition.
        ///
        /// ```swift
        /// let viewer = MatchedZoom(photo: photo, thumbnail: cell)  // the app's AnimatedTransitioning
        /// photo.preferredTransition = .init(ownsSwipeBack: true) { _ in viewer }
        /// ```
        public init(ownsSwipeBack: Bool = false, animator: @escaping (Request) -> AnimatedTransitioning) {
            self.init(ownsSwipeBack: ownsSwipeBack, kept: nil, animator: animator)
        }

        init(
            ownsSwipeBack: Bool, kept: (any KeptTransitionAnimators)?, animator: @escaping (Request) -> AnimatedTransitioning
        ) {
            self.ownsSwipeBack = ownsSwipeBack
            self.kept = kept
            makeAnimator = animator
        }

        /// Slides up from the bottom edge and back down (ViewKit's default presentation).
        public static var coverVertical: Transition {
            Transition { request in
                switch request.kind {
                case .push: SlideTransitionAnimator(operation: .push, edge: .bottom)
                case .pop: SlideTransitionAnimator(operation: .pop, edge: .bottom)
                case .present: CoverVerticalAnimator(presenting: true)
                case .dismiss: CoverVerticalAnimator(presenting: false)
                }
            }
        }
        /// Fades in over what is there and out again (`CrossFadeAnimator`).
        public static var crossDissolve: Transition { Transition { _ in CrossFadeAnimator() } }
    }
}

extension ViewController.Transition {
    /// The animator for `kind`, a transition of `controller`.
    func animator(for controller: ViewController, _ kind: TransitionContext.Kind) -> AnimatedTransitioning {
        makeAnimator(Request(viewController: controller, kind: kind))
    }
}

/// Animators a transition keeps per controller, from its arrival to its leave: let go of when
/// the controller takes another transition, so that nothing of the old one (its gestures on the
/// page) stays behind while other controllers still hold the transition.
@MainActor protocol KeptTransitionAnimators: AnyObject {
    func forget(_ controller: ViewController)
}
