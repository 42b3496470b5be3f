import FoundationEssentials
import Glibc
import SDLHost

/// Finds the Assets folder: `$DRAWER_ASSETS` if set, else the nearest `Assets/` above the
/// executable (a build under `.build/` sits below the package root), else the source tree's.
public enum AssetLocator {
    public static let defaultImageName = "drawer.png"
    public static let fontName = "DejaVuSans.ttf"

    /// The Assets folder, or nil when none of the three places has one.
    public static func assetsDirectory() -> String? {
        let fileManager = FileManager.default
        func holdsAssets(_ directory: URL) -> Bool {
            fileManager.fileExists(atPath: directory.appendingPathComponent(defaultImageName).path)
        }
        if let override = ProcessInfo.processInfo.environment["DRAWER_ASSETS"], !override.isEmpty {
            return holdsAssets(URL(fileURLWithPath: override)) ? override : nil
        }
        /// The nearest `Assets/` in `start` or a folder above it.
        func nearestAssets(above start: URL) -> String? {
            var directory = start
            while directory.path != "/" {
                let candidate = directory.appendingPathComponent("Assets")
                if holdsAssets(candidate) { return candidate.path }
                directory = directory.deletingLastPathComponent()
            }
            return nil
        }
        if let executable = FilePath.executable().map(URL.init(fileURLWithPath:)),
            let found = nearestAssets(above: executable.deletingLastPathComponent())
        {
            return found
        }
        return nearestAssets(above: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }

    /// The path of the file `name` in the Assets folder, if there is one.
    public static func path(of name: String) -> String? {
        assetsDirectory().map { FilePath.join($0, name) }
    }
}
