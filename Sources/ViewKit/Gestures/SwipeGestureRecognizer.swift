/// A swipe, as UISwipeGestureRecognizer: a quick, mostly straight stroke in one of `direction`'s
/// directions. It is discrete: it ends (and sends its action) on the move that completes the
/// stroke, without waiting for the release. UIKit publishes no numbers; ours: at least
/// `minimumDistance` along the direction within `maximumDuration` of the press, the stroke at
/// least twice as long along its axis as across it.
@preconcurrency @MainActor public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take, as UIKit's (with its raw values).
    public nonisolated struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions it recognizes: right by default, as UIKit's.
    public var direction: Direction = .right
    /// How many pointers the swipe takes (1, as UIKit's default).
    public var numberOfTouchesRequired = 1
    /// How far the stroke must go, in points (ours: 40).
    public var minimumDistance = 40.0
    /// How soon after the press the stroke must have gone that far, in seconds (ours: 0.5).
    public var maximumDuration = 0.5

    private var origin: Point = .zero
    private var startTime = 0.0

    /// Creates a swipe whose action receives it as a swipe.
    public init(handler: ((SwipeGestureRecognizer) -> Void)? = nil) {
        super.init()
        if let handler { action = { [unowned self] _ in handler(self) } }
    }

    public override func pointerDown(_ event: PointerEvent) {
        super.pointerDown(event)
        if numberOfPointers > numberOfTouchesRequired {
            if state == .possible { state = .failed }
            return
        }
        origin = event.location
        startTime = event.time
    }

    public override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        guard state == .possible, numberOfPointers == numberOfTouchesRequired else { return }
        let dx = event.location.x - origin.x
        let dy = event.location.y - origin.y
        if event.time - startTime > maximumDuration {
            state = .failed
            return
        }
        let (along, across, way): (Double, Double, Direction) =
            abs(dx) >= abs(dy) ? (abs(dx), abs(dy), dx > 0 ? .right : .left) : (abs(dy), abs(dx), dy > 0 ? .down : .up)
        guard along >= minimumDistance else { return }
        if direction.contains(way) && along >= 2 * across { transition(to: .ended) } else { state = .failed }
    }

    public override func pointerUp(_ event: PointerEvent) {
        super.pointerUp(event)
        if state == .possible { state = .failed }
    }
}
