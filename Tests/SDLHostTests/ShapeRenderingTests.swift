import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// Rounded corners, smooth edges, HiDPI, clipping, shadows and the texture cache, read back from
/// the offscreen driver.
extension OffscreenRenderingTests {
    static func red(_ color: Color?) -> Double { color?.red ?? -1 }

    @Test func aRotatedViewsCornersLandWhereItsTransformSays() throws {
        let (window, _, renderer) = try Self.makeWindow(300, 300)
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        root.backgroundColor = .black
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 60))
        card.backgroundColor = .white
        card.transform = Transform2D(rotationAngle: 0.5)
        root.addSubview(card)
        renderer.draw(root)
        let frame = try window.snapshot()
        for corner in card.cornersInWindow {
            // Just inside the corner (towards the centre) is white; just outside is black.
            let towardCentre = corner + (card.center - corner) * (2.0 / corner.distance(to: card.center))
            let away = corner + (corner - card.center) * (2.0 / corner.distance(to: card.center))
            #expect(Self.red(frame.color(x: Int(towardCentre.x), y: Int(towardCentre.y))) > 0.9, "inside \(corner)")
            #expect(Self.red(frame.color(x: Int(away.x), y: Int(away.y))) < 0.1, "outside \(corner)")
        }
    }

    @Test func roundedCornersCutTheCornerAndKeepTheEdges() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let card = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .white
        card.cornerRadius = 30
        card.roundedCorners = .top
        root.addSubview(card)
        renderer.draw(root)
        let frame = try window.snapshot()
        #expect(Self.red(frame.color(x: 52, y: 52)) < 0.05, "the top-left corner is cut away")
        #expect(Self.red(frame.color(x: 147, y: 52)) < 0.05, "and the top-right")
        #expect(Self.red(frame.color(x: 51, y: 148)) > 0.95, "the bottom corners stay square")
        #expect(Self.red(frame.color(x: 100, y: 51)) > 0.95, "the top edge between the corners is there")
        // On the 45° line the arc passes 30·(1 − 1/√2) ≈ 8.8 points in from the corner.
        #expect(Self.red(frame.color(x: 50 + 6, y: 50 + 6)) < 0.1)
        #expect(Self.red(frame.color(x: 50 + 12, y: 50 + 12)) > 0.9)
    }

    @Test func atScaleTwoAOnePointLineCoversTwoPixels() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 100)  // 200×100 pixels = 100×50 points at scale 2
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .black
        let line = View(frame: Rect(x: 10, y: 20, width: 80, height: 1))
        line.backgroundColor = .white
        root.addSubview(line)
        renderer.draw(root, scale: 2)
        let frame = try window.snapshot()
        let column = (36...45).map { Self.red(frame.color(x: 100, y: $0)) }
        #expect(
            column.map { $0 > 0.95 } == [false, false, false, false, true, true, false, false, false, false],
            "rows 40 and 41 are white, the rest black: \(column)")
    }

    @Test func clippingKeepsSubviewsInsideAnAxisAlignedParent() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 100)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .black
        let box = View(frame: Rect(x: 50, y: 25, width: 100, height: 50))
        box.clipsToBounds = true
        let wide = View(frame: Rect(x: -50, y: 10, width: 200, height: 20))
        wide.backgroundColor = .white
        box.addSubview(wide)
        root.addSubview(box)
        renderer.draw(root)
        var frame = try window.snapshot()
        #expect(Self.red(frame.color(x: 100, y: 45)) > 0.95)
        #expect(Self.red(frame.color(x: 20, y: 45)) < 0.05, "clipped left of the box")
        #expect(Self.red(frame.color(x: 180, y: 45)) < 0.05, "clipped right of the box")
        box.clipsToBounds = false
        renderer.draw(root)
        frame = try window.snapshot()
        #expect(Self.red(frame.color(x: 20, y: 45)) > 0.95, "unclipped, it spills out")
    }

    @Test func aShadowDarkensAroundTheViewAndFadesOut() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .white
        let card = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .white
        card.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 20, offset: .zero)
        root.addSubview(card)
        renderer.draw(root)
        let frame = try window.snapshot()
        let near = Self.red(frame.color(x: 47, y: 100))
        let far = Self.red(frame.color(x: 30, y: 100))
        #expect(near < 0.85, "dark just outside the edge: \(near)")
        // A Gaussian's tail (σ = 10): 0.5 Φ(−1.95) = 1.3 % of black 19.5 points out, none at 39.5.
        #expect(abs(far - (1 - 0.5 * GaussianShadow.normalCDF(-1.95))) < 1.5 / 255, "faint 20 points out: \(far)")
        #expect(Self.red(frame.color(x: 10, y: 100)) > 0.998, "gone 40 points out")
        #expect(Self.red(frame.color(x: 100, y: 100)) > 0.99, "the card itself stays white")
    }

    @Test func theSameImageTwiceMakesOneTexture() throws {
        let (window, images, renderer) = try Self.makeWindow(100, 100)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/drawer.png").path
        let first = try images.load(path: path)
        let second = try images.load(path: path)
        #expect(first == second)
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for image in [first, second] {
            let view = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            view.image = image
            root.addSubview(view)
        }
        renderer.draw(root)
        renderer.draw(root)
        #expect(renderer.textures.count == 1)
        renderer.textures.releaseAfterFrames = 10
        for view in root.subviews { view.isHidden = true }
        for _ in 0..<70 { renderer.draw(root) }
        #expect(renderer.textures.count == 0, "released once nothing draws it")
        _ = window
    }
}
