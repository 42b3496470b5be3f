import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

extension OffscreenRenderingTests {
    /// A picture that cannot be drawn shows a visible placeholder (a grey panel in a magenta
    /// frame), not a hole.
    @Test func anUndrawablePictureShowsAPlaceholder() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let picture = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        picture.image = Image(name: "never-loaded.png", size: Size(width: 100, height: 100))
        root.addSubview(picture)
        renderer.draw(root)
        let frame = try window.snapshot()
        #expect(Self.byteTriple(frame.color(x: 100, y: 100)) == [0x9A, 0x9A, 0x9A], "grey in the middle")
        #expect(Self.byteTriple(frame.color(x: 53, y: 100)) == [0xD6, 0x24, 0x9F], "magenta at the edge")
        #expect(Self.byteTriple(frame.color(x: 20, y: 20)) == [0, 0, 0])
    }
}
