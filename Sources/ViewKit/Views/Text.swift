/// A line of text a view shows, vertically centred in its bounds and placed across them by its
/// alignment; the host renders it with its font.
public struct Text: Hashable, Sendable {
    /// Where the line sits across its view's bounds (NSTextAlignment's left, center and right;
    /// left to right only).
    public enum Alignment: Hashable, Sendable {
        case leading, center, trailing
    }

    public var string: String
    /// Font size, in points.
    public var size: Double
    public var color: Color
    /// Centred unless set.
    public var alignment: Alignment

    /// Creates a line of text.
    public init(_ string: String, size: Double = 17, color: Color = .white, alignment: Alignment = .center) {
        self.string = string
        self.size = size
        self.color = color
        self.alignment = alignment
    }
}
