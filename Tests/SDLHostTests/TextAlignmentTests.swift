import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Text sits in its view's bounds as its alignment says: centred (the default), against the
/// leading edge, or against the trailing edge, always vertically centred.
extension OffscreenRenderingTests {
    static let fontPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/DejaVuSans.ttf").path

    /// A `width` × `height` window off screen with a renderer that draws text in DejaVu Sans.
    static func makeTextWindow(_ width: Double, _ height: Double) throws -> (HostWindow, ViewRenderer) {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let video = try VideoSystem(requireDisplay: false)
        let window = try HostWindow(video: video, title: "text test", size: Size(width: width, height: height))
        return (window, try ViewRenderer(window: window, images: ImageStore(), fontPath: Self.fontPath))
    }

    /// The first and last columns in row band `rows` where any pixel is lit (text is white on black).
    static func litColumns(_ frame: Snapshot, width: Int, rows: ClosedRange<Int>) -> (first: Int, last: Int)? {
        var columns: [Int] = []
        for x in 0..<width where rows.contains(where: { (frame.color(x: x, y: $0)?.red ?? 0) > 0.5 }) {
            columns.append(x)
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return (first, last)
    }

    @Test(arguments: [Text.Alignment.leading, .center, .trailing])
    func textFollowsItsAlignment(alignment: Text.Alignment) throws {
        let (window, renderer) = try Self.makeTextWindow(300, 60)
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 60))
        root.backgroundColor = .black
        let label = View(frame: Rect(x: 20, y: 10, width: 260, height: 40))
        var text = Text("Hi", size: 20, color: .white)
        text.alignment = alignment
        label.textLine = text
        root.addSubview(label)
        renderer.draw(root)
        let frame = try window.snapshot()
        let lit = try #require(Self.litColumns(frame, width: 300, rows: 10...50))
        #expect(lit.last - lit.first < 60, "one short word: \(lit)")
        switch alignment {
        case .leading: #expect(lit.first >= 20 && lit.first <= 24, "against x = 20: \(lit)")
        case .center: #expect(abs((lit.first + lit.last) / 2 - 150) <= 3, "about x = 150: \(lit)")
        case .trailing: #expect(lit.last <= 280 && lit.last >= 274, "against x = 280: \(lit)")
        }
    }

    @Test func textIsCentredUnlessToldOtherwise() {
        #expect(Text("x").alignment == .center)
    }
}
