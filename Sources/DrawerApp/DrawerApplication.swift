import Glibc
import Motion
import SDLHost
import ViewKit

/// The demo: a ViewKit window showing one of its modes (`ModeRegistry`) under the mode bar.
///
/// Keys: Tab (or M) cycles the modes and the number keys pick one; R switches between the
/// samples' rules and Drawer's; A toggles reduced motion; the mode gets the rest (Right/Left, Space). Switching modes first ends whatever is moving, finished or
/// cancelled, so each mode is left in a valid state and found that way again.
package final class DrawerApplication: HostedApplication {
    let window: Window
    /// The clock the demo animates on; the host ticks it.
    package let clock: AnimationClock
    private let environment: DemoEnvironment
    private let modeBar = ModeBar()
    /// The motion lab's panel (P), made the first time it opens: until then the tree does not
    /// carry its sixty views.
    private(set) var panel: TuningPanel?
    private var modes: [ModeName: any DemoMode] = [:]
    private(set) var mode: any DemoMode

    /// Creates the demo showing `image` on every screen, starting in `initialMode`, animated on `clock`.
    /// The live motion parameters (`--set`, the script's `set`); each takes effect on the next transition.
    package let settings = MotionSettings()

    package init(
        image: Image, clock: AnimationClock, size: Size, initialMode: ModeName = ModeName.allCases[0], reduceMotion: Bool = false,
        rules: GestureRules = .refined
    ) {
        self.clock = clock
        let driver = AnimationDriver(clock: clock)
        window = Window(size: size, driver: driver)
        window.isReduceMotionEnabled = reduceMotion
        environment = DemoEnvironment(image: image, driver: driver, reduceMotion: reduceMotion, settings: settings)
        environment.rules = rules
        mode = Self.makeMode(initialMode, environment)
        modes[initialMode] = mode
        window.rootViewController = mode.rootViewController
        modeBar.selected = initialMode
        window.addOverlay(modeBar) { Rect(x: 0, y: 0, width: $0.width, height: ModeBar.height) }
        window.safeAreaInsets.top = ModeBar.height  // a sheet's large detent stops below the bar
        modeBar.onSelect = { [unowned self] in switchMode(to: $0) }
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
        guard let panel else {
            let panel = TuningPanel(settings: settings)
            self.panel = panel
            window.addOverlay(panel) { [unowned self] in panelFrame(in: $0) }
            panel.show(mode: mode.name)
            return
        }
        panel.isHidden.toggle()
        if !panel.isHidden { panel.show(mode: mode.name) }
    }

    private static func makeMode(_ name: ModeName, _ environment: DemoEnvironment) -> any DemoMode {
        ModeRegistry.mode(name).make(environment)
    }

    /// Shows `name`, ending the current mode's motion first.
    package func switchMode(to name: ModeName) {
        guard name != mode.name else { return }
        mode.settleImmediately()
        let next = modes[name] ?? Self.makeMode(name, environment)
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

    /// How many times slower animations run when slow motion is on (S), as the Simulator's
    /// Slow Animations.
    package static let defaultSlowMotionFactor = 10.0
    /// The slow-motion factor while slow motion is on, nil while it is off. Drags still track
    /// the pointer 1:1; only the animations the pointer does not drive are slowed.
    package private(set) var slowMotion: Double?
    /// The factor S turns on.
    package var slowMotionFactor = DrawerApplication.defaultSlowMotionFactor

    /// Turns slow motion on at `factor` (≥ 1), or off with nil.
    package func setSlowMotion(_ factor: Double?) {
        slowMotion = factor
        window.driver.rate = 1 / (factor ?? 1)
    }

    // MARK: What the bench runs

    /// Every mode's rows of the bench's frame table: each mode plain, then each mode's variants.
    package static var benchScenarios: [(mode: ModeName, variant: BenchVariant)] {
        ModeRegistry.modes.map { ($0.name, BenchVariant()) }
            + ModeRegistry.modes.flatMap { mode in mode.benchVariants.map { (mode.name, $0) } }
    }

    /// The key that keeps the current mode's transitions running, with `base` screens under them.
    package func keyToKeepMoving(base: Int) -> Key { mode.keyToKeepMoving(base: base) }

    /// The keys that take the current mode away from rest and back.
    package var roundTrip: [Key] { type(of: mode).roundTrip }

    /// Whether transitions are short cross-fades.
    var reduceMotion: Bool { environment.reduceMotion }

    /// Whose rules the gestures follow; a change takes effect at the next drag.
    package var rules: GestureRules {
        get { environment.rules }
        set { environment.rules = newValue }
    }

    // MARK: HostedApplication

    package var rootView: View { window.rootView }

    /// The demo's own keys, answered before the mode's: the help's lines and what they do.
    static let keyBindings: [KeyBinding<DrawerApplication>] = [
        KeyBinding([.tab, .character("M")], "next mode (or click the bar at the top)") { app in
            let all = ModeName.allCases
            app.switchMode(to: all[((all.firstIndex(of: app.mode.name) ?? 0) + 1) % all.count])
        },
        KeyBinding(ModeName.allCases.indices.map { .character(Character("\($0 + 1)")) }, "pick a mode by its place on the bar") {
            app, key in
            guard case .character(let digit) = key, let number = digit.wholeNumberValue else { return false }
            app.switchMode(to: ModeName.allCases[number - 1])
            return true
        },
        KeyBinding([.character("R")], "the samples' own rules or Drawer's refined ones (--rules), from the next drag") { app in
            app.rules = app.rules == .refined ? .sample : .refined
        },
        KeyBinding([.character("A")], "reduce motion on or off") { app in
            app.environment.reduceMotion.toggle()
            app.window.isReduceMotionEnabled = app.environment.reduceMotion
        },
        KeyBinding([.character("S")], "slow motion on or off (10× slower, or --slow FACTOR)") { app in
            app.setSlowMotion(app.slowMotion == nil ? app.slowMotionFactor : nil)
        },
        KeyBinding([.character("C")], "print the current mode's motion as UIKit Swift, and copy it") { app in
            let code = app.settings.swiftCode(for: app.mode.name)
            StandardStream.output.writeLine(code)
            Clipboard.set(code)
        },
        KeyBinding([.character("P")], "the motion lab's panel: sliders for the mode's tunables (arrows move them)") { $0.togglePanel() },
    ]

    /// The keys the demo answers, for a help text: its own, then the modes'.
    package static var keyGuide: [(keys: String, meaning: String)] { keyBindings.guide() + ModeRegistry.keyGuide }

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
        mode.endMotionAtRest()
        return window.driver.hasRunningAnimations
    }

    package static var tunables: [Tunable] { MotionSettings.tunables }

    package func set(_ tunable: Tunable, to value: Double) {
        settings.set(tunable, to: value)  // checked against its range before the run began
    }

    package func state() -> DemoState { DemoState(app: self) }

    package func hudLines() -> [String] {
        var lines = [
            "mode \(mode.name.rawValue), \(rules.rawValue) rules\(reduceMotion ? " (reduced motion)" : "")",
            "stack depth \(mode.stack.count)",
        ]
        if let slowMotion { lines.append(String(cFormat: "slow motion ×%g", slowMotion)) }
        if let transition = mode.transition {
            let how = transition.isInteractive ? " (interactive)" : transition.transitionWasCancelled ? " (cancelling)" : ""
            lines.append(
                transition.kind.rawValue
                    + String(cFormat: " %.0f%%", transition.progress * 100) + how
                    + String(cFormat: ", percentComplete %.2f", transition.percentComplete))
            lines.append(Self.describe(transition.runningAnimator))
        } else {
            lines += mode.restingHUDLines
        }
        return lines
    }

    /// An animator's state in UIKit's words, for someone learning the API: "animator: active,
    /// paused, reversed, fractionComplete 0.42".
    static func describe(_ animator: PropertyAnimator?) -> String {
        guard let animator else { return "animator: none" }
        var words = ["\(animator.state)"]
        if animator.state == .active { words.append(animator.isRunning ? "running" : "paused") }
        if animator.isReversed { words.append("reversed") }
        words.append(String(cFormat: "fractionComplete %.2f", animator.fractionComplete))
        return "animator: " + words.joined(separator: ", ")
    }
}

/// The demo's fields of the JSON object a `state` script command prints (the state line; the
/// host adds `t_ms` and `frame`). Keys are snake_case on the wire; every field is written on
/// every line, nulls included.
package struct DemoState: Codable, Equatable {
    package struct Transition: Codable, Equatable {
        package let kind: String
        /// How far the moving content has come, as a person sees it.
        package let progress: Double
        package let interactive: Bool
        /// The last value the interaction reported (it stays put once the drag lets go).
        package let percentComplete: Double
        package let wasCancelled: Bool

        enum CodingKeys: String, CodingKey {
            case kind, progress, interactive
            case percentComplete = "percent_complete"
            case wasCancelled = "was_cancelled"
        }
    }

    package struct Card: Codable, Equatable {
        package let progress: Double
        package let open: Bool
        /// The card's animator, null when it has none.
        package let animator: Animator?

        enum CodingKeys: String, CodingKey { case progress, open, animator }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(progress, forKey: .progress)
            try container.encode(open, forKey: .open)
            try container.encode(animator, forKey: .animator)
        }
    }

    /// A PropertyAnimator's UIKit state: UIViewAnimatingState, isRunning, isReversed, fractionComplete.
    package struct Animator: Codable, Equatable {
        package let state: String
        package let running: Bool
        package let reversed: Bool
        package let fractionComplete: Double

        enum CodingKeys: String, CodingKey {
            case state, running, reversed
            case fractionComplete = "fraction_complete"
        }

        init(_ animator: PropertyAnimator) {
            state = "\(animator.state)"
            running = animator.isRunning
            reversed = animator.isReversed
            fractionComplete = animator.fractionComplete
        }
    }

    package let mode: String
    /// Whose rules the gestures follow: "refined" or "sample".
    package let rules: String
    /// The navigation stack's titles, root first, as UIKit's `viewControllers` reports them:
    /// during a push it already holds the new screen, during a pop it no longer holds the old one.
    package let stack: [String]
    package let presented: String?
    package let transition: Transition?
    /// The card's part (the card mode writes it; at rest and closed in the others).
    package var card = Card(progress: 0, open: false, animator: nil)
    /// The zoom mode's part; null in the other modes.
    package var zoom: Zoom?
    /// The sheet mode's part; null in the other modes.
    package var sheet: Sheet?

    /// The sheet mode's sheet: presented, the detent it rests at (null while it moves), its
    /// height above the window's bottom edge, the dimming as a fraction of its darkest, the
    /// presenting screen's scale, whether a drag holds it, and the clicks the screen behind got.
    package struct Sheet: Codable, Equatable {
        package let presented: Bool
        package let detent: String?
        package let height: Double
        package let dimming: Double
        package let presenterScale: Double
        package let interactive: Bool
        package let behindTaps: Int
        /// The list's content offset, points down the content.
        package let contentOffset: Double
        /// Whether the list moves on after a drag.
        package let decelerating: Bool

        enum CodingKeys: String, CodingKey {
            case presented, detent, height, dimming, interactive, decelerating
            case presenterScale = "presenter_scale"
            case behindTaps = "behind_taps"
            case contentOffset = "content_offset"
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(presented, forKey: .presented)
            try container.encode(detent, forKey: .detent)
            try container.encode(height, forKey: .height)
            try container.encode(dimming, forKey: .dimming)
            try container.encode(presenterScale, forKey: .presenterScale)
            try container.encode(interactive, forKey: .interactive)
            try container.encode(behindTaps, forKey: .behindTaps)
            try container.encode(contentOffset, forKey: .contentOffset)
            try container.encode(decelerating, forKey: .decelerating)
        }
    }

    /// A frame as the state line writes it: [x, y, width, height].
    static func rect(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }
    package let reduceMotion: Bool
    /// How many times slower animations run, null when slow motion is off.
    package let slowMotion: Double?

    enum CodingKeys: String, CodingKey {
        case mode, rules, stack, presented, transition, card, zoom, sheet
        case reduceMotion = "reduce_motion"
        case slowMotion = "slow_motion"
    }

    init(app: DrawerApplication) {
        let mode = app.mode
        self.mode = mode.name.rawValue
        rules = app.rules.rawValue
        stack = mode.stack
        presented = mode.presented
        transition = mode.transition.map {
            Transition(
                kind: $0.kind.rawValue, progress: $0.progress, interactive: $0.isInteractive,
                percentComplete: $0.percentComplete, wasCancelled: $0.transitionWasCancelled)
        }
        reduceMotion = app.reduceMotion
        slowMotion = app.slowMotion
        mode.describe(into: &self)
    }

    // Nulls are written out: a reader sees every field on every line.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(rules, forKey: .rules)
        try container.encode(stack, forKey: .stack)
        try container.encode(presented, forKey: .presented)
        try container.encode(transition, forKey: .transition)
        try container.encode(card, forKey: .card)
        try container.encode(zoom, forKey: .zoom)
        try container.encode(sheet, forKey: .sheet)
        try container.encode(reduceMotion, forKey: .reduceMotion)
        try container.encode(slowMotion, forKey: .slowMotion)
    }
}
