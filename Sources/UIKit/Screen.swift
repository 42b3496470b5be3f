import Foundation
import ViewKit

extension Window {
    /// UIKit's `makeKeyAndVisible()`: this window becomes the key window (ViewKit's `makeKey()`),
    /// the one `UIScreen.main` describes. The host shows every window it runs, and makes the
    /// one it runs key; this only says which one is key.
    public func makeKeyAndVisible() { makeKey() }

    /// Whether this is the key window.
    public var isKeyWindow: Bool { Window.keyWindow === self }
}

/// UIKit's `UIScreen`, meaning the key window: a desktop app's screen is the window it draws in,
/// so `UIScreen.main.bounds` is that window's bounds, as code written for a full-screen iPhone
/// app expects. Without a key window (`makeKeyAndVisible()`, or the window a host runs), the
/// bounds are zero and the scale 1.
@preconcurrency @MainActor public final class UIScreen {
    /// The screen of the key window.
    public static var main: UIScreen { UIScreen(window: Window.keyWindow) }

    private weak var window: Window?
    private init(window: Window?) { self.window = window }

    /// The key window's bounds, in points.
    public var bounds: CGRect { window?.rootView.bounds ?? .zero }
    /// Pixels per point on the window's display.
    public var scale: CGFloat { CGFloat(window?.displayScale ?? 1) }
    /// The same: the host draws at the display's own scale.
    public var nativeScale: CGFloat { scale }
}
