/// What Auto Layout keeps for a view, made the first time any of it is used (most views never
/// need it).
@MainActor final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on this view: those whose closest common ancestor it is.
    var constraints: [LayoutConstraint] = []
    var guides: [LayoutGuide] = []
    /// The guides the view keeps itself (margins, safe area, readable content, a scroll view's
    /// content and frame), each made the first time it is asked for.
    var systemGuides: [LayoutGuide] = []
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var insetsLayoutMarginsFromSafeArea = true
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    var needsUpdateConstraints = false
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    var autoresizingMask: View.AutoresizingMask = []
    /// The engine of the tree this view is the root of, once one is needed.
    var engine: LayoutEngine?
    /// The engine that has variables for this view.
    weak var memberOf: LayoutEngine?
    /// Its variables there, and the frame the engine gives it (held here so that a layout
    /// pass reaches them without a lookup).
    var engineItem: LayoutEngine.Item?
    /// Whether this root's tree holds constraints no engine has (it left a tree that had one).
    var hasDetachedConstraints = false
    /// Whether a view below asked for `updateConstraints()`: the update pass walks only the
    /// branches that did, as the layout pass does, so a tree's pass costs what it asked for,
    /// not what every other tree waits for.
    var descendantNeedsUpdateConstraints = false
}

extension LayoutConstraint {
    /// A direction a view can be stretched or squeezed in (UIKit's `NSLayoutConstraint.Axis`).
    public nonisolated enum Axis: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

extension View {
    /// How a view with `translatesAutoresizingMaskIntoConstraints` follows its superview's size,
    /// as UIKit's `UIView.AutoresizingMask`: the flexible parts (margins and size) of each axis
    /// share the superview's change in proportion to what they were; without any, nothing
    /// moves.
    public nonisolated struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// One axis's rule: `start = start.0 + start.1 × container` and the same for the
        /// length, where `container` is the superview's size along the axis, for a view whose
        /// start and length were `start` and `length` in a superview `container0` long. One
        /// rule for the frames autoresizing sets and the constraints it implies.
        nonisolated static func rule(
            start: Double, length: Double, container0: Double, flexible: (start: Bool, length: Bool, end: Bool)
        ) -> (start: (Double, Double), length: (Double, Double)) {
            let parts = [start, length, container0 - start - length]
            let isFlexible = [flexible.start, flexible.length, flexible.end]
            let count = isFlexible.filter { $0 }.count
            guard count > 0 else { return ((start, 0), (length, 0)) }
            let flexibleSum = zip(parts, isFlexible).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
            let fixed = container0 - flexibleSum
            // A flexible part's share of (container − fixed): its share of the flexible sum, or
            // an equal share when they were all nothing.
            func share(_ index: Int) -> Double { flexibleSum > 0 ? parts[index] / flexibleSum : 1 / Double(count) }
            func part(_ index: Int) -> (Double, Double) {
                isFlexible[index] ? (-share(index) * fixed, share(index)) : (parts[index], 0)
            }
            return (part(0), part(1))
        }

        var horizontal: (start: Bool, length: Bool, end: Bool) {
            (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
        }
        var vertical: (start: Bool, length: Bool, end: Bool) {
            (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        }
    }

    /// The layout state, made on first use.
    var layout: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// Whether the view's frame, as set in code, is turned into constraints that fix it (with
    /// its `autoresizingMask`) when the engine meets the view. True for views made in code, as
    /// UIKit's; set it false for a view that constraints place.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layout.translatesAutoresizingMaskIntoConstraints = newValue
            // A view laid out by constraints gets its `updateConstraints()` before its first layout.
            if !newValue { setNeedsUpdateConstraints() }
            LayoutEngine.translatesChanged(self)
        }
    }

    /// How the view follows its superview's size while it translates its frame; none unless set.
    public var autoresizingMask: AutoresizingMask {
        get { layoutState?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            layout.autoresizingMask = newValue
            LayoutEngine.frameChanged(self)
        }
    }

    /// Moves the subviews that autoresize as the bounds went from `oldSize` to the present size.
    func resizeSubviews(from oldSize: Size) {
        for view in subviews {
            guard let state = view.layoutState, !state.autoresizingMask.isEmpty, state.translatesAutoresizingMaskIntoConstraints
            else { continue }
            let frame = view.frame
            let x = AutoresizingMask.rule(
                start: frame.minX, length: frame.width, container0: oldSize.width, flexible: state.autoresizingMask.horizontal)
            let y = AutoresizingMask.rule(
                start: frame.minY, length: frame.height, container0: oldSize.height, flexible: state.autoresizingMask.vertical)
            let size = bounds.size
            view.frame = Rect(
                x: x.start.0 + x.start.1 * size.width, y: y.start.0 + y.start.1 * size.height,
                width: max(x.length.0 + x.length.1 * size.width, 0), height: max(y.length.0 + y.length.1 * size.height, 0))
        }
    }

    // MARK: Constraints

    /// The constraints installed on this view (those whose items' closest common ancestor it is).
    public var constraints: [LayoutConstraint] { layoutState?.constraints ?? [] }

    /// Activates `constraint` (UIKit's older way: it is installed on the items' closest common
    /// ancestor, whichever view this is).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    // MARK: Anchors

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    // MARK: Intrinsic size, hugging and compression resistance

    /// UIKit's `UIView.noIntrinsicMetric`: an axis with no natural size.
    public nonisolated static let noIntrinsicMetric = -1.0

    /// Tells the engine that `intrinsicContentSize` changed: it is read again at the next
    /// layout pass. A label, an image view and a button call it when their content changes.
    public func invalidateIntrinsicContentSize() { LayoutEngine.contentSizeChanged(self) }

    /// How strongly the view resists growing past its intrinsic size along `axis`: 250 unless
    /// set (UIKit's default in code; Interface Builder gives labels and image views 251).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal { layout.hugging.horizontal = priority } else { layout.hugging.vertical = priority }
        LayoutEngine.contentSizeChanged(self)
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis`: 750 unless set.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        if axis == .horizontal {
            layout.compressionResistance.horizontal = priority
        } else {
            layout.compressionResistance.vertical = priority
        }
        LayoutEngine.contentSizeChanged(self)
    }

    // MARK: The update-constraints pass

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        guard layoutState?.needsUpdateConstraints != true else { return }
        layout.needsUpdateConstraints = true
        LayoutEngine.needUpdateConstraints(self)
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Runs the update-constraints pass now for this view and the views below it that asked
    /// for it, leaves first.
    public func updateConstraintsIfNeeded() { LayoutEngine.updateConstraints(in: self) }

    // MARK: Fitting size

    /// UIKit's `layoutFittingCompressedSize`: the smallest size the constraints allow.
    public nonisolated static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: the largest (10⁶ points each way here; ours).
    public nonisolated static let layoutFittingExpandedSize = Size(width: 1_000_000, height: 1_000_000)

    /// The size the view's constraints give it nearest to `targetSize`, both axes wanting it at
    /// `fittingSizeLevel` (50), as UIKit's.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints and its subviews' give it nearest to `targetSize`, each
    /// axis wanting its target at its priority (`.required` to fix it): solved in an engine of
    /// its own, made for the question and let go, as UIKit's.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        LayoutEngine.fittingSize(of: self, target: targetSize, priorities: (horizontal, vertical))
    }

    // MARK: Ambiguity

    /// Whether the constraints leave the view's frame undetermined: another frame would satisfy
    /// them as well (found by pulling each of its values with the weakest edit and seeing
    /// whether it moves).
    public var hasAmbiguousLayout: Bool { LayoutEngine.isAmbiguous(self) }

    /// Moves the view, if its layout is ambiguous, to another frame its constraints allow, and
    /// back at the next call (UIKit's debugging aid, to see which way it is free).
    public func exerciseAmbiguityInLayout() { LayoutEngine.exerciseAmbiguity(of: self) }

    /// The constraints that place the view along `axis` (UIKit's debugging aid): those that
    /// name it, installed here or above.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var node: View? = self
        while let view = node {
            for constraint in view.constraints
            where (constraint.firstItem === self || constraint.secondItem === self)
                && constraint.firstAttribute.isHorizontal == (axis == .horizontal)
            {
                found.append(constraint)
            }
            node = view.superview
        }
        return found
    }

    // MARK: Guides and margins

    /// The layout guides added to the view.
    public var layoutGuides: [LayoutGuide] { layoutState?.guides ?? [] }

    /// Adds `guide` to the view, whose coordinates its frame is in.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layout.guides.append(guide)
        guide.owningView = self
    }

    /// Removes `guide`, deactivating the constraints that name it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let index = layoutState?.guides.firstIndex(where: { $0 === guide }) else { return }
        LayoutEngine.itemLeaving(guide, owner: self)
        layout.guides.remove(at: index)
        guide.owningView = nil
    }

    /// The view's bounds inset by its layout margins (and its safe area, while
    /// `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

    /// The part of the view the window's chrome does not cover.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    /// The margins guide, no wider than a line of text is comfortable to read
    /// (`LayoutGuide.readableWidth`) and centred in it, as UIKit's `readableContentGuide`.
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

    /// The guide of `role` the view keeps itself, made the first time it is asked for.
    func systemGuide(_ role: LayoutGuide.Role) -> LayoutGuide {
        if let guide = layoutState?.systemGuides.first(where: { $0.role == role }) { return guide }
        let guide = LayoutGuide(role: role, owner: self)
        layout.systemGuides.append(guide)
        return guide
    }

    /// The space kept inside the view's edges: 8 points each side unless set, as UIKit's.
    public var layoutMargins: EdgeInsets {
        get { layoutState?.layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            layout.layoutMargins = newValue
            setNeedsLayout()
            LayoutEngine.marginsChanged(self)
        }
    }

    /// The margins by leading and trailing.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return isRightToLeft
                ? DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins =
                isRightToLeft
                ? EdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the margins guide is inset by the safe area as well; true unless set.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            layout.insetsLayoutMarginsFromSafeArea = newValue
            LayoutEngine.marginsChanged(self)
        }
    }

    /// The margins the margins guide keeps: `layoutMargins`, at least a controller's system
    /// minimum for its root view, plus the safe area where it insets from it.
    var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if let controller = viewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins = EdgeInsets(
                top: max(margins.top, minimum.top), left: max(margins.left, minimum.leading),
                bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.trailing))
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = insetsOfSafeArea
        return EdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
            right: margins.right + safe.right)
    }

    /// How far what covers the view reaches into it, edge by edge (UIKit's `safeAreaInsets`,
    /// which the UIKit module gives this value): the window's safe-area insets, a navigation
    /// bar over a controller's view, and each controller's `additionalSafeAreaInsets` on the way
    /// up (by the model's frames without transforms; zero outside a window).
    package var insetsOfSafeArea: EdgeInsets {
        guard let window else { return .zero }
        var safe = window.rootView.bounds.inset(by: window.safeAreaInsets)
        var node: View? = self
        while let view = node {
            let covered = view.safeAreaContribution
            if covered != .zero {
                let inner = view.layoutRectInWindow.inset(by: covered)
                let minX = max(safe.minX, inner.minX)
                let minY = max(safe.minY, inner.minY)
                safe = Rect(
                    x: minX, y: minY, width: max(min(safe.maxX, inner.maxX) - minX, 0), height: max(min(safe.maxY, inner.maxY) - minY, 0))
            }
            node = view.superview
        }
        let frame = layoutRectInWindow
        return EdgeInsets(
            top: max(safe.minY - frame.minY, 0), left: max(safe.minX - frame.minX, 0),
            bottom: max(frame.maxY - safe.maxY, 0), right: max(frame.maxX - safe.maxX, 0))
    }

    /// The view's bounds in the window's coordinates as layout places them: each view's position
    /// and size on the way up, leaving transforms out. A transition's slide or a sheet's scale
    /// moves no safe area, as on iOS, where a transform lays nothing out; a screen slid off the
    /// window mid-pop keeps the safe area its constraints were made for.
    private var layoutRectInWindow: Rect {
        var origin = Point.zero
        var node: View? = self
        while let view = node {
            let size = view.bounds.size
            origin.x += view.position.x - size.width * view.anchorPoint.x - (view.superview?.bounds.minX ?? 0)
            origin.y += view.position.y - size.height * view.anchorPoint.y - (view.superview?.bounds.minY ?? 0)
            node = view.superview
        }
        return Rect(origin: origin, size: bounds.size)
    }

    // MARK: Layout direction

    /// How the view's content is laid out whatever the direction; unspecified unless set.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { layoutState?.semanticContentAttribute ?? .unspecified }
        set { layout.semanticContentAttribute = newValue }
    }

    /// Which way leading runs for this view: the first forced direction on the way up, else the
    /// host's, left to right.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var node: View? = self
        while let view = node {
            switch view.layoutState?.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            default: node = view.superview
            }
        }
        return .leftToRight
    }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
