import Foundation

/// Throws `.screenshotFailed` unless the directory `path` would be written into exists.
func requireParentDirectory(of path: String) throws(HostError) {
    let directory = (path as NSString).deletingLastPathComponent
    guard !directory.isEmpty else { return }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw .screenshotFailed(path: path, reason: "the directory '\(directory)' does not exist")
    }
}
