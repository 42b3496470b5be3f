import Foundation
import Testing

/// The code in the DocC articles compiles, because every block is taken from code that does:
/// each block's lines stand, in order and unbroken, in the example app or in the tests.
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `.swift` file under `folder`, as lines with their indentation removed.
    static func sources(under folder: String) -> [String: [String]] {
        let base = root.appendingPathComponent(folder)
        var found: [String: [String]] = [:]
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/.build/"), url.lastPathComponent != "DocumentationTests.swift",
                let text = try? String(contentsOf: url, encoding: .utf8)
            else { continue }
            found[url.path] = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return found
    }

    /// The ```swift blocks of a Markdown file, as lines with their indentation removed.
    static func codeBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```swift") {
                current = []
            } else if line.hasPrefix("```"), let block = current {
                blocks.append(block.filter { !$0.isEmpty })
                current = nil
            } else if current != nil {
                current?.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return blocks
    }

    @Test func everyArticleSnippetIsTakenFromCodeThatCompiles() throws {
        let sources = Self.sources(under: "Examples").merging(Self.sources(under: "Tests")) { $1 }
        let catalogs = ["Motion/Motion.docc", "ViewKit/ViewKit.docc", "SDLHost/SDLHost.docc"]
        var checked = 0
        for catalog in catalogs {
            let folder = Self.root.appendingPathComponent("Sources").appendingPathComponent(catalog)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
                let markdown = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                for block in Self.codeBlocks(in: markdown) {
                    let found = sources.values.contains { lines in
                        let nonEmpty = lines.filter { !$0.isEmpty }
                        return nonEmpty.indices.contains { start in
                            start + block.count <= nonEmpty.count && Array(nonEmpty[start..<start + block.count]) == block
                        }
                    }
                    #expect(found, "\(catalog)/\(name): this block is not in the example or the tests:\n\(block.joined(separator: "\n"))")
                    checked += 1
                }
            }
        }
        #expect(checked >= 6, "the three articles' snippets were read")
    }
}
