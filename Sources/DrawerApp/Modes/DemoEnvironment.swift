import Motion
import SDLHost
import ViewKit

/// What every mode shares: the picture, the animation driver, whether motion is reduced, and
/// whose rules the gestures follow.
final class DemoEnvironment {
    let image: Image
    /// The window the modes show in: its `isReduceMotionEnabled` is the one setting of reduced
    /// motion, which the library's own transitions honour too.
    unowned let window: Window
    /// The animation driver, the window's.
    var driver: AnimationDriver { window.driver }
    /// Transitions become short cross-fades (interactive drags still track the pointer): the
    /// window's `isReduceMotionEnabled`.
    var reduceMotion: Bool { window.isReduceMotionEnabled }
    /// The rules a drag follows; read when a drag begins, so a switch takes effect at the next one.
    var rules = GestureRules.refined
    /// The live motion parameters, read when a transition starts.
    let settings: MotionSettings

    /// The samples' own constants, by tunable: what a gesture under `--rules sample` uses,
    /// whatever `--set` or the motion lab made of the tunable (which shape Drawer's rules).
    static let sampleConstants: [String: Double] = [
        "side.duration": 0.8, "modal.travel": 200, "modal.threshold": 0.5,
        "card.velocity_cap": 30, "card.damping": 0.8, "card.response": 0.3,
    ]

    /// `tunable`'s value for a gesture under `rules`: the sample's own constant under `.sample`
    /// where the sample writes one, the live setting otherwise.
    func value(_ tunable: Tunable, under rules: GestureRules) -> Double {
        rules == .sample ? Self.sampleConstants[tunable.name] ?? settings[tunable] : settings[tunable]
    }

    init(image: Image, window: Window, settings: MotionSettings) {
        self.image = image
        self.window = window
        self.settings = settings
    }
}

/// Whose rules the demo's gestures follow (`--rules`, R).
///
/// `sample` runs every gesture decision, threshold, velocity rule and completion timing exactly
/// as the sample the mode comes from writes it (docs/manual/samples.md); `refined`
/// is Drawer's: releases decided by projection and handed to springs at the pointer's speed,
/// transitions in flight caught by a press, rubber bands past the ends.
package nonisolated enum GestureRules: String, CaseIterable, Sendable {
    case refined, sample
}
