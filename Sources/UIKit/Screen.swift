import Foundation
import ViewKit

extension Window {
    /// UIKit's `makeKeyAndVisible()`: this window becomes the key window, the one `UIScreen.main`
    /// describes. The host shows every window it runs; this only says which one is key. Key
    /// windows are kept per thread, as animation drivers outside a window are, so that windows
    /// on different threads (tests running side by side) do not see each other's.
    public func makeKeyAndVisible() {
        Thread.current.threadDictionary[KeyWindow.key] = KeyWindow(self)
    }

    /// Whether this is the key window (`makeKeyAndVisible()`).
    public var isKeyWindow: Bool { KeyWindow.current === self }
}

/// The key window, held weakly.
private final class KeyWindow {
    static let key = "Drawer.UIKit.keyWindow"
    weak var window: Window?
    init(_ window: Window) { self.window = window }
    static var current: Window? { (Thread.current.threadDictionary[key] as? KeyWindow)?.window }
}

/// UIKit's `UIScreen`, meaning the key window: a desktop app's screen is the window it draws in,
/// so `UIScreen.main.bounds` is that window's bounds, as code written for a full-screen iPhone
/// app expects. Without a key window (`makeKeyAndVisible()`), the bounds are zero and the scale 1.
public final class UIScreen {
    /// The screen of the key window.
    public static var main: UIScreen { UIScreen(window: KeyWindow.current) }

    private weak var window: Window?
    private init(window: Window?) { self.window = window }

    /// The key window's bounds, in points.
    public var bounds: CGRect { window?.rootView.bounds ?? .zero }
    /// Pixels per point on the window's display.
    public var scale: CGFloat { CGFloat(window?.displayScale ?? 1) }
    /// The same: the host draws at the display's own scale.
    public var nativeScale: CGFloat { scale }
}
