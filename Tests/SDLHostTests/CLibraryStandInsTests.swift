import Foundation
import Testing

@testable import SDLHost

/// The C-library stand-ins for what Drawer took from Foundation: each checked against the
/// Foundation call it replaces (the tests link Foundation; the `drawer` program does not).
struct CLibraryStandInsTests {
    @Test(arguments: [
        ("%.2f", 3.14159), ("%.0f fps", 59.6), ("%g", 0.35), ("%g", 1e-7), ("slow motion ×%g", 10.0), ("%.4f", -0.00004),
        ("card %.0f%%, ", 42.5), ("%.1f MiB", 118.0703125),
    ])
    func aDoubleFormatsAsFoundationFormatsIt(_ format: String, _ value: Double) {
        #expect(String(cFormat: format, value) == String(format: format, value))
    }

    /// An `Int` takes `%ld`: all 64 bits, where `%d` would read 32.
    @Test func integersAndManyArguments() {
        #expect(String(cFormat: "frame-%05ld.png", 7) == "frame-00007.png")
        #expect(String(cFormat: "%ld", Int.max) == "9223372036854775807")
        #expect(
            String(cFormat: "frames %ld, median %.2f ms, late (> %.2f ms) %ld", 600, 16.666, 25.0, 3)
                == "frames 600, median 16.67 ms, late (> 25.00 ms) 3")
        #expect(String(cFormat: "%.*f", Int32(3), 0.5) == "0.500")
    }

    /// Longer than the first buffer: measured, then written whole.
    @Test func longTextIsWrittenWhole() {
        let long = String(repeating: "é", count: 300)
        #expect(String(cFormat: long + " %.1f", 2.0) == long + " 2.0")
    }

    @Test(arguments: [
        "/tmp/x.json", "x.json", "/x", "/", "a/b/c", "a/b/", "a//b", "./stats.json", "../a/b.png", "a/b//", "//x",
    ])
    func aPathsDirectoryIsNSStringsLastComponentDeleted(_ path: String) {
        #expect(FilePath.directory(of: path) == (path as NSString).deletingLastPathComponent)
    }

    @Test(arguments: [("frames", "frame-00001.png"), ("frames/", "a.png"), ("/", "a.png"), ("/tmp/x", "y")])
    func joiningMatchesNSString(_ directory: String, _ name: String) {
        #expect(FilePath.join(directory, name) == (directory as NSString).appendingPathComponent(name))
    }

    @Test func whatIsThere() throws {
        #expect(FilePath.isDirectory("/tmp") == true)
        #expect(FilePath.isDirectory("/etc/hostname") == false)
        #expect(FilePath.isDirectory("/no/such/place") == nil)
        let executable = try #require(FilePath.executable())
        #expect(executable == Bundle.main.executableURL?.resolvingSymlinksInPath().path)
        #expect(FilePath.besideExecutable("drawer") == (executable as NSString).deletingLastPathComponent + "/drawer")
    }

    @Test func writingAFileAndFailingToWithTheReason() throws {
        let path = NSTemporaryDirectory() + "drawer-system-text-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FilePath.write(Array("{}\n".utf8), to: path)
        #expect(FileContents.read(atPath: path) == Data("{}\n".utf8))
        #expect(throws: HostError.cannotWrite(path: "/no/such/place/x.json", reason: "No such file or directory")) {
            try FilePath.write([1], to: "/no/such/place/x.json")
        }
    }

    @Test func trimmedDropsWhitespaceAtBothEnds() {
        #expect("  a b \t\n".trimmed == "a b")
        #expect("   ".trimmed == "")
        #expect("x"[...].trimmed == "x")
    }
}
