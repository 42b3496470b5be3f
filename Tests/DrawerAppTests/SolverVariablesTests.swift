import Testing

@testable import Cassowary
@testable import DrawerApp
@testable import ViewKit

/// A screen pushed and popped leaves nothing in its window's constraint solver: its constraints
/// go, and so do their variables. Until 7.6.0 the variables stayed: the solver's list grew by
/// each screen's anchors on every round trip (the zoom mode's by 40), and every solve walked the
/// whole list, so a long session's layout slowed without bound (the bench's memory step, 10,000
/// zoom round trips, ran for over 20 minutes).
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
        #expect(solver()?.variableList.count == before.variables, "the variables go with them")
        // And their symbols' slots: compacted once half are gone, so the tables stay within
        // twice what a screen on top of the rest holds, however many round trips went before.
        roundTrips(100)
        #expect((solver()?.kinds.count ?? .max) < Solver.fewestSymbolsCompacted, "the symbols' slots are reused")
    }
}
