import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// A view that clips its subviews clips them turned as well: SDL clips only to upright
/// rectangles, so a turned clipping view draws its subtree upright into a group, clipped there,
/// and turns the group.
extension OffscreenRenderingTests {
    @Test func aTurnedViewThatClipsKeepsItsSubviewsInside() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let clipper = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        clipper.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        clipper.clipsToBounds = true
        // A band through the middle, three times as wide as the clipper.
        let band = View(frame: Rect(x: -100, y: 40, width: 300, height: 20))
        band.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        clipper.addSubview(band)
        root.addSubview(clipper)
        let angle = Double.pi / 6
        clipper.transform = Transform2D(rotationAngle: angle)
        renderer.draw(root)
        let frame = try window.snapshot()
        func along(_ distance: Double) -> (Int, Int) {
            (Int((100 + distance * cos(angle)).rounded(.down)), Int((100 + distance * sin(angle)).rounded(.down)))
        }
        let (ix, iy) = along(30)
        let inside = try #require(frame.color(x: ix, y: iy))
        #expect(inside.green > 0.98, "the band inside the clipper: \(inside)")
        let (ox, oy) = along(80)
        let outside = try #require(frame.color(x: ox, y: oy))
        #expect(outside.blue > 0.98 && outside.green < 0.02, "the band cut at the clipper's turned edge: \(outside)")
    }
}
