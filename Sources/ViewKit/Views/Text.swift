/// A line of text a view shows, vertically centred in its bounds and placed across them by its
/// alignment; the host renders it with its font.
public nonisolated struct Text: Hashable, Sendable {
    /// Where the line sits across its view's bounds (NSTextAlignment's left, center and right;
    /// left to right only).
    public nonisolated enum Alignment: Hashable, Sendable {
        case leading, center, trailing
    }

    /// How heavy the strokes are (UIFont.Weight's, as far as one font file goes: the host draws
    /// semibold as its font's bold).
    public nonisolated enum Weight: Hashable, Sendable {
        case regular, semibold
    }

    public var string: String
    /// Font size, in points.
    public var size: Double
    public var color: Color
    /// Centred unless set.
    public var alignment: Alignment
    /// Regular unless set.
    public var weight = Weight.regular

    /// Creates a line of text.
    public init(_ string: String, size: Double = 17, color: Color = .white, alignment: Alignment = .center) {
        self.string = string
        self.size = size
        self.color = color
        self.alignment = alignment
    }

    /// Creates a line of text of `weight`.
    public init(_ string: String, size: Double, weight: Weight, color: Color, alignment: Alignment = .center) {
        self.init(string, size: size, color: color, alignment: alignment)
        self.weight = weight
    }
}

/// Measures text as the host will draw it: the window asks it to lay out what depends on a
/// line's width (a navigation bar's titles). The host sets one on the window of the app it runs.
@preconcurrency @MainActor public protocol TextMeasuring: AnyObject {
    /// The width in points of `text` drawn on one line.
    func width(of text: Text) -> Double
}

nonisolated extension Text {
    /// The width a line is taken to have when no `TextMeasuring` is at hand: 0.6 of its size per
    /// character, about DejaVu Sans's average advance.
    public var estimatedWidth: Double { 0.6 * size * Double(string.count) }
}
