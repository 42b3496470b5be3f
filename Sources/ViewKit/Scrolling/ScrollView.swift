import Motion

/// Hears a scroll view scroll, as UIScrollViewDelegate. Every method has an empty default.
@preconcurrency @MainActor public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (a drag, a deceleration, a bounce, code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The drag ended moving at `velocity` (points per millisecond, as UIKit's) and the content
    /// is about to come to rest at `targetContentOffset`: change it, and the deceleration lands
    /// there instead.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The same, with the target handed over as UIKit declares it, a pointer
    /// (`targetContentOffset.pointee = …`): the scroll view calls this one, whose default calls
    /// the `inout` one, so a delegate written either way is told.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>)
    /// The drag ended; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The motion after a drag came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// `setContentOffset(_:animated:)`'s animation ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        var target = targetContentOffset.pointee
        scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &target)
        targetContentOffset.pointee = target
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

/// A view whose content is larger than itself and moves under a drag with UIScrollView's
/// physics, as UIScrollView: `contentOffset` is the bounds' origin, so the subviews (the content)
/// move and the scroll view stays.
///
/// - **A drag** moves the content 1:1 from where the pan begins (so the pan's hysteresis is no
///   jump); past an edge it rubber-bands by UIScrollView's formula (`RubberBand`: c 0.55 over
///   the view's dimension), unless `bounces` is off.
/// - **The release** decelerates at `decelerationRate` per millisecond (`ScrollMotion`), coming to
///   rest at the projection v·r/(1 − r)/1000 (WWDC 2018), which the delegate may move; a path
///   that crosses an edge bounces there at the velocity it had; a release past an edge springs
///   back. `isPagingEnabled` lands on a multiple of the bounds.
/// - **A press** while it moves stops it where it is (the pan begins on the press), and the press
///   is not a tap on the content.
/// - **Scroll indicators** show while it moves and fade out after (ours: 0.5 s later, over
///   0.25 s; UIKit's timings are not published).
///
/// Scrolling on a touchpad or a wheel reaches it as a drag (the host makes one), with the same
/// release.
@preconcurrency @MainActor open class ScrollView: View {
    /// How fast the content slows after a release, per millisecond (UIScrollView.DecelerationRate).
    public nonisolated struct DecelerationRate: Hashable, Sendable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// 0.998, UIKit's default.
        public static let normal = DecelerationRate(rawValue: Deceleration.normal)
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: Deceleration.fast)
    }

    /// The size of the content, in points.
    public var contentSize = Size.zero {
        didSet {
            if layoutState != nil { LayoutEngine.contentSizeSet(self) }
            updateAdjustedContentInset()
            contentDidChange()
        }
    }
    /// Room around the content, as UIKit's; the offset at the top is −`adjustedContentInset.top`.
    public var contentInset = EdgeInsets.zero {
        didSet {
            updateAdjustedContentInset()
            contentDidChange()
        }
    }
    /// Which edges the safe area adds to `contentInset` (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public nonisolated enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// As `scrollableAxes`, and top and bottom always for a controller's view shown by a
        /// navigation controller.
        case automatic
        /// The edges of the axes the content scrolls along (or always bounces along).
        case scrollableAxes
        case never
        case always
    }
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { updateAdjustedContentInset() }
    }
    /// `contentInset` and the safe area's insets on the edges `contentInsetAdjustmentBehavior`
    /// adjusts: content under a navigation bar starts below it. Kept up to date at each layout
    /// of the scroll view and whenever the insets, the content size or the behaviour change.
    public internal(set) var adjustedContentInset = EdgeInsets.zero
    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}
    /// The content's rectangle for Auto Layout, as UIKit's: its origin is the content's, and
    /// constraints that fix its size (subviews pinned to all four edges) make `contentSize`. A
    /// constraint between a subview and the scroll view's own edges means the same edges (the
    /// rule before iOS 11); its width and height are the frame's.
    public var contentLayoutGuide: LayoutGuide { systemGuide(.scrollContent) }
    /// The scroll view's frame for Auto Layout, as UIKit's: a subview pinned to it does not
    /// scroll with the content, and its width is the usual way to make content as wide as the
    /// scroll view.
    public var frameLayoutGuide: LayoutGuide { systemGuide(.scrollFrame) }
    /// Where the visible part of the content starts: the bounds' origin.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setOffset(newValue) }
    }
    /// Whether a drag scrolls (false disables `panGestureRecognizer`).
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content rubber-bands past its edges and bounces back (true, as UIKit's).
    public var bounces = true
    /// Whether a drag moves the content vertically even when it fits (it bounces back).
    public var alwaysBounceVertical = false
    /// Whether a drag moves the content horizontally even when it fits.
    public var alwaysBounceHorizontal = false
    /// Whether a release comes to rest on a multiple of the bounds' size.
    public var isPagingEnabled = false
    /// Whether a target the delegate moves is reached on the paging spring (a row of groups that
    /// pages a group at a time) rather than by decelerating onto it.
    var springsToDelegateTargets = false
    /// How fast the content slows after a release.
    public var decelerationRate = DecelerationRate.normal
    /// Whether the indicators show while scrolling.
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    /// Hears the scrolling.
    public weak var delegate: ScrollViewDelegate?
    /// The drag that scrolls the content (UIKit's `panGestureRecognizer`).
    public let panGestureRecognizer = PanGestureRecognizer()

    /// Whether a finger (or the mouse) is down on the content, moving it or not yet.
    public internal(set) var isTracking = false
    /// Whether a drag is moving the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on after a drag.
    public internal(set) var isDecelerating = false

    /// The paging spring's natural frequency, rad/s, critically damped (ours: UIKit's is not
    /// published): 98 % in about a third of a second.
    public static let pagingFrequency = 18.0
    /// A release faster than this (points per second) turns at least one page (ours).
    public static let pagingVelocityThreshold = 300.0
    /// How long `setContentOffset(_:animated:)` takes, seconds, ease-in-out (ours).
    public static let scrollAnimationDuration = 0.3
    /// How long the indicators stay after the motion, and how long they take to fade (ours).
    public static let indicatorFadeDelay = 0.5
    public static let indicatorFadeDuration = 0.25

    /// What moves the content by itself, if anything: `setContentOffset(_:animated:)`'s curve, or
    /// a release's deceleration, run as the simulation it is.
    var motion: ContentMotion?
    /// The drag's hold on the content's offset: where it took it (past an edge, the overshoot
    /// behind the band), and where the pointer has taken it since.
    var hold = SnapDrag2D(x: SnapDrag(at: 0, snapPoints: [], range: 0...0), y: SnapDrag(at: 0, snapPoints: [], range: 0...0))
    var dragTranslation = Point.zero
    /// The container that takes part of the current drag (a sheet moves before or after the
    /// content), if one does.
    var sharedDrag: (any ScrollDragSharing)?
    let verticalIndicator = View(name: "scroll.indicator.vertical")
    let horizontalIndicator = View(name: "scroll.indicator.horizontal")

    public override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
        clipsToBounds = true
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.6)
            indicator.cornerRadius = 1.5
            indicator.isUserInteractionEnabled = false
            indicator.alpha = 0
            addSubview(indicator)
        }
        panGestureRecognizer.beginsOnPress = { [unowned self] in motion != nil }
        panGestureRecognizer.mayBegin = { [unowned self] in scrollsAlong(panGestureRecognizer) }
        panGestureRecognizer.action = { [unowned self] _ in handlePan() }
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Limits

    /// The offsets at rest on each axis: from −inset to the content's far edge plus its inset,
    /// less the bounds.
    public var contentOffsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(contentSize.width + inset.right - bounds.width, minX)
        let maxY = max(contentSize.height + inset.bottom - bounds.height, minY)
        return (minX...maxX, minY...maxY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
    }

    /// Works `adjustedContentInset` out again; an offset that rested at the top (or the leading
    /// edge) moves with the new inset, as UIKit's, so content shows from just below a bar.
    func updateAdjustedContentInset() {
        let safe = contentInsetAdjustmentBehavior == .never || window == nil ? EdgeInsets.zero : insetsOfSafeArea
        var vertical = true
        var horizontal = true
        switch contentInsetAdjustmentBehavior {
        case .always: break
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes, .automatic:
            vertical = contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal
            if contentInsetAdjustmentBehavior == .automatic, owningController?.navigationController != nil { vertical = true }
        }
        let adjusted = EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        adjustedContentInset = adjusted
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        if offset != contentOffset, !isTracking { setOffset(offset) }
        adjustedContentInsetDidChange()
    }

    /// The controller whose scroll view this is, for `.automatic`: the one whose view it is, or
    /// whose view's first subview it is (UIKit's rule from `automaticallyAdjustsScrollViewInsets`).
    var owningController: ViewController? {
        if let viewController { return viewController }
        guard let superview, superview.subviews.first === self else { return nil }
        return superview.viewController
    }

    /// Whether a drag moves the content on each axis.
    var scrollsAxis: (x: Bool, y: Bool) {
        let range = contentOffsetRange
        return (
            range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
            range.y.upperBound > range.y.lowerBound || alwaysBounceVertical
        )
    }

    /// A swipe of the touchpad or the wheel moves a scroll view of one axis only along it, by
    /// libadwaita's swipe tracker's rule: horizontal when it moves at least 1.2 times as far
    /// across as down, vertical otherwise. (A press, and a drag of the mouse or a finger, may
    /// begin any way, as UIKit's.)
    public static let horizontalSwipeRatio = 1.2

    func scrollsAlong(_ pan: PanGestureRecognizer) -> Bool {
        let axes = scrollsAxis
        let t = pan.translation(in: self)
        guard pan.isScrolling, axes.x != axes.y, t != .zero else { return true }
        let horizontal = abs(t.x) >= Self.horizontalSwipeRatio * abs(t.y)
        return horizontal == axes.x
    }

    func contentDidChange() {
        guard !isTracking else { return }
        if case .decelerating(let running) = motion {
            redirect(running)
            return
        }
        guard motion == nil else { return }
        // At rest the content stays inside its range.
        let range = contentOffsetRange
        let offset = contentOffset
        let clamped = Point(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound), y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        if clamped != offset { setOffset(clamped) }
        placeIndicators()
    }

    /// The content changed under a deceleration that would now come to rest outside it: the
    /// motion goes on from where it is, at the speed it has, within the new range (bouncing at,
    /// or springing back to, the new edge, as a release there would). One that still lands
    /// inside runs on unchanged.
    func redirect(_ running: SimulationAnimator<ScrollRelease>) {
        let range = contentOffsetRange
        let destination = running.simulation.destination
        guard !range.x.contains(destination.x) || !range.y.contains(destination.y) else { return }
        let offset = contentOffset
        let velocity = running.velocity
        let motions = (
            x: axisMotion(offset.x, velocity.x, range.x, page: bounds.width, start: hold.x.start),
            y: axisMotion(offset.y, velocity.y, range.y, page: bounds.height, start: hold.y.start)
        )
        stopMotion()
        decelerate(ScrollRelease(x: motions.x, y: motions.y), on: running.driver)
    }

    // MARK: Offset

    /// Moves the content, and whatever moves it, `delta` points further down (rows above what
    /// shows grew): what shows stays where it is. A drag goes on following the pointer from the
    /// moved place; a deceleration or a bounce goes on from it at the speed it has (its motion
    /// depends only on where it is and how fast, so the rest of it is the same motion moved).
    func shiftContent(byY delta: Double) {
        guard delta != 0, delta.isFinite else { return }
        hold.y.shift(by: delta)
        let offset = Point(x: contentOffset.x, y: contentOffset.y + delta)
        guard case .decelerating(let running) = motion else {
            setOffset(offset)
            return
        }
        let velocity = running.velocity
        let driver = running.driver
        stopMotion()
        setOffset(offset)
        let range = contentOffsetRange
        let motions = (
            x: axisMotion(offset.x, velocity.x, range.x, page: bounds.width, start: hold.x.start),
            y: axisMotion(offset.y, velocity.y, range.y, page: bounds.height, start: hold.y.start)
        )
        decelerate(ScrollRelease(x: motions.x, y: motions.y), on: driver)
    }

    func setOffset(_ offset: Point) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let changed = offset != bounds.origin
        bounds.origin = offset
        contentOffsetDidChange()
        placeIndicators()
        if changed { delegate?.scrollViewDidScroll(self) }
    }

    /// The offset or the size changed: a subclass that lays out only what shows does it here.
    func contentOffsetDidChange() {}

    /// Moves the content to `offset`; animated, over `scrollAnimationDuration` on ease-in-out,
    /// then `scrollViewDidEndScrollingAnimation`. Any motion under way stops first.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopMotion()
        guard animated, let driver = window?.driver, offset != contentOffset else {
            setOffset(offset)
            return
        }
        let start = contentOffset
        let animator = PropertyAnimator(duration: Self.scrollAnimationDuration, curve: .easeInOut, driver: driver)
        animator.addAnimations { [unowned self] p in setOffset(Point.interpolate(from: start, to: offset, fraction: p)) }
        animator.addCompletion { [weak self, weak animator] position in
            guard let self, let animator, motion?.runs(animator) == true else { return }
            motion = nil
            fadeIndicators()
            if position == .end { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
        motion = .scrolling(animator)
        showIndicators()
        animator.startAnimation()
    }

    /// Scrolls as little as shows `rect` (in the content's coordinates), as UIKit's
    /// `scrollRectToVisible(_:animated:)`: nothing when it shows already; its top (or leading
    /// edge) when it is larger than the view (ours: Apple does not say); never past the
    /// content's ends. Animated as `setContentOffset(_:animated:)`.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        // Where the shown part starts on one axis: what the content inset covers (a keyboard's,
        // say) does not count as shown.
        func axis(
            _ offset: Double, _ rect: (min: Double, max: Double), _ shown: (start: Double, length: Double), _ range: ClosedRange<Double>
        ) -> Double {
            var start = offset + shown.start
            if rect.max > start + shown.length { start = rect.max - shown.length }
            if rect.min < start { start = rect.min }
            return min(max(start - shown.start, range.lowerBound), range.upperBound)
        }
        let range = contentOffsetRange
        let inset = adjustedContentInset
        let target = Point(
            x: axis(contentOffset.x, (rect.minX, rect.maxX), (inset.left, bounds.width - inset.left - inset.right), range.x),
            y: axis(contentOffset.y, (rect.minY, rect.maxY), (inset.top, bounds.height - inset.top - inset.bottom), range.y))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Stops whatever moves the content, where it is.
    func stopMotion() {
        guard let motion else { return }
        self.motion = nil
        motion.stop()
        isDecelerating = false
    }
}

/// A release's motion on both axes at once: each axis's `ScrollMotion`, over when both are.
nonisolated struct ScrollRelease: Simulation {
    let x: ScrollMotion
    let y: ScrollMotion

    func position(at time: Double) -> Point { Point(x: x.position(at: time), y: y.position(at: time)) }
    func velocity(at time: Double) -> Point { Point(x: x.velocity(at: time), y: y.velocity(at: time)) }
    var destination: Point { Point(x: x.destination, y: y.destination) }
    func isDone(at time: Double) -> Bool { x.isDone(at: time) && y.isDone(at: time) }
}

/// What moves a scroll view's content by itself.
enum ContentMotion {
    /// `setContentOffset(_:animated:)`: a curve.
    case scrolling(PropertyAnimator)
    /// A release: its deceleration, bounce or paging spring.
    case decelerating(SimulationAnimator<ScrollRelease>)

    /// Stops it where it is, without its completions.
    func stop() {
        switch self {
        case .scrolling(let animator): animator.stopAnimation(true)
        case .decelerating(let animator): animator.stopAnimation()
        }
    }

    /// Whether `animator` is what runs it.
    func runs(_ animator: AnyObject) -> Bool {
        switch self {
        case .scrolling(let running): running === animator
        case .decelerating(let running): running === animator
        }
    }
}

/// A container's part in a drag on a scroll view inside it: it takes its share of each move
/// before the content does, and its share of the release.
@MainActor protocol ScrollDragSharing {
    /// The drag moved to `translation` (points down since it began); returns where the content
    /// goes (unbanded), after the container took its part.
    mutating func follow(translation: Double, contentTop: Double) -> Double
    /// Lets go rising at `velocity` (points per second, upward); returns the velocity the
    /// content carries on with, decelerating at `contentRate`.
    func release(rise velocity: Double, contentRate: Double) -> Double
}
