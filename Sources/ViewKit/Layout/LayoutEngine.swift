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
    private static var hasAskedForUpdates = false
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
    private enum Origin {
        case user(LayoutConstraint)
        case autoresizing(View, String)
        case contentSize(View, String)
        case guide(LayoutGuide, String)
        case fitting(View, String)
        case exercised(View, String)
    }

    let solver = Solver()
    private var items: [ObjectIdentifier: Item] = [:]
    /// The items of views, in the order they were made: what a solve reads.
    private var viewItems: [Item] = []
    /// Those whose intrinsic height follows their width (labels that wrap).
    private var wrappingItems: [Item] = []
    private var hasForgottenItems = false
    /// The guides that keep to their view's margins or safe area.
    private var insetGuides: [LayoutGuide] = []
    /// Scroll views' content guides, whose solved size is their content size.
    private var contentGuideItems: [Item] = []
    private var userConstraints: [ObjectIdentifier: (constraint: Constraint, base: Double)] = [:]
    private var origins: [Constraint: Origin] = [:]
    /// Active constraints the solver refused: tried again whenever a constraint goes.
    private var broken: [LayoutConstraint] = []
    private var dirtyFrames: [View] = []
    private var dirtyContent: [View] = []
    /// Whether anything changed since the frames were last read.
    var needsSolve = true
    /// The root of the tree whose engine this is.
    private(set) weak var root: View?
    /// For `systemLayoutSizeFitting`: the view asked about, whose own frame is free.
    private weak var fittingRoot: View?

    // MARK: Finding the engine

    /// The root of `view`'s tree.
    private static func root(of view: View) -> View {
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

    private static func forEachView(in view: View, _ body: (View) -> Void) {
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

    // MARK: Adding and removing

    /// Puts an active constraint in the solver, or among the broken ones if the solver refuses it.
    func add(_ constraint: LayoutConstraint) {
        if fittingRoot == nil { constraint.engine = self }
        guard let ancestor = constraint.installedOn, let (made, base) = makeConstraint(constraint, in: ancestor) else { return }
        do {
            try solver.add(made)
            Self.recorder?.record(true, made)
            userConstraints[ObjectIdentifier(constraint)] = (made, base)
            origins[made] = .user(constraint)
            needsSolve = true
        } catch {
            refuse(constraint, error)
        }
    }

    func remove(_ constraint: LayoutConstraint) {
        constraint.engine = nil
        if let index = broken.firstIndex(where: { $0 === constraint }) {
            broken.remove(at: index)
            return
        }
        guard let (made, _) = userConstraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.remove(made)
        Self.recorder?.record(false, made)
        origins[made] = nil
        needsSolve = true
        retryBroken()
    }

    /// Tries the refused constraints again: what they conflicted with may have gone.
    private func retryBroken() {
        guard !broken.isEmpty else { return }
        let waiting = broken
        broken.removeAll()
        for constraint in waiting {
            guard let ancestor = constraint.installedOn, let (made, base) = makeConstraint(constraint, in: ancestor) else { continue }
            do {
                try solver.add(made)
                Self.recorder?.record(true, made)
                userConstraints[ObjectIdentifier(constraint)] = (made, base)
                origins[made] = .user(constraint)
            } catch {
                broken.append(constraint)
            }
        }
    }

    func constantChanged(_ constraint: LayoutConstraint) {
        needsSolve = true
        guard let (made, base) = userConstraints[ObjectIdentifier(constraint)] else {
            // A broken constraint may hold at its new constant.
            if broken.contains(where: { $0 === constraint }) {
                broken.removeAll { $0 === constraint }
                add(constraint)
            }
            return
        }
        do { try solver.setConstant(base - constraint.constant, of: made) } catch {
            userConstraints[ObjectIdentifier(constraint)] = nil
            origins[made] = nil
            try? solver.remove(made)
            refuse(constraint, error)
        }
    }

    func priorityChanged(_ constraint: LayoutConstraint) {
        remove(constraint)
        add(constraint)
    }

    /// Logs the refusal as UIKit does, and keeps the constraint to try again.
    private func refuse(_ constraint: LayoutConstraint, _ error: SolverError) {
        broken.append(constraint)
        guard case .unsatisfiable(_, let others) = error else {
            Self.report("[LayoutConstraints] The layout engine failed on \(constraint): \(error)")
            return
        }
        let listed = others.map(describe) + [constraint.description]
        Self.report(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(constraint)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """)
    }

    private func describe(_ made: Constraint) -> String {
        switch origins[made] {
        case .user(let constraint): constraint.description
        case .autoresizing(let view, let what):
            // Its constant as it stands (a frame's move shifts it in place): `variable − c`.
            "<NSAutoresizingMaskLayoutConstraint \(LayoutConstraint.describe(view)).\(what) == \(-(solver.constant(of: made) ?? 0) + 0)>"
        case .contentSize(let view, let what): "<NSContentSizeLayoutConstraint \(LayoutConstraint.describe(view)).\(what)>"
        case .guide(let guide, let what): "<NSLayoutConstraint \(LayoutConstraint.describe(guide)).\(what)>"
        case .fitting(let view, let what): "<NSLayoutConstraint \(LayoutConstraint.describe(view)).\(what) (fitting size)>"
        case .exercised(let view, let what): "<NSLayoutConstraint \(LayoutConstraint.describe(view)).\(what) (exercising ambiguity)>"
        case nil: "\(made)"
        }
    }

    /// Adds a constraint the engine makes itself; one a required one contradicts is logged and
    /// left out.
    private func addImplicit(_ made: Constraint, _ origin: Origin) -> Bool {
        do {
            try solver.add(made)
            Self.recorder?.record(true, made)
            origins[made] = origin
            needsSolve = true
            return true
        } catch {
            Self.report("[LayoutConstraints] Unable to satisfy \(describe(made)) with the others: \(error)")
            return false
        }
    }

    private func removeImplicit(_ made: Constraint) {
        try? solver.remove(made)
        Self.recorder?.record(false, made)
        origins[made] = nil
        needsSolve = true
    }

    // MARK: Expressions

    /// The solver's form of `constraint`, `first − multiplier × second − constant  relation  0`,
    /// in the coordinates of `ancestor`, and the constant it has with a constant of 0.
    private func makeConstraint(_ constraint: LayoutConstraint, in ancestor: View) -> (Constraint, Double)? {
        guard let firstItem = constraint.firstItem, var expression = expression(constraint.firstAttribute, of: firstItem, in: ancestor)
        else { return nil }
        if let secondItem = constraint.secondItem {
            guard let second = self.expression(constraint.secondAttribute, of: secondItem, in: ancestor) else { return nil }
            expression = expression - constraint.multiplier * second
        }
        let base = expression.constant
        expression.constant -= constraint.constant
        let relation: Constraint.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return (Constraint(expression, relation, strength: constraint.priority.strength), base)
    }

    /// `attribute` of `object` in `container`'s coordinates (its bounds' origin at 0), or nil if
    /// the object is not in the container.
    private func expression(_ attribute: LayoutConstraint.Attribute, of object: AnyObject, in container: View) -> LinearExpression? {
        switch object {
        case let view as View:
            if let plain = attribute.withoutMargin { return expression(plain, of: view.layoutMarginsGuide, in: container) }
            let item = item(for: view)
            guard view !== container else {
                // Seen from inside, a scroll view's edges are its content's, its width and height
                // its frame's (UIKit's rule since iOS 6, Technical Note TN2154).
                if let scrollView = view as? ScrollView, attribute != .width, attribute != .height {
                    return expression(attribute, of: scrollView.contentLayoutGuide, in: container)
                }
                return edge(attribute, x: LinearExpression(), y: LinearExpression(), item, view, rightToLeft: view.isRightToLeft)
            }
            guard let origin = origin(of: view.superview, in: container) else { return nil }
            return edge(attribute, x: origin.x + item.x, y: origin.y + item.y, item, view, rightToLeft: view.isRightToLeft)
        case let guide as LayoutGuide:
            guard let owner = guide.owningView, let origin = origin(of: owner, in: container) else { return nil }
            let item = item(for: guide)
            return edge(attribute, x: origin.x + item.x, y: origin.y + item.y, item, nil, rightToLeft: owner.isRightToLeft)
        case let offset as OffsetItem:
            guard let start = offset.startItem, let end = offset.endItem,
                let from = expression(offset.startAttribute, of: start, in: container),
                let to = expression(offset.endAttribute, of: end, in: container)
            else { return nil }
            return to - from
        default:
            return nil
        }
    }

    /// Where `view`'s bounds' origin is in `container`'s: the sum of the origins on the way up,
    /// less each scroll view's content offset (what is inside one moves as it scrolls, so a
    /// subview pinned to a view outside stays put, as UIKit's).
    private func origin(of view: View?, in container: View) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression()
        var y = LinearExpression()
        var node = view
        while let current = node, current !== container {
            let item = item(for: current)
            x = x + item.x
            y = y + item.y
            if let scrollView = current as? ScrollView {
                let offset = scrollOrigin(of: scrollView, item)
                x = x - offset.x
                y = y - offset.y
            }
            node = current.superview
        }
        return node == nil ? nil : (x, y)
    }

    /// A scroll view's content offset as variables, made the first time it is needed.
    private func scrollOrigin(of scrollView: ScrollView, _ item: Item) -> (x: Variable, y: Variable) {
        if let made = item.scrollOrigin { return (made.x, made.y) }
        let x = Variable(item.x.name + ".boundsX")
        let y = Variable(item.y.name + ".boundsY")
        let offset = scrollView.bounds.origin
        var held: [Constraint] = []
        for (constraint, name) in [(Constraint(x - offset.x, .equal), "bounds.minX"), (Constraint(y - offset.y, .equal), "bounds.minY")]
        where addImplicit(constraint, .autoresizing(scrollView, name)) {
            held.append(constraint)
        }
        item.scrollOrigin = (x, y, held)
        return (x, y)
    }

    private func edge(
        _ attribute: LayoutConstraint.Attribute, x: LinearExpression, y: LinearExpression, _ item: Item, _ view: View?, rightToLeft: Bool
    ) -> LinearExpression {
        switch attribute {
        case .left: x
        case .right: x + item.width
        // Right to left, leading and trailing are measured leftwards, as UIKit's: `a.leading
        // == b.leading + 10` puts a 10 points left of b's right edge.
        case .leading: rightToLeft ? -(x + item.width) : x
        case .trailing: rightToLeft ? -x : x + item.width
        case .centerX: x + 0.5 * item.width
        case .width: LinearExpression(item.width)
        case .top: y
        case .bottom: y + item.height
        case .centerY: y + 0.5 * item.height
        case .height: LinearExpression(item.height)
        case .firstBaseline, .lastBaseline:
            // A label's baseline sits a fixed distance from its middle (its text is centred);
            // another view's is its bottom, as UIKit's.
            if let offset = view?.baselineOffsetFromCenter(last: attribute == .lastBaseline) {
                y + 0.5 * item.height + offset
            } else {
                y + item.height
            }
        default: LinearExpression()
        }
    }

    // MARK: Items

    private func item(for view: View) -> Item {
        let id = ObjectIdentifier(view)
        if let item = items[id], item.object === view { return item }
        let item = Item(view, name: view.name.isEmpty ? "\(type(of: view))" : view.name)
        items[id] = item
        viewItems.append(item)
        if fittingRoot == nil {
            view.layout.memberOf = self
            view.layout.engineItem = item
        }
        if view === fittingRoot {
            // Its own frame is what is asked: free.
        } else if view.translatesAutoresizingMaskIntoConstraints {
            addAutoresizing(view, item)
        }
        if !view.translatesAutoresizingMaskIntoConstraints || view === fittingRoot { updateContentSize(view, item) }
        return item
    }

    private func item(for guide: LayoutGuide) -> Item {
        let id = ObjectIdentifier(guide)
        if let item = items[id], item.object === guide { return item }
        let item = Item(guide, name: guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
        items[id] = item
        switch guide.role {
        case .custom: break
        case .layoutMargins, .safeArea:
            insetGuides.append(guide)
            keepToInsets(guide, item)
        case .readableContent: keepReadable(guide, item)
        case .scrollContent:
            contentGuideItems.append(item)
            keep(guide, item, [(LinearExpression(item.x), "minX == 0"), (LinearExpression(item.y), "minY == 0")])
            let size = (guide.owningView as? ScrollView)?.contentSize ?? .zero
            for (made, name) in [
                (Constraint(item.width - size.width, .equal, strength: Self.weakest), "width == contentSize.width"),
                (Constraint(item.height - size.height, .equal, strength: Self.weakest), "height == contentSize.height"),
            ] where addImplicit(made, .guide(guide, name)) {
                item.contentSizeHeld.append(made)
            }
        case .scrollFrame:
            guard let scrollView = guide.owningView as? ScrollView else { break }
            let frame = self.item(for: scrollView)
            let offset = scrollOrigin(of: scrollView, frame)
            keep(
                guide, item,
                [
                    (item.x - offset.x, "minX == bounds.minX"), (item.y - offset.y, "minY == bounds.minY"),
                    (item.width - frame.width, "width == frame.width"), (item.height - frame.height, "height == frame.height"),
                ])
        }
        return item
    }

    /// Holds each of `expressions` at 0, as the guide's own constraints.
    private func keep(_ guide: LayoutGuide, _ item: Item, _ expressions: [(LinearExpression, String)]) {
        for (expression, name) in expressions {
            let made = Constraint(expression, .equal)
            if addImplicit(made, .guide(guide, name)) { item.implicit.append(made) }
        }
    }

    /// The readable content guide: the margins guide's height, centred in its width and as wide
    /// as it up to `LayoutGuide.readableWidth` (the margins' width wanted just below required,
    /// the cap required, so the narrower of the two wins).
    private func keepReadable(_ guide: LayoutGuide, _ item: Item) {
        guard let owner = guide.owningView else { return }
        let margins = self.item(for: owner.layoutMarginsGuide)
        keep(
            guide, item,
            [
                (item.y - margins.y, "minY == margins.minY"), (item.height - margins.height, "height == margins.height"),
                (item.x + 0.5 * item.width - margins.x - 0.5 * margins.width, "centerX == margins.centerX"),
            ])
        let capped = Constraint(LinearExpression(item.width) - LayoutGuide.readableWidth, .lessThanOrEqual)
        let wide = Constraint(item.width - margins.width, .equal, strength: LayoutPriority(999).strength)
        let within = Constraint(item.width - margins.width, .lessThanOrEqual)
        for (made, name) in [
            (capped, "width <= \(LayoutGuide.readableWidth)"), (wide, "width == margins.width"), (within, "width <= margins.width"),
        ]
        where addImplicit(made, .guide(guide, name)) {
            item.implicit.append(made)
        }
    }

    /// The constraints that fix a translating view's frame, or tie it to its superview's size
    /// through its autoresizing mask (one rule with the frames autoresizing sets).
    private func addAutoresizing(_ view: View, _ item: Item) {
        let size = view.bounds.size
        let origin = Point(x: view.position.x - view.anchorPoint.x * size.width, y: view.position.y - view.anchorPoint.y * size.height)
        let mask = view.autoresizingMask
        let superview = view.superview
        // A tree's root has no superview to be placed in. A window's root view holds its size.
        // Another root holds it just under required: its subviews lay out in its bounds, as a
        // view laid out on its own in UIKit does (a snapshot test's), while constraints sizing
        // it before it is added anywhere win without a conflict.
        let strength = superview == nil && view.hostingWindow == nil ? LayoutPriority.almostRequired.strength : .required
        // A frame fixed outright that moves or resizes: the same constraints at new constants,
        // shifted in place (Cassowary's edit), not taken out and made again, so a transition
        // that moves a translating view every frame costs what a constant change costs.
        let isFixed = mask.isEmpty || superview == nil
        if isFixed, item.fixedFrameStrength == strength, item.implicit.count == (superview == nil ? 2 : 4) {
            // The constraints' values in the order they were made (no list of them: this runs
            // every frame a view moves).
            func value(_ index: Int) -> Double {
                if superview == nil { return index == 0 ? size.width : size.height }
                switch index {
                case 0: return origin.x
                case 1: return size.width
                case 2: return origin.y
                default: return size.height
                }
            }
            var shifted = true
            for (index, made) in item.implicit.enumerated() where solver.constant(of: made) != -value(index) {
                do { try solver.setConstant(-value(index), of: made) } catch {
                    shifted = false
                    break
                }
            }
            needsSolve = true
            if shifted { return }
        }
        for made in item.implicit { removeImplicit(made) }
        item.implicit.removeAll()
        item.fixedFrameStrength = isFixed ? strength : nil
        func axis(
            _ start: Variable, _ length: Variable, origin: Double, length value: Double, flexible: (start: Bool, length: Bool, end: Bool),
            container: (Variable, Double)?, names: (String, String)
        ) {
            var rule = (start: (origin, 0.0), length: (value, 0.0))
            if let container, flexible.start || flexible.length || flexible.end {
                rule = View.AutoresizingMask.rule(start: origin, length: value, container0: container.1, flexible: flexible)
            }
            for (variable, (constant, slope), name) in [(start, rule.start, names.0), (length, rule.length, names.1)] {
                if superview == nil, variable === start { continue }
                var expression = variable - constant
                if slope != 0, let container { expression = expression - slope * container.0 }
                let made = Constraint(expression, .equal, strength: strength)
                if addImplicit(made, .autoresizing(view, name)) { item.implicit.append(made) }
            }
        }
        let parent = superview.map { self.item(for: $0) }
        axis(
            item.x, item.width, origin: origin.x, length: size.width, flexible: mask.horizontal,
            container: parent.map { ($0.width, superview!.bounds.width) }, names: ("minX", "width"))
        axis(
            item.y, item.height, origin: origin.y, length: size.height, flexible: mask.vertical,
            container: parent.map { ($0.height, superview!.bounds.height) }, names: ("minY", "height"))
    }

    /// A view's hugging and compression resistance around its intrinsic size, made, moved or
    /// taken away to match it.
    private func updateContentSize(_ view: View, _ item: Item, width: Double? = nil) {
        if view.intrinsicContentSizeDependsOnWidth, !wrappingItems.contains(where: { $0 === item }) { wrappingItems.append(item) }
        let width =
            view.intrinsicContentSizeDependsOnWidth
            ? width ?? item.measuredWidth ?? (view.bounds.width > 0 ? view.bounds.width : nil) : nil
        item.measuredWidth = width
        let size = view.intrinsicContentSize(forLayoutWidth: width)
        let hugging = (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical))
        let resistance = (
            view.contentCompressionResistancePriority(for: .horizontal), view.contentCompressionResistancePriority(for: .vertical)
        )
        let wanted: [(Variable, Double, LayoutPriority, Constraint.Relation, String)] = [
            (item.width, size.width, hugging.0, .lessThanOrEqual, "Hug"),
            (item.width, size.width, resistance.0, .greaterThanOrEqual, "CompressionResistance"),
            (item.height, size.height, hugging.1, .lessThanOrEqual, "Hug"),
            (item.height, size.height, resistance.1, .greaterThanOrEqual, "CompressionResistance"),
        ]
        for (index, (variable, value, priority, relation, name)) in wanted.enumerated() {
            let held = item.content[index]
            if let held, value >= 0, held.priority == priority {
                if held.value != value, (try? solver.setConstant(-value, of: held.constraint)) != nil {
                    item.content[index] = (held.constraint, value, priority)
                    needsSolve = true
                }
                continue
            }
            if let held {
                removeImplicit(held.constraint)
                item.content[index] = nil
            }
            guard value >= 0 else { continue }
            let made = Constraint(variable - value, relation, strength: priority.strength)
            let axis = index < 2 ? "width" : "height"
            if addImplicit(made, .contentSize(view, "\(axis) \(relation) \(value) \(name):\(Int(priority.rawValue))")) {
                item.content[index] = (made, value, priority)
            }
        }
    }

    /// A margins or safe-area guide kept to its view's insets.
    private func keepToInsets(_ guide: LayoutGuide, _ item: Item) {
        guard let owner = guide.owningView else { return }
        let insets = guide.role == .safeArea ? owner.insetsOfSafeArea : owner.effectiveLayoutMargins
        guard insets != item.insets else { return }
        for made in item.implicit { removeImplicit(made) }
        item.implicit.removeAll()
        item.insets = insets
        let ownerItem = self.item(for: owner)
        let made = [
            Constraint(item.x - insets.left, .equal), Constraint(item.y - insets.top, .equal),
            Constraint(item.width - ownerItem.width + (insets.left + insets.right), .equal),
            Constraint(item.height - ownerItem.height + (insets.top + insets.bottom), .equal),
        ]
        for (constraint, name) in zip(made, ["minX", "minY", "width", "height"])
        where addImplicit(constraint, .guide(guide, "\(name) from the view's insets")) {
            item.implicit.append(constraint)
        }
    }

    /// Takes an item and what the engine made for it out (its view or guide has left the tree).
    private func forget(_ object: AnyObject) {
        guard let item = items.removeValue(forKey: ObjectIdentifier(object)) else { return }
        item.isForgotten = true
        hasForgottenItems = true
        for made in item.implicit { removeImplicit(made) }
        for held in item.content.compactMap({ $0 }) { removeImplicit(held.constraint) }
        for made in (item.scrollOrigin?.held ?? []) + item.exercised + item.contentSizeHeld { removeImplicit(made) }
        insetGuides.removeAll { $0 === object }
        contentGuideItems.removeAll { $0 === item }
        if let view = object as? View, view.layoutState?.memberOf === self {
            view.layoutState?.memberOf = nil
            view.layoutState?.engineItem = nil
        }
    }

    // MARK: What changes the implied constraints

    static func frameChanged(_ view: View) {
        // Whether it translates is asked first: the engine's weak reference costs more, and a
        // view that constraints place (most that move in a layout pass) needs no more.
        guard let state = view.layoutState, state.translatesAutoresizingMaskIntoConstraints, let engine = state.memberOf else { return }
        engine.dirtyFrames.append(view)
        engine.needsSolve = true
    }

    static func contentSizeChanged(_ view: View) {
        (view.superview as? StackView)?.arrangedSubviewContentChanged(view)
        guard let engine = view.layoutState?.memberOf else { return }
        engine.dirtyContent.append(view)
        engine.needsSolve = true
    }

    static func marginsChanged(_ view: View) {
        view.layoutState?.memberOf?.needsSolve = true
    }

    static func translatesChanged(_ view: View) {
        guard let engine = view.layoutState?.memberOf, let item = engine.items[ObjectIdentifier(view)] else { return }
        for made in item.implicit { engine.removeImplicit(made) }
        item.implicit.removeAll()
        for held in item.content.compactMap({ $0 }) { engine.removeImplicit(held.constraint) }
        item.content = [nil, nil, nil, nil]
        item.solved.x = .nan  // read again: whether the engine places it has changed
        if view.translatesAutoresizingMaskIntoConstraints {
            engine.addAutoresizing(view, item)
        } else {
            engine.updateContentSize(view, item)
        }
    }

    /// A view's bounds' origin moved (a scroll view scrolled): what is placed through it
    /// follows, at the next pass.
    static func boundsOriginChanged(_ view: View) {
        guard let engine = view.layoutState?.memberOf, let item = view.layoutState?.engineItem, let origin = item.scrollOrigin,
            origin.held.count == 2
        else { return }
        let offset = view.bounds.origin
        try? engine.solver.setConstant(-offset.x, of: origin.held[0])
        try? engine.solver.setConstant(-offset.y, of: origin.held[1])
        engine.needsSolve = true
        view.setNeedsLayout()
    }

    /// A scroll view's content size was set: its content guide holds the new size where its
    /// constraints leave it open.
    static func contentSizeSet(_ scrollView: ScrollView) {
        guard let state = scrollView.layoutState, let engine = state.memberOf,
            let guide = state.systemGuides.first(where: { $0.role == .scrollContent }),
            let item = engine.items[ObjectIdentifier(guide)], item.contentSizeHeld.count == 2
        else { return }
        let size = scrollView.contentSize
        guard
            engine.solver.constant(of: item.contentSizeHeld[0]) != -size.width
                || engine.solver.constant(of: item.contentSizeHeld[1]) != -size.height
        else { return }
        try? engine.solver.setConstant(-size.width, of: item.contentSizeHeld[0])
        try? engine.solver.setConstant(-size.height, of: item.contentSizeHeld[1])
        engine.needsSolve = true
        scrollView.setNeedsLayout()
    }

    /// The strength of what only settles what every other constraint leaves open.
    private static let weakest = Strength(1e-6)

    /// A window's safe area changed: its guides follow at the next pass.
    static func safeAreaChanged(in root: View) {
        root.layoutState?.engine?.needsSolve = true
    }

    // MARK: Moving subtrees

    /// Before `view` leaves its superview: constraints above it that name what it holds are
    /// deactivated (UIKit's `removeFromSuperview`), and those inside it leave the tree's engine.
    static func subtreeWillLeave(_ view: View) {
        var ancestor = view.superview
        while let current = ancestor {
            for constraint in current.layoutState?.constraints ?? [] where names(constraint, anythingIn: view) {
                constraint.isActive = false
            }
            ancestor = current.superview
        }
        guard let engine = engine(forTreeOf: view, creating: false) else { return }
        var hadConstraints = false
        forEachView(in: view) { node in
            guard let state = node.layoutState else { return }
            for constraint in state.constraints {
                engine.remove(constraint)
                hadConstraints = true
            }
            for guide in state.guides + state.systemGuides { engine.forget(guide) }
            engine.forget(node)
        }
        engine.dirtyFrames.removeAll { $0.isDescendant(of: view) }
        engine.dirtyContent.removeAll { $0.isDescendant(of: view) }
        // Its own engine is made when it next needs one.
        if hadConstraints { view.layout.hasDetachedConstraints = true }
    }

    /// After `view` joined a superview: what it holds joins the tree's engine.
    static func subtreeDidJoin(_ view: View) {
        if let state = view.layoutState, state.needsUpdateConstraints || state.descendantNeedsUpdateConstraints {
            markAncestorsNeedUpdateConstraints(of: view)
        }
        let own = view.layoutState?.engine
        guard own != nil || view.layoutState?.hasDetachedConstraints == true else { return }
        view.layoutState?.engine = nil
        view.layoutState?.hasDetachedConstraints = false
        // Every view's place in the old engine goes first: adding a constraint makes items for
        // views below the one it is installed on, which a later step of one walk would undo.
        forEachView(in: view) { node in
            node.layoutState?.memberOf = nil
            node.layoutState?.engineItem = nil
        }
        let root = root(of: view)
        guard let engine = root.layoutState?.engine else {
            root.layout.hasDetachedConstraints = true
            return
        }
        forEachView(in: view) { node in
            for constraint in node.layoutState?.constraints ?? [] { engine.add(constraint) }
        }
    }

    /// Removes what a guide's constraints and items are, as it leaves its view.
    static func itemLeaving(_ guide: LayoutGuide, owner: View) {
        var node: View? = owner
        while let view = node {
            for constraint in view.layoutState?.constraints ?? []
            where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
            node = view.superview
        }
        engine(forTreeOf: owner, creating: false)?.forget(guide)
    }

    private static func names(_ constraint: LayoutConstraint, anythingIn view: View) -> Bool {
        func inside(_ item: AnyObject?) -> Bool {
            switch item {
            case let other as View: other.isDescendant(of: view)
            case let guide as LayoutGuide: guide.owningView?.isDescendant(of: view) ?? false
            case let offset as OffsetItem: inside(offset.startItem) || inside(offset.endItem)
            default: false
            }
        }
        return inside(constraint.firstItem) || inside(constraint.secondItem)
    }

    // MARK: The update-constraints pass

    static func needUpdateConstraints(_ view: View) {
        hasAskedForUpdates = true
        markAncestorsNeedUpdateConstraints(of: view)
    }

    /// Flags the branch from `view` up, stopping at the first superview already flagged.
    private static func markAncestorsNeedUpdateConstraints(of view: View) {
        var node = view.superview
        while let parent = node, parent.layoutState?.descendantNeedsUpdateConstraints != true {
            parent.layout.descendantNeedsUpdateConstraints = true
            node = parent.superview
        }
    }

    /// Calls `updateConstraints()` on the views at or below `view` that asked for it, deepest
    /// first (UIKit's order: leaves to the window), until none is asking. Only the flagged
    /// branches are walked; those elsewhere wait for their own tree's pass.
    static func updateConstraints(in view: View) {
        guard hasAskedForUpdates else { return }
        while let state = view.layoutState, state.needsUpdateConstraints || state.descendantNeedsUpdateConstraints {
            var due: [(view: View, depth: Int)] = []
            collectUpdates(below: view, depth: 0, into: &due)
            guard !due.isEmpty else { break }
            for (node, _) in due.sorted(by: { $0.depth > $1.depth }) {
                node.layoutState?.needsUpdateConstraints = false
                node.updateConstraints()
            }
        }
    }

    private static func collectUpdates(below view: View, depth: Int, into due: inout [(view: View, depth: Int)]) {
        guard let state = view.layoutState else { return }
        if state.needsUpdateConstraints { due.append((view, depth)) }
        guard state.descendantNeedsUpdateConstraints else { return }
        state.descendantNeedsUpdateConstraints = false
        for subview in view.subviews { collectUpdates(below: subview, depth: depth + 1, into: &due) }
    }

    // MARK: The layout pass

    /// Before `view`'s subtree is laid out: the update-constraints pass, then the engine's
    /// solution read, and the superviews of the views it moves marked for layout.
    static func prepareLayout(of view: View) {
        updateConstraints(in: root(of: view))
        let root = root(of: view)
        let creating = root.layoutState?.hasDetachedConstraints == true
        root.layoutState?.hasDetachedConstraints = false
        guard let engine = engine(forTreeOf: root, creating: creating) else { return }
        engine.solve(scale: root.window?.displayScale ?? 1)
    }

    /// Brings the implied constraints up to date and reads the solution.
    private func solve(scale: Double) {
        for guide in insetGuides {
            if let item = items[ObjectIdentifier(guide)] { keepToInsets(guide, item) }
        }
        guard needsSolve else { return }
        needsSolve = false
        for view in dirtyFrames {
            if let item = items[ObjectIdentifier(view)], item.object === view, view.translatesAutoresizingMaskIntoConstraints {
                addAutoresizing(view, item)
            }
        }
        dirtyFrames.removeAll(keepingCapacity: true)
        for view in dirtyContent {
            if let item = items[ObjectIdentifier(view)], item.object === view, !view.translatesAutoresizingMaskIntoConstraints {
                updateContentSize(view, item)
            }
        }
        dirtyContent.removeAll(keepingCapacity: true)
        solver.updateVariables()
        // A label that wraps has the height of its text at the width layout gives it: measured
        // again at that width, and solved again (twice at most, as UIKit's second pass).
        if hasForgottenItems {
            viewItems.removeAll(where: \.isForgotten)
            wrappingItems.removeAll(where: \.isForgotten)
            hasForgottenItems = false
        }
        for _ in 0..<2 {
            var remeasured = false
            for item in wrappingItems {
                guard let view = item.view, view.intrinsicContentSizeDependsOnWidth,
                    !view.translatesAutoresizingMaskIntoConstraints, abs((item.measuredWidth ?? -1) - item.width.value) > 0.5
                else { continue }
                updateContentSize(view, item, width: item.width.value)
                remeasured = true
            }
            guard remeasured else { break }
            solver.updateVariables()
        }
        for item in viewItems {
            // Only what the solve moved is looked at further.
            let solved = (x: item.x.value, y: item.y.value, width: item.width.value, height: item.height.value)
            guard solved != item.solved else { continue }
            item.solved = solved
            guard let view = item.view, !view.translatesAutoresizingMaskIntoConstraints, view !== fittingRoot else { continue }
            let frame = Self.rounded(Rect(x: solved.x, y: solved.y, width: solved.width, height: solved.height), scale: scale)
            guard frame != item.applied else { continue }
            item.applied = frame
            view.superview?.setNeedsLayout()
        }
        // Last, as a scroll view's new content size can move its offset (and so call for
        // another solve, at the next pass).
        for item in contentGuideItems {
            guard let scrollView = item.guide?.owningView as? ScrollView else { continue }
            let size = Self.rounded(Rect(x: 0, y: 0, width: item.width.value, height: item.height.value), scale: scale).size
            if scrollView.contentSize != size { scrollView.contentSize = size }
        }
    }

    /// A frame on the pixel grid: each edge rounded, so that neighbours meet (UIKit's).
    private static func rounded(_ frame: Rect, scale: Double) -> Rect {
        func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let x = round(frame.minX)
        let y = round(frame.minY)
        return Rect(x: x, y: y, width: max(round(frame.maxX) - x, 0), height: max(round(frame.maxY) - y, 0))
    }

    /// Sets the frames the engine gives `view`'s subviews that constraints place: what
    /// `View.layoutSubviews()` does by default.
    static func applyFrames(toSubviewsOf view: View) {
        // What changed since the pass began (a frame a superview's layout set, constraints a
        // controller swapped before this layout) is solved first, so the pass that made the
        // change lays it out (UIKit's engine is asked at each view's layout too).
        if let engine = view.layoutState?.memberOf ?? view.subviews.lazy.compactMap({ $0.layoutState?.memberOf }).first,
            engine.needsSolve, let root = engine.root
        {
            engine.solve(scale: root.window?.displayScale ?? 1)
        }
        for subview in view.subviews {
            guard let state = subview.layoutState, !state.translatesAutoresizingMaskIntoConstraints, let item = state.engineItem,
                !item.isForgotten, let frame = item.applied
            else { continue }
            if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
            let position = Point(
                x: frame.minX + subview.anchorPoint.x * frame.width, y: frame.minY + subview.anchorPoint.y * frame.height)
            if subview.position != position { subview.position = position }
        }
    }

    /// A guide's frame as last solved, in its owning view's coordinates.
    static func solvedFrame(of guide: LayoutGuide, in owner: View) -> Rect? {
        guard let engine = owner.layoutState?.memberOf, let item = engine.items[ObjectIdentifier(guide)], item.object === guide
        else { return nil }
        return Rect(x: item.x.value, y: item.y.value, width: item.width.value, height: item.height.value)
    }

    // MARK: Fitting size and ambiguity

    static func fittingSize(of view: View, target: Size, priorities: (LayoutPriority, LayoutPriority)) -> Size {
        updateConstraints(in: view)
        let engine = LayoutEngine()
        engine.fittingRoot = view
        forEachView(in: view) { node in
            for constraint in node.layoutState?.constraints ?? [] { engine.add(constraint) }
        }
        let fitted = engine.item(for: view)
        for (variable, value, priority, name) in [
            (fitted.width, target.width, priorities.0, "width"), (fitted.height, target.height, priorities.1, "height"),
        ] {
            _ = engine.addImplicit(Constraint(variable - value, .equal, strength: priority.strength), .fitting(view, "\(name) == \(value)"))
        }
        engine.solve(scale: view.window?.displayScale ?? 1)
        return Size(width: fitted.width.value, height: fitted.height.value)
    }

    static func isAmbiguous(_ view: View) -> Bool {
        guard let engine = view.layoutState?.memberOf, let item = engine.items[ObjectIdentifier(view)], item.object === view else {
            return false
        }
        return !engine.pull(item, by: 1, keeping: false).isEmpty
    }

    /// Moves an ambiguous view to another frame its constraints allow (UIKit's
    /// `exerciseAmbiguityInLayout()`): each value they leave free goes 100 points one way and
    /// is held there by the weakest constraint; the next call lets go of it and pulls the other
    /// way. A view they determine stays.
    static func exerciseAmbiguity(of view: View) {
        guard let engine = view.layoutState?.memberOf, let item = engine.items[ObjectIdentifier(view)], item.object === view else {
            return
        }
        let heldBefore = !item.exercised.isEmpty
        for made in item.exercised { engine.removeImplicit(made) }
        item.exercised.removeAll()
        engine.exercisedForward.toggle()
        for (variable, value) in engine.pull(item, by: engine.exercisedForward ? 100 : -100, keeping: true) {
            let made = Constraint(variable - value, .equal, strength: Self.weakest)
            if engine.addImplicit(made, .exercised(view, variable.name)) { item.exercised.append(made) }
        }
        guard heldBefore || !item.exercised.isEmpty else { return }
        engine.needsSolve = true
        view.superview?.setNeedsLayout()
        view.superview?.layoutIfNeeded()
    }

    /// Which way `exerciseAmbiguity` last went.
    private var exercisedForward = false

    /// Pulls each of the item's values `distance` points with the weakest edit, one at a time:
    /// those that moved, with where they went. Unless `keeping`, the first that moves is put
    /// back and the pull stops there.
    private func pull(_ item: Item, by distance: Double, keeping: Bool) -> [(Variable, Double)] {
        solver.updateVariables()
        var moved: [(Variable, Double)] = []
        for variable in [item.x, item.y, item.width, item.height] where keeping || moved.isEmpty {
            let before = variable.value
            do {
                try solver.addEditVariable(variable, strength: Self.weakest)
                try solver.suggestValue(before + distance, for: variable)
                solver.updateVariables()
                let went = variable.value
                if abs(went - before) > 1e-6 { moved.append((variable, went)) }
                try solver.suggestValue(before, for: variable)
                try solver.removeEditVariable(variable)
            } catch {
                continue
            }
        }
        solver.updateVariables()
        return moved
    }
}
