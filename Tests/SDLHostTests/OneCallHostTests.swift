import Foundation
import Motion
import Testing
import ViewKit

@testable import SDLHost

/// `HostRunner.main`'s run, in process: the window it opens measures text with the host's font,
/// a scripted push draws the bar's titles in both weights, and bad input is one line and a
/// status. In the one serialized suite of tests that touch SDL.
extension OffscreenRenderingTests {
    @Test func theOneCallHostRunsAScriptAndMeasuresTextAsItDrawsIt() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let font = try #require(HostRunner.systemFontPath, "DejaVu Sans, which make deps installs")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("one-call-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try Data("100 key Right\n300 key Right\n1500 quit\n".utf8).write(to: script)
        let navigation = NavigationController(rootViewController: ViewController(title: "one"))
        var pushed = 0
        var widths: [Double] = []
        let status = HostRunner.exitStatus(
            title: "one call", rootViewController: navigation, arguments: ["--script", script.path, "--size", "400x300"],
            fontPath: font,
            keys: { key in
                guard key == .right else { return }
                // Measured while the host runs, by the host's own text renderer.
                if let measurer = navigation.view.window?.textMeasurer {
                    widths = [
                        measurer.width(of: Text("Page", size: 17)),
                        measurer.width(of: Text("Page", size: 17, weight: .semibold, color: .white)),
                        measurer.width(of: Text("", size: 17)),
                    ]
                }
                pushed += 1
                navigation.pushViewController(ViewController(title: "page \(pushed)"), animated: true)
            },
            state: { NoState() })
        #expect(status == 0)
        #expect(navigation.viewControllers.map(\.title) == ["one", "page 1"], "the second Right came during the push")
        try #require(widths.count == 3, "the host set its measurer")
        #expect(widths[0] > 20 && widths[0] < 60 && widths[1] > widths[0] && widths[2] == 0, "\(widths)")

        #expect(
            HostRunner.exitStatus(title: "x", rootViewController: ViewController(), arguments: ["--frobnicate"], fontPath: nil, keys: nil) {
                NoState()
            } == 2)
        #expect(
            HostRunner.exitStatus(
                title: "x", rootViewController: ViewController(), arguments: ["--script", "/no/such/script.txt"], fontPath: nil, keys: nil
            ) { NoState() } == 1)
    }
}
