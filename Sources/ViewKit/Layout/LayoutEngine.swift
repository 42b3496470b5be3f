import Cassowary
import Glibc

/// The Auto Layout engine of one tree of views: every active constraint installed in the tree,
/// with what the views imply (their autoresizing masks, their intrinsic sizes, their margins
/// and safe areas), in one `Cassowary.Solver`, and the frames it gives the views.
///
/// Each view or guide the constraints meet has four variables, its frame in its superview's
/// (its owning view's) coordinates; a constraint between views of different superviews adds
/// the origins of the superviews on the way to the closest common ancestor, so a view's frame
/// follows its superview's without a constraint between them. Transforms are ignored, as
/// UIKit's engine ignores them.
///
/// The tree's root holds its engine, made when a constraint is first activated in the tree (or
/// when a tree that has constraints is laid out). A subtree that leaves a tree takes its
/// constraints out of the tree's engine; joining another tree, it puts them into that one's.
@MainActor package final class LayoutEngine {
    /// Active constraints in every tree: while none, hierarchy changes and layout passes skip
    /// Auto Layout entirely, so code that lays out by frames pays nothing for it.
    private(set) static var activeCount = 0
    /// Whether a view has ever asked for `updateConstraints()`.
    static var hasAskedForUpdates = false
    /// Whether any of it is in use.
    static var isInUse: Bool { activeCount > 0 || hasAskedForUpdates }

    /// What the solvers are given, in order, while set: the bench gives Kiwi the same system.
    package static var recorder: SystemRecorder?

    /// Constraints added to and removed from the solvers, in order.
    package final class SystemRecorder {
        package private(set) var operations: [(added: Bool, constraint: Constraint)] = []
        package init() {}
        func record(_ added: Bool, _ constraint: Constraint) { operations.append((added, constraint)) }
    }

    /// The solver's form of an active constraint, and its constant with the constraint's at 0
    /// (for the bench, which gives Kiwi an edit variable in its place).
    package static func solverForm(of constraint: LayoutConstraint) -> (constraint: Constraint, base: Double)? {
        constraint.engine?.userConstraints[ObjectIdentifier(constraint)]
    }

    /// Where UIKit's log lines go: stderr, unless a test listens.
    package static var report: (String) -> Void = { line in
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// The variables of a view or a guide, and what the engine made for it.
    final class Item {
        let x: Variable
        let y: Variable
        let width: Variable
        let height: Variable
        /// The view or the guide, typed, so that a solve reaches a view without a cast.
        weak var view: View?
        weak var guide: LayoutGuide?
        var object: AnyObject? { view ?? guide }
        /// Its autoresizing constraints (a view that translates its frame) or its guide's to its view.
        var implicit: [Constraint] = []
        /// Whether its autoresizing constraints fix its frame outright (no flexible part ties
        /// them to the superview), and at which strength: such a frame moves by new constants.
        var fixedFrameStrength: Strength?
        /// Hugging and compression resistance, horizontal then vertical, each with the value
        /// and priority it holds.
        var content: [(constraint: Constraint, value: Double, priority: LayoutPriority)?] = [nil, nil, nil, nil]
        /// The width a label's intrinsic size was measured at.
        var measuredWidth: Double?
        /// The insets a margins or safe-area guide holds.
        var insets: EdgeInsets?
        /// A scroll view's bounds' origin (its content offset), once a constraint reaches
        /// through it or its frame guide is used: a variable per axis, each held to the offset by
        /// a required constraint whose constant follows a scroll.
        var scrollOrigin: (x: Variable, y: Variable, held: [Constraint])?
        /// Where `exerciseAmbiguityInLayout()` holds it.
        var exercised: [Constraint] = []
        /// A content guide's width and height held, at the weakest strength, to the scroll
        /// view's `contentSize`: what the constraints leave open keeps the size set by hand.
        var contentSizeHeld: [Constraint] = []
        /// The frame last given to the view, rounded to pixels.
        var applied: Rect?
        /// The values last read, to find the items a solve moved without touching their views.
        var solved = (x: Double.nan, y: Double.nan, width: Double.nan, height: Double.nan)
        /// Taken out of the engine: dropped from its lists at the next solve.
        var isForgotten = false

        init(_ object: AnyObject, name: String) {
            view = object as? View
            guide = object as? LayoutGuide
            x = Variable(name + ".minX")
            y = Variable(name + ".minY")
            width = Variable(name + ".width")
            height = Variable(name + ".height")
        }
    }

    /// Where a solver constraint came from, for the logs.
    enum Origin {
        case user(LayoutConstraint)
        case autoresizing(View, String)
        case contentSize(View, String)
        case guide(LayoutGuide, String)
        case fitting(View, String)
        case exercised(View, String)
    }

    let solver = Solver()
    var items: [ObjectIdentifier: Item] = [:]
    /// The items of views, in the order they were made: what a solve reads.
    var viewItems: [Item] = []
    /// Those whose intrinsic height follows their width (labels that wrap).
    var wrappingItems: [Item] = []
    var hasForgottenItems = false
    /// The guides that keep to their view's margins or safe area.
    var insetGuides: [LayoutGuide] = []
    /// Scroll views' content guides, whose solved size is their content size.
    var contentGuideItems: [Item] = []
    var userConstraints: [ObjectIdentifier: (constraint: Constraint, base: Double)] = [:]
    var origins: [Constraint: Origin] = [:]
    /// Active constraints the solver refused: tried again whenever a constraint goes.
    var broken: [LayoutConstraint] = []
    var dirtyFrames: [View] = []
    var dirtyContent: [View] = []
    /// Whether anything changed since the frames were last read.
    var needsSolve = true
    /// The root of the tree whose engine this is.
    private(set) weak var root: View?
    /// For `systemLayoutSizeFitting`: the view asked about, whose own frame is free.
    weak var fittingRoot: View?

    /// Which way `exerciseAmbiguity` last went.
    var exercisedForward = false

    /// The strength of what only settles what every other constraint leaves open.
    static let weakest = Strength(1e-6)

    // MARK: Finding the engine

    /// The root of `view`'s tree.
    static func root(of view: View) -> View {
        var node = view
        while let parent = node.superview { node = parent }
        return node
    }

    /// The engine of `view`'s tree, made (with every constraint the tree has) if `creating`.
    static func engine(forTreeOf view: View, creating: Bool) -> LayoutEngine? {
        let root = root(of: view)
        if let engine = root.layoutState?.engine { return engine }
        guard creating else { return nil }
        let engine = LayoutEngine()
        engine.root = root
        root.layout.engine = engine
        forEachView(in: root) { node in
            for constraint in node.layoutState?.constraints ?? [] { engine.add(constraint) }
        }
        return engine
    }

    static func forEachView(in view: View, _ body: (View) -> Void) {
        body(view)
        for subview in view.subviews { forEachView(in: subview, body) }
    }

    // MARK: Activation

    static func activate(_ constraint: LayoutConstraint) {
        guard constraint.installedOn == nil else { return }
        if let invalidity = constraint.invalidity {
            report("Unable to activate constraint \(constraint): \(invalidity)")
            return
        }
        guard let first = constraint.firstItem.flatMap(anchorView),
            let ancestor = commonAncestor(first, constraint.secondItem.map(anchorView))
        else {
            report(
                "Unable to activate constraint with anchors \(constraint.firstAnchor) and "
                    + "\(constraint.secondAnchor.map { "\($0)" } ?? "nothing") because they have no common ancestor. "
                    + "Does the constraint or its anchors reference items in different view hierarchies?")
            return
        }
        // A window's tree solves it at once (a conflict is reported as it is activated), its
        // engine made first so that one made now takes in what the tree installed so far. A
        // tree outside any window makes its engine when it is next laid out, with every
        // constraint it holds then: a view built up before it joins a window (a bar, a cell)
        // would otherwise fill an engine of its own, then the window's.
        let root = root(of: ancestor)
        let engine = engine(forTreeOf: root, creating: root.hostingWindow != nil)
        constraint.installedOn = ancestor
        ancestor.layout.constraints.append(constraint)
        activeCount += 1
        if let engine { engine.add(constraint) } else { root.layout.hasDetachedConstraints = true }
    }

    static func deactivate(_ constraint: LayoutConstraint) {
        guard let view = constraint.installedOn else { return }
        view.layout.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        activeCount -= 1
        constraint.engine?.remove(constraint)
    }

    /// The view an item's frame is relative to, or whose attribute it is: a view itself, a
    /// guide's owner, or what an offset's anchors meet at.
    private static func anchorView(_ item: AnyObject?) -> View? {
        switch item {
        case let view as View: view
        case let guide as LayoutGuide: guide.owningView
        case let offset as OffsetItem:
            offset.startItem.flatMap(anchorView).flatMap { start in commonAncestor(start, offset.endItem.map(anchorView)) }
        default: nil
        }
    }

    /// The closest view that is `a` or holds it and is `b` or holds it (or `a` when there is no `b`).
    private static func commonAncestor(_ a: View, _ b: View??) -> View? {
        guard let b else { return a }
        guard let b else { return nil }
        var node: View? = a
        while let view = node {
            if b.isDescendant(of: view) { return view }
            node = view.superview
        }
        return nil
    }
}
