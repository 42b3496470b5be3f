import SDLHost

/// How `drawer` exits, in the shape of swift-argument-parser's `ExitCode`: 0 when it did what
/// was asked, 2 when what was asked cannot be understood (the command line, a script, stdin),
/// 1 when it could not be done (a file, the display, SDL).
public struct ExitCode: Hashable, Sendable {
    public let rawValue: Int32

    public static let success = ExitCode(rawValue: 0)
    public static let failure = ExitCode(rawValue: 1)
    public static let validationFailure = ExitCode(rawValue: 2)
}

/// Every error a `drawer` command reports: one line on stderr (its description) and the exit
/// status it carries. `CommandRunner` catches them all, once; the same condition always exits with
/// the same status.
public protocol CommandError: Error, CustomStringConvertible {
    var exitCode: ExitCode { get }
}

/// Runs a `drawer` command (in `drawer` itself, or in `drawer-bench`, which `drawer bench` runs):
/// every failure is caught here, once, and becomes one line on stderr and its exit status (2 for
/// usage, 1 for everything else).
public enum CommandRunner {
    public static func exitStatus(running command: () throws -> Void) -> Int32 {
        do {
            try command()
            return ExitCode.success.rawValue
        } catch let error as UsageError {
            report(error.commandLine)
            return error.exitCode.rawValue
        } catch let error as CommandError {
            report(error.description)
            return error.exitCode.rawValue
        } catch {
            report("\(error)")
            return ExitCode.failure.rawValue
        }
    }

    /// Prints `drawer: message` on stderr.
    public static func report(_ message: String) {
        StandardStream.error.writeLine("drawer: \(message)")
    }
}

extension UsageError: CommandError {
    public var exitCode: ExitCode { .validationFailure }

    /// The line `drawer` prints: the host's message, and where the help is when the flags
    /// themselves are wrong.
    public var commandLine: String {
        switch self {
        case .unknownFlag, .missingValue, .unexpectedArgument: return "\(description); see drawer --help"
        case .badValue, .refused: return description
        }
    }
}

extension ScriptError: CommandError {
    public var exitCode: ExitCode { .validationFailure }
}

extension HostError: CommandError {
    public var exitCode: ExitCode { .failure }
}

/// Files Drawer cannot start without.
public enum LaunchError: CommandError {
    case assetsMissing
    case fontMissing(String)

    public var exitCode: ExitCode { .failure }

    public var description: String {
        switch self {
        case .assetsMissing:
            return
                "the Assets folder (with drawer.png and DejaVuSans.ttf) was not found (DRAWER_ASSETS, next to drawer, or in the source tree); set DRAWER_ASSETS to a folder that has them"
        case .fontMissing(let path):
            return "the font '\(path)' is missing; restore Assets/DejaVuSans.ttf"
        }
    }
}
