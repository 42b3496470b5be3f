import FoundationEssentials
import Glibc
import Motion
import ViewKit

/// Runs an app in a window the way `drawer` runs: everything that can be wrong with the input
/// is found before a window opens; SIGINT and SIGTERM quit cleanly at any moment; with a script
/// it needs no display, and state lines, screenshots, `--frames` and `--stats` work for any app.
@preconcurrency @MainActor public enum HostRunner {
    /// The name the host's messages start with: the program's own (`drawer: …`, `cover-transition: …`).
    public static let programName = ProcessInfo.processInfo.processName

    /// Opens a window titled `title` as `options` say and runs `makeApplication(size, clock)`
    /// in it until the window closes, Esc or Q is pressed, the script ends, or a termination
    /// signal arrives. Load pictures into `images` before calling, so a bad file stops the run
    /// before a window opens; `fontPath` is the font of text and the HUD (none without one).
    /// Every `set NAME VALUE` of the script is checked against `Application.tunables` before a
    /// window opens. Throws `HostError`, `ScriptError` or `UsageError`. It sets the process's
    /// allocator to keep freed memory (`ProcessMemory.keepFreedMemory`) for the rest of the run.
    public static func run<Application: HostedApplication>(
        title: String, options: HostOptions, images: ImageStore = ImageStore(), fontPath: String? = nil,
        makeApplication: (Size, AnimationClock) throws -> Application
    ) throws {
        // Freed memory stays in the process: with glibc's defaults the renderer's per-frame
        // buffers were handed back and faulted in again every frame (3,000 page faults a frame
        // in the zoom, a sixth of its time in the kernel, at the same peak memory).
        ProcessMemory.keepFreedMemory()
        // From here on, SIGINT and SIGTERM close the window and exit 0, whenever they arrive.
        TerminationSignals.install()
        StartupPhase.start.reached()
        let script = try options.scriptPath.map { path throws(ScriptError) in try Script.load(path: path) }
        for command in script?.commands ?? [] {
            guard case .set(let name, let value) = command.action else { continue }
            do throws(SettingError) {
                try Tunable.named(name, in: Application.tunables).validate(value)
            } catch {
                throw ScriptError(path: options.scriptPath ?? "", line: command.line, message: error.description)
            }
        }

        try Self.check(options.size, script: script, path: options.scriptPath, against: Application.minimumSize)

        // A scripted run needs no display: without one it draws off screen.
        let video = try VideoSystem(requireDisplay: script == nil)
        StartupPhase.video.reached()
        let window = try HostWindow(video: video, title: title, size: options.size)
        window.setMinimumSize(Application.minimumSize)
        StartupPhase.window.reached()
        if options.verbose {
            let pacing =
                window.pacesItself
                ? " (vsync)" : window.needsFinishAfterPresent ? " (no vsync: each frame finished before the next)" : " (no vsync)"
            StandardStream.error.writeLine(
                "\(HostRunner.programName): video driver \(video.driverName)\(video.driverNote.map { " (\($0))" } ?? ""), renderer \(window.rendererName)\(pacing), pixel scale \(window.pixelScale)"
            )
        }
        // `UIImage(named:)` finds the app's pictures where the host does.
        ImageAssets.resolve = { [images] name in images.asset(named: name) }
        let clock: AnimationClock = options.usesFixedClock ? FixedStepClock() : DisplayClock()
        let application = try makeApplication(window.size, clock)
        var loopOptions = FrameLoopOptions()
        loopOptions.script = script
        loopOptions.framesDirectory = options.framesDirectory
        loopOptions.showsHUD = options.showsHUD
        loopOptions.fontPath = fontPath
        loopOptions.verbose = options.verbose
        loopOptions.statisticsPath = options.statisticsPath
        let host = try FrameLoop(window: window, images: images, application: application, options: loopOptions)
        StartupPhase.loop.reached()
        try host.run()
    }

    /// Refuses a window size below `minimum`: `--size`, or a script's `resize` (naming its line).
    static func check(_ size: Size, script: Script?, path: String?, against minimum: Size) throws {
        func fits(_ size: Size) -> Bool { size.width >= minimum.width && size.height >= minimum.height }
        let smallest = "the smallest window is \(Int(minimum.width))x\(Int(minimum.height))"
        guard fits(size) else {
            throw UsageError.refused(flag: "--size \(Int(size.width))x\(Int(size.height))", reason: smallest)
        }
        for command in script?.commands ?? [] {
            guard case .resize(let size) = command.action, !fits(size) else { continue }
            throw ScriptError(path: path ?? "", line: command.line, message: "resize \(Int(size.width)) \(Int(size.height)): \(smallest)")
        }
    }
}
