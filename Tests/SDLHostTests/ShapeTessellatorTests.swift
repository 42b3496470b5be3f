import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// The tessellator's outline against its definition: each corner arc, corner by corner
/// clockwise from the top-left, at angles start + k/n × 90° around a centre r inside the corner,
/// with the sine and cosine computed directly (the tessellator reads them from a table), the
/// arc's inner points at 2r/(1 + cos(45°/n)) so that its chords stray from the circle equally
/// either way.
struct ShapeTessellatorTests {
    /// The outline as the definition computes it.
    static func expectedOutline(of rect: Rect, radius: Double, corners: Corners, segments: Int, offset: Double) -> [Point] {
        let grown = Rect(
            x: rect.minX - offset, y: rect.minY - offset,
            width: max(0, rect.width + 2 * offset), height: max(0, rect.height + 2 * offset))
        var points: [Point] = []
        let arcs: [(Corners, Double, Double, Double)] = [
            (.topLeft, grown.minX, grown.minY, Double.pi), (.topRight, grown.maxX, grown.minY, 1.5 * Double.pi),
            (.bottomRight, grown.maxX, grown.maxY, 0), (.bottomLeft, grown.minX, grown.maxY, 0.5 * Double.pi),
        ]
        for (corner, x, y, start) in arcs {
            let r = corners.contains(corner) && radius > 0 ? max(0, radius + offset) : 0
            let cx = x == grown.minX ? x + r : x - r
            let cy = y == grown.minY ? y + r : y - r
            let inner = r * 2 / (1 + cos(Double.pi / 4 / Double(max(segments, 1))))
            for step in 0...segments {
                let angle = start + Double(step) / Double(max(segments, 1)) * Double.pi / 2
                let reach = step > 0 && step < segments ? inner : r
                points.append(Point(x: cx + reach * cos(angle), y: cy + reach * sin(angle)))
            }
        }
        return points
    }

    @Test(arguments: [0, 2, 3, 7, 16])
    func outlineFollowsTheArcDefinition(segments: Int) {
        var tessellator = ShapeTessellator()
        let rect = Rect(x: 10, y: 20, width: 120, height: 80)
        for (radius, corners, offset) in [
            (12.0, Corners.all, -0.5), (12.0, Corners.all, 0.5), (30, [.topLeft, .bottomRight], 1), (0, .all, 0.5),
        ] {
            let outline = tessellator.outline(of: rect, radius: radius, corners: corners, segments: segments, offset: offset)
            let expected = Self.expectedOutline(of: rect, radius: radius, corners: corners, segments: segments, offset: offset)
            #expect(outline.count == expected.count)
            for (point, want) in zip(outline, expected) {
                #expect(abs(point.x - want.x) < 1e-9 && abs(point.y - want.y) < 1e-9, "\(point) against \(want)")
            }
        }
    }

    @Test func fillBuildsAFanAndARingOverTheOutline() {
        var tessellator = ShapeTessellator()
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        let color = SDL_Color(r: 10, g: 20, b: 30, a: 200)
        tessellator.fill(rect, radius: 10, corners: .all, edge: .ramp(0.5), transform: .identity, color: color)
        let segments = ShapeTessellator.segments(radius: 10, pixelsPerUnit: 1)
        let ring = 4 * (segments + 1)
        // The centre, the inner outline (solid) and the outer one (transparent).
        #expect(tessellator.vertices.count == 1 + 2 * ring)
        #expect(tessellator.vertices[1...ring].allSatisfy { $0.color.a == 200 })
        #expect(tessellator.vertices[(ring + 1)...].allSatisfy { $0.color.a == 0 })
        // Three triangles per outline point: one of the fan, two of the rim.
        #expect(tessellator.indices.count == 9 * ring)
        #expect(tessellator.indices.allSatisfy { $0 >= 0 && Int($0) < tessellator.vertices.count })
    }

    /// A tessellator that reuses the last outline builds exactly what a fresh one builds, for
    /// a run of shapes that share outlines, differ in them, and change their point count.
    @Test func reusedOutlinesBuildWhatAFreshTessellatorBuilds() {
        let red = SDL_Color(r: 255, g: 0, b: 0, a: 255)
        let blue = SDL_Color(r: 0, g: 0, b: 255, a: 128)
        let shapes: [(Rect, Double, Transform2D, SDL_Color)] = [
            (Rect(x: 0, y: 0, width: 40, height: 40), 8, Transform2D(rotationAngle: 0.3), red),
            (Rect(x: 0, y: 0, width: 40, height: 40), 8, Transform2D(translationX: 100, y: 7), blue),
            (Rect(x: 0, y: 0, width: 40, height: 40), 8, Transform2D(scaleX: 3, y: 3), red),
            (Rect(x: 5, y: 5, width: 60, height: 20), 0, .identity, blue),
            (Rect(x: 0, y: 0, width: 40, height: 40), 8, Transform2D(rotationAngle: 1.1), blue),
        ]
        var reused = ShapeTessellator()
        for (rect, radius, transform, color) in shapes {
            reused.fill(rect, radius: radius, corners: .all, edge: .ramp(0.5), transform: transform, color: color)
            var fresh = ShapeTessellator()
            fresh.fill(rect, radius: radius, corners: .all, edge: .ramp(0.5), transform: transform, color: color)
            #expect(reused.indices == fresh.indices)
            #expect(reused.vertices.count == fresh.vertices.count)
            for (a, b) in zip(reused.vertices, fresh.vertices) {
                #expect(
                    a.position.x == b.position.x && a.position.y == b.position.y && a.tex_coord.x == b.tex_coord.x
                        && a.tex_coord.y == b.tex_coord.y && a.color.r == b.color.r && a.color.a == b.color.a)
            }
        }
    }

    /// An exact edge under an upright transform that scales alike both ways computes one
    /// rounded corner's rings and gives them to the other three: what it builds is what it builds
    /// where the transform differs from that by a hair and each corner is computed on its own
    /// (within float rounding: the quarter arc's end is cos 90° = 6e-17, not 0).
    @Test(arguments: [CornerCurve.circular, .continuous], [1.0, 2.0, -1.5])
    func anExactEdgesFourCornersShareOneCornersRings(curve: CornerCurve, scale: Double) {
        let rect = Rect(x: 3.25, y: 7.5, width: 120, height: 80)
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        var shared = ShapeTessellator()
        shared.fill(
            rect, radius: 14, corners: .all, curve: curve, edge: .exact, transform: Transform2D(scaleX: scale, y: scale), color: white)
        var separate = ShapeTessellator()
        separate.fill(
            rect, radius: 14, corners: .all, curve: curve, edge: .exact,
            transform: Transform2D(scaleX: scale, y: scale * (1 + 1e-13)), color: white)
        #expect(shared.vertices.count == separate.vertices.count && shared.vertices.count > 1000)
        #expect(shared.indices == separate.indices)
        var worst: Float = 0
        var worstAlpha = 0
        for (a, b) in zip(shared.vertices, separate.vertices) {
            worst = max(worst, abs(a.position.x - b.position.x), abs(a.position.y - b.position.y))
            worstAlpha = max(worstAlpha, abs(Int(a.color.a) - Int(b.color.a)))
        }
        #expect(worst < 1e-3, "positions apart by \(worst) px")
        #expect(worstAlpha <= 1, "coverage apart by \(worstAlpha) levels")
    }
}
