import Foundation
import Motion
import QuartzCore
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
    /// (A subclass's, `UIScreenEdgePanGestureRecognizer`'s say, gets itself as its own type.)
    public convenience init(target: AnyObject?, action: @escaping (Self) -> Void) {
        self.init(handler: nil)
        self.action = { [unowned self] _ in action(self) }
    }
}

extension PinchGestureRecognizer {
    public convenience init(target: AnyObject?, action: @escaping (PinchGestureRecognizer) -> Void) {
        self.init(handler: action)
    }
}

extension SwipeGestureRecognizer {
    public convenience init(target: AnyObject?, action: @escaping (SwipeGestureRecognizer) -> Void) {
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

extension View {
    /// UIKit's `safeAreaInsets`: how far what covers the view reaches into it, edge by edge (the
    /// window's safe-area insets, a visible navigation bar over a controller's view, and each
    /// controller's `additionalSafeAreaInsets` on the way up), as the safe-area layout guide
    /// keeps to.
    public var safeAreaInsets: EdgeInsets { insetsOfSafeArea }

    /// UIKit's `bringSubviewToFront(_:)`: `view` above its siblings (nothing if it is not a subview).
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// UIKit's `sendSubviewToBack(_:)`: `view` below its siblings (nothing if it is not a subview).
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }
}

/// UIKit's `UIRectEdge`: a set of a rectangle's edges.
public nonisolated struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// UIKit's screen-edge pan: a pan that begins only when the press was within `edgeWidth` points
/// of one of `edges` of the window (UIKit publishes no width; 20 points is ours, about a
/// fingertip, as ViewKit's interactive pop uses).
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from; none by default, as UIKit's.
    public var edges: UIRectEdge = []
    /// How near an edge the press must be, in points.
    public var edgeWidth: CGFloat = 20

    public override init(handler: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init(handler: handler)
        mayBegin = { [unowned self] in startsAtAnEdge }
    }

    /// Whether the press that began this pan was near one of `edges` of the window.
    private var startsAtAnEdge: Bool {
        guard let window = view?.window else { return false }
        let bounds = window.rootView.bounds
        let start = location(in: nil) - translation(in: nil)
        return (edges.contains(.left) && start.x - bounds.minX <= edgeWidth)
            || (edges.contains(.right) && bounds.maxX - start.x <= edgeWidth)
            || (edges.contains(.top) && start.y - bounds.minY <= edgeWidth)
            || (edges.contains(.bottom) && bounds.maxY - start.y <= edgeWidth)
    }
}

extension Layer {
    /// The shadow's offset as Core Animation has it, a size (`width` across, `height` down).
    public var shadowOffset: CGSize {
        get {
            let offset = (view.shadow ?? .layerDefault).offset
            return CGSize(width: offset.x, height: offset.y)
        }
        set {
            var shadow = view.shadow ?? .layerDefault
            shadow.offset = Point(x: newValue.width, y: newValue.height)
            view.shadow = shadow
        }
    }
}

extension Image {
    /// The app's picture named `name`, as UIKit's `UIImage(named:)`: from the app's `Assets`
    /// folder (`ImageAssets`, which the host sets); nil when there is none.
    @preconcurrency @MainActor public init?(named name: String) {
        guard let image = ImageAssets.resolve?(name) else { return nil }
        self = image
    }
}
