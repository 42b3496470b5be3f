import Foundation
import Motion
import SDLHost
import ViewKit

/// The `drawer` command line: parses arguments, runs the demo or a subcommand, and turns every
/// failure into one line on stderr and an exit status (2 for usage, 1 for everything else).
public enum DrawerCommand {
    public static let version = "0.1.0"

    public static let help = """
        drawer — iOS-style interactive transitions on SDL2

        usage:
          drawer [--mode side|card|modal|spin] [--size WxH] [--image FILE.png] [--script FILE]
                 [--clock real|fixed] [--frames DIR] [--hud|--no-hud] [--reduce-motion] [--verbose]
                 [--stats FILE]
          drawer curve spring --damping-ratio Z --response T [--velocity V] OUTPUT
          drawer curve spring --mass M --stiffness K --damping C [--velocity V] OUTPUT
          drawer curve spring-duration --damping-ratio Z [--velocity V] --duration D OUTPUT
          drawer curve bezier X1 Y1 X2 Y2 OUTPUT
          drawer curve ease-in-out|ease-in|ease-out|ease|linear OUTPUT
          drawer curve spin-pop OUTPUT                 the spin pop's rotation keyframes, in degrees
          drawer velocity < samples     reads "t_ms x y" lines, prints "vx vy" (points/s) at the last one
          drawer bench [--baseline PATH] [--json FILE] [--quick]
          drawer --help | --version

        curve OUTPUT, exactly one of:
          --at t1,t2,…    print "t value" per time (springs: seconds; curves: time fraction)
          --settling      print a spring's settling duration in seconds (within 0.1% for good)
          --plot FILE     draw value against time into a PNG
        spring velocities are in distance per second, positive toward the target.

        options:
          --mode M        the mode shown first: side (default), card, modal or spin
          --size WxH      window size in points (default 1024x720)
          --image FILE    picture shown centred on every screen (default: Assets/drawer.png)
          --script FILE   replay input from FILE (see the README); needs no display
          --clock C       fixed (1/60 s a frame; the default with --script) or real
          --frames DIR    write every presented frame into DIR as frame-00001.png, …
          --hud, --no-hud show the HUD (mode, stack, transition, fps) or not (default: not)
          --reduce-motion short cross-fades instead of movement
          --verbose       print the video driver, renderer and pixel scale, and frame statistics at exit
          --stats FILE    write the frame statistics and peak memory as JSON into FILE at exit

        keys:
          Tab, M          next mode; 1–4 pick a mode (or click the bar at the top)
          Right, Left     side and spin: push, pop
          Space           card: open or close; modal: present or dismiss
          R               reduce motion on or off
          H               HUD on or off
          F12             screenshot into the current directory
          Esc, Q          quit

        headless: set SDL_VIDEODRIVER=offscreen, or run under xvfb-run -a.
        """

    /// Runs the command for `arguments` (without the program name) and returns the exit status:
    /// every failure is caught here, once, and becomes one line on stderr and its status.
    public static func main(_ arguments: [String]) -> Int32 {
        do {
            try run(arguments)
            return ExitCode.success.rawValue
        } catch let error as CommandError {
            report(error.description)
            return error.exitCode.rawValue
        } catch {
            report("\(error)")
            return ExitCode.failure.rawValue
        }
    }

    static func run(_ arguments: [String]) throws {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "--help", "-h":
            print(help)
        case "--version":
            print("drawer \(version)")
        case "velocity":
            try VelocityCommand.run(arguments: rest)
        case "bench":
            try BenchCommand.run(arguments: rest)
        case "curve":
            let command = try CurveCommand(arguments: rest)
            let fontPath = AssetLocator.assetsDirectory().map { ($0 as NSString).appendingPathComponent(AssetLocator.fontName) }
            let text = try command.run(fontPath: fontPath)
            if !text.isEmpty { print(text) }
        default:
            try launch(LaunchOptions(arguments: arguments))
        }
    }

    /// Prints `drawer: message` on stderr.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("drawer: \(message)\n".utf8))
    }

    private static func launch(_ options: LaunchOptions) throws {
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
            FileHandle.standardError.write(Data(
                "drawer: video driver \(video.driverName), renderer \(window.rendererName)\(window.pacesItself ? " (vsync)" : window.needsFinishAfterPresent ? " (no vsync: each frame finished before the next)" : " (no vsync)"), pixel scale \(window.pixelScale)\n".utf8))
        }
        let clock: AnimationClock = options.usesFixedClock ? FixedStepClock() : DisplayClock()
        let application = DrawerApplication(image: image, clock: clock, size: window.size, initialMode: options.mode,
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
