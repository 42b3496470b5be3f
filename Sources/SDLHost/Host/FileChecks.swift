import Glibc

/// Throws `.cannotWrite` unless the directory `path` would be written into exists.
func requireParentDirectory(of path: String) throws(HostError) {
    let directory = FilePath.directory(of: path)
    guard !directory.isEmpty else { return }
    guard FilePath.isDirectory(directory) == true else {
        throw .cannotWrite(path: path, reason: "the directory '\(directory)' does not exist")
    }
}
