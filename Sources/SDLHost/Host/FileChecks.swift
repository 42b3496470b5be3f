import Foundation

/// Throws `.cannotWrite` unless the directory `path` would be written into exists.
func requireParentDirectory(of path: String) throws(HostError) {
    let directory = (path as NSString).deletingLastPathComponent
    guard !directory.isEmpty else { return }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw .cannotWrite(path: path, reason: "the directory '\(directory)' does not exist")
    }
}
