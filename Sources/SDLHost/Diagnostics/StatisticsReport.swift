import Foundation

extension FrameStatistics.Summary {
    /// What a run reports at its end: its lines on stderr with `--verbose`, and the summary as
    /// JSON (keys sorted) into `path` with `--stats`.
    func report(verbose: Bool, to path: String?) throws(HostError) {
        if verbose {
            for line in lines { FileHandle.standardError.write(Data("\(HostRunner.programName): \(line)\n".utf8)) }
        }
        guard let path else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try encoder.encode(self).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotWrite(path: path, reason: "\(error.localizedDescription)")
        }
    }
}
