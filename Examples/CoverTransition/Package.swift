// swift-tools-version:6.0
import PackageDescription

/// An app on Drawer's three products, or on its `UIKit` product and the host.
func app(_ name: String, onUIKit: Bool = false) -> Target {
    .executableTarget(
        name: name,
        dependencies: onUIKit
            ? [.product(name: "UIKit", package: "Drawer"), .product(name: "SDLHost", package: "Drawer")]
            : [
                .product(name: "Motion", package: "Drawer"),
                .product(name: "ViewKit", package: "Drawer"),
                .product(name: "SDLHost", package: "Drawer"),
            ]
    )
}

// Apps of their own on Drawer's three products, in a package of its own: they see only their
// public API, as any app that depends on Drawer does.
let package = Package(
    name: "CoverTransition",
    dependencies: [.package(name: "Drawer", path: "../..")],
    targets: [
        // Two screens and a vertical cover of its own, pushed by a pan, popped by the swipe back.
        app("cover-transition"),
        // UIKit's navigation stack with its bar and its swipe back, in one call to the host.
        app("navigation-example"),
        // UIKit's page sheet in about fifty lines: three detents, one undimmed, a veto.
        app("sheet-example"),
        // A grid whose pages zoom out of their tiles and back (`preferredTransition = .zoom`).
        app("zoom-grid"),
        // A matched-element photo viewer of its own: grows out of its thumbnail, dragged in two
        // dimensions to close, caught in flight, on the public transition API alone.
        app("photo-viewer"),
        // Code as iOS has it, on the UIKit product: a navigation delegate's slide animator.
        app("uikit-example", onUIKit: true),
    ]
)
