import Testing

@testable import Cassowary
@testable import DrawerApp
@testable import ViewKit

/// A screen pushed and popped leaves nothing in its window's constraint solver. Today the
/// constraints go but their variables stay: the solver's list of variables grows by each
/// screen's anchors on every round trip (the zoom mode's by 40), and every solve walks the whole
/// list, so a long session's layout slows without bound (the bench's memory step, 10,000 zoom
/// round trips, took over 20 minutes). Recorded as a known issue until the solver lets go of a
/// variable no constraint mentions.
@MainActor struct SolverVariablesTests {
    @Test(arguments: [ModeName.side, .zoom, .sheet])
    func roundTripsLeaveTheSolverAsTheyFoundIt(mode: ModeName) {
        let rig = DemoRig(mode: mode)
        func solver() -> Solver? { LayoutEngine.engine(forTreeOf: rig.app.window.rootView, creating: false)?.solver }
        func roundTrips(_ count: Int) {
            for _ in 0..<count {
                for key in rig.app.roundTrip {
                    rig.app.handle(.key(key))
                    repeat { rig.clock.tick() } while rig.app.update(at: rig.clock.now)
                }
            }
        }
        roundTrips(5)
        let before = (constraints: solver()?.constraintCount ?? -1, variables: solver()?.variableList.count ?? -1)
        roundTrips(20)
        #expect(solver()?.constraintCount == before.constraints, "the constraints go with their screens")
        withKnownIssue("the solver keeps every variable it was ever given") {
            #expect(solver()?.variableList.count == before.variables)
        }
    }
}
