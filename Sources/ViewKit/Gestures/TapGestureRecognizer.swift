/// Recognises a click: the pointer goes down and up without moving more than
/// `allowableMovement` points; it fails as soon as it moves further, or a second pointer lands
/// (a one-finger tap, UIKit's default `numberOfTouchesRequired`).
@preconcurrency @MainActor public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may wander, in points (UIKit's default is 10).
    public var allowableMovement = 10.0
    private var origin: Point = .zero

    /// Creates a tap whose action receives it as a tap.
    public init(handler: ((TapGestureRecognizer) -> Void)? = nil) {
        super.init()
        if let handler { action = { [unowned self] _ in handler(self) } }
    }

    public override func pointerDown(_ event: PointerEvent) {
        super.pointerDown(event)
        if numberOfPointers > 1 {
            if state == .possible { state = .failed }
            return
        }
        origin = event.location
    }

    public override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        if state == .possible && event.location.distance(to: origin) > allowableMovement { state = .failed }
    }

    public override func pointerUp(_ event: PointerEvent) {
        super.pointerUp(event)
        guard state == .possible else { return }
        if event.location.distance(to: origin) > allowableMovement { state = .failed } else { transition(to: .ended) }
    }
}
