import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `GeometryPort.swift` (Foundation and UIKit in one file) computes what Core Graphics would.
@MainActor @Suite struct GeometryTests {
    @Test func coreGraphicsMathAsIOSDoesIt() {
        let container = Rect(x: 0, y: 0, width: 100, height: 100)
        let card = GeometryPort.card(in: container, under: Point(x: 90, y: 50), size: Size(width: 40, height: 30), margin: 5)
        #expect(card == Rect(x: 75, y: 40, width: 25, height: 20), "30 × 20 centred at (90, 50), clipped at x = 100")
        let (point, size) = GeometryPort.transformed(Point(x: 1, y: 1), Size(width: 4, height: 5))
        #expect(point == Point(x: 12, y: 3) && size == Size(width: 8, height: 15))
        #expect(GeometryPort.half + GeometryPort.duration == 0.8)
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(GeometryPort.overlap(a, Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(GeometryPort.overlap(a, Rect(x: 20, y: 0, width: 5, height: 5)) == nil, "apart: null, as Core Graphics")
        #expect(GeometryPort.overlap(a, Rect(x: 10, y: 0, width: 5, height: 5))?.width == 0, "touching: a line")
    }

    /// `UIScreen.main` is the key window: its bounds and scale, zero once it has gone.
    @Test func theMainScreenIsTheKeyWindow() {
        do {
            let stage = PortStage()
            #expect(MainScreen.bounds == Rect(x: 0, y: 0, width: 400, height: 300))
            #expect(MainScreen.scale == 1)
            stage.window.displayScale = 2
            #expect(MainScreen.scale == 2)
            let other = Window(size: Size(width: 800, height: 600), driver: stage.window.driver)
            #expect(MainScreen.bounds.width == 400, "a window made later is not key until it is made key")
            MainScreen.makeKey(other)
            #expect(MainScreen.bounds == Rect(x: 0, y: 0, width: 800, height: 600))
            #expect(other.isKeyWindow && !stage.window.isKeyWindow)
        }
        #expect(MainScreen.bounds == .zero, "the key window has gone")
    }
}
