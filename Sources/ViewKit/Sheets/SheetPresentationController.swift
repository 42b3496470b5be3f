import Motion

/// A sheet that rises from the bottom edge and rests at one of several heights, as
/// UISheetPresentationController: what `.pageSheet` presents in.
///
/// ```swift
/// detail.modalPresentationStyle = .pageSheet
/// if let sheet = detail.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
///     sheet.largestUndimmedDetentIdentifier = .medium
/// }
/// present(detail, animated: true)
/// ```
///
/// Everything on screen is a function of one number, the sheet's `height` above the container's
/// bottom edge: the presented view's frame, the dimming (`dimmingFraction(forHeight:)`), and the
/// presenting view's recede (`presenterRecede(forHeight:)`). One `PropertyAnimator` at a time
/// moves it (`detentAnimator`):
///
/// - a press on a moving sheet pauses it where it is, even while it is presented or dismissed
///   (the presentation then ends where the sheet is held; the dismissal is called off);
/// - a drag scrubs an animator spanning every height the sheet may take (from the smallest
///   detent, or from 0 when a person may dismiss it, to the largest), and rubber-bands past its
///   ends with UIScrollView's formula;
/// - the release projects the height as UIScrollView decelerates (`gestureRelease`'s rate, 0.998
///   a millisecond), takes the detent nearest that projection (so a fling may skip one; 0
///   dismisses), and goes there with `gestureRelease`'s spring at the pointer's velocity
///   relative to the distance left: on the drag's own animator, continued (reversed to go
///   back), when the detent is one of its ends, else on a new one from where the sheet shows.
///
/// What Apple does not publish is ViewKit's own and marked so: the spring, the dimming's
/// darkest alpha, the gap above the large detent, and the presenter's recede.
@preconcurrency @MainActor open class SheetPresentationController: PresentationController {
    // MARK: UIKit's configuration

    /// The heights the sheet rests at, smallest first (sorted when resolved); never empty (an
    /// empty list is refused). `[.large()]` by default.
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = oldValue }
            invalidateDetents()
        }
    }
    /// The detent the sheet shows, or goes to; nil means the smallest. Set by a person's drag
    /// when it lands, and by code: inside `animateChanges(_:)` the sheet springs there, outside
    /// it jumps.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isRecordingSelection { moveToSelectedDetent() } }
    }
    /// At and below this detent the sheet is undimmed and the screen behind takes clicks; above
    /// it the dimming deepens with the height up to the next detent. Nil (the default): dimmed at
    /// every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { layoutSheet() } }
    /// Whether a grabber shows at the sheet's top edge; false by default.
    public var prefersGrabberVisible = false { didSet { layoutSheet() } }
    /// The sheet's top corner radius; nil for ViewKit's default (`defaultCornerRadius`).
    public var preferredCornerRadius: Double? { didSet { layoutSheet() } }
    /// Whether scrolling content at its top edge grows the sheet to a larger detent before it
    /// scrolls (the sheet then shares a drag on a scroll view in its content); true by default.
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    // MARK: ViewKit's own numbers (Apple publishes none)

    /// The corner radius when `preferredCornerRadius` is nil, in points (ours).
    public static let defaultCornerRadius = 12.0
    /// The gap between the large detent's top and the window's top safe-area inset, in points
    /// (ours; an iPhone's large sheet sits about this far below the status bar).
    public var largestDetentTopGap = 10.0 { didSet { invalidateDetents() } }
    /// The dimming view's alpha when fully dimmed (ours).
    public var maximumDimmingAlpha = 0.4 { didSet { layoutSheet() } }
    /// How a release hands the pointer's velocity to the spring that takes the sheet to a detent,
    /// and how the projection decelerates (ours: critically damped, response 0.3 s, the cap 30,
    /// UIScrollView's 0.998).
    public var gestureRelease = GestureRelease(spring: Spring(validDampingRatio: 1, response: 0.3))
    /// The presenting view's scale when the sheet is at the large detent (ours; Ionic's clone of
    /// iOS's card modal uses 0.915 to 0.95 across versions).
    public static let recededPresenterScale = 0.93
    /// The presenting view's corner radius when receded, in points (ours; Ionic's: 10).
    public static let recededPresenterCornerRadius = 10.0

    // MARK: What it shows

    /// Darkens the screen behind the sheet; a click on it dismisses the sheet unless the
    /// presented controller `isModalInPresentation`.
    public let dimmingView = View(name: "sheet.dimming")
    /// The grabber at the sheet's top edge (shown when `prefersGrabberVisible`).
    public let grabberView = View(name: "sheet.grabber")
    /// The sheet's visible height above the container's bottom edge, in points: 0 off screen,
    /// beyond the largest detent while it rubber-bands or a spring overshoots. What shows: the
    /// presentation of the sheet's animatable height, plus the rubber band.
    public var height: Double { heightStorage.presentation + rubberBand }
    /// The one number everything on screen follows, as an animatable property: its animations
    /// run on the sheet's animator (or on any block that sets `animatableHeight`), and while
    /// they run the sheet is laid out every frame from the presentation.
    var heightStorage = AnimatableProperty(0.0)
    /// The detent the sheet rests at; nil while it moves or is dragged, and when not presented.
    /// Derived, not stored: the selected detent, while nothing moves the sheet (no person, no
    /// animator, no animation of its height, even paused) and it shows there (within a hundredth
    /// of a point, the sheet's rule for "already there").
    public var restingDetentIdentifier: Detent.Identifier? {
        guard containerView != nil, !isTransitioning, hold == nil, detentAnimator == nil, !heightStorage.isAnimating,
            let selected = selectedDetent, abs(height - selected.height) < 0.01
        else { return nil }
        return selected.identifier
    }
    /// Whether a person holds the sheet (a drag, or a press that caught it).
    public var isDragging: Bool { hold != nil }
    /// A person's hold on the sheet, while there is one.
    var hold: SheetHold?
    /// The animator moving the sheet, if any: a presentation, a dismissal, a drag's span, or a
    /// run to a detent. Never two at once.
    public internal(set) var detentAnimator: PropertyAnimator?
    /// Where `detentAnimator` lands the sheet, if it ends at `position`.
    var arrival: (position: PropertyAnimator.Position, landed: () -> Void)?
    /// The heights `detentAnimator` runs between (its progress 0 and 1).
    var detentAnimatorSpan: (from: Double, to: Double) = (0, 0)
    /// How many points `detentAnimator`'s progress from 0 to 1 covers (negative downward).
    var detentAnimatorSpanLength: Double { detentAnimatorSpan.to - detentAnimatorSpan.from }
    /// The rubber band beyond the drag's span, in visible points.
    var rubberBand = 0.0

    /// Where the detents resolved to, smallest first, and what they were resolved in.
    public private(set) var resolvedDetents: [(identifier: Detent.Identifier, height: Double)] = []
    private var resolvedContainerSize: Size?
    /// Set while the sheet records a detent it chose itself, which must not move it again.
    var isRecordingSelection = false
    /// Whether `animateChanges(_:)` is running its block.
    var isAnimatingChanges = false
    /// The presenting view's corner radius before it receded, and whether it is receded now.
    var presenterCornerRadius = 0.0
    /// Whether the presenting view clipped, and its corners' curve, before it receded: it clips
    /// to continuous corners while receded, as iOS's does.
    var presenterLook = (clips: false, curve: CornerCurve.circular)
    var presenterIsReceded = false
    /// The height the delegate last heard.
    var reportedHeight = 0.0
    /// The sheet's own drag, on the presented view.
    lazy var pan = PanGestureRecognizer { [unowned self] in followPan($0) }

    /// The pan that drags the sheet, on the presented view, as `UIScrollView.panGestureRecognizer`
    /// (beyond UIKit, whose sheet keeps its pan to itself): an app that drags the sheet with a
    /// gesture of its own disables this one and hands its own to `followPan(_:)`.
    public var panGestureRecognizer: PanGestureRecognizer { pan }

    /// Creates the sheet presentation of `presentedViewController`.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        grabberView.backgroundColor = Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
        grabberView.cornerRadius = 2.5
        pan.beginsOnPress = { [unowned self] in detentAnimator?.isRunning == true }
        dimmingView.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in dimmingViewTapped() })
    }

    // MARK: Detents

    /// The tallest a sheet can be here: the container's height less the window's top safe-area
    /// inset and `largestDetentTopGap`.
    public var maximumDetentValue: Double {
        guard let container = containerView else { return 0 }
        let safeTop = container.window?.safeAreaInsets.top ?? 0
        return max(container.bounds.height - safeTop - largestDetentTopGap, 0)
    }

    /// Resolves the detents again (on the next layout in UIKit; here at once) and moves the
    /// sheet to the selected one's new height: springing inside `animateChanges(_:)`, at once
    /// outside. A selected detent that no longer resolves gives way to the nearest that does.
    public func invalidateDetents() {
        resolveDetents()
        moveToSelectedDetent()
    }

    /// Makes the changes `changes` makes to the sheet (a detent, the detents) animate: the sheet
    /// springs to the selected detent's height instead of jumping.
    public func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
    }

    /// The height of the detent named `identifier`, if it is among the resolved detents.
    public func height(of identifier: Detent.Identifier) -> Double? {
        resolvedDetents.first { $0.identifier == identifier }?.height
    }

    /// The detent the sheet shows or goes to: the selected one if it resolves, else the smallest.
    var selectedDetent: (identifier: Detent.Identifier, height: Double)? {
        if let selected = selectedDetentIdentifier, let height = height(of: selected) { return (selected, height) }
        return resolvedDetents.first
    }

    private func resolveDetents() {
        guard let container = containerView else { return }
        resolvedContainerSize = container.bounds.size
        let context = DetentResolutionContext(maximumDetentValue: maximumDetentValue)
        var resolved: [(identifier: Detent.Identifier, height: Double)] = []
        for detent in detents where !resolved.contains(where: { $0.identifier == detent.identifier }) {
            if let height = detent.resolvedValue(in: context) { resolved.append((detent.identifier, height)) }
        }
        resolved.sort { $0.height < $1.height }
        resolvedDetents = resolved
        if let selected = selectedDetentIdentifier, height(of: selected) == nil, let nearest = nearestDetent(to: height) {
            recordSelection(nearest.identifier)
        }
    }

    func nearestDetent(to height: Double) -> (identifier: Detent.Identifier, height: Double)? {
        resolvedDetents.min { abs($0.height - height) < abs($1.height - height) }
    }

    // MARK: Presentation controller

    /// Where the presented view rests: the container's width, its top at the selected detent.
    open override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        return sheetFrame(forHeight: selectedDetent?.height ?? 0, in: container.bounds)
    }

    /// The sheet's frame for `height`: as tall as the largest detent (taller past it, so no gap
    /// opens below a sheet pulled or sprung beyond), its top `height` above the bottom edge.
    func sheetFrame(forHeight height: Double, in bounds: Rect) -> Rect {
        let tallest = max(resolvedDetents.last?.height ?? 0, height)
        return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: tallest)
    }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        resolveDetents()
        presenterCornerRadius = presentingViewController?.view.cornerRadius ?? 0
        if let presenter = presentingViewController?.view { presenterLook = (presenter.clipsToBounds, presenter.cornerCurve) }
        resetHeight(to: 0)
        reportedHeight = 0
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        container.addSubview(grabberView)
        layoutSheet()
        // From the start: a press catches the sheet while it rises or leaves too.
        presentedView?.addGestureRecognizer(pan)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            tearDown()
            return
        }
        // Without an animator of its own (no animation, or another animator's), at its detent;
        // caught by a press, where the person holds it.
        guard detentAnimator == nil, !isDragging else { return }
        if let selected = selectedDetent { setHeight(selected.height) }
    }

    /// A person's dismissal of a sheet springs down from where the sheet is, a release's
    /// velocity carried into the spring; a sheet still rising is caught where it is first, as a
    /// press catches it.
    override func dismissByPerson(releaseVelocity: Double?) {
        takeOverTransition()
        stopDetentAnimator()
        rubberBand = 0
        pendingReleaseVelocity = releaseVelocity
        super.dismissByPerson(releaseVelocity: releaseVelocity)
        pendingReleaseVelocity = nil
    }

    open override func dismissalTransitionWillBegin() {
        // Code may dismiss the sheet under a person's drag: the dismissal takes it from there.
        hold = nil
        rubberBand = 0
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard !completed else {
            tearDown()
            return
        }
        // Cancelled, the sheet is back where the dismissal began, which lies between detents if
        // it began while the sheet sprang between them: it goes on to its detent from there.
        guard !isDragging, let selected = selectedDetent, abs(height - selected.height) >= 0.01 else { return }
        run(toHeight: selected.height, detent: selected.identifier, velocity: heightVelocity, byPerson: false)
    }

    private func tearDown() {
        stopDetentAnimator()
        rubberBand = 0
        resetHeight(to: 0)
        hold = nil
        dimmingView.removeFromSuperview()
        grabberView.removeFromSuperview()
        presentedView?.removeGestureRecognizer(pan)
        if let presenter = presentingViewController?.view, presenterIsReceded {
            presenter.transform = .identity
            presenter.cornerRadius = presenterCornerRadius
            (presenter.clipsToBounds, presenter.cornerCurve) = presenterLook
            presenterIsReceded = false
        }
    }

    open override func containerViewWillLayoutSubviews() {
        guard let container = containerView, container.bounds.size != resolvedContainerSize else { return }
        invalidateDetents()
    }

    open override func containerViewDidLayoutSubviews() {
        layoutSheet()
    }

    /// Presses outside the sheet reach the screen behind while it is undimmed, unless the
    /// presented controller `isModalInPresentation`.
    open override func passesTouchesThrough(at point: Point) -> Bool {
        !presentedViewController.isModalInPresentation && dimmingFraction(forHeight: height) == 0
    }

    open override func defaultAnimator(presenting: Bool) -> AnimatedTransitioning {
        SheetTransitionAnimator(sheet: self, presenting: presenting)
    }

    open override func defaultInteractionControllerForDismissal() -> InteractiveTransitioning? {
        pendingReleaseVelocity.map { SheetReleaseInteraction(sheet: self, velocity: $0) }
    }

    /// The velocity a person's release hands the dismissal it starts (points per second upward).
    var pendingReleaseVelocity: Double?

    /// A drag on a scroll view in the sheet's content is shared with the sheet
    /// (`prefersScrollingExpandsWhenScrolledToEdge`), except while the sheet presents or
    /// dismisses.
    override func sharedScrollDrag(for scrollView: ScrollView, contentY: Double) -> (any ScrollDragSharing)? {
        guard prefersScrollingExpandsWhenScrolledToEdge, !isTransitioning, let presentedView,
            scrollView.isDescendant(of: presentedView)
        else { return nil }
        return SheetHandOff(sheet: self, contentY: contentY)
    }
}

/// Hears about a sheet, as UISheetPresentationControllerDelegate (with the dismissal calls of
/// `AdaptivePresentationControllerDelegate`).
@preconcurrency @MainActor public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// A person's drag landed the sheet at another detent (not called when code sets
    /// `selectedDetentIdentifier`).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController)
    /// The sheet moved: every frame a drag or an animator changes its height (beyond UIKit,
    /// whose sheet reports nothing while it moves). `height` in points above the container's
    /// bottom edge, `velocity` in points per second, upward positive.
    func sheetPresentationController(_ sheet: SheetPresentationController, didChangeHeight height: Double, velocity: Double)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {}
    public func sheetPresentationController(_ sheet: SheetPresentationController, didChangeHeight height: Double, velocity: Double) {}
}

/// A person's hold on a sheet: the drag between its detents (heights, upward positive), and
/// whether it may end in a dismissal (asked when it began).
nonisolated struct SheetHold {
    var drag: SnapDrag
    let mayDismiss: Bool
}
