// swift-tools-version:6.2
import PackageDescription

/// UIKit's isolation: views, controllers, gestures and the code that drives them run on the main
/// actor, as UIKit's do; plain values opt out with `nonisolated`.
let uiIsolation: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "Drawer",
    products: [
        .executable(name: "drawer", targets: ["drawer"]),
        // What an app builds on: the motion engine, the view layer, and the host that opens a
        // window, renders the view tree and runs the frame loop (Examples/ shows all three).
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "SDLHost", targets: ["SDLHost"]),
        // UIKit's names and shapes over Motion and ViewKit, for code that arrives from iOS.
        .library(name: "UIKit", targets: ["UIKit"]),
        // Core Animation's and Core Graphics' names (CALayer, CATransform3D, CACurrentMediaTime),
        // which UIKit brings in too.
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // Cassowary's incremental simplex over linear constraints, required and weighted: what
        // Auto Layout solves.
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // SDL2, SDL2_image and SDL2_ttf through pkg-config. Only SDLHost may import it.
        .systemLibrary(
            name: "CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev", "libwayland-dev"])]
        ),
        // No unsafe flags anywhere: SwiftPM refuses them in a package depended on by version. The
        // per-frame path's few hot stored properties skip the runtime exclusivity check with
        // `@exclusivity(unchecked)` instead (README, Performance).
        .target(name: "Motion", swiftSettings: uiIsolation),
        // No UIKit names and no isolation: a value engine whoever owns it solves on its thread.
        .target(name: "Cassowary"),
        .target(name: "ViewKit", dependencies: ["Motion", "Cassowary"], swiftSettings: uiIsolation),
        .target(name: "SDLHost", dependencies: ["CSDL", "ViewKit", "Motion"], swiftSettings: uiIsolation),
        .target(name: "QuartzCore", dependencies: ["Motion", "ViewKit"], swiftSettings: uiIsolation),
        .target(name: "UIKit", dependencies: ["Motion", "ViewKit", "QuartzCore"], swiftSettings: uiIsolation),
        // What every `drawer` command shares: exit codes, the one line an error prints, the
        // Assets folder.
        .target(name: "DrawerCommandLine", dependencies: ["SDLHost"]),
        // The demo: its six modes, screens, mode bar, HUD and state lines, and its launch.
        .target(name: "DrawerApp", dependencies: ["DrawerCommandLine", "SDLHost", "ViewKit", "Motion"], swiftSettings: uiIsolation),
        // The command-line tools beside the demo: `drawer curve` (and its plots) and `drawer velocity`.
        .target(name: "DrawerTools", dependencies: ["DrawerCommandLine", "SDLHost", "ViewKit", "Motion"], swiftSettings: uiIsolation),
        // `drawer bench`: every figure against a floor timed in the same run.
        .target(
            name: "DrawerBench", dependencies: ["DrawerCommandLine", "DrawerApp", "SDLHost", "ViewKit", "Motion", "XHarness", "Cassowary"],
            swiftSettings: uiIsolation),
        // Xvfb, a program's real window on it, xdotool and import: one harness for the bench and
        // the real-window tests.
        .target(name: "XHarness"),
        // `drawer`: parses the command line and hands it to the demo or a tool. It links
        // FoundationEssentials, not Foundation, whose load alone costs 4 MiB (README, Performance: peak memory).
        .executableTarget(
            name: "drawer", dependencies: ["DrawerCommandLine", "DrawerApp", "DrawerTools", "SDLHost", "Motion"], swiftSettings: uiIsolation
        ),
        // `drawer bench`, which `drawer` runs in its place: the bench's harness needs Foundation.
        .executableTarget(
            name: "drawer-bench", dependencies: ["DrawerCommandLine", "DrawerApp", "DrawerBench"], swiftSettings: uiIsolation),
        // `drawer-fuzz`: every parser that takes outside input, fed bytes: replays inputs in
        // `make test`, runs libFuzzer in `make fuzz` (built with -DFUZZING).
        .executableTarget(
            name: "drawer-fuzz", dependencies: ["DrawerApp", "DrawerTools", "DrawerBench", "SDLHost", "AnimationFuzzing", "Cassowary"],
            swiftSettings: uiIsolation),
        // The `animation` fuzz target's engine, which ViewKitTests also runs on seeded bytes.
        .target(name: "AnimationFuzzing", dependencies: ["Motion", "ViewKit"], swiftSettings: uiIsolation),

        // What the test targets share: the frame rig, the seeded generator of the randomized
        // suites, JSON as a typed tree.
        .target(name: "TestSupport", dependencies: ["Motion"], path: "Tests/TestSupport", swiftSettings: uiIsolation),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"], swiftSettings: uiIsolation),
        // The solver against worked examples and, on random systems, against Kiwi (kiwi_oracle.py).
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"], exclude: ["kiwi_oracle.py"]),
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "TestSupport", "AnimationFuzzing"], swiftSettings: uiIsolation),
        .testTarget(
            name: "SDLHostTests", dependencies: ["SDLHost", "CSDL", "TestSupport", "DrawerApp", "DrawerCommandLine"],
            swiftSettings: uiIsolation),
        .testTarget(name: "DrawerAppTests", dependencies: ["DrawerApp", "TestSupport"], swiftSettings: uiIsolation),
        // Transitions written the way iOS developers write them, each file importing UIKit.
        .testTarget(
            name: "UIKitPortTests", dependencies: ["UIKit", "TestSupport", "DrawerApp"],
            swiftSettings: uiIsolation + [.define("DEMO_COMPARISONS")]),
        .testTarget(name: "DrawerBenchTests", dependencies: ["DrawerBench", "TestSupport"], swiftSettings: uiIsolation),
        // Runs the built `drawer` executable (and `drawer-bench`, which `drawer bench` runs); the
        // dependencies make `swift test` build them.
        // Decodes the demo's state lines with DrawerApp's own type.
        .testTarget(name: "EndToEndTests", dependencies: ["drawer", "drawer-bench", "SDLHost", "DrawerApp", "TestSupport", "XHarness"]),
    ]
)
