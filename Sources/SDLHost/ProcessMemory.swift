import Foundation

/// The process's memory as Linux reports it in /proc/self/status.
public enum ProcessMemory {
    /// A `Vm…` figure in KiB (`VmRSS` resident now, `VmHWM` its peak); nil where /proc does not tell.
    public static func kibibytes(_ field: String) -> Double? {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
    }
}
