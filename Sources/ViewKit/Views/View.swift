import Motion

/// A rectangle on screen that draws a background colour and an optional image, and holds subviews.
///
/// Geometry follows CALayer: `bounds` is the view's own coordinate space, `anchorPoint` is a
/// point of the bounds in unit coordinates ((0, 0) top-left, (1, 1) bottom-right), `position`
/// is where the anchor sits in the superview, and `transform` applies about the anchor.
/// Everything the renderer needs follows from these and the chain of superviews.
///
/// The animatable properties (`bounds`, `position` and through them `frame` and `center`,
/// `transform`, `alpha`, `backgroundColor`, `cornerRadius`, `shadow`) hold a model value, which
/// code sets and reads, and show a presentation value, which the renderer draws and hit-testing
/// uses (`layer.presentation()`). Set inside `View.animate` or a property animator's block, the
/// model changes at once and the presentation moves to it (see "Animating views").
@preconcurrency @MainActor open class View {
    // The bounds animate as Core Animation's "bounds.origin" and "bounds.size": each part only
    // when it changes, so a view that grows moves two numbers, not its origin's too.
    @exclusivity(unchecked) var animatedBoundsOrigin = AnimatableProperty(Point.zero)
    @exclusivity(unchecked) var animatedBoundsSize = AnimatableProperty(Size.zero)
    @exclusivity(unchecked) var animatedPosition = AnimatableProperty(Point.zero)
    @exclusivity(unchecked) var animatedTransform = AnimatableProperty(Transform2D.identity)
    @exclusivity(unchecked) var animatedAlpha = AnimatableProperty(1.0)
    @exclusivity(unchecked) var animatedBackgroundColor = AnimatableProperty(Color.clear)
    @exclusivity(unchecked) var animatedCornerRadius = AnimatableProperty(0.0)
    @exclusivity(unchecked) var animatedShadow = AnimatableProperty<Shadow?>(nil)

    /// The view's own coordinate space; its size is the view's size, in points. Animatable.
    public var bounds: Rect {
        get { Rect(origin: animatedBoundsOrigin.model, size: animatedBoundsSize.model) }
        set {
            let old = animatedBoundsSize.model
            let oldOrigin = animatedBoundsOrigin.model
            // Where a set only changes the model it is made in place: through the key path it
            // would cost a write-back buffer on the heap (layout sets frames every frame, a
            // transition's alongside animations other properties).
            if AnimationTransaction.setsModelOnly {
                animatedBoundsOrigin.setModelOutsideAnimations(newValue.origin)
                animatedBoundsSize.setModelOutsideAnimations(newValue.size)
            } else {
                setAnimatable(\View.animatedBoundsOrigin, to: newValue.origin)
                setAnimatable(\View.animatedBoundsSize, to: newValue.size)
            }
            if newValue.size != old {
                setNeedsLayout()
                if !subviews.isEmpty { resizeSubviews(from: old) }
                if layoutState != nil { LayoutEngine.frameChanged(self) }
            }
            if newValue.origin != oldOrigin, layoutState != nil { LayoutEngine.boundsOriginChanged(self) }
        }
    }
    /// Where the anchor point sits, in the superview's coordinates. Animatable.
    public var position: Point {
        get { animatedPosition.model }
        set {
            if AnimationTransaction.setsModelOnly {
                animatedPosition.setModelOutsideAnimations(newValue)
            } else {
                setAnimatable(\View.animatedPosition, to: newValue)
            }
            if layoutState != nil { LayoutEngine.frameChanged(self) }
        }
    }
    /// The point of the bounds that `position` places and that `transform` turns about, in unit coordinates.
    @exclusivity(unchecked) public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point; identity by default. Animatable (through its scale,
    /// rotation, shear and translation).
    public var transform: Transform2D {
        get { animatedTransform.model }
        set {
            if AnimationTransaction.setsModelOnly {
                animatedTransform.setModelOutsideAnimations(newValue)
            } else {
                setAnimatable(\View.animatedTransform, to: newValue)
            }
        }
    }
    /// Opacity in 0...1, multiplied down the tree. Animatable.
    public var alpha: Double {
        get { animatedAlpha.model }
        set {
            if AnimationTransaction.setsModelOnly {
                animatedAlpha.setModelOutsideAnimations(newValue)
            } else {
                setAnimatable(\View.animatedAlpha, to: newValue)
            }
        }
    }
    /// Whether a view with alpha below 1 fades as one picture, its subtree flattened first and
    /// blended once with what is behind (Core Animation's `allowsGroupOpacity`, true by
    /// default since iOS 7). When false, each view in the subtree blends on its own, so the
    /// fading view's background shows through its subviews.
    public var allowsGroupOpacity = true
    /// Filled behind the image and the subviews; clear by default. Animatable.
    public var backgroundColor: Color {
        get { animatedBackgroundColor.model }
        set {
            if AnimationTransaction.setsModelOnly {
                animatedBackgroundColor.setModelOutsideAnimations(newValue)
            } else {
                setAnimatable(\View.animatedBackgroundColor, to: newValue)
            }
        }
    }
    /// Radius of the rounded corners, in points (clamped to half the shorter side when drawn). Animatable.
    public var cornerRadius: Double {
        get { animatedCornerRadius.model }
        set {
            if AnimationTransaction.setsModelOnly {
                animatedCornerRadius.setModelOutsideAnimations(newValue)
            } else {
                setAnimatable(\View.animatedCornerRadius, to: newValue)
            }
        }
    }
    /// Which corners `cornerRadius` rounds.
    public var roundedCorners: Corners = .all
    /// How the rounded corners curve: circular (Core Animation's default) or continuous, iOS's.
    public var cornerCurve = CornerCurve.circular
    /// The outline the shadow is cast by, in the view's coordinates, as Core Animation's
    /// `shadowPath`; nil casts it from the view's rounded bounds. A rectangle, a rounded
    /// rectangle or a circle is drawn as such; any other path casts the shadow of its bounding
    /// box (ours: Core Animation blurs the path's own shape).
    public var shadowPath: Path?
    /// A soft shadow drawn under the view, if any. Animatable (colour, radius and offset; none
    /// animates as a clear one).
    public var shadow: Shadow? {
        get { animatedShadow.model }
        set {
            if AnimationTransaction.setsModelOnly {
                animatedShadow.setModelOutsideAnimations(newValue)
            } else {
                setAnimatable(\View.animatedShadow, to: newValue)
            }
        }
    }
    /// Drawn after the background, placed by `contentMode`.
    public var image: Image? {
        didSet { if layoutState != nil, image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
    }
    /// How `image` is placed in the bounds; stretched to fill them unless set, as UIKit's.
    public var contentMode = ContentMode.scaleToFill
    /// One line of text drawn across the bounds, after the image (`Label` is UIKit's shape over it).
    public var textLine: Text?
    /// Hidden views are neither drawn nor hit. A stack view's arranged subview, hidden, leaves
    /// its stack's layout too.
    public var isHidden = false {
        didSet { if isHidden != oldValue, let stack = superview as? StackView { stack.arrangedSubviewVisibilityChanged(self) } }
    }
    /// The animation a stack view's arranged subview, hidden in its block, collapses on: the
    /// view is drawn until it ends (`isHiddenWhenDrawn`).
    weak var hidingAnimator: PropertyAnimator?
    /// Whether the renderer leaves the view out: hidden, and not collapsing in a stack view's
    /// animation. Hit-testing and layout go by `isHidden`.
    public var isHiddenWhenDrawn: Bool { isHidden && hidingAnimator == nil }
    /// Whether subviews are clipped to the bounds (honoured for axis-aligned views).
    public var clipsToBounds = false
    /// Whether hit-testing may return this view or its subviews.
    public var isUserInteractionEnabled = true
    /// The width of the line drawn along the inside of the bounds, over the content and the
    /// subviews, following the rounded corners (the inner corners rounded by the radius less the
    /// width), as Core Animation's `borderWidth`. 0, no border, unless set; not animated.
    public var borderWidth = 0.0
    /// The border's colour: opaque black unless set, as Core Animation's.
    public var borderColor = Color.black
    /// Whether the subtree is drawn into a bitmap kept while it draws the same
    /// (`Layer.shouldRasterize`).
    package var shouldRasterize = false
    /// The bitmap's pixels per point (`Layer.rasterizationScale`).
    package var rasterizationScale = 1.0
    /// The shape the view is cut to when drawn (`layer.mask`), if any.
    public internal(set) var shapeMask: ShapeLayer?
    /// The shape layers drawn in the view (`layer.addSublayer(_:)`), in order, over its own
    /// content, each among its subviews where it was added (`ShapeLayer.subviewsBelow`).
    package internal(set) var shapeSublayers: [ShapeLayer] = []
    /// What assistive technology would read for the view, as UIKit's. Nothing on Linux reads it
    /// yet (there is no AT-SPI bridge); tests find views by it, as UI tests do.
    public var accessibilityLabel: String?
    /// A name for debugging and state lines.
    public var name: String
    /// A number the app gives the view to find it by (`viewWithTag(_:)`), as UIKit's; 0 unless set.
    public var tag = 0
    /// Set on a window's root view only.
    weak var hostingWindow: Window?
    /// The layer-facing side, made on first use.
    var layerStorage: Layer?
    /// See `animationLifetime`.
    var animationLifetimeStorage: AnimationLifetime?
    /// What the layer has in three dimensions (`Layer.transform` beyond the plane,
    /// `sublayerTransform`, `isDoubleSided`); made at the first, nil for most views.
    var depth: LayerDepth?
    /// The layer's time against its superview's (`Layer.speed`, `timeOffset`, `beginTime`); nil
    /// while it is the same.
    var layerTiming: LayerTiming? {
        didSet { LayerTiming.count(from: oldValue, to: layerTiming) }
    }
    /// The controller whose view this is, told before and after this view lays out its subviews.
    weak var viewController: ViewController?
    /// Whether a navigation controller's transition container sizes this view to fill it when it
    /// lays out (a window resized mid-transition): true, as its screens fill it; false for what
    /// a transition places itself (a zoom's card and dimming, an app's own). Drawer's: UIKit's
    /// container lays nothing out.
    public var fillsTransitionContainer = true
    /// Auto Layout's state (constraints, guides, priorities), made when first used.
    var layoutState: ViewLayoutState?
    /// Recognizers attached with `addGestureRecognizer(_:)`.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of, if any.
    public private(set) weak var superview: View?
    private var needsLayout = true
    /// Whether a view below needs layout (`markDescendantNeedsLayout`).
    private var descendantNeedsLayout = false

    /// Creates a view with the given frame (identity transform, centred anchor).
    public init(frame: Rect = .zero, name: String = "") {
        self.name = name
        self.frame = frame
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    /// UIKit's designated initializer, which a subclass from iOS overrides
    /// (`override init(frame: CGRect)`): a view with no name.
    public init(frame: Rect) {
        self.name = ""
        self.frame = frame
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    /// UIKit's archive initializer, which a subclass from iOS writes (`required init?(coder:)`,
    /// perhaps calling `super.init(coder: coder)`): there are no archives here (no storyboards,
    /// no nibs), so nothing calls it, and it makes no view.
    public init?<Coder: AnyObject>(coder: Coder) {
        return nil
    }

    // Nonisolated, as UIKit's, so that an app's subclass may write a `deinit` of its own; a view
    // let go on another thread ends its lifetime there (`AnimationLifetime` is Sendable).
    deinit {
        animationLifetimeStorage?.end()
        LayerTiming.count(from: layerTiming, to: nil)
    }

    // MARK: Hierarchy

    /// Adds a view on top of the other subviews and the shape layers, removing it from its old
    /// superview first.
    public func addSubview(_ view: View) {
        insert(view, at: subviews.count, overShapeLayersThere: true)
    }

    /// Inserts a view just above a sibling, under the shape layers drawn just above the sibling,
    /// as Core Animation inserts a layer (on top if the sibling is not a subview).
    public func insertSubview(_ view: View, above sibling: View) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insert(view, at: index + 1, overShapeLayersThere: false)
    }

    /// Inserts a view just below a sibling (at the bottom if the sibling is not a subview).
    public func insertSubview(_ view: View, below sibling: View) {
        insert(view, at: subviews.firstIndex { $0 === sibling } ?? 0, overShapeLayersThere: true)
    }

    /// Inserts a view at an index of `subviews` (clamped), removing it from its old superview
    /// first; over the shape layers drawn at that place. A view already at the index stays as it is.
    public func insertSubview(_ view: View, at index: Int) {
        insert(view, at: index, overShapeLayersThere: true, keepingPlace: true)
    }

    /// Puts `view` at `index` of `subviews` (an index before it moved, when it is already a
    /// subview): over or under the shape layers drawn between its new neighbours, and unmoved
    /// when `keepingPlace` and it is there already.
    private func insert(_ view: View, at index: Int, overShapeLayersThere: Bool, keepingPlace: Bool = false) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        let old = view.superview === self ? subviews.firstIndex(where: { $0 === view }) : nil
        let target = old.map { $0 < index ? index - 1 : index } ?? index
        let place = max(0, min(target, subviews.count - (old == nil ? 0 : 1)))
        if keepingPlace, old == place { return }
        view.removeFromSuperview()
        subviews.insert(view, at: place)
        view.superview = self
        for layer in shapeSublayers
        where layer.subviewsBelow > place || (!overShapeLayersThere && layer.subviewsBelow == place) {
            layer.subviewsBelow += 1
        }
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
        if LayoutEngine.isInUse { LayoutEngine.subtreeDidJoin(view) }
        AttachedAnimations.moveToWindows()  // layer animations added before the view was in a window
    }

    /// This view or the first of its descendants (depth first, in subview order) whose `tag` is
    /// `tag`, as UIKit's `viewWithTag(_:)`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Detaches the view from its superview; does nothing if it has none.
    public func removeFromSuperview() {
        guard let parent = superview, let index = Self.lastIndex(of: self, in: parent.subviews) else { return }
        if LayoutEngine.activeCount > 0 { LayoutEngine.subtreeWillLeave(self) }
        parent.subviews.remove(at: index)
        (parent as? StackView)?.subviewLeft(self)
        for layer in parent.shapeSublayers where layer.subviewsBelow > index { layer.subviewsBelow -= 1 }
        superview = nil
    }

    /// Where `view` is in `views`, searched from the end (where views just added are) by
    /// identity alone. Nonisolated, so the search's closure is not checked for the main actor
    /// at each view; and no view is retained, which is slow for views (they are weakly held,
    /// so their counts are on a side table).
    private nonisolated static func lastIndex(of view: View, in views: [View]) -> Int? {
        let identity = ObjectIdentifier(view)
        return views.lastIndex { ObjectIdentifier($0) == identity }
    }

    /// Whether the view is `other` or lies below it in the tree.
    public func isDescendant(of other: View) -> Bool {
        var node: View? = self
        while let view = node {
            if view === other { return true }
            node = view.superview
        }
        return false
    }

    // MARK: Layout

    /// Marks the view to have `layoutSubviews()` called before the next frame is drawn.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.markDescendantNeedsLayout()
    }

    /// Marks this view and every view below it for layout.
    /// The window's text measurer changed: what measured text lays out again (and a label
    /// breaks its lines again, a self-sizing list measures its cells again).
    func textMeasurerDidChange() {
        needsLayout = true
        descendantNeedsLayout = !subviews.isEmpty
        for view in subviews { view.textMeasurerDidChange() }
        superview?.markDescendantNeedsLayout()
    }

    func setNeedsLayoutInSubtree() {
        needsLayout = true
        descendantNeedsLayout = !subviews.isEmpty
        for view in subviews { view.setNeedsLayoutInSubtree() }
        superview?.markDescendantNeedsLayout()
    }

    /// Notes on the way up that a view below needs layout, so that a layout pass visits only the
    /// branches that lead to one.
    private func markDescendantNeedsLayout() {
        var node: View? = self
        while let view = node, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            node = view.superview
        }
    }

    /// Runs the update-constraints pass and reads the Auto Layout engine's solution (marking
    /// the superviews of the views it moves), then runs `layoutSubviews()` where it was
    /// requested: from the highest of this view's superviews that needs layout with every view
    /// between (Core Animation's `layoutIfNeeded`), down through the subtree.
    public func layoutIfNeeded() {
        if LayoutEngine.isInUse { LayoutEngine.prepareLayout(of: self) }
        var start = self
        while start.needsLayout, let parent = start.superview, parent.needsLayout { start = parent }
        start.layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            let controller = viewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        // Branches with nothing to lay out are not walked.
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for view in subviews { view.layoutSubtreeIfNeeded() }
    }

    /// Override to place subviews; called after the bounds size changed, or when asked
    /// (`setNeedsLayout()`). The default gives the subviews that constraints place the frames
    /// the engine solved: an override calls `super.layoutSubviews()` first, as in UIKit.
    open func layoutSubviews() {
        if LayoutEngine.activeCount > 0 { LayoutEngine.applyFrames(toSubviewsOf: self) }
    }

    // MARK: Auto Layout

    /// The size the view's content wants, frame aside: for each axis a length, or
    /// `View.noIntrinsicMetric` for none (the default, both ways). Constraints keep a view that
    /// constraints place near it, by its hugging and compression resistance.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Whether the class is laid out by constraints whatever `translatesAutoresizingMaskIntoConstraints`
    /// says: its `updateConstraints()` is called before its first layout. False unless overridden.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Override to make or change the view's constraints in the update-constraints pass, which
    /// runs before layout, leaves first, for views that asked (`setNeedsUpdateConstraints()`)
    /// and, once, for views laid out by constraints. Call `super.updateConstraints()` last.
    open func updateConstraints() {}

    /// The intrinsic size at a width layout gives the view, for content that wraps (a label of
    /// more than one line): `intrinsicContentSize` unless overridden here.
    func intrinsicContentSize(forLayoutWidth width: Double?) -> Size { intrinsicContentSize }
    /// Whether the intrinsic height depends on the width layout gives.
    var intrinsicContentSizeDependsOnWidth: Bool { false }
    /// How far the first or last baseline is below the middle, for what has text; nil for the
    /// bottom.
    func baselineOffsetFromCenter(last: Bool) -> Double? { nil }
    /// What covers this view's edges for the views in it (`insetsOfSafeArea`): its controller's
    /// `additionalSafeAreaInsets`; a navigation controller's view adds its bar.
    var safeAreaContribution: EdgeInsets { viewController?.additionalSafeAreaInsets ?? .zero }

    // MARK: Hit-testing

    /// The frontmost visible, interactive view under a point given in this view's superview space
    /// (the window, for the root), following every transform; nil if none.
    ///
    /// It tests what is on screen (the presentation), so a moving view is caught where it shows.
    /// UIKit tests the model, where the view is going; Core Animation's users work round that
    /// with the presentation layer, which this does for them.
    public func hitTest(_ pointInSuperview: Point) -> View? {
        let shown = presentationValues
        guard !isHidden, isUserInteractionEnabled, !isAnimatedWithoutInteraction, shown.alpha > 0.01,
            let local = shown.transformToSuperview.inverted()?.apply(to: pointInSuperview)
        else { return nil }
        let inside = shown.bounds.contains(local)
        if clipsToBounds && !inside { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Whether a running property animator that takes no touches (`isUserInteractionEnabled`
    /// false) animates this view.
    private var isAnimatedWithoutInteraction: Bool {
        guard AnimationDriver.runningWithoutInteraction > 0 else { return false }
        return animationDriver.objectsAnimatedWithoutInteraction.contains { owner in
            owner === self || (owner as? LayerDepth)?.view === self
        }
    }
}
