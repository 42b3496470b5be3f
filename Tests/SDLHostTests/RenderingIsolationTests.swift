import CSDL
import Testing
import ViewKit

@testable import SDLHost

/// The renderer's arithmetic on pixels and points is nonisolated, as pure computation is: under
/// the main actor's default isolation every closure it runs per pixel or per point (a `map`, a
/// `reduce`) checked the main actor on each call, which cost the spin mode's frames 2.1 million
/// instructions each (5.0.0's isolation; docs/manual/performance.md). These calls, made from a
/// nonisolated function, compile only while that holds.
struct RenderingIsolationTests {
    /// A uniform 8 × 8 picture blurred, a rounded rect outlined and a shadow's edge, off the
    /// main actor: the blur's pixels and the outline's point count.
    nonisolated static func blurOutlineAndShadowOffTheMainActor() -> (pixels: [UInt8], points: Int, edge: Double) {
        let picture = [UInt8](repeating: 200, count: 8 * 8 * 4)
        let blur = picture.withUnsafeBufferPointer { BackdropBlur(source: $0, width: 8, height: 8, pitch: 32, sigma: 4) }
        var tessellator = ShapeTessellator()
        let outline = tessellator.outline(
            of: Rect(x: 0, y: 0, width: 40, height: 20), radius: 6, corners: .all, segments: 4, offset: 0)
        return (blur.pixels, outline.count, GaussianShadow.normalCDF(0))
    }

    /// A path flattened, cut and stroked off the main actor (a shape layer's every frame): the
    /// triangles of a 10-point line with butt ends, three bands of two and a rim at each end.
    nonisolated static func strokeOffTheMainActor() -> Int {
        let path = Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 100, y: 0))])
        var stroker = ShapeStroker()
        stroker.stroke(
            Polyline.trim(path.polylines(), from: 0, to: 0.5), width: 10, cap: .butt, join: .miter, miterLimit: 10, feather: 0.5,
            transform: .identity, color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
        return stroker.indices.count / 3
    }

    /// What is left of a box once an occluder is taken from it, and its pixels, off the main
    /// actor (each of a frame's occlusion decisions sums its pieces so; 7.6.2).
    nonisolated static func occlusionPiecesOffTheMainActor() -> (pieces: Int, area: Int) {
        var pieces: [Occlusion.PixelBox] = []
        let box = Occlusion.PixelBox(minX: 0, minY: 0, maxX: 10, maxY: 10)
        box.removing(Occlusion.PixelBox(minX: 2, minY: 2, maxX: 8, maxY: 8), into: &pieces)
        return (pieces.count, Occlusion.PixelBox.area(of: pieces))
    }

    @Test func occlusionSumsItsPiecesOffTheMainActor() {
        let result = Self.occlusionPiecesOffTheMainActor()
        #expect(result.pieces == 4, "a box round a hole in its middle is four")
        #expect(result.area == 100 - 36)
    }

    @Test func aStrokeIsBuiltOffTheMainActor() {
        #expect(Self.strokeOffTheMainActor() == 3 * 2 + 2 * 2)
    }

    @Test func theRenderersArithmeticRunsOffTheMainActor() {
        let result = Self.blurOutlineAndShadowOffTheMainActor()
        #expect(!result.pixels.isEmpty && result.pixels.allSatisfy { $0 == 200 }, "a uniform picture blurs to itself")
        #expect(result.points == 4 * 5, "four corners of five points each")
        #expect(abs(result.edge - 0.5) < 1e-9)
    }
}
