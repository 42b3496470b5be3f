// swift-tools-version:6.0
import PackageDescription

// An app of its own on Drawer's three products, in a package of its own: it sees only their
// public API, as any app that depends on Drawer does.
let package = Package(
    name: "CoverTransition",
    dependencies: [.package(name: "Drawer", path: "../..")],
    targets: [
        .executableTarget(
            name: "cover-transition",
            dependencies: [
                .product(name: "Motion", package: "Drawer"),
                .product(name: "ViewKit", package: "Drawer"),
                .product(name: "SDLHost", package: "Drawer"),
            ]
        ),
        // UIKit's navigation stack with its bar and its swipe back, in one call to the host.
        .executableTarget(
            name: "navigation-example",
            dependencies: [
                .product(name: "Motion", package: "Drawer"),
                .product(name: "ViewKit", package: "Drawer"),
                .product(name: "SDLHost", package: "Drawer"),
            ]
        ),
        // UIKit's page sheet in about forty lines: three detents, one undimmed, a veto.
        .executableTarget(
            name: "sheet-example",
            dependencies: [
                .product(name: "Motion", package: "Drawer"),
                .product(name: "ViewKit", package: "Drawer"),
                .product(name: "SDLHost", package: "Drawer"),
            ]
        ),
    ]
)
