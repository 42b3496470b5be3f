import Motion
import Testing
import ViewKit

@testable import DrawerApp

/// What the bench drives the demo through: every mode's key keeps a transition running from
/// rest, its round trip comes back to where it started, and the scenarios list every mode once
/// plus the variants the modes ask for.
struct BenchHooksTests {
    @Test(arguments: ModeName.allCases)
    func theKeyToKeepMovingMovesAndTheRoundTripComesBack(mode: ModeName) {
        let rig = DemoRig(mode: mode)
        let start = rig.stack
        #expect(rig.app.stackDepth == start.count)
        #expect(rig.app.roundTrip.first == rig.app.keyToKeepMoving(base: rig.app.stackDepth), "the trip starts with that key")
        rig.key(rig.app.keyToKeepMoving(base: rig.app.stackDepth))
        rig.frames(2)
        #expect(rig.app.isAnimating, "\(mode.rawValue): the key starts a motion")
        rig.settle()
        for key in rig.app.roundTrip.dropFirst() {
            rig.key(key)
            rig.settle()
        }
        #expect(rig.stack == start, "\(mode.rawValue): the round trip ends where it began")
    }

    @Test func theScenariosAreEveryModeAndTheirVariants() {
        let names = DrawerApplication.benchScenarios.map { $0.mode.rawValue + ($0.variant.depth > 1 ? "-depth" : "") }
        #expect(Array(names.prefix(ModeName.allCases.count)) == ModeName.allCases.map(\.rawValue))
        #expect(names.contains("side-depth"))
        #expect(DrawerApplication.benchScenarios.contains { $0.mode.rawValue == "modal" && $0.variant.reduceMotion })
    }
}
