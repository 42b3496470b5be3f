import Foundation
import Motion
import Testing

@testable import ViewKit

/// ViewKit's interruption matrix: every kind of transition the library runs (a push, a pop, the
/// swipe back, a modal presentation and dismissal, a sheet's presentation, run to a detent and
/// dismissal, the zoom's push and pop), interrupted at ten moments by each kind of input a
/// person or an app can send. Once the input is over, everything must come to rest within 3 s
/// of clock in a valid state: no transition left running, the navigation container holding its
/// top screen alone at rest, a presented screen in the window and at rest (a sheet at one of its
/// detents), the stack starting at its root, and no geometry that is not finite.
@Suite struct InterruptionMatrixTests {
    /// A stage with two tiles on the root (the first is the zoom's source), a screen to push, a
    /// page that zooms out of the tile, a modal screen and a page sheet with three detents.
    final class Rig {
        let stage = Stage()
        let tile = View(frame: Rect(x: 20, y: 40, width: 80, height: 60), name: "tile")
        let pushed = Screen(title: "pushed")
        let page = Screen(title: "page")
        let modal = Screen(title: "modal")
        let sheetScreen = Screen(title: "sheet")

        init() {
            stage.root.view.addSubview(tile)
            page.preferredTransition = .zoom { [unowned self] _ in tile }
            modal.modalPresentationStyle = .fullScreen
            sheetScreen.modalPresentationStyle = .pageSheet
            let sheet = sheetScreen.sheetPresentationController!
            sheet.detents = [.custom(identifier: .init("peek")) { _ in 96 }, .medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
        }

        var navigation: NavigationController { stage.navigation }
        var sheet: SheetPresentationController { sheetScreen.sheetPresentationController! }

        func drag(from start: Point, step: Point, frames: Int) {
            stage.pointer(.down, start.x, start.y)
            for index in 1...frames {
                stage.frames(1)
                stage.pointer(.move, start.x + step.x * Double(index), start.y + step.y * Double(index))
            }
            stage.pointer(.up, start.x + step.x * Double(frames), start.y + step.y * Double(frames))
        }
    }

    nonisolated struct Transition: CustomStringConvertible, Sendable {
        let description: String
        /// Puts the rig where the transition can start, at rest (not counted).
        let prepare: @MainActor @Sendable (Rig) -> Void
        /// Starts the transition; a drag leaves the pointer down.
        let start: @MainActor @Sendable (Rig) -> Void
    }

    nonisolated static let transitions: [Transition] = [
        Transition(description: "push", prepare: { _ in }, start: { $0.navigation.pushViewController($0.pushed, animated: true) }),
        Transition(
            description: "pop", prepare: { $0.navigation.pushViewController($0.pushed, animated: false) },
            start: { _ = $0.navigation.popViewController(animated: true) }),
        Transition(
            description: "swipe back", prepare: { $0.navigation.pushViewController($0.pushed, animated: false) },
            start: { rig in
                rig.stage.pointer(.down, 2, 150)
                for x in stride(from: 20.0, through: 140, by: 20) {
                    rig.stage.frames(1)
                    rig.stage.pointer(.move, x, 150)
                }
            }),
        Transition(description: "modal present", prepare: { _ in }, start: { _ = $0.stage.root.present($0.modal, animated: true) }),
        Transition(
            description: "modal dismiss", prepare: { _ = $0.stage.root.present($0.modal, animated: false) },
            start: { _ = $0.modal.dismiss(animated: true) }),
        Transition(
            description: "sheet present", prepare: { _ in }, start: { _ = $0.stage.root.present($0.sheetScreen, animated: true) }),
        Transition(
            description: "sheet to a detent",
            prepare: { rig in
                _ = rig.stage.root.present(rig.sheetScreen, animated: true)
                rig.stage.settle()
            },
            start: { rig in rig.sheet.animateChanges { rig.sheet.selectedDetentIdentifier = .large } }),
        Transition(
            description: "sheet dismiss",
            prepare: { rig in
                _ = rig.stage.root.present(rig.sheetScreen, animated: true)
                rig.stage.settle()
            },
            start: { _ = $0.sheetScreen.dismiss(animated: true) }),
        Transition(description: "zoom push", prepare: { _ in }, start: { $0.navigation.pushViewController($0.page, animated: true) }),
        Transition(
            description: "zoom pop",
            prepare: { rig in
                rig.navigation.pushViewController(rig.page, animated: true)
                rig.stage.settle()
            },
            start: { _ = $0.navigation.popViewController(animated: true) }),
    ]

    static let inputs: [(String, @MainActor (Rig) -> Void)] = [
        (
            "press and release",
            { rig in
                rig.stage.pointer(.down, 200, 150)
                rig.stage.frames(1)
                rig.stage.pointer(.up, 200, 150)
            }
        ),
        ("swipe from the left edge", { $0.drag(from: Point(x: 2, y: 150), step: Point(x: 20, y: 0), frames: 10) }),
        ("drag down", { $0.drag(from: Point(x: 200, y: 120), step: Point(x: 0, y: 15), frames: 10) }),
        ("drag up", { $0.drag(from: Point(x: 200, y: 280), step: Point(x: 0, y: -20), frames: 10) }),
        ("back", { $0.stage.window.goBack() }),
        ("escape", { _ = $0.stage.window.dismissFrontmostPresentation() }),
        ("a push asked for", { $0.navigation.pushViewController(Screen(title: "extra"), animated: true) }),
        ("a pop asked for", { _ = $0.navigation.popViewController(animated: true) }),
        ("the window resized", { $0.stage.window.size = Size(width: 320, height: 260) }),
        (
            "pointer cancelled",
            { rig in
                rig.stage.pointer(.down, 200, 150)
                rig.stage.frames(2)
                rig.stage.pointer(.move, 240, 140)
                rig.stage.pointer(.cancel, 240, 140)
            }
        ),
        ("a 5 s stall", { $0.stage.clock.tick(times: 300) }),
    ]

    /// The frames after the start at which the input comes: early, mid-way and late in each
    /// transition, and after most have ended.
    static let moments = [1, 3, 6, 10, 14, 18, 22, 27, 33, 45]

    @Test(arguments: transitions)
    func comesToRestAfterAnyInterruption(_ transition: Transition) {
        for moment in Self.moments {
            for (name, input) in Self.inputs {
                let rig = Rig()
                transition.prepare(rig)
                rig.stage.settle()
                transition.start(rig)
                rig.stage.frames(moment)
                input(rig)
                // The input is over: a pointer still down comes up where it is.
                rig.stage.pointer(.up, 200, 150)
                let frames = rig.stage.settle(limit: 180)
                let problems = Self.violations(rig, settledIn: frames)
                if !problems.isEmpty {
                    Issue.record("\(transition) at frame \(moment), \(name): \(problems.joined(separator: "; "))")
                }
            }
        }
    }

    /// What is wrong with the rig at rest.
    static func violations(_ rig: Rig, settledIn frames: Int) -> [String] {
        var problems: [String] = []
        if frames >= 180 || rig.stage.driver.hasRunningAnimations { problems.append("still moving after 3 s") }
        let navigation = rig.navigation
        if navigation.transitionContext != nil { problems.append("a navigation transition is left running") }
        if navigation.viewControllers.first !== rig.stage.root { problems.append("the stack does not start at its root") }
        // A sheet at its full-height detent recedes the screen behind it: that screen is then
        // scaled, as the sheet lays it out, and otherwise at rest.
        let sheetRecedes =
            rig.stage.root.presentedViewController === rig.sheetScreen && rig.sheet.presenterRecede(forHeight: rig.sheet.height) > 0
        let container = rig.stage.container
        if sheetRecedes {
            if container.subviews.count != 1 || container.subviews.first !== navigation.top.view {
                problems.append("the container does not hold its top screen alone")
            }
        } else if !rig.stage.containerIsAtRest(showing: navigation.top) {
            problems.append("the container does not hold its top screen alone, at rest")
        }
        if let presented = rig.stage.root.presentedViewController {
            if presented.presentationContext != nil { problems.append("a presentation is left running") }
            if presented.view.window == nil { problems.append("the presented screen is not in the window") }
            if presented === rig.sheetScreen {
                let sheet = rig.sheet
                if let resting = sheet.restingDetentIdentifier, let height = sheet.height(of: resting) {
                    if abs(sheet.height - height) > 1e-6 { problems.append("the sheet rests off its detent") }
                } else {
                    problems.append("the sheet rests at no detent")
                }
            } else if presented.view.frame != rig.stage.window.rootView.bounds || presented.view.transform != .identity {
                problems.append("the modal screen is not at rest over the window")
            }
        } else if rig.sheetScreen.view.window != nil || rig.modal.view.window != nil {
            problems.append("a dismissed screen is still in the window")
        }
        if let bad = firstNonFinite(rig.stage.window.rootView) { problems.append("non-finite geometry in \(bad)") }
        return problems
    }

    /// The name of the first view whose geometry, alpha or transform is not finite.
    static func firstNonFinite(_ view: View) -> String? {
        let b = view.bounds
        if !(view.transform.isFinite && view.position.isFinite && b.origin.isFinite && b.width.isFinite && b.height.isFinite
            && view.alpha.isFinite)
        {
            return view.name.isEmpty ? "a view" : view.name
        }
        for subview in view.subviews {
            if let bad = firstNonFinite(subview) { return bad }
        }
        return nil
    }
}
