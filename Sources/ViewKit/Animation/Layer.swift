import Motion

/// What a view shows on screen at this instant: its animatable properties' presentation
/// values, with the rest of its geometry (Core Animation's presentation layer, as a value).
public nonisolated struct PresentationValues: Equatable, Sendable {
    public var bounds: Rect
    public var position: Point
    public var anchorPoint: Point
    public var transform: Transform2D
    public var alpha: Double
    public var backgroundColor: Color
    public var cornerRadius: Double
    public var shadow: Shadow?

    /// Maps the bounds' coordinates to the superview's as shown: about the anchor, then to `position`.
    public var transformToSuperview: Transform2D {
        View.transformToSuperview(bounds: bounds, anchorPoint: anchorPoint, transform: transform, position: position)
    }

    /// The rectangle covered in the superview, as `View.frame` (the bounding box under a transform).
    public var frame: Rect {
        let b = bounds
        let map = transformToSuperview
        return Rect.boundingBox(
            of: [
                Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
                Point(x: b.minX, y: b.maxY),
            ].map(map.apply(to:)))
    }

    /// The centre, as `View.center`: the position.
    public var center: Point { position }

    // Core Animation's names for the same values.
    /// `alpha`, as CALayer's `opacity`.
    public var opacity: Double { alpha }
    /// The shadow's opacity (its colour's alpha), 0 with no shadow.
    public var shadowOpacity: Double { shadow?.color.alpha ?? 0 }
    /// The shadow's blur radius, in points.
    public var shadowRadius: Double { shadow?.radius ?? 0 }
    /// The shadow's offset, in points.
    public var shadowOffset: Point { shadow?.offset ?? .zero }
    /// The transform, as CALayer's `affineTransform()`.
    public func affineTransform() -> Transform2D { transform }
}

/// A view's layer-facing side, as UIView's `layer`: the same values under Core Animation's names,
/// and the presentation. Every property reads and writes the view's own (setting one inside an
/// animation block animates it, as setting the view's does).
@preconcurrency @MainActor public final class Layer {
    /// The view this layer draws.
    public unowned let view: View

    init(view: View) { self.view = view }

    /// What is on screen now (Core Animation's presentation layer, as a value). Never nil here;
    /// optional so that code written for CALayer's `presentation()` reads the same.
    public func presentation() -> PresentationValues? { view.presentationValues }

    public var frame: Rect {
        get { view.frame }
        set { view.frame = newValue }
    }
    public var bounds: Rect {
        get { view.bounds }
        set { view.bounds = newValue }
    }
    public var position: Point {
        get { view.position }
        set { view.position = newValue }
    }
    public var anchorPoint: Point {
        get { view.anchorPoint }
        set { view.anchorPoint = newValue }
    }
    /// The view's `alpha`.
    public var opacity: Double {
        get { view.alpha }
        set { view.alpha = newValue }
    }
    public var cornerRadius: Double {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    /// A shape the view shows only inside, as Core Animation's `mask` (a shape layer here):
    /// the view and its subviews are cut to the mask's filled path, in the view's bounds
    /// coordinates. Nil shows the whole view.
    public var mask: ShapeLayer? {
        get { view.shapeMask }
        set {
            view.shapeMask?.host = nil
            view.shapeMask = newValue
            newValue?.host = view
        }
    }

    /// Draws `layer` in the view over its own content and over what was added before it (its
    /// subviews and shape layers), as CALayer's `addSublayer(_:)`; a subview added later is drawn
    /// over it. It is taken from where it was drawn before.
    public func addSublayer(_ layer: ShapeLayer) {
        layer.removeFromSuperlayer()
        layer.subviewsBelow = view.subviews.count
        view.shapeSublayers.append(layer)
        layer.host = view
        AttachedAnimations.moveToWindows()  // a shape layer animated before it was drawn in a window
    }

    /// The shape layers drawn in the view, in order; nil when there are none, as CALayer's.
    public var sublayers: [ShapeLayer]? { view.shapeSublayers.isEmpty ? nil : view.shapeSublayers }

    /// The view's `borderWidth`.
    public var borderWidth: Double {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }
    /// The view's `borderColor`.
    public var borderColor: Color {
        get { view.borderColor }
        set { view.borderColor = newValue }
    }

    /// Which corners `cornerRadius` rounds: the view's `roundedCorners`, in Core Animation's names.
    public var maskedCorners: CornerMask {
        get { CornerMask(view.roundedCorners) }
        set { view.roundedCorners = newValue.corners }
    }
    /// The outline the shadow is cast by: the view's `shadowPath`.
    public var shadowPath: Path? {
        get { view.shadowPath }
        set { view.shadowPath = newValue }
    }
    /// How the rounded corners curve: the view's `cornerCurve`.
    public var cornerCurve: CornerCurve {
        get { view.cornerCurve }
        set { view.cornerCurve = newValue }
    }
    /// The view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    public var backgroundColor: Color {
        get { view.backgroundColor }
        set { view.backgroundColor = newValue }
    }
    /// Whether the view and its subviews are drawn into a bitmap in the view's own coordinates,
    /// which is composited at the view's transform and opacity, and kept from frame to frame
    /// while what they draw stays the same, as Core Animation's `shouldRasterize`: the shadow is
    /// in the bitmap, the opacity is not, and a change to anything drawn draws it again. False
    /// unless set.
    public var shouldRasterize: Bool {
        get { view.shouldRasterize }
        set { view.shouldRasterize = newValue }
    }
    /// The bitmap's pixels per point when `shouldRasterize`: 1 unless set, as Core Animation's,
    /// so in a window at 2× a rasterized layer shows at half the window's resolution unless this
    /// is set to the screen's scale.
    public var rasterizationScale: Double {
        get { view.rasterizationScale }
        set { view.rasterizationScale = newValue }
    }
    /// The view's transform, as CALayer's `affineTransform()`.
    public func affineTransform() -> Transform2D { view.transform }
    /// Sets the view's transform, as CALayer's `setAffineTransform(_:)`.
    public func setAffineTransform(_ transform: Transform2D) { view.transform = transform }

    // MARK: Animations

    /// The animations attached with `add(_:forKey:)`; made at the first.
    private var attached: AttachedAnimations?

    /// Runs `animation` on the view's layer, replacing any under the same key, as CALayer's
    /// `add(_:forKey:)`: what shows follows it (and hit-testing), while the model stays what was
    /// set. The key paths a view's layer animates are "position" (and ".x", ".y"), "bounds" (and
    /// ".size"), "opacity", "cornerRadius", "backgroundColor", "transform" (a `Transform2D`),
    /// "transform.rotation" (and ".z"), "transform.scale" (and ".x", ".y"), "transform.translation"
    /// (a size; and ".x", ".y"), "shadowOpacity" and "shadowRadius"; an animation of another runs
    /// its time and tells its delegate, and animates nothing. It runs on top of what the view's
    /// own animations show, as Core Animation's explicit animations run over its implicit ones.
    public func add(_ animation: BasicAnimation, forKey key: String?) {
        let attached =
            self.attached ?? AttachedAnimations(driver: { [unowned view] in view.animationDriver }, timeSpace: { [unowned view] in view })
        self.attached = attached
        let shown = view.presentationValues
        attached.add(animation, forKey: key) { animation in
            animation.keyPath.flatMap(LayerKeyPath.named).flatMap { keyPath in
                animation.keyframes(shown: .vector(keyPath.read(shown))) { $0.flatMap(keyPath.parse).map(LayerValue.vector) }
            }
        }
    }

    /// The animation running (or kept) under `key`.
    public func animation(forKey key: String) -> BasicAnimation? { attached?.animation(forKey: key) }

    /// Stops the animation under `key`: what is under it shows again, and its delegate hears that
    /// it did not finish.
    public func removeAnimation(forKey key: String) { attached?.removeAnimation(forKey: key) }

    /// The keys of the animations added, oldest first; nil when there are none.
    public func animationKeys() -> [String]? { attached?.keys }

    /// Lays the attached animations that show over `values`, oldest first.
    fileprivate func showAnimations(in values: inout PresentationValues) {
        attached?.forEachShown { name, value, isAdditive in
            guard let keyPath = LayerKeyPath.named(name) else { return }
            let underneath = keyPath.read(values)
            guard case .vector(let vector) = value(.vector(underneath)), vector.count == underneath.count else { return }
            keyPath.write(&values, isAdditive ? keyPath.add(vector, underneath) : vector)
        }
    }

    /// Whether an attached animation runs or is kept.
    fileprivate var hasAnimations: Bool { attached.map { !$0.isEmpty } ?? false }

    private var shadowBase: Shadow { view.shadow ?? .layerDefault }
    /// The shadow's opacity, 0...1 (its colour's alpha); 0 with no shadow.
    public var shadowOpacity: Double {
        get { view.shadow?.color.alpha ?? 0 }
        set {
            var shadow = shadowBase
            shadow.color.alpha = newValue
            view.shadow = shadow
        }
    }
    /// The shadow's blur radius, in points.
    public var shadowRadius: Double {
        get { shadowBase.radius }
        set {
            var shadow = shadowBase
            shadow.radius = newValue
            view.shadow = shadow
        }
    }
    /// The shadow's offset, in points. (Core Animation's is a size: the UIKit module adds that
    /// one, which its code prefers.)
    @_disfavoredOverload
    public var shadowOffset: Point {
        get { shadowBase.offset }
        set {
            var shadow = shadowBase
            shadow.offset = newValue
            view.shadow = shadow
        }
    }
    /// The shadow's colour, its alpha kept as `shadowOpacity`.
    public var shadowColor: Color {
        get { Color(red: shadowBase.color.red, green: shadowBase.color.green, blue: shadowBase.color.blue) }
        set {
            var shadow = shadowBase
            shadow.color = Color(red: newValue.red, green: newValue.green, blue: newValue.blue, alpha: shadow.color.alpha)
            view.shadow = shadow
        }
    }

    /// Removes every animation of the view's properties and every animation added with
    /// `add(_:forKey:)`: what is on screen jumps to the model, as Core Animation's does.
    /// `View.stopAnimations()` keeps what is on screen instead.
    public func removeAllAnimations() {
        view.removeAnimations(keepingPresentation: false)
        attached?.removeAll()
    }
}

extension View {
    /// The view's layer-facing side (Core Animation's names, and the presentation).
    public var layer: Layer {
        if let layer = layerStorage { return layer }
        let layer = Layer(view: self)
        layerStorage = layer
        return layer
    }

    /// What the view shows now: its properties' animations, then its layer's (`Layer.add(_:forKey:)`)
    /// over them; the model values when nothing animates.
    public var presentationValues: PresentationValues {
        var values = PresentationValues(
            bounds: Rect(origin: animatedBoundsOrigin.presentation, size: animatedBoundsSize.presentation),
            position: animatedPosition.presentation, anchorPoint: anchorPoint,
            transform: animatedTransform.presentation, alpha: animatedAlpha.presentation,
            backgroundColor: animatedBackgroundColor.presentation, cornerRadius: animatedCornerRadius.presentation,
            shadow: animatedShadow.presentation)
        if let layer = layerStorage, layer.hasAnimations { layer.showAnimations(in: &values) }
        return values
    }

    /// Where the presentation store keeps what shows of the view's position and size while both
    /// animate through it, in `PresentationStore.shownScalars`: for a reader that keeps the
    /// places, as a render tree keeps its layers (the bench's scene).
    package var shownGeometryScalars: (position: Int, size: Int)? {
        guard let position = animatedPosition.shownScalarOffset, let size = animatedBoundsSize.shownScalarOffset else { return nil }
        return (position, size)
    }

    /// The view's values as set, with no animation: the model.
    var modelValues: PresentationValues {
        PresentationValues(
            bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform, alpha: alpha,
            backgroundColor: backgroundColor, cornerRadius: cornerRadius, shadow: shadow)
    }

    /// Whether any of the view's own properties is animating.
    public var isAnimating: Bool {
        animatedBoundsOrigin.isAnimating || animatedBoundsSize.isAnimating || animatedPosition.isAnimating || animatedTransform.isAnimating
            || animatedAlpha.isAnimating || animatedBackgroundColor.isAnimating || animatedCornerRadius.isAnimating
            || animatedShadow.isAnimating
    }

    /// Ends every animation of the view's properties and keeps what is on screen as the model, so
    /// nothing jumps (beyond UIKit, whose `layer.removeAllAnimations()` jumps to the model). The
    /// animations' completions run with `finished` false when their animators end.
    public func stopAnimations() { removeAnimations(keepingPresentation: true) }

    func removeAnimations(keepingPresentation: Bool) {
        func end<Value>(_ property: inout AnimatableProperty<Value>) {
            if keepingPresentation {
                property.stopAnimationsKeepingPresentation()
            } else {
                let model = property.model
                property.stopAnimationsKeepingPresentation()
                property.setModelWithoutAnimation(model)
            }
        }
        end(&animatedBoundsOrigin)
        end(&animatedBoundsSize)
        end(&animatedPosition)
        end(&animatedTransform)
        end(&animatedAlpha)
        end(&animatedBackgroundColor)
        end(&animatedCornerRadius)
        end(&animatedShadow)
    }

    /// What tells the animators of this view's properties that it has gone (ended in `deinit`),
    /// so that they hold it without a weak reference; made at its first animated change.
    var animationLifetime: AnimationLifetime {
        if let lifetime = animationLifetimeStorage { return lifetime }
        let lifetime = AnimationLifetime()
        animationLifetimeStorage = lifetime
        return lifetime
    }

    /// The driver this view's animations run on: its window's, or the fallback outside one.
    public var animationDriver: AnimationDriver { window?.driver ?? .fallback }

    /// Sets an animatable property stored on a view: a subclass's own (a gauge's level, a
    /// sheet's height) takes part in `View.animate` and property animator blocks this way.
    /// Store it as an `AnimatableProperty`, read its `model` in the getter and its
    /// `presentation` where it is drawn, and set it through this.
    public func setAnimatable<Owner: View, Value: Animatable>(
        _ keyPath: ReferenceWritableKeyPath<Owner, AnimatableProperty<Value>>, to value: Value
    ) {
        guard let owner = self as? Owner else { return }
        AnimationTransaction.set(keyPath, of: owner, to: value, driver: self.animationDriver, lifetime: self.animationLifetime)
    }
}

/// Core Animation's `CACornerMask`: corners by their coordinates, minimum y at the top, as
/// UIKit's coordinates have it.
public nonisolated struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)

    private static let pairs: [(CornerMask, Corners)] = [
        (.layerMinXMinYCorner, .topLeft), (.layerMaxXMinYCorner, .topRight), (.layerMinXMaxYCorner, .bottomLeft),
        (.layerMaxXMaxYCorner, .bottomRight),
    ]

    init(_ corners: Corners) {
        self = []
        for (mask, corner) in Self.pairs where corners.contains(corner) { insert(mask) }
    }

    var corners: Corners {
        var corners: Corners = []
        for (mask, corner) in Self.pairs where contains(mask) { corners.insert(corner) }
        return corners
    }
}
