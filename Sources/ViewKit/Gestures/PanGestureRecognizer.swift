/// Recognises a drag: it begins once the pointers have moved `minimumDistance` points from where
/// they went down, reports every move as changed, and ends when the last pointer goes up, with
/// the translation and the velocity (from a `VelocityTracker`) of the pointers.
///
/// Translation is measured from the down location, so content moved by it sits exactly where the
/// pointer says, including the distance covered before the gesture began. With several pointers
/// it follows their centroid, as UIPanGestureRecognizer does, and a finger landing or lifting
/// moves the centroid without moving the translation (nor the velocity).
@preconcurrency @MainActor open class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move, in points, before the pan begins (UIKit's hysteresis is about 10).
    public var minimumDistance = 10.0
    /// Asked at each press: when it answers true the pan begins at once, without waiting for the
    /// pointer to move (to catch something in flight where it is, as an "instant pan" does).
    public var beginsOnPress: (() -> Bool)?
    private var origin: Point = .zero
    /// What fingers landing and lifting have moved the centroid by: the pan follows the centroid
    /// less this, a path without those jumps.
    private var jumps: Point = .zero
    private var tracker = VelocityTracker()

    /// Creates a pan whose action receives it as a pan.
    public init(handler: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init()
        if let handler { action = { [unowned self] _ in handler(self) } }
    }
    private var lastEventTime = 0.0
    private var releaseTime: Double?

    /// The centroid without the jumps of fingers landing and lifting.
    private var steadyLocation: Point { windowLocation - jumps }

    public override func pointerDown(_ event: PointerEvent) {
        let first = numberOfPointers == 0
        super.pointerDown(event)
        guard first else {
            jumps = jumps + centroidJump
            return
        }
        origin = event.location
        jumps = .zero
        tracker.reset()
        tracker.addSample(time: event.time, position: event.location)
        lastEventTime = event.time
        releaseTime = nil
        if beginsOnPress?() == true { transition(to: .began) }
    }

    public override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        tracker.addSample(time: event.time, position: steadyLocation)
        lastEventTime = event.time
        continueGesture(beginsNow: steadyLocation.distance(to: origin) >= minimumDistance)
    }

    public override func pointerUp(_ event: PointerEvent) {
        super.pointerUp(event)
        lastEventTime = event.time
        guard numberOfPointers == 0 else {
            jumps = jumps + centroidJump  // a finger lifted: the others carry on
            return
        }
        releaseTime = event.time
        if isActive { transition(to: .ended) } else if state == .possible { state = .failed }
    }

    /// The pointer's movement since it went down (or since `setTranslation`), in `view`'s
    /// coordinate space (window space for nil): rotated and scaled views see it in their own axes.
    public func translation(in view: View?) -> Point {
        let delta = steadyLocation - origin
        guard let view, let inverse = view.transformToWindow.inverted() else { return delta }
        return inverse.apply(to: delta) - inverse.apply(to: .zero)
    }

    /// Makes the current translation read `translation` in `view`'s space.
    public func setTranslation(_ translation: Point, in view: View?) {
        var windowDelta = translation
        if let view {
            let forward = view.transformToWindow
            windowDelta = forward.apply(to: translation) - forward.apply(to: .zero)
        }
        origin = steadyLocation - windowDelta
    }

    /// The pointer's velocity in points per second, in `view`'s space (window space for nil). At
    /// release it is the velocity at the moment of release: zero if the pointer had stopped.
    public func velocity(in view: View?) -> Point {
        let v = tracker.velocity(at: releaseTime ?? lastEventTime)
        guard let view, let inverse = view.transformToWindow.inverted() else { return v }
        return inverse.apply(to: v) - inverse.apply(to: .zero)
    }
}
