/// The system font at a size and weight, as UIFont's `systemFont(ofSize:weight:)`: the host has
/// one font file, so a face other than the system's is not offered.
public struct Font: Hashable, Sendable {
    /// UIFont.Weight, with Apple's raw values (-0.8 ultra light to 0.62 black). The host draws
    /// semibold and heavier as its font's bold, lighter as regular.
    public struct Weight: Hashable, Sendable, Comparable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// UIFont.TextStyle: the Dynamic Type styles at their default ("large") sizes, from Apple's
    /// Human Interface Guidelines.
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }

    /// The size, in points.
    public var pointSize: Double
    public var weight: Weight

    /// The system font of `size` points and `weight`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }
    /// The system font of `size` points, bold.
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(pointSize: size, weight: .bold) }
    /// The system font for a text style, at its default size (no Dynamic Type setting here).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        switch style {
        case .largeTitle: Font(pointSize: 34, weight: .regular)
        case .title1: Font(pointSize: 28, weight: .regular)
        case .title2: Font(pointSize: 22, weight: .regular)
        case .title3: Font(pointSize: 20, weight: .regular)
        case .headline: Font(pointSize: 17, weight: .semibold)
        case .body: Font(pointSize: 17, weight: .regular)
        case .callout: Font(pointSize: 16, weight: .regular)
        case .subheadline: Font(pointSize: 15, weight: .regular)
        case .footnote: Font(pointSize: 13, weight: .regular)
        case .caption1: Font(pointSize: 12, weight: .regular)
        case .caption2: Font(pointSize: 11, weight: .regular)
        }
    }
    /// This font at another size.
    public func withSize(_ size: Double) -> Font { Font(pointSize: size, weight: weight) }

    /// The height of a line: 1.2 times the size, about the system font's ascender plus descender
    /// plus leading (ours: Apple publishes the metrics of its fonts, not a ratio).
    public var lineHeight: Double { (pointSize * 1.2).rounded(.up) }

    /// The weight as the host draws it.
    var drawnWeight: Text.Weight { weight >= .semibold ? .semibold : .regular }
}

/// NSTextAlignment: where a label's line sits across its bounds (left to right only, so
/// `natural` and `justified` are left).
public enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified, natural

    var lineAlignment: Text.Alignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }
}

/// A view that shows a line of text, as UILabel: `text` in `font` and `textColor`, placed by
/// `textAlignment` and centred vertically in the bounds. Like UILabel it takes no pointer
/// input unless told to (`isUserInteractionEnabled` is false), so a tap on it reaches the view
/// under it.
open class Label: View {
    /// What the label shows; nil or empty shows nothing.
    public var text: String? { didSet { updateLine() } }
    /// The system font at 17 points unless set.
    public var font = Font.systemFont(ofSize: 17) { didSet { updateLine() } }
    /// Black unless set, as UIKit's `label` colour in light mode.
    public var textColor = Color.black { didSet { updateLine() } }
    /// Natural (left) unless set.
    public var textAlignment = TextAlignment.natural { didSet { updateLine() } }
    /// UILabel's line limit. Kept, and read by `sizeThatFits(_:)`; the host draws one line (more
    /// than one waits on multi-line text in the renderer).
    public var numberOfLines = 1

    public override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    /// The size the text needs: its width on one line (measured by the window's host, or
    /// estimated outside a window) and one line's height, within `size`'s width if that is smaller.
    open func sizeThatFits(_ size: Size) -> Size {
        guard let line = textLine, !line.string.isEmpty else { return .zero }
        let width = (window?.width(of: line) ?? line.estimatedWidth).rounded(.up)
        return Size(width: size.width > 0 ? min(width, size.width) : width, height: font.lineHeight)
    }

    /// Resizes the label to what its text needs, keeping its origin, as UIView's `sizeToFit()`.
    open func sizeToFit() {
        let fitting = sizeThatFits(.zero)
        frame = Rect(origin: frame.origin, size: fitting)
    }

    /// What `sizeThatFits(_:)` gives for an unbounded width, as UILabel's `intrinsicContentSize`.
    open var intrinsicContentSize: Size { sizeThatFits(.zero) }

    private func updateLine() {
        guard let text, !text.isEmpty else {
            textLine = nil
            return
        }
        textLine = Text(
            text, size: font.pointSize, weight: font.drawnWeight, color: textColor, alignment: textAlignment.lineAlignment)
    }
}
