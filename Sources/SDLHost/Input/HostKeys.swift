import ViewKit

/// The keys the host answers itself; every other key goes to the application.
extension FrameLoop {
    /// The host's keys: the help's lines and what they do.
    package static let keyBindings: [KeyBinding<FrameLoop>] = [
        KeyBinding([.character("H")], "HUD on or off") { $0.hud.isShown.toggle() },
        KeyBinding([.function(12)], "screenshot into the current directory") { $0.screenshotRequested = true },
        KeyBinding([.back], "back a screen, as the back button (Alt+Left and the mouse's back button too)") {
            loop, _ in loop.application.goBack()
        },
        KeyBinding([.escape], "close the sheet or modal in front; with none, quit") { loop in
            if !loop.application.dismissFrontmostPresentation() { loop.quitRequested = true }
        },
        KeyBinding([.character("Q")], "quit") { $0.quitRequested = true },
    ]

    /// The keys the host answers itself, for a help text.
    package static var keyGuide: [(keys: String, meaning: String)] { keyBindings.guide() }

    func handleKey(_ key: Key) {
        needsDisplay = true
        if !Self.keyBindings.handle(key, on: self) { application.handle(.key(key)) }
    }
}
