import Foundation
import SDLHost
import Testing

@testable import DrawerApp

/// The state line reads back: every optional field is written, as `null` when nil, and a line
/// that leaves one out (written before the field existed) reads it as nil.
struct StateLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func aLineWithoutTheNewerFieldsStillReads() throws {
        // The side mode's line as an older drawer wrote it: no sheet, no slow motion.
        let line = """
            {"card":{"animator":null,"open":false,"progress":0},"mode":"side","presented":null,"reduce_motion":false,\
            "rules":"refined","stack":["screen1"],"transition":null,"zoom":null}
            """
        let state = try JSONDecoder().decode(DemoState.self, from: Data(line.utf8))
        #expect(state.sheet == nil && state.slowMotion == nil && state.stack == ["screen1"])
        let written = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        #expect(written.contains("\"sheet\":null") && written.contains("\"slow_motion\":null"), "\(written)")
    }

    /// The fuzzer's seeds for the state line decode, so that it starts from real lines.
    @Test func theFuzzersStateLineSeedsDecode() throws {
        let folder = Self.root.appendingPathComponent("Fuzz/corpus/stateline")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(seeds.count >= 3)
        for seed in seeds {
            let data = try Data(contentsOf: folder.appendingPathComponent(seed))
            #expect(throws: Never.self, "\(seed)") { try JSONDecoder().decode(StateLine<DemoState>.self, from: data) }
        }
    }
}
