/// A soft shadow cast by a view's rounded rectangle, drawn under it and turning with it.
public struct Shadow: Hashable, Sendable {
    /// Core Animation's shadow defaults, what a layer's shadow properties start from: black,
    /// opacity 0, radius 3, offset (0, −3).
    public static let layerDefault = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0), radius: 3, offset: Point(x: 0, y: -3))

    /// The shadow's colour at its darkest (its alpha is the opacity there).
    public var color: Color
    /// How far the shadow fades out, in points: full strength `radius / 2` inside the shape's
    /// edge, nothing `radius / 2` outside it.
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
