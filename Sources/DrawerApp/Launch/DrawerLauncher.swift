import Foundation
import Motion
import SDLHost
import ViewKit

/// Opens the demo as `drawer` does: checks everything it was given before any window opens,
/// starts SDL, opens the window and runs the frame loop until the window closes, the script
/// ends, or SIGINT or SIGTERM arrives.
public enum DrawerLauncher {
    /// Runs the demo with `options`; throws a `CommandError` for anything that stops it.
    public static func run(_ options: LaunchOptions) throws {
        // From here on, SIGINT and SIGTERM close the window and exit 0, whenever they arrive.
        TerminationSignals.install()
        StartupPhase.start.reached()
        // Everything that can be wrong with the input is found before any window opens.
        let script = try options.scriptPath.map { path throws(ScriptError) in try Script.load(path: path) }
        let images = ImageStore()
        guard let assets = AssetLocator.assetsDirectory() else { throw LaunchError.assetsMissing }
        let imagePath = options.imagePath ?? (assets as NSString).appendingPathComponent(AssetLocator.defaultImageName)
        let image = try images.load(path: imagePath)
        let fontPath = (assets as NSString).appendingPathComponent(AssetLocator.fontName)
        guard FileManager.default.fileExists(atPath: fontPath) else { throw LaunchError.fontMissing(fontPath) }

        // A scripted run needs no display: without one it draws off screen.
        let video = try VideoSystem(requireDisplay: script == nil)
        StartupPhase.video.reached()
        let window = try HostWindow(video: video, title: "Drawer", size: options.size)
        StartupPhase.window.reached()
        if options.verbose {
            FileHandle.standardError.write(
                Data(
                    "drawer: video driver \(video.driverName), renderer \(window.rendererName)\(window.pacesItself ? " (vsync)" : window.needsFinishAfterPresent ? " (no vsync: each frame finished before the next)" : " (no vsync)"), pixel scale \(window.pixelScale)\n"
                        .utf8))
        }
        let clock: AnimationClock = options.usesFixedClock ? FixedStepClock() : DisplayClock()
        let application = DrawerApplication(
            image: image, clock: clock, size: window.size, initialMode: options.mode,
            reduceMotion: options.reduceMotion)
        var hostOptions = FrameLoopOptions()
        hostOptions.script = script
        hostOptions.framesDirectory = options.framesDirectory
        hostOptions.showsHUD = options.showsHUD
        hostOptions.fontPath = fontPath
        hostOptions.verbose = options.verbose
        hostOptions.statisticsPath = options.statisticsPath
        let host = try FrameLoop(window: window, images: images, application: application, options: hostOptions)
        StartupPhase.loop.reached()
        try host.run()
    }
}
