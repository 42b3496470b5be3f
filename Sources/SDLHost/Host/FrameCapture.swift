import Foundation

/// Where frames go as PNG files: F12's screenshots and `--frames`' numbered frames.
enum FrameCapture {
    /// A screenshot's name in the current directory: the program's name and the moment,
    /// `PROGRAM-20261130-081500-123.png`.
    static func screenshotName(at date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        return "\(HostRunner.programName)-\(formatter.string(from: date)).png"
    }

    /// The file of frame `number` (from 1) in `directory`: `frame-00001.png`, ….
    static func framePath(_ number: Int, in directory: String) -> String {
        (directory as NSString).appendingPathComponent(String(format: "frame-%05d.png", number))
    }
}
