import Foundation
import Testing

/// Group opacity seen in a scripted run: with reduce motion on, the modal screen cross-fades in
/// over the root screen, both showing the same picture at the same place. Mid-fade, where the
/// pictures overlap, the pixels are the picture's own (α·A + (1 − α)·A = A), because the
/// fading screen blends as one picture; blended view by view, its background would show
/// through its picture.
struct GroupOpacityRunTests {
    /// A PNG's pixels as RGB bytes, read by ImageMagick (which the real-window tests use too).
    static func rgb(of path: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [path, "-depth", "8", "rgb:-"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }

    @Test func midCrossFadeTheSharedPictureKeepsItsOwnColours() throws {
        let directory = try ScriptRunTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = directory.appendingPathComponent("before.png").path
        let during = directory.appendingPathComponent("during.png").path
        let result = try ScriptRunTests.run(
            """
            0 shot \(before)
            100 key Space
            217 state
            217 shot \(during)
            600 quit
            """, in: directory, ["--mode", "modal", "--reduce-motion", "--size", "800x600"])
        #expect(result.status == 0, "\(result.stderr)")
        let state = try #require(try ScriptRunTests.states(result).first)
        let progress = try #require(state.transition?.progress)
        #expect(progress > 0.3 && progress < 0.7, "mid-fade: \(progress)")
        let a = try Self.rgb(of: before)
        let b = try Self.rgb(of: during)
        try #require(a.count == 800 * 600 * 3 && b.count == a.count)
        // Inside the 240-point picture centred in the window (its rounded corners left out).
        var largest = 0
        for y in stride(from: 200, through: 400, by: 8) {
            for x in stride(from: 300, through: 500, by: 8) {
                for channel in 0..<3 {
                    let i = (y * 800 + x) * 3 + channel
                    largest = max(largest, abs(Int(a[i]) - Int(b[i])))
                }
            }
        }
        #expect(largest <= 2, "the picture's pixels moved by up to \(largest)/255 mid-fade")
        // And outside it, the two screens' colours do mix: the fade is under way.
        let corner = (300 * 800 + 60) * 3
        #expect(abs(Int(a[corner + 2]) - Int(b[corner + 2])) + abs(Int(a[corner + 1]) - Int(b[corner + 1])) > 20)
    }
}
