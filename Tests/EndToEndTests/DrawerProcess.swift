import Foundation
import Testing

/// Runs the built `drawer` executable and captures what it printed.
struct DrawerProcess {
    let status: Int32
    let stdout: String
    let stderr: String

    /// An executable under test: the path in `variable` (which `make test` sets), else `name`
    /// beside the test bundle: `drawer` (`DRAWER_BIN`) or the example app (`EXAMPLE_BIN`).
    static func executable(_ variable: String = "DRAWER_BIN", name: String = "drawer") throws -> URL {
        if let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty,
            FileManager.default.isExecutableFile(atPath: path)
        {
            return URL(fileURLWithPath: path)
        }
        let bundleDirectory = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [bundleDirectory, Bundle.main.bundleURL] {
            let url = candidate.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw Failure("\(name) was not found: run the tests through `make test`, or set \(variable)")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs `drawer arguments` with `environment` replacing the variables named in it
    /// (a nil value removes the variable), waits for it, and returns what it printed.
    static func run(
        _ arguments: [String], environment changes: [String: String?] = [:],
        stdin: String? = nil
    ) throws -> DrawerProcess {
        try run(executable(), arguments, environment: changes, stdin: stdin)
    }

    /// Runs `program arguments` as `run(_:environment:stdin:)` runs `drawer`.
    static func run(
        _ program: URL, _ arguments: [String], environment changes: [String: String?] = [:], stdin: String? = nil
    ) throws -> DrawerProcess {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Both pipes are read at once, stderr on a thread of its own: read one after the other,
        // a child that fills the second (a sanitizer's report, say) while the first is read to
        // its end blocks forever, and so does this.
        let errors = ErrorPipeReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.wait()
        process.waitUntilExit()
        return DrawerProcess(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The lines printed on stderr.
    var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// Reads a pipe to its end on a thread of its own.
nonisolated final class ErrorPipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once it has closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// `drawer` failed as it must on bad input: exit `status`, and one line on stderr, prefixed
/// `drawer: `, that mentions every one of `fragments`.
func expectOneLine(
    _ result: DrawerProcess, status: Int32, containing fragments: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.status == status, "exit status; stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.errorLines.count == 1, "one line on stderr, got: \(result.stderr)", sourceLocation: sourceLocation)
    for fragment in fragments {
        #expect(
            result.stderr.contains(fragment), "stderr should mention '\(fragment)': \(result.stderr)", sourceLocation: sourceLocation)
    }
    #expect(result.stderr.hasPrefix("drawer: "), sourceLocation: sourceLocation)
}
