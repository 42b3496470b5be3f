import Foundation

/// `drawer bench [--json FILE]`: runs the benchmarks, prints a table (progress on stderr), and
/// writes the figures as JSON. Every figure comes with a baseline measured in the same run.
enum BenchCommand {
    static func run(arguments: [String]) throws -> Int32 {
        var jsonPath: String?
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--json": jsonPath = try LaunchOptions.value(of: flag, from: &rest)
            default: throw flag.hasPrefix("-") ? UsageError.unknownFlag(flag) : UsageError.unexpectedArgument(flag)
            }
        }
        let figures = EngineBenchmark().run { step in
            FileHandle.standardError.write(Data("bench: \(step)…\n".utf8))
        }
        func column(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
        }
        print("measure".padding(toLength: 30, withPad: " ", startingAt: 0) + column("Drawer", 14) + column("baseline", 14) + column("ratio", 8))
        var json: [String: Any] = ["machine": machine()]
        for figure in figures {
            let ratio = figure.baseline > 0 ? figure.value / figure.baseline : 0
            print(figure.label.padding(toLength: 30, withPad: " ", startingAt: 0)
                  + column(String(format: "%.3f %@", figure.value, figure.unit), 14)
                  + column(String(format: "%.3f %@", figure.baseline, figure.unit), 14)
                  + column(String(format: "%.2f", ratio), 8))
            json[figure.key] = figure.value
            json[figure.key + "_baseline"] = figure.baseline
            json[figure.key + "_ratio"] = ratio
        }
        if let jsonPath {
            let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
            try data.write(to: URL(fileURLWithPath: jsonPath))
            FileHandle.standardError.write(Data("bench: wrote \(jsonPath)\n".utf8))
        }
        return 0
    }

    /// Cores and CPU model, so a reader knows where the figures came from.
    static func machine() -> [String: Any] {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        return ["cores": ProcessInfo.processInfo.activeProcessorCount, "cpu": model ?? "unknown"]
    }
}
