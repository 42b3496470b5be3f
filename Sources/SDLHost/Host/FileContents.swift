import Foundation

/// Reading a whole file. Not through `FileManager.contents(atPath:)`: on Linux, Foundation
/// (Swift 6.3) reads a file whose size is 0 into a 4 KiB buffer, for the /proc files that
/// report 0 and have contents, and leaks that buffer when the file really is empty, which
/// LeakSanitizer reports (an empty script; a file polled before its writer wrote).
package enum FileContents {
    /// The bytes of the file at `path` (empty for an empty file), or nil if it cannot be read.
    package static func read(atPath path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do {
            // nil at once is the end of an empty file.
            return try handle.readToEnd() ?? Data()
        } catch {
            return nil
        }
    }
}
