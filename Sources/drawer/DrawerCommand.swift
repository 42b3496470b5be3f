import DrawerApp
import DrawerCommandLine
import DrawerTools
import Glibc
import Motion
import SDLHost

/// The `drawer` command line: parses arguments, runs the demo or a subcommand, and turns every
/// failure into one line on stderr and an exit status (2 for usage, 1 for everything else).
enum DrawerCommand {
    static let version = "7.6.2"

    static var help: String {
        """
        drawer — iOS-style interactive transitions on SDL2

        usage:
          drawer [--mode \(modes.joined(separator: "|"))] [--size WxH] [--image FILE.png] [--script FILE]
                 [--clock real|fixed] [--frames DIR] [--hud|--no-hud] [--reduce-motion] [--verbose]
                 [--rules refined|sample] [--stats FILE] [--slow FACTOR] [--set NAME=VALUE …]
          drawer curve spring --damping-ratio Z --response T [--velocity V] OUTPUT
          drawer curve spring --mass M --stiffness K --damping C [--velocity V] OUTPUT
          drawer curve spring --preset NAME [--velocity V] OUTPUT
          drawer curve spring-duration --damping-ratio Z [--velocity V] --duration D OUTPUT
          drawer curve bezier X1 Y1 X2 Y2 OUTPUT
          drawer curve ease-in-out|ease-in|ease-out|ease|linear OUTPUT
          drawer curve spin-pop OUTPUT                 the spin pop's rotation keyframes, in degrees
          drawer velocity < samples     reads "t_ms x y" lines, prints "vx vy" (points/s) at the last one
          drawer bench [--baseline PATH] [--json FILE] [--quick] [--aa] [--only STEP,…]
          drawer --help | --version

        curve OUTPUT, exactly one of:
          --at t1,t2,…    print "t value" per time (springs: seconds; curves: time fraction)
          --settling      print a spring's settling duration in seconds (Core Animation's estimate)
          --plot FILE     draw value against time into a PNG
        spring velocities are in distance per second, positive toward the target.
        spring presets (--preset): \(Spring.presets.map(\.name).joined(separator: ", ")).

        options:
          --mode M        the mode shown first: \(modes[0]) (default), \(modes.dropFirst().dropLast().joined(separator: ", ")) or \(modes.last ?? "")
          --size WxH      window size in points, at least 320x240 (default 1024x720)
          --image FILE    picture shown centred on every screen (default: Assets/drawer.png)
          --script FILE   replay input from FILE (see docs/manual/input-and-command-line.md); needs no display
          --clock C       fixed (1/60 s a frame; the default with --script) or real
          --frames DIR    write every presented frame into DIR as frame-00001.png, …
          --hud, --no-hud show the HUD (mode, stack, transition, fps) or not (default: not)
          --reduce-motion short cross-fades instead of movement
          --rules R       refined (default): Drawer's gestures; sample: each sample's rules as written (R switches)
          --verbose       print the video driver, renderer and pixel scale, and frame statistics at exit
          --stats FILE    write the frame statistics and peak memory as JSON into FILE at exit
          --slow FACTOR   start in slow motion, FACTOR times slower (S toggles it; 10 by default)
          --set N=V       set a motion tunable, e.g. card.response=0.35 (repeatable; docs/manual/modes.md lists them)

        keys:
        \(keyGuide)

        display: Wayland when WAYLAND_DISPLAY is set, else X11; SDL_VIDEODRIVER=x11 or wayland chooses.
        headless: set SDL_VIDEODRIVER=offscreen, or run under xvfb-run -a.
        """
    }

    /// The modes' names, in the mode bar's order.
    static var modes: [String] { ModeName.allCases.map(\.rawValue) }

    /// The keys, each described beside the code that handles it: the demo's, then the host's.
    static var keyGuide: String {
        (DrawerApplication.keyGuide + FrameLoop.keyGuide)
            .map { "  " + $0.keys + String(repeating: " ", count: max(1, 16 - $0.keys.count)) + $0.meaning }
            .joined(separator: "\n")
    }

    /// Runs the command for `arguments` (without the program name) and returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        CommandRunner.exitStatus { try run(arguments) }
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
            try runBench(rest)
        case "curve":
            try CurveCommand.run(arguments: rest)
        default:
            try DrawerLauncher.run(LaunchOptions(arguments: arguments))
        }
    }

    /// `drawer bench` is the program `drawer-bench` beside `drawer`, run in its place: the bench's
    /// harness needs all of Foundation (processes, threads), which the demo it measures does not
    /// link (docs/manual/performance.md, peak memory).
    static func runBench(_ arguments: [String]) throws(BenchMissing) {
        let path = FilePath.besideExecutable("drawer-bench")
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        for argument in argv { free(argument) }
        throw BenchMissing(path: path, reason: reason)
    }

    struct BenchMissing: CommandError {
        let path: String
        let reason: String
        var exitCode: ExitCode { .failure }
        var description: String { "cannot run the benchmark '\(path)' (\(reason)); build it with swift build -c release" }
    }
}
