import Cassowary
import Foundation
import Motion
import ViewKit

/// Auto Layout's rows, each against Kiwi (`kiwisolver`, C++ through Python) solving the same
/// system, recorded from Drawer's engine as it laid the screen out:
/// - a screen of 1,000 views (250 list cells of an icon, a title and an accessory) laid out
///   from scratch: Drawer's whole pass (activating the constraints, which builds the solver's
///   rows, the update-constraints pass, the solve, the frames written) against Kiwi adding the
///   same constraints and `updateVariables`;
/// - one constant changed every frame on that screen (the first cell's top, which moves every
///   cell), re-solved and laid out, against Kiwi's `suggestValue` on an edit variable in the
///   constraint's place and `updateVariables`;
/// - a stack view of 100 labels laid out from scratch, as the first.
///
/// Only what both do is timed: the views and the constraint objects are made before the clock
/// starts, on both sides, and bench/kiwi_layout.py takes Python's loop out of Kiwi's figure.
/// Drawer's figure holds more than Kiwi's (its layer's work besides the solver's: the update
/// pass, reading the moved items, writing frames, measuring labels); a row below each times
/// Drawer's solver alone on the recorded system, the work both do, to say which part costs what.
@MainActor struct LayoutBenchmark {
    /// From scratch: within 1.5 times Kiwi.
    static let scratchGoal = 1.5
    /// A constant changed a frame: within Kiwi's time.
    static let incrementalGoal = 1.0

    let scratch: String
    let python: String

    /// The rows, each in `rounds` paired rounds.
    func run(rounds: Int, aa: Bool, progress: (String) throws -> Void) throws -> [EngineBenchmark.Figure] {
        var figures: [EngineBenchmark.Figure] = []

        try progress("layout: recording the 1,000-view screen's system for Kiwi")
        let (listOperations, listAnimated) = Self.record {
            let screen = LayoutScreens.list(cells: 250)
            LayoutConstraint.activate(screen.constraints)
            screen.root.layoutIfNeeded()
            return LayoutEngine.solverForm(of: screen.animated)
        }
        let listKiwi = try kiwi(listOperations, animated: listAnimated, file: "layout-list.json")

        try progress("layout: 1,000 views from scratch, \(rounds) rounds against Kiwi")
        let scratchRounds = try PairedRounds.run(rounds: rounds, aa: aa) { arm -> Double in
            guard arm == .drawer else { return try Self.milliseconds(listKiwi.ask("scratch 3")) }
            return Self.medianMilliseconds(repeats: 3) { time in
                let screen = LayoutScreens.list(cells: 250)
                time {
                    LayoutConstraint.activate(screen.constraints)
                    screen.root.layoutIfNeeded()
                }
                EngineBenchmark.sink += screen.root.subviews.last?.frame.maxY ?? 0
            }
        }
        figures.append(
            EngineBenchmark.Figure(
                key: "layout_1000_scratch_ms", label: "Auto Layout, 1,000 views from scratch (against Kiwi)", unit: "ms",
                rounds: scratchRounds, goal: Self.scratchGoal))

        try progress("layout: the solver alone on the same system, \(rounds) rounds against Kiwi")
        figures.append(try solverAlone(listOperations, against: listKiwi, rounds: rounds, key: "layout_1000_solver_ms"))

        try progress("layout: a constant a frame on 1,000 views, \(rounds) rounds against Kiwi")
        let screen = LayoutScreens.list(cells: 250)
        LayoutConstraint.activate(screen.constraints)
        screen.root.layoutIfNeeded()
        var frame = 0
        let incrementalRounds = try PairedRounds.run(rounds: rounds, aa: aa) { arm -> Double in
            guard arm == .drawer else { return try Self.milliseconds(listKiwi.ask("edit 100")) }
            var samples: [Double] = []
            for _ in 0..<100 {
                frame += 1
                let start = EngineBenchmark.nanoseconds()
                screen.animated.constant = 10 + Double(frame % 100)
                screen.root.layoutIfNeeded()
                samples.append(Double(EngineBenchmark.nanoseconds() - start) / 1e6)
            }
            return PairedRounds.median(samples)
        }
        figures.append(
            EngineBenchmark.Figure(
                key: "layout_1000_constant_ms", label: "Auto Layout, a constant a frame on 1,000 views (against Kiwi)", unit: "ms",
                rounds: incrementalRounds, goal: Self.incrementalGoal))

        try progress("layout: the solver alone on that constant, \(rounds) rounds against Kiwi")
        let animatedSolver = Solver()
        for (added, constraint) in listOperations {
            if added { try? animatedSolver.add(constraint) } else { try? animatedSolver.remove(constraint) }
        }
        animatedSolver.updateVariables()
        var solverFrame = 0
        let incrementalSolverRounds = try PairedRounds.run(rounds: rounds, aa: false) { arm -> Double in
            guard arm == .drawer else { return try Self.milliseconds(listKiwi.ask("edit 100")) }
            guard let (animated, base) = listAnimated else { throw BenchError("the animated constraint was not recorded") }
            var samples: [Double] = []
            for _ in 0..<100 {
                solverFrame += 1
                let start = EngineBenchmark.nanoseconds()
                try? animatedSolver.setConstant(base - (10 + Double(solverFrame % 100)), of: animated)
                animatedSolver.updateVariables()
                samples.append(Double(EngineBenchmark.nanoseconds() - start) / 1e6)
            }
            return PairedRounds.median(samples)
        }
        figures.append(
            EngineBenchmark.Figure(
                key: "layout_1000_constant_solver_ms", label: "  its solver alone (against Kiwi)", unit: "ms",
                rounds: incrementalSolverRounds))

        try progress("layout: recording the 100-row stack view's system for Kiwi")
        let (stackOperations, _) = Self.record { () -> Int? in
            let stack = LayoutScreens.stack(rows: 100)
            LayoutConstraint.activate(stack.constraints)
            stack.root.layoutIfNeeded()
            return nil
        }
        let stackKiwi = try kiwi(stackOperations, animated: nil, file: "layout-stack.json")
        try progress("layout: a 100-row stack view from scratch, \(rounds) rounds against Kiwi")
        let stackRounds = try PairedRounds.run(rounds: rounds, aa: aa) { arm -> Double in
            guard arm == .drawer else { return try Self.milliseconds(stackKiwi.ask("scratch 3")) }
            return Self.medianMilliseconds(repeats: 3) { time in
                let stack = LayoutScreens.stack(rows: 100)
                time {
                    LayoutConstraint.activate(stack.constraints)
                    stack.root.layoutIfNeeded()
                }
                EngineBenchmark.sink += stack.root.subviews.first?.frame.height ?? 0
            }
        }
        figures.append(
            EngineBenchmark.Figure(
                key: "layout_stack_100_scratch_ms", label: "Auto Layout, a 100-row stack view from scratch (against Kiwi)", unit: "ms",
                rounds: stackRounds, goal: Self.scratchGoal))

        try progress("layout: the solver alone on the stack view's system, \(rounds) rounds against Kiwi")
        figures.append(try solverAlone(stackOperations, against: stackKiwi, rounds: rounds, key: "layout_stack_100_solver_ms"))
        return figures
    }

    /// Drawer's solver alone given a recorded system from scratch, against Kiwi given the same.
    private func solverAlone(
        _ operations: [(added: Bool, constraint: Constraint)], against kiwi: LineServer, rounds: Int, key: String
    ) throws -> EngineBenchmark.Figure {
        let solverRounds = try PairedRounds.run(rounds: rounds, aa: false) { arm -> Double in
            guard arm == .drawer else { return try Self.milliseconds(kiwi.ask("scratch 3")) }
            return Self.medianMilliseconds(repeats: 3) { time in
                let solver = Solver()
                time {
                    for (added, constraint) in operations {
                        if added { try? solver.add(constraint) } else { try? solver.remove(constraint) }
                    }
                    solver.updateVariables()
                }
            }
        }
        return EngineBenchmark.Figure(key: key, label: "  its solver alone (against Kiwi)", unit: "ms", rounds: solverRounds)
    }

    /// What the engine gave its solver while `body` ran, and what `body` returned.
    private static func record<Result>(
        _ body: () -> Result?
    ) -> (operations: [(added: Bool, constraint: Constraint)], result: Result?) {
        let recorder = LayoutEngine.SystemRecorder()
        LayoutEngine.recorder = recorder
        defer { LayoutEngine.recorder = nil }
        let result = body()
        return (recorder.operations, result)
    }

    /// Kiwi's timing script, given the system as JSON.
    private func kiwi(
        _ operations: [(added: Bool, constraint: Constraint)], animated: (constraint: Constraint, base: Double)?, file: String
    ) throws -> LineServer {
        var indexes: [Variable: Int] = [:]
        var ids: [Constraint: Int] = [:]
        var specs: [[String: Any]] = []
        for (added, constraint) in operations {
            let id = ids[constraint] ?? ids.count
            ids[constraint] = id
            var spec: [String: Any] = ["add": added, "id": id]
            if added {
                spec["terms"] = constraint.expression.terms.map { term -> [Double] in
                    let index = indexes[term.variable] ?? indexes.count
                    indexes[term.variable] = index
                    return [Double(index), term.coefficient]
                }
                spec["constant"] = constraint.expression.constant
                spec["relation"] =
                    switch constraint.relation {
                    case .lessThanOrEqual: "<="
                    case .equal: "=="
                    case .greaterThanOrEqual: ">="
                    }
                spec["strength"] = constraint.strength.isRequired ? NSNull() : constraint.strength.weight as Any
            }
            specs.append(spec)
        }
        var system: [String: Any] = ["variables": indexes.count, "operations": specs]
        if let animated, let id = ids[animated.constraint] { system["animated"] = ["id": id, "base": animated.base] }
        let path = (scratch as NSString).appendingPathComponent(file)
        try JSONSerialization.data(withJSONObject: system).write(to: URL(fileURLWithPath: path))
        return try LineServer(python, ["bench/kiwi_layout.py", path], name: "Kiwi's timing script")
    }

    private static func milliseconds(_ nanoseconds: String) throws -> Double {
        guard let value = Double(nanoseconds) else { throw BenchError("Kiwi's timing script answered '\(nanoseconds)'") }
        return value / 1e6
    }

    /// The median of `repeats` runs of `body`, each timing only what it hands to `time`.
    private static func medianMilliseconds(repeats: Int, _ body: (_ time: (() -> Void) -> Void) -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<repeats {
            body { work in
                let start = EngineBenchmark.nanoseconds()
                work()
                samples.append(Double(EngineBenchmark.nanoseconds() - start) / 1e6)
            }
        }
        return PairedRounds.median(samples)
    }
}

/// The layout rows' screens, built as UIKit code builds them, their constraints made and not
/// yet active.
@MainActor enum LayoutScreens {
    /// A list of `cells` cells, 44 points high, each an icon, a title and an accessory: the
    /// cells stacked top to bottom, each placed in its cell by anchors (4 views a cell).
    static func list(cells: Int) -> (window: Window, root: View, constraints: [LayoutConstraint], animated: LayoutConstraint) {
        let (window, root) = screen(Size(width: 400, height: Double(cells) * 44 + 100))
        var constraints: [LayoutConstraint] = []
        var previous: View?
        var animated: LayoutConstraint?
        for index in 0..<cells {
            let cell = View(name: "cell \(index)")
            let icon = View(name: "icon")
            let title = Label(name: "title")
            title.text = "Row \(index + 1)"
            let accessory = View(name: "accessory")
            for view in [cell, icon, title, accessory] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(cell)
            for view in [icon, title, accessory] { cell.addSubview(view) }
            let top =
                previous.map { cell.topAnchor.constraint(equalTo: $0.bottomAnchor) }
                ?? cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            if previous == nil { animated = top }
            constraints += [
                top, cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: root.trailingAnchor), cell.heightAnchor.constraint(equalToConstant: 44),
                icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor), icon.widthAnchor.constraint(equalToConstant: 28),
                icon.heightAnchor.constraint(equalToConstant: 28),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                accessory.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                accessory.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                accessory.widthAnchor.constraint(equalToConstant: 12), accessory.heightAnchor.constraint(equalToConstant: 12),
                accessory.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            ]
            previous = cell
        }
        return (window, root, constraints, animated!)
    }

    /// A screen of `size` in a window of its own, as a controller's view fills its window.
    private static func screen(_ size: Size) -> (Window, View) {
        let window = Window(size: size, driver: AnimationDriver(clock: FixedStepClock()))
        let root = View(frame: Rect(origin: .zero, size: size), name: "screen")
        window.rootView.addSubview(root)
        return (window, root)
    }

    /// A column of `rows` labels, 8 apart, pinned to the top and sides.
    static func stack(rows: Int) -> (window: Window, root: View, constraints: [LayoutConstraint]) {
        let (window, root) = screen(Size(width: 400, height: Double(rows) * 40))
        let stack = StackView(frame: .zero, name: "stack")
        stack.axis = .vertical
        stack.spacing = 8
        for index in 0..<rows {
            let label = Label(name: "row")
            label.text = "Row \(index + 1)"
            stack.addArrangedSubview(label)
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        return (
            window, root,
            [
                stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ]
        )
    }
}
