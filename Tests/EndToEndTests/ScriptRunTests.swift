import Foundation
import TestSupport
import Testing

/// Scripted runs of the real `drawer`, headless: no display is needed (it draws off screen).
struct ScriptRunTests {
    static let headless: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]

    /// A fresh directory for one test's files.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-e2e-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ script: String, in directory: URL, _ arguments: [String] = []) throws -> DrawerProcess {
        let path = directory.appendingPathComponent("script.txt").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        return try DrawerProcess.run(["--script", path] + arguments, environment: headless)
    }

    static func states(_ result: DrawerProcess) throws -> [DrawerLine] { try DrawerLine.all(in: result.stdout) }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        return (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    /// The manual's "Try it" script prints, line for line, the state lines the manual shows
    /// under "prints, for example" (the fixed clock makes them exact), so the example keeps up
    /// with the state line's fields.
    @Test func theManualsScriptExamplePrintsWhatTheManualShows() throws {
        let manual = try String(
            contentsOf: DocumentationTests.root.appendingPathComponent("docs/manual/input-and-command-line.md"), encoding: .utf8)
        let blocks = manual.components(separatedBy: "```\n").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let scriptBlock = try #require(blocks.first { $0.hasPrefix("cat > /tmp/drawer.txt") }, "the manual's Try it block")
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = scriptBlock.split(separator: "\n").dropFirst().prefix { $0 != "END" }
            .map { $0.replacingOccurrences(of: "/tmp/drawer.png", with: directory.appendingPathComponent("drawer.png").path) }
        let shown = try #require(blocks.first { $0.hasPrefix("{\"card\"") }, "the manual's example output")
        let result = try Self.run(script.joined(separator: "\n"), in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == shown, "the manual shows:\n\(shown)\ndrawer prints:\n\(result.stdout)")
    }

    @Test func stateLinesHaveTheDesignedShape() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run(
            """
            0 state
            100 drag 100 300 400 300 300
            250 state
            1500 state
            1500 quit
            """, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        // On the wire every field is written on every line, nulls included.
        for line in result.stdout.split(separator: "\n") {
            let object = try JSONValue(parsing: Data(line.utf8))
            #expect(object.keys.isSuperset(of: ["t_ms", "mode", "rules", "stack", "presented", "transition", "card", "zoom", "frame"]))
            #expect(object["presented"] == .null)
            #expect(object["zoom"] == .null, "the zoom mode's part is null in the others")
            #expect(object["card"]?["animator"] == .null, "the side mode's card has no animator")
        }
        let states = try Self.states(result)
        #expect(states.count == 3)
        for state in states {
            #expect(state.mode == "side")
            #expect(state.presented == nil)
            #expect(state.card.animator == nil && !state.card.open)
        }
        #expect(states[0].timeMilliseconds == 0 && states[0].frame == 0)
        #expect(states[1].frame == 15, "250 ms is frame 15 on the fixed clock")
        let transition = try #require(states[1].transition)
        #expect(transition.kind == "push" && transition.interactive)
        // 150 of 300 points dragged over a 1024-point-wide window.
        #expect(abs(transition.progress - 150.0 / 1024) < 1e-9)
        #expect(abs(transition.percentComplete - 150.0 / 1024) < 1e-9)
        #expect(!transition.wasCancelled)
        #expect(states[2].stack == ["screen1", "screen2"])
        #expect(states[2].transition == nil)
    }

    /// UIKit's stack on the state line, under the sample's rules: the pushed screen is in `stack`
    /// while its push is dragged, and a release held still (sample 000: zero velocity cancels)
    /// brings the old stack back. R switches to Drawer's rules, which finish the same release.
    @Test func theStackIsUIKitsWhileAPushIsDragged() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run(
            """
            0 state
            100 down 100 300
            120 move 300 300
            140 move 500 300
            160 move 700 300
            200 state
            400 up 700 300
            420 state
            1500 state
            1510 key R
            1600 down 100 300
            1620 move 300 300
            1640 move 500 300
            1660 move 700 300
            1900 up 700 300
            3000 state
            3000 quit
            """, in: directory, ["--rules", "sample"])
        #expect(result.status == 0, "\(result.stderr)")
        let states = try Self.states(result)
        #expect(states.map(\.rules) == ["sample", "sample", "sample", "sample", "refined"])
        #expect(states[0].stack == ["screen1"])
        #expect(states[1].stack == ["screen1", "screen2"], "dragging the push: already on the stack")
        #expect(states[1].transition?.kind == "push")
        #expect(states[2].stack == ["screen1", "screen2"] && states[2].transition?.wasCancelled == true, "held still: cancelling")
        #expect(states[3].stack == ["screen1"] && states[3].transition == nil, "cancelled: the old stack")
        #expect(states[4].stack == ["screen1", "screen2"], "Drawer's rules finish the same still release past halfway")
    }

    /// The sheet's list from a script's touchpad scrolls (precise units, 16 ms apart): it
    /// follows them, and when they stop while fast the host's quiet period lets go and the list
    /// carries on decelerating; a press stops it.
    @Test func aTouchpadSwipeOnTheSheetsListCarriesOnAfterTheLastScroll() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var lines = ["0 key Space", "700 key Up", "1500 move 512 500"]
        for step in 0..<12 { lines.append("\(1600 + 16 * step) wheel 0 -0.5") }
        lines += ["1790 state", "1900 state", "2300 down 512 500", "2300 state", "2400 state", "2400 up 512 500", "2400 quit"]
        let result = try Self.run(lines.joined(separator: "\n"), in: directory, ["--mode", "sheet"])
        #expect(result.status == 0, "\(result.stderr)")
        let sheets = try Self.states(result).compactMap(\.state.sheet)
        try #require(sheets.count == 4)
        #expect(sheets[0].detent == "large" && abs(sheets[0].contentOffset - 12 * 20) < 1e-9, "1:1, 20 points a scroll")
        #expect(sheets[1].decelerating && sheets[1].contentOffset > sheets[0].contentOffset, "released by the quiet period, moving")
        #expect(!sheets[2].decelerating && sheets[2].contentOffset > sheets[1].contentOffset, "the press stopped it")
        #expect(!sheets[3].decelerating && abs(sheets[3].contentOffset - sheets[2].contentOffset) <= 0.5, "where it was")
    }

    /// The zoom mode from a script: a click opens a tile, two fingers pinch the page in and it
    /// lands back on its tile.
    @Test func zoomOpensAndAPinchClosesIt() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var lines = ["0 click 190 220", "1000 state", "1100 touch down 1 312 360", "1100 touch down 2 712 360"]
        for step in 1...10 {
            let t = 1100 + 16 * step
            lines += ["\(t) touch move 1 \(312 + 15 * step) 360", "\(t) touch move 2 \(712 - 15 * step) 360"]
        }
        lines += ["1300 state", "1310 touch up 2 562 360", "1310 touch up 1 462 360", "1320 state", "3000 state", "3000 quit"]
        let result = try Self.run(lines.joined(separator: "\n"), in: directory, ["--mode", "zoom"])
        #expect(result.status == 0, "\(result.stderr)")
        let states = try Self.states(result)
        let zooms = states.compactMap(\.state.zoom)
        #expect(zooms.count == 4)
        #expect(zooms[0].phase == "open" && zooms[0].tile == 0 && zooms[0].frame == [0, 0, 1024, 720])
        #expect(states[0].stack == ["grid", "tile1"])
        #expect(zooms[1].phase == "dismissing" && zooms[1].interactive)
        #expect(abs((zooms[1].frame?[2] ?? 0) - 1024 * 100 / 400) < 1e-9, "the spread went from 400 to 100 points")
        #expect(zooms[2].phase == "closing" && states[2].stack == ["grid"])
        #expect(zooms[3].phase == "grid" && zooms[3].frame == nil && states[3].stack == ["grid"])
    }

    @Test func shotsHaveTheWindowsPixelSizeAndRunsRepeatExactly() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var shots: [Data] = []
        for run in 0..<2 {
            let path = directory.appendingPathComponent("shot\(run).png").path
            let result = try Self.run(
                """
                0 key Right
                400 shot \(path)
                400 quit
                """, in: directory, ["--size", "640x400", "--mode", "spin"])
            #expect(result.status == 0, "\(result.stderr)")
            let (width, height) = try Self.pngSize(path)
            #expect(width == 640 && height == 400)
            shots.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(shots[0] == shots[1], "the same script draws the same pixels")
    }

    @Test func framesAreWrittenNumbered() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = directory.appendingPathComponent("frames")
        let result = try Self.run("0 key Space\n150 quit", in: directory, ["--mode", "card", "--size", "320x240", "--frames", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names.first == "frame-00001.png" && names.count == 10, "frames 0–9 (0 to 150 ms): \(names)")
        #expect(try Self.pngSize(frames.appendingPathComponent("frame-00010.png").path) == (320, 240))
    }

    @Test func aResizeBelowTheMinimumStopsBeforeAnyWindowOpens() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run("0 state\n10 resize 320 240\n20 resize 300 200\n", in: directory)
        #expect(result.status == 2)
        #expect(
            result.errorLines.count == 1 && result.stderr.contains("script.txt' line 3: resize 300 200: the smallest window is 320x240"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty, "nothing ran")
    }

    @Test func aBadScriptLineStopsBeforeAnyWindowOpens() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run("0 state\n10 wiggle 3 4\n", in: directory)
        #expect(result.status == 2)
        #expect(result.errorLines.count == 1 && result.stderr.contains("script.txt' line 2: unknown command 'wiggle'"))
        #expect(result.stdout.isEmpty, "nothing ran")
    }

    @Test func aShotIntoAMissingDirectoryFailsClearly() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run("0 shot /no/such/dir/x.png\n", in: directory)
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1 && result.stderr.contains("/no/such/dir"))
    }

    /// The HUD's dark panel sits at the bottom-left with `--hud` or after H, and is absent without.
    @Test func theHUDShowsWithTheFlagOrTheKey() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var corners: [String: (Int, Int, Int)] = [:]
        for (name, arguments, keys) in [("plain", [String](), ""), ("flag", ["--hud"], ""), ("key", [], "0 key H\n")] {
            let shot = directory.appendingPathComponent("\(name).png").path
            let result = try Self.run(keys + "50 shot \(shot)\n50 quit\n", in: directory, ["--size", "640x400"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            // Just inside the panel's top-left corner: four lines of 16 points above a 24-point margin.
            corners[name] = try CurveCommandTests.pixel(shot, x: 14, y: 400 - 16 * 4 - 24 + 2)
        }
        let blue = (0x3D, 0x5A, 0x80)
        #expect(corners["plain"].map { $0 == blue } == true, "no HUD: the screen's blue, got \(String(describing: corners["plain"]))")
        for name in ["flag", "key"] {
            let pixel = try #require(corners[name])
            #expect(pixel.2 < blue.2 / 2, "\(name): the HUD's dark panel, got \(pixel)")
        }
    }
}
