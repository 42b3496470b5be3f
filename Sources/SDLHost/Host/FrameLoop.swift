import CSDL
import Foundation
import Motion
import ViewKit

/// How a host runs.
package struct FrameLoopOptions {
    /// Input to replay; the run ends at its `quit`, or once it is played out and nothing moves.
    package var script: Script?
    /// Writes every presented frame as `frame-00001.png`, … into this directory.
    package var framesDirectory: String?
    /// Shows the HUD from the start (H toggles it).
    package var showsHUD = false
    /// The font for the HUD; no HUD without one.
    package var fontPath: String?
    /// Prints frame statistics at exit.
    package var verbose = false
    /// Writes the frame statistics (`FrameStatistics.Summary`) as JSON into this file at exit.
    package var statisticsPath: String?

    package init() {}
}

/// Runs the frame loop: input, then animation, then render, then present — so the frame shown
/// after a pointer move already shows its effect.
///
/// Interactive runs wait in SDL_WaitEvent while nothing moves (an idle window draws nothing).
/// Where presenting does not wait for the display (the dummy driver) the loop paces itself to
/// 60 Hz on the real clock. On a fixed clock, scripted runs go as fast as the renderer allows.
package final class FrameLoop {
    package let window: HostWindow
    package let renderer: ViewRenderer
    private let application: any HostedApplication
    private let clock: AnimationClock
    private let options: FrameLoopOptions
    private let player: ScriptPlayer?
    private var statistics: FrameStatistics
    private var quitRequested = false
    private var needsDisplay = true
    private var isAnimating = false
    private var showsHUD: Bool
    private var screenshotRequested = false
    private var isPointerDown = false
    private var frame = 0
    private var lastPresent: UInt64 = 0
    private var lastFrameStart: UInt64 = 0
    private var wasIdle = true
    private var frameRate = FrameRateMeter()

    /// Creates a host for `application` in `window`, drawing with textures from `images`, ticking
    /// the application's clock.
    package init(
        window: HostWindow, images: ImageStore, application: any HostedApplication,
        options: FrameLoopOptions = FrameLoopOptions()
    ) throws(HostError) {
        self.window = window
        self.renderer = try ViewRenderer(window: window, images: images, fontPath: options.fontPath)
        self.application = application
        clock = application.clock
        self.options = options
        player = options.script.map(ScriptPlayer.init)
        showsHUD = options.showsHUD
        statistics = FrameStatistics(refreshInterval: 1 / window.refreshRate)
        if let path = options.statisticsPath { try requireParentDirectory(of: path) }
        if let directory = options.framesDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw .cannotWrite(path: directory, reason: "cannot create the frames directory")
            }
        }
    }

    /// Frame statistics so far.
    package var frameStatistics: FrameStatistics { statistics }

    /// Runs frames until the window is closed, Esc or Q is pressed, SIGINT or SIGTERM arrives
    /// (`TerminationSignals`; installed here if the app has not done so earlier), or the script ends.
    /// Throws when a screenshot cannot be written.
    package func run() throws(HostError) {
        TerminationSignals.install()
        lastFrameStart = SDL_GetPerformanceCounter()
        while !quitRequested && !TerminationSignals.quitRequested {
            if !needsDisplay && !isAnimating && !scrollDrag.isActive {
                if player == nil {
                    // Time spent waiting for input is not animation time.
                    waitForEvents(upTo: 0.25)
                    continue
                }
                if idlesUntilNextCommand() { continue }
            }
            try runFrame()
            if let player, player.isFinished && !isAnimating { break }
        }
        let summary = statistics.summary(peakResidentMebibytes: (ProcessMemory.kibibytes("VmHWM") ?? 0) / 1024)
        if options.verbose {
            for line in summary.lines { FileHandle.standardError.write(Data("\(HostRunner.programName): \(line)\n".utf8)) }
        }
        if let path = options.statisticsPath {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            do {
                try encoder.encode(summary).write(to: URL(fileURLWithPath: path))
            } catch {
                throw .cannotWrite(path: path, reason: "\(error.localizedDescription)")
            }
        }
    }

    /// One frame: drain events, advance the clock, play the script's input, animate, draw, write
    /// what the script asked for, present.
    package func runFrame() throws(HostError) {
        let start = SDL_GetPerformanceCounter()
        let frequency = Double(SDL_GetPerformanceFrequency())
        if frame > 0 { clock.tick(realElapsed: Double(start - lastFrameStart) / frequency) }
        lastFrameStart = start
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { process(event) }
        let now = clock.now
        var outputs: [ScriptPlayer.Output] = []
        if let player {
            let due = player.frame(at: now)
            for action in due.input { apply(action, at: now) }
            outputs = due.outputs
        }
        // A scroll drag ends after a quiet period, on the time base its scrolls came in.
        if let release = scrollDrag.endIfQuiet(at: player == nil ? Double(SDL_GetTicks()) / 1000 : now) {
            deliver(release.phase, release.location, time: release.time)
        }
        isAnimating = application.update(at: now)
        if window.isMinimized && player == nil {
            // Nothing to show: keep the animations going on time, but draw and present nothing
            // (a hidden window's present may not wait for a display).
            SDL_Delay(16)
            frame += 1
            return
        }
        drawFrame()
        for output in outputs {
            switch output {
            case .state:
                Self.writeLine(try application.stateLine(timeMilliseconds: (now * 1000 * 1e6).rounded() / 1e6, frame: frame))
            case .shot(let path):
                try window.snapshot().writePNG(to: path)
            case .quit:
                quitRequested = true
            }
        }
        if screenshotRequested {
            screenshotRequested = false
            let path = Self.screenshotName()
            try window.snapshot().writePNG(to: path)
            Self.writeLine("\(HostRunner.programName): screenshot saved to \(path)")
        }
        if let path = options.statisticsPath { try requireParentDirectory(of: path) }
        if let directory = options.framesDirectory {
            try window.snapshot().writePNG(to: (directory as NSString).appendingPathComponent(String(format: "frame-%05d.png", frame + 1)))
        }
        window.present()
        if let input = oldestUnshownInput {
            // SDL's timestamps and SDL_GetTicks count the same milliseconds.
            statistics.recordLatency(Double(SDL_GetTicks()) / 1000 - input)
            oldestUnshownInput = nil
        }
        if frame == 0 && options.verbose {
            // The line that tells a waiting harness the window is up and drawn.
            let age = ProcessMemory.secondsSinceStart().map { String(format: " %.0f ms after start", $0 * 1000) } ?? ""
            FileHandle.standardError.write(Data("\(HostRunner.programName): first frame presented\(age)\n".utf8))
        }
        pace()
        let presented = SDL_GetPerformanceCounter()
        let interval = wasIdle || lastPresent == 0 ? nil : Double(presented - lastPresent) / frequency
        statistics.record(interval: interval)
        frameRate.record(interval: interval)
        lastPresent = presented
        wasIdle = false
        needsDisplay = false
        frame += 1
    }

    /// Lays the tree out for the window's current size and draws it (and the HUD), without
    /// presenting: what `HostWindow.snapshot()` then reads is exactly the frame that would be shown.
    package func drawFrame() {
        layoutRoot()
        renderer.draw(application.rootView)
        if showsHUD, let text = renderer.text {
            // On the fixed clock the real frame rate means nothing, and would make screenshots differ.
            let rate =
                clock is FixedStepClock
                ? "fixed clock, 60 frames per animation second"
                : frameRate.framesPerSecond.map { String(format: "%.0f fps", $0) } ?? "– fps"
            let lines = application.hudLines() + [rate]
            let scale = window.pixelScale
            let lineHeight = 16 * scale
            text.drawPanel(
                lines, at: Point(x: 12 * scale, y: Double(window.pixelSize.height) - lineHeight * Double(lines.count) - 24 * scale),
                pixelSize: Int((13 * scale).rounded()))
        }
    }

    /// Sizes the root view to the window and lays out whatever changed.
    package func layoutRoot() {
        let root = application.rootView
        let size = window.size
        if root.frame != Rect(origin: .zero, size: size) {
            root.anchorPoint = Point(x: 0.5, y: 0.5)
            root.frame = Rect(origin: .zero, size: size)
        }
        root.layoutIfNeeded()
    }

    // MARK: Idling

    /// Waits up to `seconds` for an input event and handles it. A timeout, not an endless wait,
    /// so that a termination signal is noticed within it.
    private func waitForEvents(upTo seconds: Double) {
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, Int32((seconds * 1000).rounded(.up))) == 1 { process(event) }
        lastFrameStart = SDL_GetPerformanceCounter()
        wasIdle = true
    }

    /// On the real clock, while nothing moves and the script's next command lies more than a
    /// frame ahead, waits (up to a quarter of a second at a time) instead of drawing still frames;
    /// the clock follows the wait in full, so commands stay on time. Returns whether it waited.
    private func idlesUntilNextCommand() -> Bool {
        guard !(clock is FixedStepClock), let next = player?.nextCommandTime else { return false }
        let ahead = next - clock.now - statistics.refreshInterval
        guard ahead > 0 else { return false }
        let start = SDL_GetPerformanceCounter()
        waitForEvents(upTo: min(ahead, 0.25))
        clock.idle(realElapsed: Double(lastFrameStart - start) / Double(SDL_GetPerformanceFrequency()))
        return true
    }

    // MARK: Input

    private func apply(_ action: Script.Action, at time: Double) {
        switch action {
        case .down(let p): mouse(.down, p, time: time)
        case .move(let p): mouse(.move, p, time: time)
        case .up(let p): mouse(.up, p, time: time)
        case .key(let key): handleKey(key)
        case .resize(let size): window.resize(to: size)
        case .set(let name, let value):
            // Checked against the tunables before the run began.
            if let tunable = try? Tunable.named(name, in: type(of: application).tunables) { application.set(tunable, to: value) }
        case .wheel(let x, let y): scroll(x: x, y: y, precise: true, flipped: false, at: mouseLocation, time: time)
        case .touch(let phase, let id, let location): touch(phase, id: id, at: location, time: time)
        case .drag, .click, .shot, .state, .quit: break  // the player expands or returns these
        }
    }

    private func process(_ event: SDL_Event) {
        // Real input carries the time SDL queued it: the animation clock does not run while the
        // window idles, and a pointer held still must still read as stopped.
        let time = Double(event.common.timestamp) / 1000
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION, SDL_MOUSEWHEEL, SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP,
            SDL_KEYDOWN:
            oldestUnshownInput = min(oldestUnshownInput ?? time, time)
        default:
            break
        }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_WINDOWEVENT:
            needsDisplay = true
            if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) && isPointerDown {
                // The button may come up where we never hear of it: end the drag as cancelled.
                deliver(.cancel, lastPointer, time: time)
            }
        case SDL_KEYDOWN:
            handleKey(Key(sdlKeycode: event.key.keysym.sym))
        // Mouse events SDL makes up from touches are left out: the touches themselves come below.
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT && event.button.which != Self.touchMouseID:
            mouse(.down, Point(x: Double(event.button.x), y: Double(event.button.y)), time: time)
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT && event.button.which != Self.touchMouseID:
            mouse(.up, Point(x: Double(event.button.x), y: Double(event.button.y)), time: time)
        case SDL_MOUSEMOTION where event.motion.which != Self.touchMouseID:
            mouse(.move, Point(x: Double(event.motion.x), y: Double(event.motion.y)), time: time)
        case SDL_MOUSEWHEEL where event.wheel.which != Self.touchMouseID:
            // A touchpad gives fractions of a unit, a wheel whole clicks.
            let x = Double(event.wheel.preciseX)
            let y = Double(event.wheel.preciseY)
            let precise = x.rounded() != x || y.rounded() != y
            let pointer = Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
            scroll(x: x, y: y, precise: precise, flipped: event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue, at: pointer, time: time)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: PointerEvent.Phase =
                event.type == SDL_FINGERDOWN.rawValue ? .down : event.type == SDL_FINGERUP.rawValue ? .up : .move
            let size = window.size
            let location = Point(x: Double(event.tfinger.x) * size.width, y: Double(event.tfinger.y) * size.height)
            touch(phase, id: event.tfinger.fingerId, at: location, time: time)
        default:
            break
        }
    }

    /// Where the last pointer event went (a scroll's virtual pointer included).
    private var lastPointer = Point.zero
    /// Where the mouse is, real or scripted: a scroll never moves it, so a scripted scroll
    /// presses here, as SDL reports a real one where the mouse is.
    private var mouseLocation = Point.zero
    /// The SDL timestamp (s) of the oldest real input not yet on screen, for the latency figure.
    private var oldestUnshownInput: Double?
    /// SDL_TOUCH_MOUSEID, `(Uint32)-1`, which the C macro's cast keeps from Swift.
    private static let touchMouseID = UInt32.max
    /// Scrolling turned into a drag (see `ScrollDrag`), and the finger that drives the pointer.
    private var scrollDrag = ScrollDrag()
    private var touchDriver = TouchDriver()

    /// The mouse, real or scripted: ignored while a finger drives the pointer; a press ends a
    /// scroll drag first; moves do not disturb one.
    private func mouse(_ phase: PointerEvent.Phase, _ location: Point, time: Double) {
        mouseLocation = location
        guard touchDriver.driving == nil else { return }
        if phase == .down, let release = scrollDrag.end(at: time) { deliver(release.phase, release.location, time: time) }
        if phase == .move && scrollDrag.isActive { return }
        deliver(phase, location, time: time)
    }

    private func scroll(x: Double, y: Double, precise: Bool, flipped: Bool, at pointer: Point, time: Double) {
        guard !isPointerDown || scrollDrag.isActive, touchDriver.driving == nil else { return }  // a drag under way keeps the pointer
        for event in scrollDrag.scroll(x: x, y: y, precise: precise, flipped: flipped, at: pointer, time: time) {
            deliver(event.phase, event.location, time: event.time)
        }
    }

    private func touch(_ phase: PointerEvent.Phase, id: Int64, at location: Point, time: Double) {
        let mouseIsDown = isPointerDown && touchDriver.driving == nil
        guard let event = touchDriver.touch(phase, id: id, at: location, time: time, mouseIsDown: mouseIsDown) else { return }
        deliver(event.phase, event.location, time: event.time)
    }

    /// The keys the host answers itself, for a help text.
    package static let keyGuide: [(keys: String, meaning: String)] = [
        ("H", "HUD on or off"),
        ("F12", "screenshot into the current directory"),
        ("Esc, Q", "quit"),
    ]

    private func handleKey(_ key: Key) {
        needsDisplay = true
        switch key {
        case .escape, .character("Q"): quitRequested = true
        case .function(12): screenshotRequested = true
        case .character("H"): showsHUD.toggle()
        default: application.handle(.key(key))
        }
    }

    private func deliver(_ phase: PointerEvent.Phase, _ location: Point, time: Double) {
        switch phase {
        case .down: isPointerDown = true
        case .up, .cancel: isPointerDown = false
        case .move: break
        }
        lastPointer = location
        application.handle(.pointer(PointerEvent(phase, at: location, time: time)))
        needsDisplay = true
    }

    // MARK: Pacing and statistics

    /// Without vsync (the offscreen and dummy drivers, or a renderer that has none), waits out
    /// the rest of one refresh interval on the real clock instead of spinning.
    private func pace() {
        guard !(clock is FixedStepClock), !window.pacesItself else { return }
        let frequency = Double(SDL_GetPerformanceFrequency())
        let elapsed = Double(SDL_GetPerformanceCounter() - lastFrameStart) / frequency
        let remaining = statistics.refreshInterval - elapsed
        // Microseconds, not SDL_Delay's whole milliseconds, which would run 16 ms frames at 62 Hz.
        if remaining > 0 { usleep(UInt32(remaining * 1e6)) }
    }

    /// Writes a line to stdout at once (unbuffered), so a reader sees each state line as it happens.
    static func writeLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func screenshotName() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        return "\(HostRunner.programName)-\(formatter.string(from: Date())).png"
    }
}
