import Foundation

/// Finds the Assets folder: `$DRAWER_ASSETS` if set, else the nearest `Assets/` above the
/// executable (a build under `.build/` sits below the package root), else the source tree's.
enum AssetLocator {
    static let defaultImageName = "drawer.png"
    static let fontName = "DejaVuSans.ttf"

    static func assetsDirectory() -> String? {
        let fileManager = FileManager.default
        func holdsAssets(_ directory: URL) -> Bool {
            fileManager.fileExists(atPath: directory.appendingPathComponent(defaultImageName).path)
        }
        if let override = ProcessInfo.processInfo.environment["DRAWER_ASSETS"], !override.isEmpty {
            return holdsAssets(URL(fileURLWithPath: override)) ? override : nil
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var directory = executable.deletingLastPathComponent()
            while directory.path != "/" {
                let candidate = directory.appendingPathComponent("Assets")
                if holdsAssets(candidate) { return candidate.path }
                directory = directory.deletingLastPathComponent()
            }
        }
        let sourceTree = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets")
        return holdsAssets(sourceTree) ? sourceTree.path : nil
    }
}
