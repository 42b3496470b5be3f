import Foundation
import Testing

/// What the `drawer` program is built from. Linking Foundation at all costs a program about
/// 4 MiB of resident memory, which the real-window session's peak against the C floor cannot
/// afford (docs/manual/performance.md, peak memory): the modules `drawer` links use FoundationEssentials and the C library,
/// and the bench, whose harness needs all of Foundation, is a program of its own.
struct PackageShapeTests {
    /// Every target and its direct dependencies, as SwiftPM reads Package.swift.
    static func targets() throws -> [String: (path: String, dependencies: [String])] {
        // A scratch path of its own: the suite's `swift test` holds the lock on `.build`.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-describe-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let described = try DrawerProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "package", "--package-path", DocumentationTests.root.path, "--scratch-path", scratch.path,
                "describe", "--type", "json",
            ])
        try #require(described.status == 0, "swift package describe: \(described.stderr)")
        struct Description: Decodable {
            struct Target: Decodable {
                let name, path: String
                let dependencies: [String]?
                enum CodingKeys: String, CodingKey {
                    case name, path
                    case dependencies = "target_dependencies"
                }
            }
            let targets: [Target]
        }
        let description = try JSONDecoder().decode(Description.self, from: Data(described.stdout.utf8))
        var targets: [String: (path: String, dependencies: [String])] = [:]
        for target in description.targets { targets[target.name] = (target.path, target.dependencies ?? []) }
        return targets
    }

    /// The tools are users of the library, not of the demo: `drawer curve spin-pop` reads the
    /// spin pop's keyframes from ViewKit's stock animator.
    @Test func theToolsDependOnTheLibraryNotOnTheDemo() throws {
        let targets = try Self.targets()
        var reached: Set<String> = []
        var pending = try #require(targets["DrawerTools"]).dependencies
        while let name = pending.popLast() {
            guard reached.insert(name).inserted else { continue }
            pending += try #require(targets[name], "target \(name)").dependencies
        }
        #expect(!reached.contains("DrawerApp"), "DrawerTools reaches \(reached.sorted())")
        #expect(reached.isSuperset(of: ["Motion", "ViewKit", "SDLHost"]))
    }

    @Test func theDrawerProgramLinksNoFoundation() throws {
        let targets = try Self.targets()
        var linked: Set<String> = []
        var pending = ["drawer"]
        while let name = pending.popLast() {
            guard linked.insert(name).inserted else { continue }
            pending += try #require(targets[name], "target \(name)").dependencies
        }
        #expect(!linked.contains("DrawerBench") && !linked.contains("XHarness"), "drawer links \(linked.sorted())")
        #expect(linked.isSuperset(of: ["Motion", "ViewKit", "SDLHost", "DrawerApp", "DrawerTools"]))
        for name in linked.sorted() where name != "CSDL" {
            let path = try #require(targets[name]).path
            for (file, lines) in DocumentationTests.sources(under: path) {
                let importsFoundation = lines.contains("import Foundation")
                #expect(!importsFoundation, "\(file) imports Foundation, which drawer must not link")
            }
        }
    }
}
