import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// The bench's recording of draw calls, which the C floor replays.
struct GeometryRecorderTests {
    /// The texture table of a recording: each entry's kind and, for blanks and targets, its size;
    /// for text, its pixel size and bold flag, with its font and string.
    private func textureTable(of recorder: GeometryRecorder) throws -> [(kind: UInt8, width: UInt32, height: UInt32)] {
        try entries(of: recorder).map { ($0.kind, $0.width, $0.height) }
    }

    private func entries(
        of recorder: GeometryRecorder
    ) throws -> [(kind: UInt8, width: UInt32, height: UInt32, strings: [String])] {
        let path = NSTemporaryDirectory() + "recording-\(UUID().uuidString).bin"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recorder.write(to: path, width: 64, height: 64)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var offset = 16
        func u32() -> UInt32 {
            defer { offset += 4 }
            return bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
        }
        func string() -> String {
            let length = Int(u32())
            defer { offset += length }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
        #expect(bytes[4] == 5, "version 5")
        let count = u32()
        var table: [(UInt8, UInt32, UInt32, [String])] = []
        for _ in 0..<count {
            let kind = bytes[offset]
            offset += 1
            switch kind {
            case 0: table.append((kind, 0, 0, [string()]))
            case 3:
                let font = string()
                let pixelSize = u32()
                let bold = UInt32(bytes[offset])
                offset += 1
                table.append((kind, pixelSize, bold, [font, string()]))
            default: table.append((kind, u32(), u32(), []))
            }
        }
        return table
    }

    /// SDL frees a texture and makes the next one at the same address more often than not (the
    /// group texture pool replaces a texture that has grown too small; text textures go once
    /// undrawn). The recording must hold the new texture, not the old one it forgot: before, the
    /// floor replayed a grown group pass into the small texture, drawing less than Drawer did.
    @Test func aTextureMadeWhereAFreedOneWasIsRecordedAnew() throws {
        let recorder = GeometryRecorder()
        let address = try #require(OpaquePointer(bitPattern: 0x1000))
        recorder.beginFrame(clear: SDL_Color(r: 0, g: 0, b: 0, a: 255))
        recorder.register(address, as: .target(width: 1280, height: 128))
        recorder.beginPass(into: address)
        recorder.endPass()
        recorder.register(address, as: .target(width: 1280, height: 832))
        recorder.beginPass(into: address)
        recorder.endPass()
        recorder.register(address, as: .target(width: 1280, height: 832))
        recorder.endFrame()
        let table = try textureTable(of: recorder)
        #expect(table.count == 2)
        #expect(table.last?.kind == 2 && table.last?.width == 1280 && table.last?.height == 832)
    }

    /// A line of text is recorded as text (font, pixel size, weight, string), so the floor draws
    /// the same glyphs with SDL_ttf rather than a blank texture of the same size.
    @Test func aLineOfTextIsRecordedAsText() throws {
        let recorder = GeometryRecorder()
        let address = try #require(OpaquePointer(bitPattern: 0x2000))
        recorder.beginFrame(clear: SDL_Color(r: 0, g: 0, b: 0, a: 255))
        recorder.register(address, as: .text(font: "/fonts/Sans.ttf", pixelSize: 34, bold: true, string: "Grüße"))
        recorder.record(
            texture: address, vertices: UnsafeBufferPointer(start: nil, count: 0), indices: UnsafeBufferPointer(start: nil, count: 0))
        recorder.endFrame()
        let table = try entries(of: recorder)
        #expect(table.count == 1)
        #expect(table.first?.kind == 3 && table.first?.width == 34 && table.first?.height == 1)
        #expect(table.first?.strings == ["/fonts/Sans.ttf", "Grüße"])
    }

    /// The pixels a frame fills are its triangles' areas inside the clip: what a rasterizer
    /// really touches, so that drawing through a clip shows in the cost. Those drawn from a
    /// texture are sampled too.
    @Test func pixelsFilledAreCountedInsideTheClip() throws {
        let recorder = GeometryRecorder()
        func vertex(_ x: Float, _ y: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 0, g: 0, b: 0, a: 255), tex_coord: SDL_FPoint())
        }
        // A 100 × 50 rectangle as two triangles.
        let square = [vertex(0, 0), vertex(100, 0), vertex(100, 50), vertex(0, 50)]
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        let texture = OpaquePointer(bitPattern: 0x1000)
        func record(texture: OpaquePointer? = nil) {
            square.withUnsafeBufferPointer { vertices in
                indices.withUnsafeBufferPointer { recorder.record(texture: texture, vertices: vertices, indices: $0) }
            }
        }
        recorder.beginFrame(clear: SDL_Color(r: 0, g: 0, b: 0, a: 255))
        record()
        recorder.clip(to: SDL_Rect(x: 70, y: -10, w: 100, h: 100))
        record(texture: texture)
        recorder.clip(to: SDL_Rect(x: 200, y: 0, w: 10, h: 10))
        record()
        recorder.endFrame()
        let cost = try #require(recorder.costs.last)
        #expect(abs(cost.pixelsFilled - (5000 + 30 * 50)) < 1e-6, "\(cost.pixelsFilled)")
        #expect(abs(cost.pixelsSampled - 30 * 50) < 1e-6, "\(cost.pixelsSampled)")
        #expect(cost.calls == 3 && cost.triangles == 6 && cost.vertices == 12)
    }

    /// Where no clip is set, the pixels a frame fills are counted inside what is drawn onto: the
    /// window's pixels, or a pass's texture, whose drawing the clip outside it does not cut.
    @Test func pixelsFilledAreCountedInsideWhatIsDrawnOnto() throws {
        let recorder = GeometryRecorder()
        func vertex(_ x: Float, _ y: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 0, g: 0, b: 0, a: 255), tex_coord: SDL_FPoint())
        }
        // A 100 × 50 rectangle as two triangles, half past the left edge.
        let square = [vertex(-50, 0), vertex(50, 0), vertex(50, 50), vertex(-50, 50)]
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        func record() {
            square.withUnsafeBufferPointer { vertices in
                indices.withUnsafeBufferPointer { recorder.record(texture: nil, vertices: vertices, indices: $0) }
            }
        }
        let pass = try #require(OpaquePointer(bitPattern: 0x2000))
        recorder.register(pass, as: .target(width: 30, height: 20))
        recorder.beginFrame(clear: nil, pixels: (120, 40))
        record()  // 50 × 40
        recorder.clip(to: SDL_Rect(x: 10, y: 10, w: 10, h: 10))
        recorder.beginPass(into: pass)
        record()  // 30 × 20, uncut by the clip outside
        recorder.endPass()
        record()  // 10 × 10, in the clip again
        recorder.endFrame()
        let cost = try #require(recorder.costs.last)
        #expect(abs(cost.pixelsFilled - (50 * 40 + 30 * 20 + 10 * 10)) < 1e-6, "\(cost.pixelsFilled)")
    }

    /// For the bench's second floor, a shape that fills its box but for its rounded corners is
    /// recorded as the box, its texture placed as it was; a shape with a hole (a shadow's rim
    /// round the body that covers its middle) is recorded as it is.
    @Test func shapesAreRecordedAsBoxesForTheSecondFloor() throws {
        let recorder = GeometryRecorder()
        recorder.recordsShapesAsBoxes = true
        let texture = OpaquePointer(bitPattern: 0x1000)
        var tessellator = ShapeTessellator()
        let rect = Rect(x: 10, y: 20, width: 200, height: 100)
        tessellator.fill(
            rect, radius: 12, corners: .all, edge: .exact, transform: .identity, color: SDL_Color(r: 10, g: 20, b: 30, a: 255))
        tessellator.placeTexture(by: Transform2D(scaleX: 1.0 / 400, y: 1.0 / 200))
        let shape = (vertices: tessellator.vertices, indices: tessellator.indices)
        #expect(shape.vertices.count > GeometryRecorder.boxedVertexCount)
        let box = shape.vertices.withUnsafeBufferPointer { GeometryRecorder.box(over: $0) }
        #expect(box.count == 4)
        for corner in box {
            #expect(abs(corner.tex_coord.x - corner.position.x / 400) < 1e-5 && abs(corner.tex_coord.y - corner.position.y / 200) < 1e-5)
            #expect(corner.color.r == 10 && corner.color.g == 20 && corner.color.b == 30 && corner.color.a == 255)
        }
        #expect(box[0].position.x < 10 && box[0].position.x > 9 && box[2].position.y > 120 && box[2].position.y < 121)

        tessellator.fill(
            rect, radius: 12, corners: .all, edge: .gaussian(sigma: 6, opacity: 1), transform: .identity,
            color: SDL_Color(r: 0, g: 0, b: 0, a: 100))
        let body = ViewRenderer.OpaqueBody(bounds: rect, radius: 12, corners: .all, curve: .circular, margin: 1)
        let covered = tessellator.indicesCovered(by: body.covers)
        #expect(covered > 0)
        let rim = (vertices: tessellator.vertices, indices: Array(tessellator.indices[covered...]))

        recorder.beginFrame(clear: nil)
        for (vertices, indices, texture) in [(shape.vertices, shape.indices, texture), (rim.vertices, rim.indices, nil)] {
            vertices.withUnsafeBufferPointer { vertices in
                indices.withUnsafeBufferPointer { recorder.record(texture: texture, vertices: vertices, indices: $0) }
            }
        }
        recorder.endFrame()
        let cost = try #require(recorder.costs.last)
        #expect(cost.calls == 2)
        #expect(cost.vertices == Double(4 + rim.vertices.count), "the rounded shape as its box, the rim as it is")
        let boxArea = Double(box[2].position.x - box[0].position.x) * Double(box[2].position.y - box[0].position.y)
        #expect(abs(cost.pixelsSampled - boxArea) < 1e-3)
    }
}
