/// A line of text a view shows, centred in its bounds; the host renders it with its font.
public struct Text: Hashable, Sendable {
    public var string: String
    /// Font size, in points.
    public var size: Double
    public var color: Color

    /// Creates a line of text.
    public init(_ string: String, size: Double = 17, color: Color = .white) {
        self.string = string
        self.size = size
        self.color = color
    }
}
