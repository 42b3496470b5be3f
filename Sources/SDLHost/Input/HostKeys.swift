import ViewKit

/// The keys the host answers itself; every other key goes to the application.
extension FrameLoop {
    /// The keys the host answers itself, for a help text.
    package static let keyGuide: [(keys: String, meaning: String)] = [
        ("H", "HUD on or off"),
        ("F12", "screenshot into the current directory"),
        ("Esc, Q", "quit"),
    ]

    func handleKey(_ key: Key) {
        needsDisplay = true
        switch key {
        case .escape, .character("Q"): quitRequested = true
        case .function(12): screenshotRequested = true
        case .character("H"): hud.isShown.toggle()
        default: application.handle(.key(key))
        }
    }
}
