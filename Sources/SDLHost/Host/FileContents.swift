import FoundationEssentials
import Glibc

/// Reading a whole file, with POSIX calls. Not through `FileManager.contents(atPath:)`: on
/// Linux, Foundation (Swift 6.3) reads a file whose size is 0 into a 4 KiB buffer, for the
/// /proc files that report 0 and have contents, and leaks that buffer when the file really is
/// empty, which LeakSanitizer reports (an empty script; a file polled before its writer wrote).
package nonisolated enum FileContents {
    /// The bytes of the file at `path` (empty for an empty file), or nil if it cannot be read.
    package static func read(atPath path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 {
                return Data(bytes)
            } else if errno != EINTR {
                return nil  // a directory, say
            }
        }
    }
}
