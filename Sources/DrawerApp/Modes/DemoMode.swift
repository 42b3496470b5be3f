import Motion
import SDLHost
import ViewKit

/// A mode of the demo: everything it owns, in its own file. `ModeRegistry` lists the modes; the
/// mode bar, the number keys, `--mode`, `--help`, the motion lab, `--set`, the state line and the
/// bench all read them from there, so adding a mode is its file and one line in the registry.
@MainActor protocol DemoMode: AnyObject, SendableMetatype {
    /// What `--mode` takes, the mode bar shows and the state line reports.
    nonisolated static var name: ModeName { get }
    /// Makes the mode on the demo's shared environment.
    init(environment: DemoEnvironment)
    /// The mode's motion as the motion lab shows it: its numbers, its UIKit Swift and its plot.
    static var motion: ModeMotion { get }
    /// The keys the mode answers: the help's lines and what they do here.
    static var keyBindings: [KeyBinding<Self>] { get }
    /// How the bench drives the mode.
    static var bench: BenchPlan { get }

    /// The controller that fills the window while the mode is shown.
    var rootViewController: ViewController { get }
    /// Ends motion where it was heading: `.now` everything, finished or cancelled, leaving a
    /// valid state (before a mode switch); `.atRest` what has come to rest to the eye
    /// (`Tolerance.visible`), so that an invisible remainder of a spring blocks nothing (after
    /// every update, under Drawer's rules).
    func endMotion(_ ending: MotionEnding)
    /// What the HUD shows while no view-controller transition runs.
    var restingHUDLines: [String] { get }
    /// Writes the mode's own part of the state line.
    func describe(into state: inout DemoState)
    /// What must hold of the mode at `check`, a sentence for each thing that does not (none
    /// when sound). The fuzz tests check it.
    func violations(at check: ModeCheck) -> [String]
}

/// Which motion `DemoMode.endMotion(_:)` ends.
enum MotionEnding {
    /// Everything that moves, now.
    case now
    /// What has come to rest to the eye.
    case atRest
}

/// When the fuzz tests check a mode.
nonisolated enum ModeCheck: Equatable {
    /// After every frame; `isAnimating` tells whether anything moves.
    case afterFrame(isAnimating: Bool)
    /// Once the input has ended and everything has settled: nothing may be held by a pointer
    /// that is up, nor still move.
    case atRest
}

/// A mode's motion, as the motion lab shows it.
nonisolated struct ModeMotion: Sendable {
    /// The numbers that shape it, in the motion lab's order.
    let tunables: [Tunable]
    /// The Swift (UIKit) that reproduces it on iOS with the current settings, with the
    /// `drawer curve` command that plots it: what C prints and copies; the lab shows its call.
    let code: @MainActor @Sendable (MotionSettings) -> SwiftCode
    /// Its spring or curve as progress against time, for the lab's plot.
    let plot: @MainActor @Sendable (MotionSettings) -> MotionPlot
}

/// A mode whose motion is one spring, shaped by a damping-ratio tunable and a response tunable
/// (the card, the zoom, the sheet): the spring the settings make, and its plot.
protocol SpringTunedMode {
    static var damping: Tunable { get }
    static var response: Tunable { get }
}

extension SpringTunedMode {
    /// The mode's spring with the current settings.
    static func spring(_ settings: MotionSettings) -> Spring {
        settings.spring(damping: damping, response: response)
    }

    static func plot(_ settings: MotionSettings) -> MotionPlot { .spring(spring(settings)) }
}

/// A mode's motion plotted: progress against time (s), over how many seconds, and a line about it.
struct MotionPlot {
    let curve: (Double) -> Double
    let seconds: Double
    let summary: String

    /// A spring from rest: its motion, plotted to 1.2 × its settling duration.
    static func spring(_ spring: Spring) -> MotionPlot {
        let settling = spring.settlingDuration()
        let summary = "ζ \(format(spring.dampingRatio)) · response \(format(spring.response)) s · settles in \(format(settling)) s"
        return MotionPlot(curve: spring.motion(initialVelocity: 0).value(at:), seconds: settling * 1.2, summary: summary)
    }

    /// A number as the panel writes it: whole from 10 up, two decimals below.
    static func format(_ value: Double) -> String {
        String(cFormat: abs(value) >= 10 ? "%.0f" : "%.2f", value)
    }
}

/// How the bench drives a mode: the keys that take it away from rest and back (the memory
/// cycles), how it keeps a transition running (the frame table), and the table's rows for it
/// beyond its plain one. By default Space, which opens and closes what the mode shows.
nonisolated struct BenchPlan: Sendable {
    /// How a mode keeps a transition running: a key pressed whenever the last one ended.
    nonisolated enum KeepMoving: Sendable, Equatable {
        /// The same key every time: it opens, then closes.
        case press(Key)
        /// A stack's: Right until two screens stand above the base, then Left back down to it.
        case pushAndPop
    }

    var roundTrip: [Key] = [.space, .space]
    var keepMoving = KeepMoving.press(.space)
    var variants: [BenchVariant] = []

    /// A stack's plan: Right and Left there and back, pushing and popping to keep moving.
    static func stack(variants: [BenchVariant] = []) -> BenchPlan {
        BenchPlan(roundTrip: [.right, .left], keepMoving: .pushAndPop, variants: variants)
    }

    /// The key to press now, on a stack `depth` screens deep with `base` screens under the ones
    /// the transitions move.
    func keyToKeepMoving(depth: Int, base: Int) -> Key {
        switch keepMoving {
        case .press(let key): key
        case .pushAndPop: depth < base + 2 ? .right : .left
        }
    }
}

/// One more row of the bench's frame table for a mode: reduced motion, fades drawn view by
/// view, or a deeper stack.
package nonisolated struct BenchVariant: Sendable {
    package var reduceMotion = false
    package var groupOpacity = true
    package var depth = 1

    package init(reduceMotion: Bool = false, groupOpacity: Bool = true, depth: Int = 1) {
        self.reduceMotion = reduceMotion
        self.groupOpacity = groupOpacity
        self.depth = depth
    }
}

extension DemoMode {
    var name: ModeName { Self.name }
    /// The mode's keys for the help text.
    static var keyGuide: [(keys: String, meaning: String)] { keyBindings.guide() }
    /// The keys the mode's table binds, and what each binding does.
    static var boundKeys: [(keys: [Key], meaning: String)] { keyBindings.map { ($0.keys, $0.meaning) } }
    /// Reacts to a key; returns whether the mode used it.
    func handleKey(_ key: Key) -> Bool { Self.keyBindings.handle(key, on: self) }
    static var bench: BenchPlan { BenchPlan() }
    /// The navigation stack's screen titles, root first: a navigation controller's, or the root
    /// screen alone.
    var stack: [String] {
        (rootViewController as? NavigationController)?.viewControllers.map(\.title) ?? [rootViewController.title]
    }
    /// The running view-controller transition, if any: the stack's, or the root's presentation's.
    var transition: TransitionContext? {
        (rootViewController as? NavigationController)?.transitionContext ?? rootViewController.presentationTransition
    }
    /// The presented screen's title, if any: what the root presents, unless it is part of the
    /// mode's own screen, modal in presentation (the card).
    var presented: String? {
        rootViewController.presentedViewController.flatMap { $0.isModalInPresentation ? nil : $0.title }
    }
    var restingHUDLines: [String] { ["idle"] }
    func describe(into state: inout DemoState) {}
    func violations(at check: ModeCheck) -> [String] { [] }
}

extension NavigationController {
    /// The container's invariant: at rest it holds the top screen alone, during a transition
    /// only the transition's two views and the views named `extra` (a zoom's dimming and card).
    func containerViolations(allowing extra: Set<String> = []) -> [String] {
        // The screens' container: the running transition's, or the one the top screen rests in.
        guard let top = topViewController, let container = transitionContext?.containerView ?? top.view.superview,
            container.superview === view
        else { return ["the top screen is not in the navigation controller's container"] }
        let inContainer = container.subviews
        if let context = transitionContext {
            if inContainer.contains(where: { $0 !== context.fromView && $0 !== context.toView && !extra.contains($0.name) }) {
                return ["the container holds a view outside the running transition"]
            }
        } else if inContainer.count != 1 || inContainer[0] !== top.view {
            return ["at rest the container should hold the top screen alone (\(inContainer.map(\.name)))"]
        }
        return []
    }
}
