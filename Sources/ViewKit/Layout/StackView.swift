import Motion

/// A row or a column of views laid out by constraints it makes itself, as UIKit's
/// `UIStackView`: its `arrangedSubviews` along `axis`, sized by `distribution`, placed across
/// by `alignment`, `spacing` apart (or `setCustomSpacing(_:after:)` after one).
///
/// Its constraints carry UIKit's names in the logs (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-hiding`, `UISV-alignment`, ...). They are made again in the update-constraints pass
/// after anything that changes them: an arranged subview added, removed, hidden or shown, or a
/// property set. A hidden arranged subview leaves the layout (its length along the axis is 0
/// and the spacing around it goes); hidden in an animation block and laid out there, the others
/// slide over it. A stack view has no intrinsic size: unconstrained along the axis it is as
/// long as its views and spacing, and across, as its largest view (ours: UIKit's fitting size).
@preconcurrency @MainActor open class StackView: View {
    /// How the arranged views share the length along the axis (UIKit's raw values).
    public nonisolated enum Distribution: Int, Hashable, Sendable {
        /// They fill it: the view that hugs least stretches, the one that resists compression
        /// least shrinks; between equals, the last arranged view stretches and shrinks (ours:
        /// UIKit says "by index").
        case fill = 0
        /// They fill it, all the same length.
        case fillEqually = 1
        /// They fill it, in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// They keep their intrinsic lengths; the gaps between them are equal, `spacing` at least.
        case equalSpacing = 3
        /// Their centres are equally far apart, their edges `spacing` apart at least.
        case equalCentering = 4
    }

    /// How the arranged views are placed across the axis (UIKit's raw values).
    public nonisolated enum Alignment: Int, Hashable, Sendable {
        /// Stretched across.
        case fill = 0
        /// At the leading edge (a horizontal stack's top).
        case leading = 1
        case firstBaseline = 2
        case center = 3
        /// At the trailing edge (a horizontal stack's bottom).
        case trailing = 4
        case lastBaseline = 5

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// What `customSpacing(after:)` answers where none was set: `spacing` is used.
    public nonisolated static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// The system's spacing between the two views (8 points here).
    public nonisolated static let spacingUseSystem = Double.leastNonzeroMagnitude

    /// The views laid out, in order along the axis (a subset of `subviews`, whose order is the
    /// drawing order).
    public private(set) var arrangedSubviews: [View] = []
    public var axis = LayoutConstraint.Axis.horizontal { didSet { rearrange() } }
    public var distribution = Distribution.fill { didSet { rearrange() } }
    public var alignment = Alignment.fill { didSet { rearrange() } }
    /// The distance between neighbours (the least, for the equal distributions); 0 unless set,
    /// and overlapping when negative.
    public var spacing = 0.0 { didSet { rearrange() } }
    /// Whether the views are laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { rearrange() } }
    /// Whether vertical spacing is measured between baselines (kept; not used here).
    public var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The constraints the stack made last.
    private var made: [LayoutConstraint] = []

    public override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
        setNeedsUpdateConstraints()
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    /// A stack of `views`, each added as a subview.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end, as a subview too; it is laid out by constraints from now on.
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` at `index` of the arranged subviews, adding it as a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rearrange()
    }

    /// Stops laying `view` out; it stays a subview (UIKit's rule: remove it from its superview
    /// to take it away).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rearrange()
    }

    /// The spacing after `view`, in place of `spacing`.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
        rearrange()
    }

    /// The spacing set after `view`, or `spacingUseDefault`.
    public func customSpacing(after view: View) -> Double { customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault }

    /// A subview removed from the stack leaves the arrangement too.
    func subviewLeft(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rearrange()
    }

    /// An arranged subview was hidden or shown. Hidden in an animation block, it stays on
    /// screen while the block's animation collapses it, and is hidden when that ends (UIKit's).
    func arrangedSubviewVisibilityChanged(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        view.hidingAnimator = nil
        if view.isHidden, let animator = AnimationTransaction.currentAnimator {
            view.hidingAnimator = animator
            _ = animator.addCompletion { [weak view, weak animator] _ in
                if let view, view.hidingAnimator === animator { view.hidingAnimator = nil }
            }
        }
        rearrange()
    }

    /// An arranged subview's intrinsic size changed: proportions follow it.
    func arrangedSubviewContentChanged(_ view: View) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) { rearrange() }
    }

    private func rearrange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    open override func updateConstraints() {
        LayoutConstraint.deactivate(made)
        made = makeConstraints()
        LayoutConstraint.activate(made)
        super.updateConstraints()
    }

    // MARK: The constraints

    private func makeConstraints() -> [LayoutConstraint] {
        let views = arrangedSubviews.filter { $0.superview === self }
        guard !views.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let start: LayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: LayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: LayoutConstraint.Attribute = horizontal ? .width : .height
        var result: [LayoutConstraint] = []
        func add(
            _ name: String, _ a: AnyObject, _ attributeA: LayoutConstraint.Attribute, _ b: AnyObject?,
            _ attributeB: LayoutConstraint.Attribute, multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
        ) {
            relate(name, a, attributeA, .equal, b, attributeB, multiplier: multiplier, constant: constant, priority: priority)
        }
        func relate(
            _ name: String, _ a: AnyObject, _ attributeA: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
            _ b: AnyObject?, _ attributeB: LayoutConstraint.Attribute, multiplier: Double = 1, constant: Double = 0,
            priority: LayoutPriority = .required
        ) {
            let constraint = LayoutConstraint(
                item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB, multiplier: multiplier,
                constant: constant)
            constraint.kind = .stackView(name)
            constraint.identifier = name
            constraint.priority = priority
            result.append(constraint)
        }

        let visible = views.filter { !$0.isHidden }
        // Along the axis: the ends to the canvas, neighbours spacing apart.
        for view in views where view.isHidden { add("UISV-hiding", view, length, nil, .notAnAttribute, multiplier: 0) }
        if let first = visible.first, let last = visible.last {
            add("UISV-canvas-connection", first, start, canvas, start)
            add("UISV-canvas-connection", canvas, end, last, end)
        } else {
            add("UISV-canvas-connection", canvas, start, canvas, end)
        }
        // A hidden view sits where the views before it end, so that its place is determined.
        for (index, view) in views.enumerated() where view.isHidden {
            if let before = views[..<index].last(where: { !$0.isHidden }) {
                add("UISV-hiding", view, start, before, end)
            } else {
                add("UISV-hiding", view, start, canvas, start)
            }
        }
        var gaps: [(LayoutConstraint.Attribute, View, View)] = []
        for (a, b) in zip(visible, visible.dropFirst()) {
            let custom = customSpacing(after: a)
            let gap = custom == Self.spacingUseDefault ? spacing : custom == Self.spacingUseSystem ? LayoutConstraint.systemSpacing : custom
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add("UISV-spacing", b, start, a, end, constant: gap)
            case .equalSpacing, .equalCentering:
                relate("UISV-spacing", b, start, .greaterThanOrEqual, a, end, constant: gap)
                gaps.append((length, a, b))
            }
        }
        switch distribution {
        case .fill:
            // Between equal priorities, the last view takes the slack (UIKit's ambiguity,
            // resolved by index): it is pulled, at the lowest priority, to the whole length.
            // Any difference of hugging outweighs the pull; where there is no slack, it moves
            // nothing. (Hugging a hair harder on the others instead leaves near-ties in the
            // objective, and the simplex a hundred times the pivots.)
            if visible.count > 1, let last = visible.last {
                relate("UISV-fill-tie", last, length, .greaterThanOrEqual, canvas, length, priority: LayoutPriority(1))
            }
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view, length, visible[0], length) }
        case .fillProportionally:
            let lengths = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = lengths.reduce(0) { $0 + max($1, 0) }
            let spacingTotal = zip(visible, visible.dropFirst()).reduce(0.0) { sum, pair in
                let custom = customSpacing(after: pair.0)
                return sum + (custom == Self.spacingUseDefault ? spacing : custom)
            }
            if total > 0 {
                for (view, intrinsic) in zip(visible, lengths) {
                    let share = max(intrinsic, 0) / total
                    add(
                        "UISV-fill-proportionally", view, length, canvas, length, multiplier: share, constant: -share * spacingTotal,
                        priority: LayoutPriority(999))
                }
            }
        case .equalSpacing:
            let offsets = zip(visible, visible.dropFirst()).map { pair in
                (horizontal
                    ? pair.0.trailingAnchor.anchorWithOffset(to: pair.1.leadingAnchor)
                    : pair.0.bottomAnchor.anchorWithOffset(to: pair.1.topAnchor)) as LayoutDimension
            }
            for offset in offsets.dropFirst() {
                let constraint = offset.constraint(equalTo: offsets[0])
                constraint.kind = .stackView("UISV-distributing")
                constraint.identifier = "UISV-distributing"
                result.append(constraint)
            }
        case .equalCentering:
            let offsets = zip(visible, visible.dropFirst()).map { pair in
                (horizontal
                    ? pair.0.centerXAnchor.anchorWithOffset(to: pair.1.centerXAnchor)
                    : pair.0.centerYAnchor.anchorWithOffset(to: pair.1.centerYAnchor)) as LayoutDimension
            }
            for offset in offsets.dropFirst() {
                let constraint = offset.constraint(equalTo: offsets[0])
                constraint.kind = .stackView("UISV-distributing")
                constraint.identifier = "UISV-distributing"
                constraint.priority = LayoutPriority(999)
                result.append(constraint)
            }
        }

        // Across the axis.
        let crossStart: LayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: LayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: LayoutConstraint.Attribute = horizontal ? .height : .width
        for view in views {
            switch alignment {
            case .fill:
                add("UISV-alignment", view, crossStart, canvas, crossStart)
                add("UISV-alignment", view, crossEnd, canvas, crossEnd)
            case .leading:
                add("UISV-alignment", view, crossStart, canvas, crossStart)
            case .trailing:
                add("UISV-alignment", view, crossEnd, canvas, crossEnd)
            case .center:
                add("UISV-alignment", view, crossCenter, canvas, crossCenter)
            case .firstBaseline, .lastBaseline:
                guard horizontal else {
                    add("UISV-alignment", view, crossStart, canvas, crossStart)
                    continue
                }
                let baseline: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view === views[0] {
                    relate("UISV-spanning-boundary", view, .top, .greaterThanOrEqual, canvas, .top)
                } else {
                    add("UISV-alignment", view, baseline, views[0], baseline)
                }
            }
            if alignment != .fill {
                // Within the canvas, which is no larger across than it must be.
                relate("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, canvas, crossStart)
                relate("UISV-spanning-boundary", view, crossEnd, .lessThanOrEqual, canvas, crossEnd)
            }
        }
        if alignment != .fill {
            add("UISV-canvas-fit", canvas, crossLength, nil, .notAnAttribute, multiplier: 0, priority: LayoutPriority(49))
        }
        return result
    }
}
