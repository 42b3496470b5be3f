import Cassowary

// The variables of views and guides, and the constraints their autoresizing masks, intrinsic
// sizes and insets imply.
extension LayoutEngine {
    func item(for view: View) -> Item {
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

    func item(for guide: LayoutGuide) -> Item {
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
    func addAutoresizing(_ view: View, _ item: Item) {
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
    func updateContentSize(_ view: View, _ item: Item, width: Double? = nil) {
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
    func keepToInsets(_ guide: LayoutGuide, _ item: Item) {
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
    func forget(_ object: AnyObject) {
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
}
