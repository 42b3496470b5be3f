import DrawerApp
import Foundation
import SDLHost
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
        let catalogs = [
            "Motion/Motion.docc", "ViewKit/ViewKit.docc", "SDLHost/SDLHost.docc", "UIKit/UIKit.docc", "Cassowary/Cassowary.docc",
        ]
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
        #expect(checked >= 9, "the articles' snippets were read")
    }

    /// `make docs` (which `make test` runs first) makes one site: its root opens the landing page,
    /// which has the text of docs/site/Drawer.md and, for each product, its page and every
    /// article in its catalog, each with what the page needs to show it.
    @Test func theDocumentationIsOneSiteUnderOneLandingPage() throws {
        let site = Self.root.appendingPathComponent(".build/docs")
        let landingFile = site.appendingPathComponent("data/documentation.json")
        guard let data = FileContents.read(atPath: landingFile.path) else {
            Issue.record("no \(landingFile.path): run `make docs` (make test does)")
            return
        }
        let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("history.replaceState(null, '', baseUrl + 'documentation/')"), "the root shows the landing page")

        let landing = try JSONDecoder().decode(LandingPage.self, from: data)
        #expect(landing.metadata.title == "Drawer")
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/site/Drawer.md"), encoding: .utf8)
        let abstract = (landing.abstract ?? []).compactMap(\.text).joined()
        #expect(!abstract.isEmpty && text.replacingOccurrences(of: "\n", with: " ").contains(abstract), "the abstract is the text's")
        let references = landing.references
        let sections = landing.topicSections
        #expect(sections.map(\.title) == ["Motion", "Cassowary", "ViewKit", "SDLHost", "QuartzCore", "UIKit"])
        for section in sections {
            let module = section.title
            let identifiers = section.identifiers
            let catalog = Self.root.appendingPathComponent("Sources/\(module)/\(module).docc")
            let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
                .filter { $0.hasSuffix(".md") && $0 != "\(module).md" }
                .map { "doc://org.drawer.\(module)/documentation/\(module)/\($0.dropLast(3))" }
            #expect(!articles.isEmpty)
            #expect(
                Set(identifiers) == Set(["doc://org.drawer.\(module)/documentation/\(module)"] + articles),
                "\(module): \(identifiers)")
            for identifier in identifiers {
                #expect(references[identifier] != nil, "\(identifier) has what the landing page shows of it")
            }
        }
    }

    /// The pages of the manual, `docs/manual/*.md`.
    static func manualPages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs/manual").path)
            .filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The README is a front door: a few screens, linking every page of the manual.
    @Test func theReadmeIsAFrontDoorToEveryPageOfTheManual() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lineCount = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lineCount <= 300, "the README has \(lineCount) lines")
        let pages = try Self.manualPages()
        #expect(pages.count >= 10)
        for page in pages { #expect(readme.contains("](docs/manual/\(page))"), "the README does not link \(page)") }
    }

    /// The package's map, `docs/manual/layout.md`, names every module under `Sources/` and
    /// every folder of the modules that have them, and names no module that is not there: a
    /// folder added or taken away fails here until the map says so.
    @Test func theLayoutMapNamesEveryModuleAndFolderInTheTree() throws {
        let map = try String(contentsOf: Self.root.appendingPathComponent("docs/manual/layout.md"), encoding: .utf8)
        let fences = map.ranges(of: "```")
        try #require(fences.count >= 2, "layout.md has its map in a code block")
        let block = String(map[fences[0].upperBound..<fences[1].lowerBound])
        let files = FileManager.default
        func folders(_ path: String) throws -> [String] {
            try files.contentsOfDirectory(atPath: Self.root.appendingPathComponent(path).path).filter { name in
                var isFolder: ObjCBool = false
                return !name.hasSuffix(".docc")
                    && files.fileExists(atPath: Self.root.appendingPathComponent("\(path)/\(name)").path, isDirectory: &isFolder)
                    && isFolder.boolValue
            }.sorted()
        }
        let modules = try folders("Sources")
        #expect(modules.count >= 16)
        for module in modules {
            #expect(block.contains("Sources/\(module) "), "the map does not name Sources/\(module)")
            for folder in try folders("Sources/\(module)") {
                #expect(block.contains("\(folder)/"), "the map does not name \(module)'s \(folder)/")
            }
        }
        for named in block.matches(of: /Sources\/([A-Za-z-]+)/).map({ String($0.output.1) }) {
            #expect(modules.contains(named), "the map names Sources/\(named), which is not there")
        }
    }

    /// The README says which version this is, as `drawer --version` does.
    @Test func theReadmeSaysWhichVersionThisIs() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = try String(contentsOf: Self.root.appendingPathComponent("Sources/drawer/DrawerCommand.swift"), encoding: .utf8)
        let version = try #require(command.firstMatch(of: /static let version = "([0-9.]+)"/)).output.1
        #expect(readme.contains("(this is \(version);"), "the README does not say this is \(version)")
    }

    /// Every relative link and picture of the README and the manual is there.
    @Test func everyLinkOfTheReadmeAndTheManualResolves() throws {
        let files = ["README.md"] + (try Self.manualPages()).map { "docs/manual/\($0)" }
        let link = /\]\(([^)#\s]+)(#[^)]*)?\)/
        var checked = 0
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let folder = Self.root.appendingPathComponent(file).deletingLastPathComponent()
            for match in text.matches(of: link) {
                let target = String(match.1)
                guard !target.contains("://") else { continue }
                checked += 1
                let path = folder.appendingPathComponent(target).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: path), "\(file) links \(target), which is not there")
            }
        }
        #expect(checked > 20)
    }

    /// The manual's table of keys has a row for each key of `drawer --help`, in its order; the
    /// number keys' row reads "1, 2, …", as many as there are modes.
    @Test @MainActor func theManualsKeyTableIsTheHelpsKeys() throws {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("docs/manual/input-and-command-line.md"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "| key | does |"))
        let rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }
        let keys = rows.map { $0.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        let help = (DrawerApplication.keyGuide + FrameLoop.keyGuide).map { $0.keys == "1–\(ModeName.allCases.count)" ? "1, 2, …" : $0.keys }
        #expect(keys == help)
    }

    /// What the landing page's render JSON holds that the test reads (DocC's RenderNode).
    private struct LandingPage: Decodable {
        struct Metadata: Decodable { let title: String }
        struct Text: Decodable { let text: String? }
        struct Section: Decodable {
            let title: String
            let identifiers: [String]
        }
        /// A reference's content is not read, only that it is there.
        struct Reference: Decodable {}
        let metadata: Metadata
        let abstract: [Text]?
        let references: [String: Reference]
        let topicSections: [Section]
    }
}
