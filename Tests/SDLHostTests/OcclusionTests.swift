import DrawerCommandLine
import Foundation
import Motion
import TestSupport
import Testing
import ViewKit

@testable import DrawerApp
@testable import SDLHost

/// What a box of pixels keeps once an occluder is taken from it.
struct PixelBoxTests {
    typealias Box = Occlusion.PixelBox

    static func rest(of box: Box, without cover: Box) -> [Box] {
        var rest: [Box] = []
        box.removing(cover, into: &rest)
        return rest
    }

    @Test func anOccluderAcrossOneWholeSideLeavesABox() {
        let box = Box(minX: 0, minY: 0, maxX: 100, maxY: 50)
        #expect(Self.rest(of: box, without: Box(minX: -10, minY: -5, maxX: 70, maxY: 60)) == [Box(minX: 70, minY: 0, maxX: 100, maxY: 50)])
        #expect(Self.rest(of: box, without: Box(minX: 30, minY: -5, maxX: 120, maxY: 60)) == [Box(minX: 0, minY: 0, maxX: 30, maxY: 50)])
        #expect(Self.rest(of: box, without: Box(minX: -1, minY: 40, maxX: 101, maxY: 60)) == [Box(minX: 0, minY: 0, maxX: 100, maxY: 40)])
        #expect(Self.rest(of: box, without: Box(minX: 0, minY: 0, maxX: 100, maxY: 10)) == [Box(minX: 0, minY: 10, maxX: 100, maxY: 50)])
    }

    /// What is left is in boxes that do not overlap, and cover all that is left.
    @Test func anOccluderInTheMiddleOrAtACornerLeavesBoxesThatDoNotOverlap() {
        let box = Box(minX: 0, minY: 0, maxX: 100, maxY: 50)
        let middle = Box(minX: 10, minY: 10, maxX: 20, maxY: 20)
        #expect(
            Self.rest(of: box, without: middle) == [
                Box(minX: 0, minY: 0, maxX: 100, maxY: 10), Box(minX: 0, minY: 20, maxX: 100, maxY: 50),
                Box(minX: 0, minY: 10, maxX: 10, maxY: 20), Box(minX: 20, minY: 10, maxX: 100, maxY: 20),
            ])
        #expect(Self.rest(of: box, without: middle).reduce(0) { $0 + $1.area } == 100 * 50 - 10 * 10)
        #expect(Self.rest(of: box, without: Box(minX: -10, minY: -10, maxX: 20, maxY: 20)).count == 2, "a corner leaves two")
        #expect(
            Self.rest(of: box, without: Box(minX: 40, minY: -10, maxX: 60, maxY: 60)).count == 2, "a band through the middle leaves two")
        #expect(Self.rest(of: box, without: Box(minX: 200, minY: 0, maxX: 300, maxY: 50)) == [box], "one that misses takes nothing")
        #expect(Self.rest(of: box, without: Box(minX: -1, minY: -1, maxX: 101, maxY: 51)).isEmpty, "one that covers it leaves nothing")
    }
}

/// Drawing only what shows: views covered by opaque views in front are left out, or drawn only
/// where they show, and the frame is the same, pixel for pixel.
extension OffscreenRenderingTests {
    /// The frame `root` draws, and what the rasterizer was asked to fill for it, with covered
    /// views left out or not.
    static func drawn(_ root: View, by renderer: ViewRenderer, in window: HostWindow, onlyWhatShows: Bool) throws -> (
        Snapshot, GeometryRecorder.FrameCost
    ) {
        let recorder = GeometryRecorder()
        renderer.recorder = recorder
        renderer.drawsOnlyWhatShows = onlyWhatShows
        defer {
            renderer.recorder = nil
            renderer.drawsOnlyWhatShows = true
        }
        renderer.draw(root)
        return (try window.snapshot(), try #require(recorder.costs.last))
    }

    /// The largest difference of one channel of one pixel between two frames of one size: a
    /// loop over the bytes, as a debug build runs a closure per byte (a million a frame) slowly.
    /// Frames of different sizes differ by `Int.max`.
    static func largestDifference(_ a: Snapshot, _ b: Snapshot) -> Int {
        guard a.rgba.count == b.rgba.count else { return .max }
        return a.rgba.withUnsafeBufferPointer { a in
            b.rgba.withUnsafeBufferPointer { b in
                var largest = 0
                for i in 0..<a.count {
                    let difference = a[i] > b[i] ? Int(a[i] - b[i]) : Int(b[i] - a[i])
                    if difference > largest { largest = difference }
                }
                return largest
            }
        }
    }

    /// The first pixel where two frames differ, if any.
    static func firstDifference(_ a: Snapshot, _ b: Snapshot) -> String? {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)×\(a.height) and \(b.width)×\(b.height)" }
        let i = a.rgba.withUnsafeBufferPointer { a in
            b.rgba.withUnsafeBufferPointer { b in
                var i = 0
                while i < a.count, a[i] == b[i] { i += 1 }
                return i
            }
        }
        guard i < a.rgba.count else { return nil }
        let pixel = i / 4
        return "pixel (\(pixel % a.width), \(pixel / a.width)): \(a.rgba[i & ~3..<(i & ~3) + 4]) against \(b.rgba[i & ~3..<(i & ~3) + 4])"
    }

    /// A shape reaching past the window's edge is given the rasterizer with only the triangles
    /// that reach into the window (an exact edge is thousands of them): the picture is the one a
    /// larger window shows of it.
    @Test func aShapePastTheWindowsEdgeKeepsOnlyTheTrianglesThatReachIn() throws {
        func scene() -> View {
            let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            root.backgroundColor = Color(rgb: 0x1D2433)
            let card = View(frame: Rect(x: 120.3, y: 90.4, width: 200, height: 120))
            card.backgroundColor = Color(rgb: 0xF7F4EE)
            card.cornerRadius = 24
            card.cornerCurve = .continuous
            card.clipsToBounds = true
            let line = View(frame: Rect(x: 30, y: 40, width: 100, height: 20))
            line.backgroundColor = Color(rgb: 0x3D5A80)
            card.addSubview(line)
            root.addSubview(card)
            return root
        }
        let (small, _, smallRenderer) = try Self.makeWindow(200, 150)
        let large = try HostWindow(video: small.video, title: "the whole card", size: Size(width: 400, height: 300))
        let largeRenderer = try ViewRenderer(window: large, images: ImageStore())
        let (cut, cutCost) = try Self.drawn(scene(), by: smallRenderer, in: small, onlyWhatShows: true)
        let (whole, wholeCost) = try Self.drawn(scene(), by: largeRenderer, in: large, onlyWhatShows: true)
        // Within a level: llvmpipe interpolates colours in windows of two sizes through other
        // float rounding (a level, on the edge of the line, with or without the cut).
        var worst = 0.0
        for y in 0..<150 {
            for x in 0..<200 {
                let (a, b) = (try #require(cut.color(x: x, y: y)), try #require(whole.color(x: x, y: y)))
                worst = max(worst, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
            }
        }
        #expect(worst <= 1.0 / 255 + 1e-9, "\(worst * 255) levels")
        #expect(
            cutCost.triangles < wholeCost.triangles * 0.6,
            "\(cutCost.triangles) triangles against \(wholeCost.triangles) in a window holding it all")
    }

    /// A push half-way: a screen, and the next one over it slid half across with its shadow.
    static func halfPushedScreens() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = Color(rgb: 0x1D2433)
        let below = View(frame: root.bounds)
        below.backgroundColor = Color(rgb: 0x3D5A80)
        let badge = View(frame: Rect(x: 40, y: 60, width: 80, height: 80))
        badge.backgroundColor = Color(rgb: 0xE76F51)
        badge.cornerRadius = 12
        below.addSubview(badge)
        let above = View(frame: Rect(x: 150.5, y: 0, width: 320, height: 200))
        above.backgroundColor = Color(rgb: 0x2A9D8F)
        above.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.45), radius: 10)
        root.addSubview(below)
        root.addSubview(above)
        return root
    }

    @Test func aScreenCoveredInPartIsDrawnOnlyWhereItShows() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let root = Self.halfPushedScreens()
        let (whole, wholeCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: false)
        let (shown, shownCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: true)
        #expect(Self.firstDifference(whole, shown) == nil)
        // The root's and the lower screen's backgrounds under the upper screen (about 170 of
        // 320 columns, twice) are not filled.
        #expect(
            shownCost.pixelsFilled < wholeCost.pixelsFilled - 2 * 160 * 200,
            "\(shownCost.pixelsFilled) against \(wholeCost.pixelsFilled) pixels filled")
    }

    @Test func aScreenCoveredWhollyIsNotDrawnAndTheClearIsSkipped() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let root = Self.halfPushedScreens()
        let above = root.subviews[1]
        above.frame.origin.x = 0
        let (whole, wholeCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: false)
        let (shown, shownCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: true)
        #expect(Self.firstDifference(whole, shown) == nil)
        #expect(shownCost.calls < wholeCost.calls, "the lower screen and its badge are left out")
    }

    /// An opaque card in the middle of a screen leaves four boxes round it: the screen (and the
    /// root under it) is drawn once through each, and not under the card.
    @Test func aCardInTheMiddleLeavesTheScreenDrawnRoundIt() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let root = Self.halfPushedScreens()
        let above = root.subviews[1]
        above.frame = Rect(x: 40.5, y: 30.25, width: 240, height: 140)
        above.cornerRadius = 10
        let (whole, wholeCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: false)
        let (shown, shownCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: true)
        #expect(Self.firstDifference(whole, shown) == nil)
        // The root's and the lower screen's backgrounds under most of the card are not filled.
        #expect(
            shownCost.pixelsFilled < wholeCost.pixelsFilled - 2 * 200 * 100,
            "\(shownCost.pixelsFilled) against \(wholeCost.pixelsFilled) pixels filled")
    }

    @Test func nothingIsLeftOutUnderAViewThatIsNotOpaque() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let root = Self.halfPushedScreens()
        let above = root.subviews[1]
        above.frame.origin.x = 0
        for change in [
            { above.alpha = 0.99 }, { above.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.5, alpha: 0.98) },
            { above.transform = Transform2D(rotationAngle: 0.02) },
        ] {
            above.alpha = 1
            above.backgroundColor = Color(rgb: 0x2A9D8F)
            above.transform = .identity
            change()
            let (whole, wholeCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: false)
            let (shown, shownCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: true)
            #expect(Self.firstDifference(whole, shown) == nil)
            // Only the root's background is left out, under the lower screen; the lower screen
            // and its badge are drawn.
            #expect(shownCost.calls == wholeCost.calls - 1)
        }
    }

    /// Every mode of the demo, at several points of its transitions, with covered views left out
    /// and drawn whole: the same frame, pixel for pixel.
    @Test(arguments: ModeName.allCases)
    func everyModesFramesAreTheSameDrawnOnlyWhereTheyShow(mode: ModeName) throws {
        let (app, host) = try Self.drawerSession(mode, size: Size(width: 640, height: 400))
        let clock = try #require(app.clock as? FixedStepClock)
        var filled = (whole: 0.0, shown: 0.0)
        // Half the frames under a sanitizer: the same modes and paths, fewer repetitions.
        for frame in 0..<Workload.repetitions(72, underSanitizer: 36) {
            if !app.isAnimating { app.handle(.key(app.keyToKeepMoving(base: 1))) }
            clock.tick()
            _ = app.update(at: clock.now)
            guard frame % 3 == 1 else { continue }
            let (whole, wholeCost) = try Self.drawn(app.rootView, by: host.renderer, in: host.window, onlyWhatShows: false)
            let (shown, shownCost) = try Self.drawn(app.rootView, by: host.renderer, in: host.window, onlyWhatShows: true)
            #expect(Self.firstDifference(whole, shown) == nil, "frame \(frame)")
            filled.whole += wholeCost.pixelsFilled
            filled.shown += shownCost.pixelsFilled
        }
        #expect(filled.shown <= filled.whole)
    }

    /// A shadow under an opaque background leaves out the middle the background is drawn over:
    /// upright or turned, square, rounded or continuous, the frame is the same and fewer pixels
    /// are filled.
    @Test(arguments: [(0.0, 0.0, CornerCurve.circular), (0.0, 24.0, .circular), (0.4, 24.0, .circular), (0.4, 24.0, .continuous)])
    func aShadowUnderAnOpaqueBackgroundLeavesOutItsMiddle(angle: Double, radius: Double, curve: CornerCurve) throws {
        let (window, _, renderer) = try Self.makeWindow(320, 240)
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        root.backgroundColor = Color(rgb: 0xF4F1DE)
        let card = View(frame: Rect(x: 60.25, y: 40.5, width: 200, height: 150))
        card.backgroundColor = Color(rgb: 0x3D5A80)
        card.cornerRadius = radius
        card.cornerCurve = curve
        card.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 16, offset: Point(x: 0, y: 6))
        card.transform = Transform2D(rotationAngle: angle)
        root.addSubview(card)
        let (whole, wholeCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: false)
        let (shown, shownCost) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: true)
        #expect(Self.firstDifference(whole, shown) == nil)
        // At least half the card's area is not filled twice.
        #expect(
            shownCost.pixelsFilled < wholeCost.pixelsFilled - 200 * 150 / 2, "\(shownCost.pixelsFilled) against \(wholeCost.pixelsFilled)")
        // Not under a background that lets it through.
        card.backgroundColor = Color(red: 0.24, green: 0.35, blue: 0.5, alpha: 0.9)
        let (seeThrough, _) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: true)
        let (seeThroughWhole, _) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: false)
        #expect(Self.firstDifference(seeThrough, seeThroughWhole) == nil)
    }

    /// A material blurs what is drawn round it before it, so an opaque view drawn after the
    /// material takes nothing from what lies under both: the frame is the same.
    @Test func anOccluderAfterAMaterialLeavesWhatTheMaterialReads() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let root = Self.halfPushedScreens()
        let above = root.subviews[1]
        above.removeFromSuperview()
        let glass = VisualEffectView(
            effect: BlurEffect(material: BlurMaterial(radius: 12, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.2))))
        glass.frame = Rect(x: 100, y: 40, width: 120, height: 100)
        root.addSubview(glass)
        above.frame.origin.x = 170
        root.addSubview(above)
        let (whole, _) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: false)
        let (shown, _) = try Self.drawn(root, by: renderer, in: window, onlyWhatShows: true)
        #expect(Self.firstDifference(whole, shown) == nil)
    }
}
