import Motion

/// A layer's third dimension, as Core Animation's: a transform in 3D space (`Layer.transform`),
/// one applied to its sublayers (`sublayerTransform`, where perspective usually goes), and
/// whether its back shows (`isDoubleSided`). Made at the first such change, so a view that never
/// leaves the plane carries none of it.
///
/// The layer's whole transform is `transform3D` then the view's affine `transform`: setting
/// `Layer.transform` to an affine transform sets the view's `transform` (and leaves `transform3D`
/// at the identity), to any other sets `transform3D` (and the view's `transform` to the
/// identity). So each animates as Core Animation interpolates it, and a view in the plane keeps
/// its affine path and its cost.
@MainActor final class LayerDepth: TimeSpace {
    unowned let view: View
    var transform3D = AnimatableProperty(Transform3D.identity)
    var sublayerTransform = Transform3D.identity
    var isDoubleSided = true

    init(view: View) { self.view = view }

    /// The depth's animations run in its view's layer time.
    func localTime(atDriverTime time: Double) -> Double { view.localTime(atDriverTime: time) }
}

extension View {
    /// The view's depth, made on first use.
    var layerDepth: LayerDepth {
        if let depth { return depth }
        let made = LayerDepth(view: self)
        depth = made
        return made
    }

    /// The 3D transform that shows now, beyond the affine `transform` (identity for most views).
    var presentedTransform3D: Transform3D { depth?.transform3D.presentation ?? .identity }

    /// Maps the view's bounds to its superview's coordinates in 3D, as shown: about the anchor,
    /// through the 3D then the affine transform, to `position`, then through the superview's
    /// `sublayerTransform` about its anchor. Nil when all of that lies in the plane (the affine
    /// `transformToSuperview` is exact).
    package func projectiveTransformToSuperview(_ shown: PresentationValues) -> Transform3D? {
        projectiveTransformToSuperview(shown, under: superview)
    }

    /// `projectiveTransformToSuperview(_:)` under `superview`, the view's own: a walk down the
    /// tree knows it, and reading the weak reference costs a retain and a release each view.
    package func projectiveTransformToSuperview(_ shown: PresentationValues, under superview: View?) -> Transform3D? {
        assert(superview === self.superview, "the superview given is not the view's")
        let own = presentedTransform3D
        let sublayer = superview?.depth?.sublayerTransform ?? .identity
        guard !own.isIdentity || !sublayer.isIdentity else { return nil }
        let anchor = Point(
            x: shown.bounds.minX + shown.anchorPoint.x * shown.bounds.width,
            y: shown.bounds.minY + shown.anchorPoint.y * shown.bounds.height)
        var mapping = Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(own)
            .concatenating(Transform3D(shown.transform))
            .concatenating(Transform3D(translationX: shown.position.x, y: shown.position.y, z: 0))
        if !sublayer.isIdentity, let superview {
            let superBounds = superview.presentationValues.bounds
            let center = Point(
                x: superBounds.minX + superview.anchorPoint.x * superBounds.width,
                y: superBounds.minY + superview.anchorPoint.y * superBounds.height)
            mapping =
                mapping
                .concatenating(Transform3D(translationX: -center.x, y: -center.y, z: 0))
                .concatenating(sublayer)
                .concatenating(Transform3D(translationX: center.x, y: center.y, z: 0))
        }
        return mapping.isAffine ? nil : mapping
    }
}

extension Layer {
    /// The layer's transform in 3D, as Core Animation's `transform`, applied about the anchor
    /// point: the view's affine `transform` when it lies in the plane. Setting it inside an
    /// animation block animates it by its parts (see `Transform3DComponents`). Drawn in
    /// perspective (the layer's picture through the projection, anti-aliased at its edges);
    /// hit-testing and `frame` read only the affine part, where Core Animation maps points back
    /// through the projection.
    public var transform: Transform3D {
        get { (view.depth?.transform3D.model ?? .identity).concatenating(Transform3D(view.transform)) }
        set {
            if newValue.isAffine {
                if view.depth != nil { setTransform3D(.identity) }
                view.transform = newValue.affine
            } else {
                setTransform3D(newValue)
                view.transform = .identity
            }
        }
    }

    private func setTransform3D(_ value: Transform3D) {
        let depth = view.layerDepth
        AnimationTransaction.set(
            \LayerDepth.transform3D, of: depth, to: value, driver: view.animationDriver, lifetime: view.animationLifetime)
    }

    /// The transform applied to the layer's sublayers about its anchor point, as Core
    /// Animation's: perspective for all of them at once (`m34`), with one vanishing point.
    public var sublayerTransform: Transform3D {
        get { view.depth?.sublayerTransform ?? .identity }
        set {
            guard view.depth != nil || !newValue.isIdentity else { return }
            view.layerDepth.sublayerTransform = newValue
        }
    }

    /// Whether the layer shows when it faces away (true by default, as Core Animation's): false
    /// hides the back of a card a flip turns over.
    public var isDoubleSided: Bool {
        get { view.depth?.isDoubleSided ?? true }
        set {
            guard view.depth != nil || !newValue else { return }
            view.layerDepth.isDoubleSided = newValue
        }
    }
}

extension View {
    /// How the view's bounds map to the window as they show now, in 3D: each layer's shown
    /// mapping to its superlayer, projective where one leaves the plane, as the renderer draws
    /// them (each layer flattened, as Core Animation flattens it). `project(_:)` gives where a
    /// point of the view lands on screen.
    public var shownTransformToWindow3D: Transform3D {
        var mapping = Transform3D.identity
        var view: View? = self
        while let current = view {
            let shown = current.presentationValues
            mapping = mapping.concatenating(
                current.projectiveTransformToSuperview(shown) ?? Transform3D(shown.transformToSuperview))
            view = current.superview
        }
        return mapping
    }
}

extension Layer {
    /// The whole transform as it shows now, 3D part and affine part: what
    /// `presentation().transform` is on iOS.
    public var presentationTransform: Transform3D {
        view.presentedTransform3D.concatenating(Transform3D(view.presentationValues.transform))
    }
}
