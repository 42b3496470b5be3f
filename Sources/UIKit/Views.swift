import Motion
import ViewKit

extension View {
    /// UIKit's `insertSubview(_:belowSubview:)`.
    public func insertSubview(_ view: View, belowSubview sibling: View) { insertSubview(view, below: sibling) }
    /// UIKit's `insertSubview(_:aboveSubview:)`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) { insertSubview(view, above: sibling) }
}

// UIKit's `init(target:action:)` with the action as a closure, since Linux has no selectors:
// `UIPanGestureRecognizer(target: self, action: #selector(paned(_:)))` becomes
// `UIPanGestureRecognizer(target: self) { [unowned self] in paned($0) }`. The closure gets the
// recognizer as its own type; `target` is not kept (the closure holds what it needs).

extension PanGestureRecognizer {
    public convenience init(target: AnyObject?, action: @escaping (PanGestureRecognizer) -> Void) {
        self.init(handler: action)
    }
}

extension PinchGestureRecognizer {
    public convenience init(target: AnyObject?, action: @escaping (PinchGestureRecognizer) -> Void) {
        self.init(handler: action)
    }
}

extension TapGestureRecognizer {
    public convenience init(target: AnyObject?, action: @escaping (TapGestureRecognizer) -> Void) {
        self.init(handler: action)
    }
}

extension GestureRecognizer {
    /// UIKit's `addTarget(_:action:)` with the action as a closure (see `init(target:action:)`
    /// above); it replaces the recognizer's action.
    public func addTarget(_ target: AnyObject?, action: @escaping (GestureRecognizer) -> Void) {
        self.action = action
    }
}
