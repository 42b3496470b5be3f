import SDLHost
import ViewKit

extension DrawerApplication {
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
            app.window.isReduceMotionEnabled.toggle()
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
}
