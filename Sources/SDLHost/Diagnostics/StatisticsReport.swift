import FoundationEssentials
import Glibc

extension FrameStatistics.Summary {
    /// What a run reports at its end: its lines on stderr with `--verbose`, and the summary as
    /// JSON (keys sorted) into `path` with `--stats`.
    func report(verbose: Bool, to path: String?) throws(HostError) {
        if verbose {
            for line in lines { StandardStream.error.writeLine("\(HostRunner.programName): \(line)") }
        }
        guard let path else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json: Data
        do {
            json = try encoder.encode(self)
        } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
        try FilePath.write([UInt8](json), to: path)
    }
}
