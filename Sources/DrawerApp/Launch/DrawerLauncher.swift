import DrawerCommandLine
import FoundationEssentials
import Glibc
import Motion
import SDLHost
import ViewKit

/// Opens the demo as `drawer` does: checks everything it was given before any window opens,
/// starts SDL, opens the window and runs the frame loop until the window closes, the script
/// ends, or SIGINT or SIGTERM arrives.
package enum DrawerLauncher {
    /// Runs the demo with `options`; throws a `CommandError` for anything that stops it.
    package static func run(_ options: LaunchOptions) throws {
        // Everything that can be wrong with the input is found before any window opens.
        let images = ImageStore()
        guard let assets = AssetLocator.assetsDirectory() else { throw LaunchError.assetsMissing }
        let imagePath = options.imagePath ?? FilePath.join(assets, AssetLocator.defaultImageName)
        let image = try images.load(path: imagePath)
        let fontPath = FilePath.join(assets, AssetLocator.fontName)
        guard FileManager.default.fileExists(atPath: fontPath) else { throw LaunchError.fontMissing(fontPath) }
        StartupPhase.observer = TestSignal.observer()
        try HostRunner.run(title: "Drawer", options: options.host, images: images, fontPath: fontPath) {
            size, clock in
            let application = DrawerApplication(
                image: image, clock: clock, size: size, initialMode: options.mode, reduceMotion: options.reduceMotion,
                rules: options.rules)
            for setting in options.settings { try application.settings.set(setting.name, to: setting.value) }
            if let factor = options.slowMotion {
                application.slowMotionFactor = factor
                application.setSlowMotion(factor)
            }
            return application
        }
    }
}

/// The end-to-end tests' hook: `DRAWER_TEST_RAISE=PHASE:INT` (or `:TERM`) makes `drawer` send
/// itself that signal on reaching a start-up phase, a signal that lands exactly there.
enum TestSignal {
    /// The observer that raises the requested signal, or nil when none is requested.
    static func observer(environment: [String: String] = ProcessInfo.processInfo.environment) -> ((StartupPhase) -> Void)? {
        guard let request = environment["DRAWER_TEST_RAISE"] else { return nil }
        let parts = request.split(separator: ":", maxSplits: 1).map(String.init)
        let signals = ["INT": SIGINT, "TERM": SIGTERM]
        guard parts.count == 2, let phase = StartupPhase(rawValue: parts[0]), let signal = signals[parts[1]] else { return nil }
        return { reached in if reached == phase { raise(signal) } }
    }
}
