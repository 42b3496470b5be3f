import Glibc

/// Where frames go as PNG files: F12's screenshots and `--frames`' numbered frames.
enum FrameCapture {
    /// A screenshot's name in the current directory: the program's name and the moment,
    /// `PROGRAM-20261130-081500-123.png`.
    static func screenshotName() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var local = tm()
        localtime_r(&now.tv_sec, &local)
        var stamp = [CChar](repeating: 0, count: 32)
        let length = strftime(&stamp, stamp.count, "%Y%m%d-%H%M%S", &local)
        let seconds = String(decoding: stamp.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "\(HostRunner.programName)-\(seconds)-\(String(cFormat: "%03ld", now.tv_nsec / 1_000_000)).png"
    }

    /// The file of frame `number` (from 1) in `directory`: `frame-00001.png`, ….
    static func framePath(_ number: Int, in directory: String) -> String {
        FilePath.join(directory, String(cFormat: "frame-%05ld.png", number))
    }
}
