import Glibc
import Motion
import ViewKit

/// An application that is one window showing a root view controller, with nothing else of its
/// own: the host forwards pointers to the window (its gesture recognizers), keys to `keys`,
/// updates the window every frame, idles when nothing moves, and reports `state()` in state
/// lines. `HostRunner.main` runs one in a single call.
@preconcurrency @MainActor public final class WindowApplication<State: Encodable>: HostedApplication {
    public let clock: AnimationClock
    /// The window the root view controller fills.
    public let window: Window
    private let keys: ((Key) -> Void)?
    private let describe: () -> State

    /// A window of `size` on `clock` showing `rootViewController`; `keys` hears every key the
    /// host does not take, and `state` is what a script's `state` line reports.
    public init(
        size: Size, clock: AnimationClock, rootViewController: ViewController, keys: ((Key) -> Void)? = nil,
        state: @escaping () -> State
    ) {
        self.clock = clock
        self.keys = keys
        describe = state
        window = Window(size: size, driver: AnimationDriver(clock: clock))
        // Key before the root's view loads, so that code reading UIKit's `UIScreen.main` there
        // sees this window.
        window.makeKey()
        window.rootViewController = rootViewController
    }

    public var rootView: View { window.rootView }

    public func handle(_ event: InputEvent) {
        switch event {
        case .pointer(let pointer): window.handle(pointer)
        case .key(let key): keys?(key)
        }
    }

    public func update(at time: Double) -> Bool {
        window.update()
        return window.driver.hasRunningAnimations
    }

    public func state() -> State { describe() }
}

extension HostRunner {
    /// Runs an app that is one window showing `rootViewController`, in one call: parses the
    /// command line (`HostOptions`), opens the window, and runs until it closes (Esc, Q, the end
    /// of a `--script`, a termination signal). A bad command line or a failure prints one line,
    /// `PROGRAM: message`, on stderr and exits 2 (usage) or 1; otherwise it exits 0.
    ///
    /// `keys` hears the keys the host does not take itself; `state` is what a script's `state`
    /// command reports, beside the host's `t_ms` and `frame`. Text is drawn in the font at
    /// `fontPath`, by default the system's DejaVu Sans.
    public static func main<State: Encodable>(
        title: String, rootViewController: ViewController, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        fontPath: String? = HostRunner.systemFontPath, keys: ((Key) -> Void)? = nil, state: @escaping () -> State
    ) -> Never {
        exit(
            exitStatus(
                title: title, rootViewController: rootViewController, arguments: arguments, fontPath: fontPath, keys: keys,
                state: state))
    }

    /// What `main` does before it exits: runs the app and returns the exit status, having printed
    /// the one line of a failure.
    static func exitStatus<State: Encodable>(
        title: String, rootViewController: ViewController, arguments: [String], fontPath: String?, keys: ((Key) -> Void)?,
        state: @escaping () -> State
    ) -> Int32 {
        do {
            let options = try HostOptions(arguments: arguments)
            try run(title: title, options: options, fontPath: fontPath) { size, clock in
                WindowApplication(size: size, clock: clock, rootViewController: rootViewController, keys: keys, state: state)
            }
            return 0
        } catch let error as UsageError {
            StandardStream.error.writeLine("\(programName): \(error)")
            return 2
        } catch {
            StandardStream.error.writeLine("\(programName): \(error)")
            return 1
        }
    }

    /// `main(title:rootViewController:arguments:keys:state:)` for an app whose state lines hold the
    /// host's fields only.
    public static func main(
        title: String, rootViewController: ViewController, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        fontPath: String? = HostRunner.systemFontPath, keys: ((Key) -> Void)? = nil
    ) -> Never {
        main(title: title, rootViewController: rootViewController, arguments: arguments, fontPath: fontPath, keys: keys) {
            NoState()
        }
    }

    /// DejaVu Sans where Linux distributions put it (Debian's and Ubuntu's `fonts-dejavu-core`,
    /// Fedora's, Arch's), the first that exists; nil where none does, and text is then not drawn.
    public static var systemFontPath: String? {
        [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
            "/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
        ].first { access($0, R_OK) == 0 }
    }
}
