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
          drawer [--size WxH] [--image FILE.png] [--verbose]
          drawer curve spring --damping-ratio Z --response T [--velocity V] OUTPUT
          drawer curve spring --mass M --stiffness K --damping C [--velocity V] OUTPUT
          drawer curve spring-duration --damping-ratio Z [--velocity V] --duration D OUTPUT
          drawer curve bezier X1 Y1 X2 Y2 OUTPUT
          drawer curve ease-in-out|ease-in|ease-out|ease|linear OUTPUT
          drawer velocity < samples     reads "t_ms x y" lines, prints "vx vy" (points/s) at the last one
          drawer bench [--json FILE]
          drawer --help | --version

        curve OUTPUT, exactly one of:
          --at t1,t2,…    print "t value" per time (springs: seconds; curves: time fraction)
          --settling      print a spring's settling duration in seconds (within 0.1% for good)
          --plot FILE     draw value against time into a PNG
        spring velocities are in distance per second, positive toward the target.

        options:
          --size WxH      window size in points (default 1024x720)
          --image FILE    picture shown centred on every screen (default: Assets/drawer.png)
          --verbose       print the video driver, the renderer and the pixel scale to stderr

        keys:
          Esc, Q          quit

        headless: set SDL_VIDEODRIVER=offscreen, or run under xvfb-run -a.
        """

    /// Runs the command for `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "--help", "-h":
            print(help)
            return 0
        case "--version":
            print("drawer \(version)")
            return 0
        case "velocity":
            return VelocityCommand.run(arguments: Array(arguments.dropFirst()))
        case "bench":
            do {
                return try BenchCommand.run(arguments: Array(arguments.dropFirst()))
            } catch let error as UsageError {
                return fail(error.description, status: 2)
            } catch {
                return fail("\(error)", status: 1)
            }
        case "curve":
            do {
                let command = try CurveCommand(arguments: Array(arguments.dropFirst()))
                let fontPath = AssetLocator.assetsDirectory().map { ($0 as NSString).appendingPathComponent("DejaVuSans.ttf") }
                let text = try command.run(fontPath: fontPath)
                if !text.isEmpty { print(text) }
                return 0
            } catch let error as UsageError {
                return fail(error.description, status: 2)
            } catch {
                return fail("\(error)", status: 1)
            }
        default:
            do {
                let options = try LaunchOptions(arguments: arguments)
                try launch(options)
                return 0
            } catch let error as UsageError {
                return fail(error.description, status: 2)
            } catch let error as HostError {
                return fail(error.description, status: 1)
            } catch {
                return fail("\(error)", status: 1)
            }
        }
    }

    /// Prints `drawer: message` on stderr and returns `status`.
    static func fail(_ message: String, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data("drawer: \(message)\n".utf8))
        return status
    }

    private static func launch(_ options: LaunchOptions) throws(HostError) {
        let images = ImageStore()
        guard let imagePath = options.imagePath ?? AssetLocator.defaultImagePath() else {
            throw .imageMissing(path: "Assets/\(AssetLocator.defaultImageName)")
        }
        // Decode before any window opens, so a bad picture never shows a half-drawn frame.
        let image = try images.load(path: imagePath)
        let video = try VideoSystem(requireDisplay: true)
        let window = try HostWindow(video: video, title: "Drawer", size: options.size)
        if options.verbose {
            FileHandle.standardError.write(Data(
                "drawer: video driver \(video.driverName), renderer \(window.rendererName)\(window.hasVSync ? " (vsync)" : ""), pixel scale \(window.pixelScale)\n".utf8))
        }
        let application = DrawerApplication(image: image)
        let host = Host(window: window, images: images, application: application, clock: DisplayClock())
        host.run()
    }
}
