import CSDL
import FoundationEssentials
import Glibc

/// The process's memory as Linux reports it in /proc/self/status.
package enum ProcessMemory {
    /// A `Vm…` figure in KiB (`VmRSS` resident now, `VmHWM` its peak); nil where /proc does not tell.
    package static func kibibytes(_ field: String) -> Double? {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
    }

    /// Bytes the heap has handed out and not taken back (glibc's `mallinfo2().uordblks`): finer
    /// than the resident set, which freed memory kept for reuse hides.
    package static func heapInUseBytes() -> Int {
        Int(mallinfo2().uordblks)
    }

    /// Keeps freed memory in the process (blocks up to 32 MiB from the heap, up to 256 MiB of
    /// free heap kept) instead of glibc's defaults, which start by handing blocks of 128 KiB and
    /// more back to the kernel on every free. Every app `HostRunner` runs, the benchmark and its C
    /// baseline run under this policy, so that none pays page faults for buffers a frame
    /// allocates and frees.
    package static func keepFreedMemory() {
        mallopt(M_MMAP_THRESHOLD, 32 << 20)
        mallopt(M_TRIM_THRESHOLD, 256 << 20)
    }

    /// Minor page faults the process has taken so far (`getrusage`): pages the kernel mapped in
    /// on first touch, as when the heap is handed back and grown again.
    package static func minorPageFaults() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_minflt)
    }

    /// Seconds since the process started (to the kernel's clock tick, 10 ms), from
    /// /proc/self/stat; nil where /proc does not tell.
    package static func secondsSinceStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        // Field 22, start time in clock ticks after boot; the fields after the name start at 3.
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]),
            let now = uptime.split(separator: " ").first.flatMap({ Double($0) })
        else { return nil }
        return now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
