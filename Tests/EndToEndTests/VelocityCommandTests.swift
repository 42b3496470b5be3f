import Foundation
import Testing

struct VelocityCommandTests {
    static func parse(_ output: String) -> [Double] {
        output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    }

    @Test func constantSpeedTrack() throws {
        let lines = (0..<8).map { "\($0 * 16) \(100 + Double($0) * 8) \(50 - Double($0) * 4)" }.joined(separator: "\n")
        let result = try DrawerProcess.run(["velocity"], stdin: "# t_ms x y\n" + lines + "\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        let v = Self.parse(result.stdout)
        #expect(v.count == 2 && abs(v[0] - 500) < 1e-6 && abs(v[1] + 250) < 1e-6, "\(result.stdout)")
    }

    @Test func emptyInputIsZero() throws {
        let result = try DrawerProcess.run(["velocity"], stdin: "")
        #expect(result.status == 0 && Self.parse(result.stdout) == [0, 0])
    }

    @Test func aMalformedLineIsNamed() throws {
        let result = try DrawerProcess.run(["velocity"], stdin: "0 0 0\n16 10 0\n32 twenty 0\n")
        #expect(result.status == 2)
        #expect(result.errorLines.count == 1 && result.stderr.contains("line 3") && result.stderr.contains("twenty"))
        let short = try DrawerProcess.run(["velocity"], stdin: "0 0\n")
        #expect(short.status == 2 && short.stderr.contains("line 1"))
    }
}
