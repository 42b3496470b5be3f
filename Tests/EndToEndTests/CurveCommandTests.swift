import Foundation
import Testing

/// `drawer curve` as a person runs it: its output and its errors.
struct CurveCommandTests {
    static func values(_ result: DrawerProcess) -> [(Double, Double)] {
        result.stdout.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ").compactMap { Double($0) }
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    @Test func springAtPrintsOneFullPrecisionLinePerTime() throws {
        let result = try DrawerProcess.run(["curve", "spring", "--damping-ratio", "0.8", "--response", "0.3", "--at", "0,0.1,0.2,1"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = Self.values(result)
        #expect(rows.map(\.0) == [0, 0.1, 0.2, 1])
        // Closed form, ζ 0.8, ω0 = 2π/0.3: u = e^{−ζω0t}(−cos ωd t − (ζω0/ωd) sin ωd t).
        let omega = 2 * Double.pi / 0.3
        let zeta = 0.8
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        for (t, value) in rows {
            let expected = 1 + exp(-zeta * omega * t) * (-cos(omegaD * t) - zeta * omega / omegaD * sin(omegaD * t))
            #expect(abs(value - expected) < 1e-12, "t \(t)")
        }
        #expect(result.stdout.contains("0.1 0.70475011560326"), "printed at full precision: \(result.stdout)")
    }

    @Test func massStiffnessDampingWithVelocity() throws {
        let result = try DrawerProcess.run([
            "curve", "spring", "--mass", "1", "--stiffness", "100", "--damping", "20",
            "--velocity", "-3", "--at", "0.05",
        ])
        #expect(result.status == 0)
        // Critically damped: u = e^{−10t}(−1 + (v0 − 10)t).
        let t = 0.05
        let expected = 1 + exp(-10 * t) * (-1 + (-3 - 10) * t)
        #expect(abs(Self.values(result)[0].1 - expected) < 1e-12)
    }

    /// Every named spring evaluates as the same spring written out: the preset's published
    /// parameters typed in by hand give the same values, digit for digit.
    @Test(arguments: [
        ("uikit-default", ["--mass", "3", "--stiffness", "1000", "--damping", "500"]),
        ("swiftui-spring", ["--damping-ratio", "0.825", "--response", "0.5"]),
        ("swiftui-interactive", ["--damping-ratio", "0.86", "--response", "0.15"]),
        ("cupertino", ["--mass", "1", "--stiffness", "522.35", "--damping", "45.7099552"]),
        ("adwaita-navigation", ["--mass", "1", "--stiffness", "1000", "--damping", "\(2 * 1000.0.squareRoot())"]),
        ("adwaita-bottom-sheet", ["--mass", "1", "--stiffness", "400", "--damping", "32"]),
    ])
    func presetIsItsPublishedSpring(name: String, parameters: [String]) throws {
        let times = ["--velocity", "0.5", "--at", "0,0.05,0.1,0.2,0.4,1"]
        let preset = try DrawerProcess.run(["curve", "spring", "--preset", name] + times)
        let written = try DrawerProcess.run(["curve", "spring"] + parameters + times)
        #expect(preset.status == 0 && written.status == 0, "\(preset.stderr) \(written.stderr)")
        let presetValues = Self.values(preset)
        let writtenValues = Self.values(written)
        #expect(presetValues.count == 6 && presetValues.count == writtenValues.count)
        for (a, b) in zip(presetValues, writtenValues) {
            #expect(a.0 == b.0 && abs(a.1 - b.1) < 1e-12, "\(name) at \(a.0): \(a.1) against \(b.1)")
        }
    }

    /// Core Animation's figures for mass 1, stiffness 100: damping 5 "approximately 2.85
    /// seconds", damping 15 "just over 1 second".
    @Test func settlingDurations() throws {
        func settling(_ arguments: [String]) throws -> Double {
            let result = try DrawerProcess.run(["curve", "spring"] + arguments + ["--settling"])
            return Double(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
        }
        let five = try settling(["--mass", "1", "--stiffness", "100", "--damping", "5"])
        #expect(five >= 2.79 && five <= 2.91, "\(five)")
        let fifteen = try settling(["--mass", "1", "--stiffness", "100", "--damping", "15"])
        #expect(fifteen >= 1.0 && fifteen <= 1.1, "\(fifteen)")
        // From rest under-damped: ln(1/(ε√(1 − ζ²)))/(ζω₀) = ln(1/(8.3112e-4 × 0.6))/(0.8 × 2π/0.3).
        let card = try settling(["--damping-ratio", "0.8", "--response", "0.3"])
        #expect(abs(card - 0.45380) < 1e-4, "\(card)")
        let fitted = try DrawerProcess.run([
            "curve", "spring-duration", "--damping-ratio", "0.5", "--velocity", "0.7",
            "--duration", "0.6", "--settling",
        ])
        #expect(abs((Double(fitted.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) - 0.6) < 1e-6)
    }

    @Test func bezierAndNamedCurves() throws {
        let named = try DrawerProcess.run(["curve", "ease-in-out", "--at", "0,0.5,1"])
        #expect(Self.values(named).map(\.1) == [0, 0.5, 1])
        let custom = try DrawerProcess.run(["curve", "bezier", "0.42", "0", "0.58", "1", "--at", "0.25"])
        let named2 = try DrawerProcess.run(["curve", "ease-in-out", "--at", "0.25"])
        #expect(custom.status == 0 && custom.stdout.split(separator: " ").last == named2.stdout.split(separator: " ").last)
    }

    @Test func spinPopKeyframesInDegrees() throws {
        let result = try DrawerProcess.run(["curve", "spin-pop", "--at", "0,0.26,0.73,1.01,1.2"])
        #expect(result.status == 0)
        let degrees = Self.values(result).map(\.1)
        try #require(degrees.count == 5, "\(result.stdout)")
        #expect(degrees[0] == 90 && degrees[4] == 0, "from +90° to rest: \(degrees)")
        // On ease-in-out the swing starts slowly: a fifth of the way in it has turned 18°, not 45°.
        #expect(abs(degrees[1] - 71.6265) < 1e-3, "\(degrees[1])")
        // The bounce to +9° peaks at 0.73 s and the swing back lands at 1.01 s (linear time:
        // 0.78 s and 1.17 s).
        #expect(abs(degrees[2] - 9) < 0.2, "\(degrees[2])")
        #expect(abs(degrees[3]) < 0.2, "\(degrees[3])")
        #expect(!result.stdout.contains("-0.0"))
    }

    @Test func plotDrawsTheCurveIntoAPNG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-plot-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try DrawerProcess.run(["curve", "linear", "--plot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        // IHDR: width and height, big-endian, at bytes 16...23.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 800 && height == 500)
        // The linear curve crosses the middle of the plot area (80...770 × 60...430, y padded by 8% of 1).
        let midX = 80 + 690 / 2
        let midY = Int((60 + 370 * (1.08 - 0.5) / 1.16).rounded())
        let pixel = try Self.pixel(path, x: midX, y: midY)
        #expect(pixel.2 > pixel.0 + 40, "the curve's blue at the centre: \(pixel)")
        let paper = try Self.pixel(path, x: midX, y: 100)
        #expect(paper.0 > 240 && paper.1 > 240, "paper above the curve: \(paper)")
    }

    /// One pixel of a PNG as 8-bit RGB, read with ImageMagick (installed by `make deps`).
    static func pixel(_ path: String, x: Int, y: Int) throws -> (Int, Int, Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [path, "-crop", "1x1+\(x)+\(y)", "-depth", "8", "rgb:-"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let bytes = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard bytes.count >= 3 else { throw DrawerProcess.Failure("ImageMagick read no pixel from \(path)") }
        return (Int(bytes[0]), Int(bytes[1]), Int(bytes[2]))
    }

    @Test(arguments: [
        (["curve"], "curve needs a value"),
        (["curve", "spring", "--response", "0.3", "--at", "0"], "--damping-ratio needs a value"),
        (["curve", "spring", "--damping-ratio", "x", "--response", "0.3", "--at", "0"], "'x' is not valid: expected a number"),
        (["curve", "spring", "--damping-ratio", "0.5", "--response", "0", "--at", "0"], "--response '0'"),
        (["curve", "spring", "--damping-ratio", "0.5", "--response", "-1", "--at", "0"], "--response '-1'"),
        (["curve", "spring", "--mass", "0", "--stiffness", "1", "--damping", "1", "--at", "0"], "--mass '0'"),
        (["curve", "spring", "--mass", "1", "--stiffness", "-5", "--damping", "1", "--at", "0"], "--stiffness '-5'"),
        (["curve", "spring", "--mass", "1", "--stiffness", "5", "--damping", "-1", "--at", "0"], "--damping '-1'"),
        (["curve", "spring", "--mass", "1", "--stiffness", "5", "--at", "0"], "--damping needs a value"),
        (["curve", "bezier", "1.2", "0", "0.5", "1", "--at", "0"], "X1"),
        (["curve", "bezier", "0.2", "0", "-0.5", "1", "--at", "0"], "X2"),
        (["curve", "bezier", "0.2", "0", "0.5", "--at", "0"], "is not valid: expected a number"),
        (["curve", "ease", "--at", ""], "--at"),
        (["curve", "ease", "--at", "0.5,0.2"], "ascending"),
        (["curve", "ease", "--at", "0,,1"], "--at"),
        (["curve", "ease"], "exactly one of"),
        (["curve", "ease", "--at", "0", "--settling"], "exactly one of"),
        (["curve", "ease", "--settling"], "no settling duration"),
        (["curve", "wobble", "--at", "0"], "'wobble'"),
        (["curve", "ease", "--at", "0", "--frobnicate"], "unknown option '--frobnicate'"),
        (["curve", "spring-duration", "--damping-ratio", "0", "--duration", "1", "--at", "0"], "--damping-ratio '0'"),
        (["curve", "spring", "--preset", "bouncy", "--at", "0"], "one of uikit-default, swiftui-spring"),
        (["curve", "spring", "--preset", "cupertino", "--response", "0.3", "--at", "0"], "no other spring parameters"),
        (["curve", "spring-duration", "--preset", "cupertino", "--duration", "1", "--at", "0"], "unknown option '--preset'"),
    ])
    func badInputGetsOneLineAndExitTwo(arguments: [String], fragment: String) throws {
        let result = try DrawerProcess.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix("drawer: "), "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(arguments) → \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func plotIntoAMissingDirectoryFails() throws {
        let result = try DrawerProcess.run(["curve", "ease", "--plot", "/no/such/dir/plot.png"])
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1 && result.stderr.contains("/no/such/dir"))
    }
}
