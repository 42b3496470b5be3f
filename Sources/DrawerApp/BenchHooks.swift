import SDLHost
import ViewKit

/// What the bench runs the demo with.
extension DrawerApplication {
    /// Every mode's rows of the bench's frame table: each mode plain, then each mode's variants.
    package static var benchScenarios: [(mode: ModeName, variant: BenchVariant)] {
        ModeRegistry.modes.map { ($0.name, BenchVariant()) }
            + ModeRegistry.modes.flatMap { mode in mode.bench.variants.map { (mode.name, $0) } }
    }

    /// The key that keeps the current mode's transitions running, with `base` screens under them.
    package func keyToKeepMoving(base: Int) -> Key {
        type(of: mode).bench.keyToKeepMoving(depth: mode.stack.count, base: base)
    }

    /// Whether `mode` keeps moving by pushes and pops (Right, Left) rather than one key pressed
    /// again and again (Space).
    package static func keepsMovingByPushAndPop(_ mode: ModeName) -> Bool {
        ModeRegistry.mode(mode).bench.keepMoving == .pushAndPop
    }

    /// The keys that take the current mode away from rest and back.
    package var roundTrip: [Key] { type(of: mode).bench.roundTrip }
}
