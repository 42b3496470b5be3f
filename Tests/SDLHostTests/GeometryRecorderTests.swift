import CSDL
import Foundation
import Testing

@testable import SDLHost

/// The bench's recording of draw calls, which the C floor replays.
struct GeometryRecorderTests {
    /// The texture table of a recording: each entry's kind and, for blanks and targets, its size.
    private func textureTable(of recorder: GeometryRecorder) throws -> [(kind: UInt8, width: UInt32, height: UInt32)] {
        let path = NSTemporaryDirectory() + "recording-\(UUID().uuidString).bin"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recorder.write(to: path, width: 64, height: 64)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var offset = 16
        func u32() -> UInt32 {
            defer { offset += 4 }
            return bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
        }
        let count = u32()
        var table: [(UInt8, UInt32, UInt32)] = []
        for _ in 0..<count {
            let kind = bytes[offset]
            offset += 1
            if kind == 0 {
                offset += Int(u32())
                table.append((kind, 0, 0))
            } else {
                table.append((kind, u32(), u32()))
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
}
