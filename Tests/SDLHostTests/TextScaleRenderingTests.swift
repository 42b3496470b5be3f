import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Text is rasterised at the scale it is drawn at: a label a transform doubles is as sharp as
/// one laid out at twice the size.
extension OffscreenRenderingTests {
    /// The mean width, in pixels, of the ramps between dark (below 10 %) and lit (above 90 %)
    /// along the rows `rows` between columns `columns`: how soft the glyphs' edges are.
    static func meanEdgeWidth(_ frame: Snapshot, rows: Range<Int>, columns: Range<Int>) -> (width: Double, edges: Int) {
        var total = 0
        var edges = 0
        for y in rows {
            var start: Int?
            var from: Bool?  // true: the ramp started dark
            for x in columns {
                let value = frame.color(x: x, y: y)?.red ?? 0
                if value < 0.1 || value > 0.9 {
                    let dark = value < 0.1
                    if let begun = start, let wasDark = from, wasDark != dark {
                        total += x - begun - 1
                        edges += 1
                    }
                    start = x
                    from = dark
                }
            }
        }
        return (edges > 0 ? Double(total) / Double(edges) : .infinity, edges)
    }

    @Test func textAtTwiceItsSizeByATransformIsAsSharpAsTextLaidOutAtTwice() throws {
        let (window, renderer) = try Self.makeTextWindow(400, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        root.backgroundColor = .black
        // 14-point text doubled by a transform, in the top half.
        let doubled = View(frame: Rect(x: 100, y: 25, width: 200, height: 50))
        doubled.textLine = Text("Hamburgefonstiv", size: 14, color: .white)
        doubled.transform = Transform2D(scaleX: 2, y: 2)
        root.addSubview(doubled)
        // 28-point text, in the bottom half.
        let laidOut = View(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        laidOut.textLine = Text("Hamburgefonstiv", size: 28, color: .white)
        root.addSubview(laidOut)
        renderer.draw(root)
        let frame = try window.snapshot()
        let scaled = Self.meanEdgeWidth(frame, rows: 35..<65, columns: 0..<400)
        let native = Self.meanEdgeWidth(frame, rows: 135..<165, columns: 0..<400)
        #expect(scaled.edges > 100 && native.edges > 100, "both lines have glyphs: \(scaled), \(native)")
        #expect(abs(scaled.width - native.width) <= 1, "edges \(scaled.width) px wide against \(native.width)")
    }

    /// Text zooming through every scale from ½ to 8 makes a texture only at each quarter octave,
    /// and what it keeps stays within the budget though the zoom makes far more.
    @Test func textZoomingThroughEveryScaleKeepsItsTexturesWithinTheBudget() throws {
        #expect(TextRenderer.rasterScale(drawnScale: 2, windowScale: 2) == 2)
        #expect(abs(TextRenderer.rasterScale(drawnScale: 3, windowScale: 2) - 2 * pow(2, 0.75)) < 1e-12)
        #expect(abs(TextRenderer.rasterScale(drawnScale: 4, windowScale: 1) - 4) < 1e-12)
        #expect(abs(TextRenderer.rasterScale(drawnScale: 0.3, windowScale: 1) - pow(2, -1.5)) < 1e-12)
        let (_, renderer) = try Self.makeTextWindow(200, 100)
        let text = try #require(renderer.text)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        label.textLine = Text("Hamburgefonstiv", size: 60, color: .white)
        root.addSubview(label)
        for step in 0...240 {
            let zoom = pow(2, -1 + 4 * Double(step) / 240)
            label.transform = Transform2D(scaleX: zoom, y: zoom)
            renderer.draw(root)
            #expect(text.cachedPixels <= TextRenderer.pixelBudget, "at \(zoom)×: \(text.cachedPixels)")
        }
        #expect(text.pixelsMade > TextRenderer.pixelBudget * 3 / 2, "the zoom made more than the budget holds")
        #expect(text.cachedPixels > 0)
    }
}

/// A label of several lines draws each, stacked a line height apart and centred as a block.
extension OffscreenRenderingTests {
    /// The rows where any pixel of `columns` is lit, as runs of consecutive rows.
    static func litRowBands(_ frame: Snapshot, rows: Range<Int>, columns: Range<Int>) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        for y in rows where columns.contains(where: { (frame.color(x: $0, y: y)?.red ?? 0) > 0.5 }) {
            if let last = bands.last, last.upperBound == y {
                bands[bands.count - 1] = last.lowerBound..<(y + 1)
            } else {
                bands.append(y..<(y + 1))
            }
        }
        return bands
    }

    @Test func aLabelWrapsIntoLinesALineHeightApart() throws {
        let (window, renderer) = try Self.makeTextWindow(200, 120)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = .black
        let label = Label(frame: Rect(x: 10, y: 0, width: 180, height: 120))
        label.font = .systemFont(ofSize: 20)
        label.textColor = .white
        label.numberOfLines = 0
        label.text = "HHH HHH\nHHH"
        root.addSubview(label)
        renderer.draw(root)
        let frame = try window.snapshot()
        let bands = Self.litRowBands(frame, rows: 0..<120, columns: 0..<200)
        #expect(bands.count == 2, "\(bands)")
        guard bands.count == 2 else { return }
        // Capital H's are as tall line for line: their tops a line height (24 points) apart, the
        // pair centred on the label's middle (60).
        #expect(bands[1].lowerBound - bands[0].lowerBound == 24)
        #expect(abs(Double(bands[0].lowerBound + bands[1].upperBound) / 2 - 60) <= 2, "\(bands)")
    }
}
