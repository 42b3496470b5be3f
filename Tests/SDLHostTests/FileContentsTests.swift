import Foundation
import Testing

@testable import SDLHost

struct FileContentsTests {
    @Test func aFileIsReadWholeAcrossChunksAndAnEmptyOneIsEmpty() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-read-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) })  // three chunks and a bit
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(FileContents.read(atPath: path) == bytes)
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(FileContents.read(atPath: path) == Data())
    }

    @Test func aMissingFileOrADirectoryCannotBeRead() {
        #expect(FileContents.read(atPath: "/no/such/file") == nil)
        #expect(FileContents.read(atPath: FileManager.default.temporaryDirectory.path) == nil)
    }
}
