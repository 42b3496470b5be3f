import Foundation

/// Everything a child process writes on one pipe, read on a thread of its own as it arrives, so
/// a caller can wait for a line without blocking the child or polling for a fixed time.
package final class StreamCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer = ""
    private var ended = false

    package init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                condition.lock()
                if data.isEmpty { ended = true } else { buffer += String(decoding: data, as: UTF8.self) }
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }
        thread.start()
    }

    /// What has arrived so far.
    package var text: String {
        condition.lock()
        defer { condition.unlock() }
        return buffer
    }

    /// Waits for a whole line that satisfies `matches` and returns it; throws when the stream
    /// ends first or after `seconds`, naming `what` it waited for.
    @discardableResult
    package func waitForLine(_ seconds: Double, _ what: String, _ matches: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let lines = buffer.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            if let line = lines.first(where: matches) { return line }
            if ended { throw HarnessError("the stream ended before \(what)") }
            if !condition.wait(until: deadline) { throw HarnessError("timed out after \(seconds) s waiting for \(what)") }
        }
    }
}

/// Something the harness could not do, said for a person.
package struct HarnessError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
