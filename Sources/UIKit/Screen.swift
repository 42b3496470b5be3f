import Foundation
import QuartzCore
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

/// UIKit's `UIDevice`, for the key window: its idiom and orientation follow that window, as a
/// desktop window is the device an iOS layout runs on. A window whose shorter side is under 600
/// points (an iPhone's is at most 440) is a phone, a larger one a pad; wider than tall is
/// landscape. Without a key window the idiom is `.unspecified` and the orientation `.unknown`.
@preconcurrency @MainActor public final class UIDevice {
    /// The device: the key window's.
    public static var current: UIDevice { UIDevice(window: Window.keyWindow) }

    private weak var window: Window?
    private init(window: Window?) { self.window = window }

    private var size: CGSize? { window?.rootView.bounds.size }

    /// `.phone` or `.pad` by the key window's shorter side.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        guard let size else { return .unspecified }
        return min(size.width, size.height) < 600 ? .phone : .pad
    }

    /// `.landscapeLeft` when the key window is wider than tall, else `.portrait`.
    public var orientation: UIDeviceOrientation {
        guard let size else { return .unknown }
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// The system's name, as UIKit's.
    public var systemName: String { "Linux" }

    /// UIKit's call to start orientation updates: the orientation here always follows the key
    /// window, asked or not, so this changes nothing.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// UIKit's call to stop orientation updates: changes nothing (see the begin call).
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Always true: the orientation always follows the key window.
    public var isGeneratingDeviceOrientationNotifications: Bool { true }
}

/// UIKit's interface idioms.
public nonisolated enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision
}

/// UIKit's device orientations.
public nonisolated enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether an interface can take the orientation (not face up, face down or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// UIKit's application object, for the notifications code observes. A desktop app does not go
/// to the background as an iOS app does: the host posts none of these, so observers of them
/// never run (documented in the porting guide).
@preconcurrency @MainActor public final class UIApplication {
    /// The application.
    public static let shared = UIApplication()
    private init() {}

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
}

extension NotificationCenter {
    /// iOS's `addObserver(_:selector:name:object:)` with the selector as a closure (Linux has no
    /// selectors), run at once on the main actor, as iOS calls a selector synchronously on the
    /// posting thread and a view controller's handler expects the main thread: posts come from
    /// the main actor (a post from elsewhere stops the program, as UIKit's main-thread checker
    /// would complain). As on iOS, `observer` is not kept: once it has gone the closure is not
    /// called again (so a handler that holds it `unowned` is safe) and the observation ends.
    @discardableResult
    public func addObserver(
        _ observer: AnyObject, action: @escaping @MainActor (Notification) -> Void, name: Notification.Name?, object: Any?
    ) -> NSObjectProtocol {
        let observation = Observation(observer: observer)
        let token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            let delivered = MainQueueDelivery(notification: notification)
            MainActor.assumeIsolated {
                guard observation.observer != nil else {
                    if let token = observation.token { self?.removeObserver(token) }
                    return
                }
                action(delivered.notification)
            }
        }
        observation.token = token
        return token
    }
}

/// One selector observation (on the main actor): its observer, held weakly as iOS holds it, and
/// its token.
private final class Observation {
    weak var observer: AnyObject?
    var token: NSObjectProtocol?
    init(observer: AnyObject) { self.observer = observer }
}

/// A notification handed to the main actor: nothing else holds it (Foundation's `Notification`
/// is not `Sendable` on Linux).
private nonisolated struct MainQueueDelivery: @unchecked Sendable {
    let notification: Notification
}
