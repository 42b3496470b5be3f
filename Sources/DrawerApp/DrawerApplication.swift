import Glibc
import Motion
import SDLHost
import ViewKit

/// The demo: a ViewKit window showing one of its modes (`ModeRegistry`) under the mode bar.
///
/// Its own keys (`DemoKeys.swift`) come before the mode's. Switching modes first ends whatever
/// is moving, finished or cancelled, so each mode is left in a valid state and found that way
/// again.
package final class DrawerApplication: HostedApplication {
    let window: Window
    /// The clock the demo animates on; the host ticks it.
    package let clock: AnimationClock
    let environment: DemoEnvironment
    private let modeBar = ModeBar()
    /// The motion lab's panel (P), made the first time it opens: until then the tree does not
    /// carry its sixty views.
    private(set) var panel: TuningPanel?
    private var modes: [ModeName: any DemoMode] = [:]
    private(set) var mode: any DemoMode
    /// The live motion parameters (`--set`, the script's `set`); each takes effect on the next transition.
    package let settings = MotionSettings()

    /// Creates the demo showing `image` on every screen, starting in `initialMode`, animated on `clock`.
    package init(
        image: Image, clock: AnimationClock, size: Size, initialMode: ModeName = ModeName.allCases[0], reduceMotion: Bool = false,
        rules: GestureRules = .refined
    ) {
        self.clock = clock
        window = Window(size: size, driver: AnimationDriver(clock: clock))
        window.isReduceMotionEnabled = reduceMotion
        environment = DemoEnvironment(image: image, window: window, settings: settings)
        environment.rules = rules
        mode = ModeRegistry.mode(initialMode).init(environment: environment)
        modes[initialMode] = mode
        window.rootViewController = mode.rootViewController
        modeBar.selected = initialMode
        window.addOverlay(modeBar) { Rect(x: 0, y: 0, width: $0.width, height: ModeBar.height) }
        window.safeAreaInsets.top = ModeBar.height  // a sheet's large detent stops below the bar
        modeBar.addAction(Action { [unowned self] _ in switchMode(to: modeBar.selected) }, for: .valueChanged)
    }

    /// Whether the motion lab's panel is open.
    package var isPanelOpen: Bool { panel.map { !$0.isHidden } ?? false }

    /// The smallest window every mode, the panel and the HUD fit: QVGA, as small as tiled windows
    /// get. The mode bar's five segments fit across it; the panel scrolls.
    package static let minimumSize = Size(width: 320, height: 240)

    /// Where the host's HUD is, so the panel stays clear of it.
    private(set) var hudFrame: Rect?

    package func hudFrameDidChange(_ frame: Rect?) {
        hudFrame = frame
        window.rootView.setNeedsLayout()
    }

    /// The panel's frame in a window of `bounds`: at the right, under the mode bar, down to the
    /// bottom or, where it would cover the HUD, to just above it.
    func panelFrame(in bounds: Rect) -> Rect {
        let x = max(bounds.width - TuningPanel.width, 0)
        var bottom = bounds.height
        if let hud = hudFrame, hud.maxX > x { bottom = min(bottom, hud.minY - 8) }
        return Rect(x: x, y: ModeBar.height, width: min(TuningPanel.width, bounds.width), height: max(bottom - ModeBar.height, 0))
    }

    /// Opens or closes the motion lab's panel on the current mode's tunables.
    package func togglePanel() {
        if let panel {
            panel.isHidden.toggle()
        } else {
            let panel = TuningPanel(settings: settings)
            self.panel = panel
            window.addOverlay(panel) { [unowned self] in panelFrame(in: $0) }
        }
        if isPanelOpen { panel?.show(mode: mode.name) }
    }

    /// Shows `name`, ending the current mode's motion first.
    package func switchMode(to name: ModeName) {
        guard name != mode.name else { return }
        mode.endMotion(.now)
        let next = modes[name] ?? ModeRegistry.mode(name).init(environment: environment)
        modes[name] = next
        mode = next
        window.rootViewController = next.rootViewController
        modeBar.selected = name
        if isPanelOpen { panel?.show(mode: name) }
    }

    /// The mode on screen.
    package var modeName: ModeName { mode.name }
    /// How many screens the current mode's navigation stack holds.
    package var stackDepth: Int { mode.stack.count }
    /// Whether anything is animating.
    package var isAnimating: Bool { window.driver.hasRunningAnimations }

    /// The slow-motion factor while slow motion is on, nil while it is off. Drags still track
    /// the pointer 1:1; only the animations the pointer does not drive are slowed.
    package private(set) var slowMotion: Double?
    /// How many times slower animations run when S turns slow motion on: `--slow`'s factor, or
    /// 10 as the Simulator's Slow Animations.
    package var slowMotionFactor = 10.0

    /// Turns slow motion on at `factor` (≥ 1), or off with nil.
    package func setSlowMotion(_ factor: Double?) {
        slowMotion = factor
        window.driver.rate = 1 / (factor ?? 1)
    }

    /// Whose rules the gestures follow; a change takes effect at the next drag.
    package var rules: GestureRules {
        get { environment.rules }
        set { environment.rules = newValue }
    }

    // MARK: HostedApplication

    package var rootView: View { window.rootView }

    package func handle(_ event: InputEvent) {
        switch event {
        case .pointer(let pointer):
            window.handle(pointer)
        case .key(let key):
            // With the panel open, the arrows are its.
            if isPanelOpen, panel?.handleKey(key) == true { return }
            if !Self.keyBindings.handle(key, on: self) { _ = mode.handleKey(key) }
        }
    }

    package func update(at time: Double) -> Bool {
        window.update()
        // Under the samples' rules their animations run their whole time, as UIKit runs them:
        // a spring crossing its end at speed is not cut there (the spin's push moved on by 1.3
        // points over the 4 frames the cut took away).
        if rules == .refined { mode.endMotion(.atRest) }
        return window.driver.hasRunningAnimations
    }

    package static var tunables: [Tunable] { MotionSettings.tunables }

    package func set(_ tunable: Tunable, to value: Double) {
        settings.set(tunable, to: value)  // checked against its range before the run began
    }

    package func state() -> DemoState { DemoState(app: self) }

    package func hudLines() -> [String] {
        var lines = [
            "mode \(mode.name.rawValue), \(rules.rawValue) rules\(environment.reduceMotion ? " (reduced motion)" : "")",
            "stack depth \(mode.stack.count)",
        ]
        if let slowMotion { lines.append(String(cFormat: "slow motion ×%g", slowMotion)) }
        if let transition = mode.transition {
            let how = transition.isInteractive ? " (interactive)" : transition.transitionWasCancelled ? " (cancelling)" : ""
            let percent = String(cFormat: " %.0f%%", transition.progress * 100)
            let percentComplete = String(cFormat: ", percentComplete %.2f", transition.percentComplete)
            lines += [transition.kind.rawValue + percent + how + percentComplete, Self.describe(transition.runningAnimator)]
        } else {
            lines += mode.restingHUDLines
        }
        return lines
    }

    /// The HUD's line for an animator: "animator: " and its `stateDescription`, or "animator: none".
    static func describe(_ animator: PropertyAnimator?) -> String {
        "animator: " + (animator?.stateDescription ?? "none")
    }
}
