import Glibc

// What Drawer took from Foundation's String(format:), FileHandle and NSString paths, on the C
// library alone. The modules `drawer` links import at most FoundationEssentials, never
// Foundation: linking Foundation at all costs a program about 4 MiB of resident memory
// (docs/manual/performance.md, peak memory).

nonisolated extension String {
    /// `format` filled in by the C library's `printf` rules: an `Int` takes `%ld`, there is no `%@`,
    /// and numbers are written as the C locale writes them, as Foundation's `String(format:)` does.
    package init(cFormat format: String, _ arguments: any CVarArg...) {
        var capacity = 128
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            // A va_list is spent once read, so each attempt makes its own.
            let needed = withVaList(arguments) { Int(vsnprintf(&buffer, capacity, format, $0)) }
            if needed < 0 {
                self = format
                return
            }
            if needed < capacity {
                self = String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return
            }
            capacity = needed + 1
        }
    }
}

nonisolated extension StringProtocol {
    /// The text without the whitespace and newlines at its ends.
    package var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// The process's standard output and error, written to at once (unbuffered): a harness that reads
/// the demo's state lines sees each as it happens, and a line on stderr is never held back behind
/// a crash.
package nonisolated enum StandardStream {
    case output, error

    /// Writes `text`, all of it, straight to the file descriptor.
    package func write(_ text: String) {
        let descriptor = self == .output ? STDOUT_FILENO : STDERR_FILENO
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Writes `line` and a newline.
    package func writeLine(_ line: String) { write(line + "\n") }

    /// Everything on standard input until its end.
    package static func readInput() -> [UInt8] {
        var input: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return input }
            input += chunk.prefix(count)
        }
    }
}

/// Paths as strings, joined and split as NSString's path methods do for the paths Drawer writes.
package nonisolated enum FilePath {
    /// `name` inside `directory`: `dir/name`, with one slash between them.
    package static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The directory part of `path`: `a/b` for `a/b/c`, `/` for `/c`, empty for a bare name.
    package static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var directory = trimmed[..<slash]
        while directory.count > 1 && directory.hasSuffix("/") { directory = directory.dropLast() }
        return String(directory)
    }

    /// Writes `bytes` into the file at `path`, replacing it; the C library's reason when it cannot.
    package static func write(_ bytes: [UInt8], to path: String) throws(HostError) {
        guard let file = fopen(path, "wb") else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let failure = written < bytes.count ? errno : 0
        guard fclose(file) == 0, failure == 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(failure != 0 ? failure : errno)))
        }
    }

    /// The running executable's own path, links resolved.
    package static func executable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The program `name` in the running executable's directory: `drawer` and `drawer-bench` find
    /// each other there.
    package static func besideExecutable(_ name: String) -> String {
        join(directory(of: executable() ?? CommandLine.arguments[0]), name)
    }

    /// Whether `path` names a directory (following links); nil when nothing is there.
    package static func isDirectory(_ path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }
}
