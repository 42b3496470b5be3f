/// A soft shadow cast by a view's rounded rectangle, drawn under it and turning with it: Core
/// Animation's layer shadow, the shape blurred by a Gaussian.
public nonisolated struct Shadow: Hashable, Sendable {
    /// Core Animation's shadow defaults, what a layer's shadow properties start from: black,
    /// opacity 0, radius 3, offset (0, −3).
    public static let layerDefault = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0), radius: 3, offset: Point(x: 0, y: -3))

    /// The shadow's colour at its darkest (its alpha is the opacity there).
    public var color: Color
    /// The blur, in points: Core Animation's `shadowRadius`, read as twice the Gaussian's
    /// standard deviation (σ = radius / 2). Apple does not say what its blur radius measures;
    /// that reading is the one CSS gives a blur radius (the GNUstep Core Animation's shadow
    /// reaches twice the radius, about 4σ, too). Across a straight edge the shadow's opacity is
    /// the colour's alpha × Φ(−d/σ) at d points outside the shape: half at the edge, 2.3 % at
    /// one radius out.
    public var radius: Double
    /// Where the shadow sits relative to the view, in the view's points.
    public var offset: Point

    /// Creates a shadow.
    public init(color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.35), radius: Double = 16, offset: Point = .zero) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
