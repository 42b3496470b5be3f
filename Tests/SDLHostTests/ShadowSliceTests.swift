import CSDL
import DrawerCommandLine
import Foundation
import Testing
import ViewKit

@testable import DrawerApp
@testable import SDLHost

/// A shadow's corner as texels, and the atlas that keeps them.
struct ShadowCornerTests {
    /// Every texel of a corner is the closed form's value there (`GaussianShadow`, of a shape
    /// far larger than the blur with only that corner rounded), rounded to a 255th.
    @Test(arguments: [(0.0, 5.0), (20.0, 6.0), (6.0, 8.0), (40.0, 3.5)])
    func aCornersTexelsAreTheBlurredCorner(radius: Double, sigma: Double) throws {
        let corner = try #require(ShadowCorner(radius: radius, sigma: sigma, largestSize: 128))
        let far = 10 * (radius + 10 * sigma)
        let shadow = GaussianShadow(
            rect: Rect(x: 0, y: 0, width: far, height: far), radius: radius, corners: .topLeft, sigma: sigma)
        let alphas = corner.alphas()
        #expect(alphas.count == corner.size * corner.size)
        var worst = 0.0
        for row in 0..<corner.size {
            for column in 0..<corner.size {
                let point = Point(
                    x: corner.start + Double(column) * corner.spacing, y: corner.start + Double(row) * corner.spacing)
                worst = max(worst, abs(Double(alphas[row * corner.size + column]) / 255 - shadow.value(at: point)))
            }
        }
        #expect(worst <= 0.5 / 255 + 1e-4, "worst \(worst * 255) of 255")
    }

    /// The grid is σ/6 apart at most, from 4σ outside to the arc's end and 4σ past it; too
    /// many texels for a slot is no corner.
    @Test func aCornersGridSpansItsReachAtASixthOfSigma() throws {
        let corner = try #require(ShadowCorner(radius: 10, sigma: 4, largestSize: 128))
        #expect(corner.start == -16)
        #expect(corner.end == 26)
        #expect(corner.spacing <= 4.0 / 6)
        #expect(abs(corner.start + Double(corner.size - 1) * corner.spacing - corner.end) < 1e-9)
        #expect(corner.texel(atDistance: -100) == 0.5, "clamped to the first texel's centre")
        #expect(abs(corner.texel(atDistance: 100) - (Double(corner.size) - 0.5)) < 1e-9, "and to the last's")
        #expect(ShadowCorner(radius: 60, sigma: 4, largestSize: 128) == nil, "15σ of radius")
        #expect(ShadowCorner(radius: 10, sigma: 0, largestSize: 128) == nil)
    }

    /// A corner already in the atlas keeps its slot; a new one takes a free slot, then the one
    /// used longest ago, but never one used this frame.
    @Test func theAtlasRefillsTheSlotUsedLongestAgoButNotOneUsedThisFrame() throws {
        var atlas = ShadowAtlas()
        let slots = (ShadowAtlas.side / ShadowAtlas.slotSide) * (ShadowAtlas.side / ShadowAtlas.slotSide)
        atlas.beginFrame()
        var first: [Int] = []
        for k in 0..<slots {
            let taken = atlas.slot(for: ShadowAtlas.Key(radius: Double(k), sigma: 4))
            let slot = try #require(taken)
            #expect(slot.isNew)
            first.append(slot.index)
        }
        #expect(Set(first).count == slots)
        #expect(atlas.slot(for: ShadowAtlas.Key(radius: 99, sigma: 4)) == nil, "every slot is in use this frame")
        let kept = atlas.slot(for: ShadowAtlas.Key(radius: 3, sigma: 4))
        let again = try #require(kept)
        #expect(again.index == first[3] && !again.isNew)

        atlas.beginFrame()
        _ = atlas.slot(for: ShadowAtlas.Key(radius: 0, sigma: 4))
        let refilled = atlas.slot(for: ShadowAtlas.Key(radius: 99, sigma: 4))
        let new = try #require(refilled)
        #expect(new.isNew)
        #expect(new.index == first[1], "slot 0 was just used: slot 1 is the one used longest ago")
        #expect(atlas.made == slots + 1)
    }
}

/// The slices' geometry.
struct ShadowSlicesTests {
    /// A shadow with no body over it is drawn in every cell: its corners, sides and middle, each
    /// cut at the middle. Under a body that covers its middle, the cells the body wholly covers
    /// are left out and no other.
    @Test func cellsABodyWhollyCoversAreLeftOut() {
        var slices = ShadowSlices()
        slices.beginFrame()
        let rect = Rect(x: 0, y: 0, width: 400, height: 300)
        func build(under body: ViewRenderer.OpaqueBody?) -> Int {
            let built = slices.build(
                rect, radius: 12, corners: .all, sigma: 7, transform: .identity, color: SDL_Color(r: 0, g: 0, b: 0, a: 255),
                under: body
            ) { _, _ in true }
            #expect(built)
            return slices.vertices.count / 4
        }
        #expect(build(under: nil) == 16, "4 × 4 cells: each side cut at its corners' ends and its middle")
        let body = ViewRenderer.OpaqueBody(bounds: rect, radius: 12, corners: .all, curve: .circular, margin: 1)
        let kept = build(under: body)
        #expect(kept < 64, "8 × 8 cells, cut by the body's outline and arcs, less those it covers")
        var area = 0.0
        for cell in 0..<kept {
            let corners = (0..<4).map { slices.vertices[4 * cell + $0].position }
            #expect(!corners.allSatisfy { body.covers(Point(x: Double($0.x), y: Double($0.y))) })
            area += Double((corners[2].x - corners[0].x) * (corners[2].y - corners[0].y))
        }
        // What is left out lies under the body.
        let shadowArea = 456.0 * 356.0
        #expect(area >= shadowArea - 400 * 300)
    }

    /// Too small for its corners to lie 8σ apart, or with a radius of over 13σ, a shadow is not
    /// sliced.
    @Test func shapesSlicesCannotDrawAreRefused() {
        var slices = ShadowSlices()
        slices.beginFrame()
        func builds(_ rect: Rect, radius: Double, sigma: Double) -> Bool {
            slices.build(
                rect, radius: radius, corners: .all, sigma: sigma, transform: .identity, color: SDL_Color(r: 0, g: 0, b: 0, a: 255),
                under: nil
            ) { _, _ in true }
        }
        #expect(builds(Rect(x: 0, y: 0, width: 76, height: 76), radius: 10, sigma: 7))
        #expect(!builds(Rect(x: 0, y: 0, width: 75, height: 76), radius: 10, sigma: 7))
        #expect(!builds(Rect(x: 0, y: 0, width: 400, height: 400), radius: 100, sigma: 7))
    }
}

extension OffscreenRenderingTests {
    /// A white shadow cast by a clear view over black, drawn in slices, upright and turned: every
    /// pixel is the blurred shape's closed form at its centre within 2/255, at rounded and square
    /// corners and along the sides.
    static let slicedShapes: [(degrees: Double, radius: Double, corners: Corners)] = [
        (0, 20, .all), (30, 20, .all), (0, 14, [.topLeft, .bottomRight]), (17, 0, .all),
    ]

    @Test(arguments: 0..<4)
    func aShadowInSlicesIsTheGaussianOfTheShape(shape: Int) throws {
        let (degrees, radius, corners) = Self.slicedShapes[shape]
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let caster = View(frame: Rect(x: 40, y: 50, width: 120, height: 100))
        caster.shadow = Shadow(color: .white, radius: 12)
        caster.layer.cornerRadius = radius
        caster.roundedCorners = corners
        let angle = degrees * Double.pi / 180
        caster.transform = Transform2D(rotationAngle: angle)
        root.addSubview(caster)
        renderer.draw(root)
        #expect(renderer.shadowsSliced == 1)
        let frame = try window.snapshot()
        let shadow = GaussianShadow(rect: caster.bounds, radius: radius, corners: corners, sigma: 6)
        let toView = try #require(caster.transformToSuperview.inverted())
        var worst = (error: 0.0, x: 0, y: 0, shown: 0.0, exact: 0.0)
        for y in 0..<200 {
            for x in 0..<200 {
                let shown = try #require(frame.color(x: x, y: y)).red
                let exact = shadow.value(at: toView.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)))
                if abs(shown - exact) > worst.error { worst = (abs(shown - exact), x, y, shown, exact) }
            }
        }
        #expect(worst.error <= 2.0 / 255, "at (\(worst.x), \(worst.y)): \(worst.shown * 255) against \(worst.exact * 255) of 255")
    }

    /// Under an opaque body, offset from its shadow, slices leave out what the body covers: the
    /// body shows its own colour, the background round it the blurred shape's closed form over
    /// it within 2/255, and the mesh's picture differs by 2/255 at most. A shape too small for
    /// its corners to lie 8σ apart is drawn as the mesh.
    @Test func slicesUnderABodyLeaveItOutAndSmallShapesFallBack() throws {
        let (window, _, renderer) = try Self.makeWindow(240, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 240, height: 200))
        let background = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)
        root.backgroundColor = background
        let card = View(frame: Rect(x: 30, y: 30, width: 130, height: 110))
        let face = Color(red: 0.95, green: 0.9, blue: 0.3, alpha: 1)
        card.backgroundColor = face
        card.layer.cornerRadius = 16
        card.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 16, offset: Point(x: 4, y: 9))
        let chip = View(frame: Rect(x: 204, y: 40, width: 30, height: 30))
        chip.backgroundColor = .white
        chip.layer.cornerRadius = 8
        chip.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), radius: 10, offset: Point(x: 0, y: 3))
        root.addSubview(card)
        root.addSubview(chip)

        renderer.draw(root)
        #expect(renderer.shadowsSliced == 1, "the card's, not the chip's")
        let sliced = try window.snapshot()
        let shadow = GaussianShadow(rect: card.frame.offsetBy(dx: 4, dy: 9), radius: 16, corners: .all, sigma: 8)
        func body(margin: Double) -> ViewRenderer.OpaqueBody {
            ViewRenderer.OpaqueBody(bounds: card.frame, radius: 16, corners: .all, curve: .circular, margin: margin)
        }
        var worst = (error: 0.0, x: 0, y: 0)
        for y in 0..<200 {
            for x in 0..<180 {
                let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let shown = try #require(sliced.color(x: x, y: y))
                let expected: Color
                if body(margin: 1).covers(centre) {
                    expected = face
                } else if !body(margin: -1).covers(centre) {
                    let share = 1 - 0.5 * shadow.value(at: centre)
                    expected = Color(
                        red: background.red * share, green: background.green * share, blue: background.blue * share, alpha: 1)
                } else {
                    continue  // the card's own anti-aliased rim
                }
                let error = max(abs(shown.red - expected.red), abs(shown.green - expected.green), abs(shown.blue - expected.blue))
                if error > worst.error { worst = (error, x, y) }
            }
        }
        #expect(worst.error <= 2.0 / 255, "at (\(worst.x), \(worst.y)): \(worst.error * 255) of 255")

        renderer.slicesShadows = false
        renderer.draw(root)
        let meshed = try window.snapshot()
        #expect(renderer.shadowsSliced == 1)
        var apart = 0
        for y in 0..<200 {
            for x in 0..<240 {
                let a = try #require(sliced.color(x: x, y: y))
                let b = try #require(meshed.color(x: x, y: y))
                apart = max(apart, Int((max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) * 255).rounded()))
            }
        }
        #expect(apart <= 2, "\(apart) of 255 from the mesh's")
    }
}

extension OffscreenRenderingTests {
    /// Every mode through its transitions, drawn twice on the same input, shadows in slices and
    /// as meshes of rings: the same frames, within 2/255 (each is within half to one 255th of
    /// the closed form). The side and modal modes draw shadows, in slices.
    @Test(arguments: ModeName.allCases)
    func everyModesFramesAreTheSameWithShadowsInSlices(mode: ModeName) throws {
        let renderer = try Self.drawTwoSessions(
            of: mode, theOther: { $0.slicesShadows = false },
            compare: { frame, sliced, meshed in
                let worst = Self.largestDifference(sliced, meshed)
                #expect(worst <= 2, "frame \(frame): \(Self.firstDifference(sliced, meshed) ?? "")")
            })
        if [SideDrawerMode.name, ModalMode.name].contains(mode) {
            #expect(renderer.shadowsSliced > 0)
        }
    }
}
