import SDLHost
import ViewKit

/// The demo application: the navigation stack of coloured screens that the host draws.
public final class DrawerApplication: HostedApplication {
    public let rootView: View

    /// Creates the demo with `image` on every screen.
    public init(image: Image) {
        rootView = ScreenView(color: ScreenPalette.color(atDepth: 0), image: image, name: "root")
    }

    public func handle(_ event: InputEvent) {}

    public func update(at time: Double) -> Bool { false }
}
