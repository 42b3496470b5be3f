/// Recognises two pointers moving apart or together, as UIPinchGestureRecognizer: `scale` is the
/// distance between them over their distance when the second went down, `velocity` its rate of
/// change per second, and `location(in:)` their centroid.
///
/// It begins once that distance has changed by `minimumSpread` points; the scale counts the
/// change from the start, so content scaled by it stays under the fingers. It follows the first
/// two pointers down. When one of them lifts, the scale holds, and a finger that lands again
/// carries on from it (no jump); the gesture ends when the last pointer lifts, as Apple
/// documents ("when both fingers lift").
@preconcurrency @MainActor public final class PinchGestureRecognizer: GestureRecognizer {
    /// How far the distance between the fingers must change, in points, before the pinch begins.
    public var minimumSpread = 8.0
    /// The distance that makes `scale` 1, given the current pair.
    private var baseDistance = 1.0
    /// The pair's distance when it formed, for the hysteresis.
    private var startDistance = 1.0
    private var storedScale = 1.0
    private var tracker = VelocityTracker()
    private var lastEventTime = 0.0
    private var releaseTime: Double?

    /// Creates a pinch whose action receives it as a pinch.
    public init(handler: ((PinchGestureRecognizer) -> Void)? = nil) {
        super.init()
        if let handler { action = { [unowned self] _ in handler(self) } }
    }

    /// The distance between the fingers over their distance when the pinch started (1 at the
    /// start, above 1 spreading, below 1 pinching). Setting it (to 1, say, for increments)
    /// makes the current spread read that value.
    public var scale: Double {
        get { storedScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            storedScale = newValue
            if let distance = pairDistance { baseDistance = distance / newValue }
        }
    }

    /// How fast `scale` changes, per second. At release it is the rate at the moment of release:
    /// zero if the fingers had stopped.
    public var velocity: Double { tracker.velocity(at: releaseTime ?? lastEventTime).x }

    /// The distance between the first two pressed pointers, if there are two.
    private var pairDistance: Double? {
        guard numberOfPointers >= 2 else { return nil }
        return location(ofPointer: 0, in: nil).distance(to: location(ofPointer: 1, in: nil))
    }

    public override func pointerDown(_ event: PointerEvent) {
        if numberOfPointers == 0 {
            storedScale = 1
            tracker.reset()
            releaseTime = nil
        }
        super.pointerDown(event)
        lastEventTime = event.time
        guard numberOfPointers == 2, let distance = pairDistance else { return }
        // A new pair: it carries on from the current scale.
        baseDistance = max(distance, 1e-6) / storedScale
        startDistance = distance
        tracker.addSample(time: event.time, position: Point(x: storedScale, y: 0))
    }

    public override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        lastEventTime = event.time
        guard let distance = pairDistance else { return }
        storedScale = distance / baseDistance
        tracker.addSample(time: event.time, position: Point(x: storedScale, y: 0))
        continueGesture(beginsNow: abs(distance - startDistance) >= minimumSpread)
    }

    public override func pointerUp(_ event: PointerEvent) {
        let wasPair = numberOfPointers >= 2
        super.pointerUp(event)
        lastEventTime = event.time
        if wasPair && numberOfPointers >= 2, let distance = pairDistance {
            // A third finger was down: the next one takes the lifted one's place in the pair.
            baseDistance = max(distance, 1e-6) / storedScale
            startDistance = distance
        }
        guard numberOfPointers == 0 else { return }
        releaseTime = event.time
        if isActive { transition(to: .ended) } else if state == .possible { state = .failed }
    }
}
