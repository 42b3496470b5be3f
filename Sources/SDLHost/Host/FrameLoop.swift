import CSDL
import FoundationEssentials
import Glibc
import Motion
import ViewKit

/// Runs the frame loop: input, then animation, then render, then present — so the frame shown
/// after a pointer move already shows its effect.
///
/// Interactive runs wait in SDL_WaitEvent while nothing moves (an idle window draws nothing).
/// Where presenting does not wait for the display (the dummy driver) the loop paces itself to
/// 60 Hz on the real clock. On a fixed clock, scripted runs go as fast as the renderer allows.
/// What a frame does is sequenced here; each part lives with its concern: SDL's events become
/// `HostInput`, pointers are merged by `PointerRouter`, scripts play through `ScriptPlayer`
/// (`ScriptInput.swift`), the host's own keys are in `HostKeys.swift`, idling in `Idling.swift`, the HUD is `HUDOverlay`, files are named by `FrameCapture`, time
/// is kept by `FramePacer`, and `FrameStatistics` counts frames and latency.
@MainActor package final class FrameLoop {
    package let window: HostWindow
    package let renderer: ViewRenderer
    let application: any HostedApplication
    let clock: AnimationClock
    private let options: FrameLoopOptions
    let player: ScriptPlayer?
    var statistics: FrameStatistics
    var quitRequested = false
    var needsDisplay = true
    private var isAnimating = false
    var hud: HUDOverlay
    /// The HUD's frame the application was last told of.
    private var reportedHUDFrame: Rect?
    var screenshotRequested = false
    private var frame = 0
    var pacer = FramePacer()
    var pointer = PointerRouter()

    /// Creates a host for `application` in `window`, drawing with textures from `images`, ticking
    /// the application's clock.
    package init(
        window: HostWindow, images: ImageStore, application: any HostedApplication,
        options: FrameLoopOptions = FrameLoopOptions()
    ) throws(HostError) {
        self.window = window
        self.renderer = try ViewRenderer(window: window, images: images, fontPath: options.fontPath)
        self.application = application
        // Layout that depends on a line's width (a navigation bar's titles) measures it as drawn.
        application.rootView.window?.textMeasurer = renderer.text
        clock = application.clock
        self.options = options
        player = options.script.map(ScriptPlayer.init)
        hud = HUDOverlay(isShown: options.showsHUD)
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
        let faultsBefore = ProcessMemory.minorPageFaults()
        _ = pacer.startFrame()
        while !quitRequested && !TerminationSignals.quitRequested {
            if !needsDisplay && !isAnimating && !pointer.isScrolling {
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
        let summary = statistics.summary(
            peakResidentMebibytes: (ProcessMemory.kibibytes("VmHWM") ?? 0) / 1024,
            minorPageFaults: ProcessMemory.minorPageFaults() - faultsBefore)
        try summary.report(verbose: options.verbose, to: options.statisticsPath)
    }

    /// One frame: drain events, advance the clock, play the script's input, animate, draw, write
    /// what the script asked for, present.
    package func runFrame() throws(HostError) {
        let elapsed = pacer.startFrame()
        if frame > 0 { clock.tick(realElapsed: elapsed) }
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { process(event) }
        let now = clock.now
        let outputs = playScript(at: now)
        // A scroll drag ends after a quiet period, on the time base its scrolls came in.
        deliver(pointer.endQuietScroll(at: player == nil ? Double(SDL_GetTicks()) / 1000 : now))
        isAnimating = application.update(at: now)
        if window.isMinimized && player == nil {
            // Nothing to show: keep the animations going on time, but draw and present nothing
            // (a hidden window's present may not wait for a display).
            SDL_Delay(16)
            frame += 1
            return
        }
        drawFrame()
        try write(outputs, at: now, frame: frame)
        if screenshotRequested {
            screenshotRequested = false
            let path = FrameCapture.screenshotName()
            try window.snapshot().writePNG(to: path)
            Self.writeLine("\(HostRunner.programName): screenshot saved to \(path)")
        }
        if let path = options.statisticsPath { try requireParentDirectory(of: path) }
        if let directory = options.framesDirectory {
            try window.snapshot().writePNG(to: FrameCapture.framePath(frame + 1, in: directory))
        }
        window.present()
        // SDL's timestamps and SDL_GetTicks count the same milliseconds.
        statistics.framePresented(at: Double(SDL_GetTicks()) / 1000)
        if frame == 0 && options.verbose {
            // The line that tells a waiting harness the window is up and drawn.
            let age = ProcessMemory.secondsSinceStart().map { String(cFormat: " %.0f ms after start", $0 * 1000) } ?? ""
            StandardStream.error.writeLine("\(HostRunner.programName): first frame presented\(age)")
        }
        if !(clock is FixedStepClock) && !window.pacesItself { pacer.pace(refreshInterval: statistics.refreshInterval) }
        let interval = pacer.presented()
        statistics.record(interval: interval)
        hud.record(interval: interval)
        needsDisplay = false
        frame += 1
    }

    /// Lays the tree out for the window's current size and draws it (and the HUD), without
    /// presenting: what `HostWindow.snapshot()` then reads is exactly the frame that would be shown.
    package func drawFrame() {
        // The HUD is placed first, so the application can lay its panels out clear of it.
        let lines = hud.isShown ? hud.lines(application.hudLines(), fixedClock: clock is FixedStepClock) : []
        let hudPixels = hud.place(lines, with: renderer.text, in: window)
        if hud.reservedFrame != reportedHUDFrame {
            reportedHUDFrame = hud.reservedFrame
            application.hudFrameDidChange(reportedHUDFrame)
        }
        application.rootView.window?.displayScale = window.pixelScale
        layoutRoot()
        renderer.draw(application.rootView)
        if let hudPixels { hud.draw(lines, at: hudPixels, with: renderer.text, in: window) }
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

    // MARK: Input

    func process(_ event: SDL_Event) {
        guard let input = HostInput(event, windowSize: window.size) else { return }
        // Real input carries the time SDL queued it: the animation clock does not run while the
        // window idles, and a pointer held still must still read as stopped.
        let time = Double(event.common.timestamp) / 1000
        if input.isPersonsInput { statistics.inputArrived(at: time) }
        switch input {
        case .quit:
            quitRequested = true
        case .windowChanged(let focusLost):
            needsDisplay = true
            if focusLost { deliver(pointer.focusLost(at: time)) }
        case .key(let key):
            handleKey(key)
        case .mouse(let phase, let location):
            deliver(pointer.mouse(phase, location, time: time))
        case .wheel(let x, let y, let precise, let flipped, let mouse):
            deliver(pointer.scroll(x: x, y: y, precise: precise, flipped: flipped, at: mouse, time: time))
        case .touch(let phase, let id, let location):
            deliver(pointer.touch(phase, id: id, at: location, time: time))
        }
    }

    /// Hands the router's pointer events to the application.
    func deliver(_ events: [PointerEvent]) {
        for event in events { application.handle(.pointer(event)) }
        if !events.isEmpty { needsDisplay = true }
    }

    /// Writes a line to stdout at once (unbuffered), so a reader sees each state line as it happens.
    static func writeLine(_ line: String) {
        StandardStream.output.writeLine(line)
    }
}
