import Foundation
import Motion
import Testing
import ViewKit

@testable import DrawerApp

/// Every transition of every mode, interrupted at 10 points of its progress by each kind of
/// input: once the input ends, everything must come to rest in a valid state within 2 s of clock.
struct InterruptionTests {
    nonisolated struct Scenario: Sendable, CustomStringConvertible {
        let description: String
        let mode: ModeName
        /// Seconds the transition runs.
        let duration: Double
        /// Puts the app where the transition can start (not counted).
        let prepare: @MainActor @Sendable (DemoRig) -> Void
        /// Starts the transition; a drag leaves the pointer down.
        let start: @MainActor @Sendable (DemoRig) -> Void
    }

    nonisolated static let scenarios: [Scenario] = [
        Scenario(description: "side push", mode: .side, duration: 0.8, prepare: { _ in }, start: { $0.key(.right) }),
        Scenario(
            description: "side pop", mode: .side, duration: 0.8,
            prepare: {
                $0.key(.right)
                $0.settle()
            }, start: { $0.key(.left) }),
        Scenario(
            description: "side drag", mode: .side, duration: 0.5, prepare: { _ in },
            start: { rig in
                rig.pointer(.down, 60, 400)
                rig.frames()
                rig.pointer(.move, 300, 400)
            }),
        Scenario(description: "card open", mode: .card, duration: 0.4, prepare: { _ in }, start: { $0.key(.space) }),
        Scenario(
            description: "card close", mode: .card, duration: 0.4,
            prepare: {
                $0.key(.space)
                $0.settle()
            }, start: { $0.key(.space) }),
        Scenario(
            description: "card drag", mode: .card, duration: 0.5, prepare: { _ in },
            start: { rig in
                rig.pointer(.down, 500, 690)
                rig.frames()
                rig.pointer(.move, 500, 500)
            }),
        Scenario(description: "modal present", mode: .modal, duration: 0.35, prepare: { _ in }, start: { $0.key(.space) }),
        Scenario(
            description: "modal dismiss", mode: .modal, duration: 0.35,
            prepare: {
                $0.key(.space)
                $0.settle()
            }, start: { $0.key(.space) }),
        Scenario(
            description: "modal drag", mode: .modal, duration: 0.5,
            prepare: {
                $0.key(.space)
                $0.settle()
            },
            start: { rig in
                rig.pointer(.down, 300, 400)
                rig.frames()
                rig.pointer(.move, 400, 400)
            }),
        Scenario(description: "spin push", mode: .spin, duration: 0.8, prepare: { _ in }, start: { $0.key(.right) }),
        Scenario(
            description: "spin pop", mode: .spin, duration: 1.3,
            prepare: {
                $0.key(.right)
                $0.settle()
            }, start: { $0.key(.left) }),
    ]

    static let inputs: [(String, @MainActor @Sendable (DemoRig, ModeName) -> Void)] = [
        (
            "click",
            { rig, _ in
                rig.pointer(.down, 512, 360)
                rig.frames()
                rig.pointer(.up, 512, 360)
            }
        ),
        ("drag right", { rig, _ in rig.drag(from: Point(x: 200, y: 400), step: Point(x: 20, y: 0), frames: 10) }),
        ("drag up", { rig, _ in rig.drag(from: Point(x: 500, y: 650), step: Point(x: 0, y: -25), frames: 10) }),
        (
            "mode switch and back",
            { rig, mode in
                rig.key(.tab)
                rig.frames()
                rig.key(.character(Character(String((ModeName.allCases.firstIndex(of: mode) ?? 0) + 1))))
            }
        ),
        ("reduce motion", { rig, _ in rig.key(.character("A")) }),
        ("rules switched", { rig, _ in rig.key(.character("R")) }),
        ("resize", { rig, _ in rig.app.rootView.frame = Rect(x: 0, y: 0, width: 700, height: 500) }),
        (
            "pointer cancelled",
            { rig, _ in
                rig.pointer(.down, 300, 300)
                rig.frames(2)
                rig.pointer(.move, 360, 280)
                rig.pointer(.cancel, 360, 280)
            }
        ),
        ("a 5 s stall", { rig, _ in rig.clock.tick(times: 300) }),
        ("Space", { rig, _ in rig.key(.space) }),
        (
            "Right then Left",
            { rig, _ in
                rig.key(.right)
                rig.frames(3)
                rig.key(.left)
            }
        ),
    ]

    @Test(arguments: scenarios)
    func comesToRestAfterAnyInterruption(_ scenario: Scenario) {
        for point in 0..<10 {
            let fraction = 0.05 + 0.1 * Double(point)
            for (name, input) in Self.inputs {
                let rig = DemoRig(mode: scenario.mode)
                scenario.prepare(rig)
                scenario.start(rig)
                rig.frames(Int((fraction * scenario.duration * 60).rounded()))
                input(rig, scenario.mode)
                // The input is over: any pointer still down comes up where it is.
                rig.pointer(.up, 512, 360)
                var seen: [ObjectIdentifier: TransitionContext] = [:]
                var frames = 0
                while rig.app.update(at: rig.clock.now) && frames < 120 {
                    rig.frames()
                    frames += 1
                    let problems = Invariants.violations(rig, seen: &seen)
                    if !problems.isEmpty {
                        Issue.record("\(scenario) at \(fraction), \(name): \(problems.joined(separator: "; "))")
                        break
                    }
                }
                let situation = "\(scenario) interrupted at \(String(format: "%.2f", fraction)) by \(name)"
                #expect(!rig.app.update(at: rig.clock.now), "\(situation): still moving after 2 s")
                #expect(rig.app.mode.transition == nil, "\(situation): a transition is left running")
                #expect(Invariants.violations(rig, seen: &seen).isEmpty, "\(situation)")
                if let card = rig.app.mode as? CardDrawerMode {
                    #expect(card.progress == (card.isOpen ? 1 : 0), "\(situation): the card rests at an end")
                }
            }
        }
    }
}
