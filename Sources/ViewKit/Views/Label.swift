/// The system font at a size and weight, as UIFont's `systemFont(ofSize:weight:)`: the host has
/// one font file, so a face other than the system's is not offered.
public nonisolated struct Font: Hashable, Sendable {
    /// UIFont.Weight, with Apple's raw values (-0.8 ultra light to 0.62 black). The host draws
    /// semibold and heavier as its font's bold, lighter as regular.
    public nonisolated struct Weight: Hashable, Sendable, Comparable {
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
    public nonisolated enum TextStyle: Hashable, Sendable {
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
public nonisolated enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified, natural

    var lineAlignment: Text.Alignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }
}

/// A view that shows text, as UILabel: `text` in `font` and `textColor`, placed by
/// `textAlignment`, broken into at most `numberOfLines` lines within its width as
/// `lineBreakMode` says, the block centred vertically in the bounds. Like UILabel it takes no
/// pointer input unless told to (`isUserInteractionEnabled` is false), so a tap on it reaches the
/// view under it.
@preconcurrency @MainActor open class Label: View {
    /// What the label shows; nil or empty shows nothing.
    public var text: String? { didSet { textChanged() } }
    /// The system font at 17 points unless set.
    public var font = Font.systemFont(ofSize: 17) { didSet { textChanged() } }
    /// Black unless set, as UIKit's `label` colour in light mode.
    public var textColor = Color.black { didSet { updateLines() } }
    /// Natural (left) unless set.
    public var textAlignment = TextAlignment.natural { didSet { updateLines() } }
    /// The most lines shown; 0 for as many as the text takes. One unless set, as UILabel's.
    public var numberOfLines = 1 { didSet { textChanged() } }
    /// How lines break and the last one is shortened: by truncating its tail unless set.
    public var lineBreakMode = LineBreakMode.byTruncatingTail { didSet { textChanged() } }
    /// The width a label of more than one line wraps at for its intrinsic size; 0 (unless set)
    /// wraps it at the width layout gives it, as UIKit's automatic preferred width does.
    public var preferredMaxLayoutWidth = 0.0 { didSet { textChanged() } }

    public override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    /// The size the text needs within `size`'s width (unbounded when it is zero): the widest of
    /// its lines (one line: its whole text, up to that width), measured by the window's host (or
    /// estimated outside a window), by as many lines as it takes, up to `numberOfLines`.
    open func sizeThatFits(_ size: Size) -> Size {
        let lines = self.lines(within: size.width)
        guard let text, !lines.isEmpty else { return .zero }
        // One line is as wide as its whole text, up to the width given; more are as wide as the widest.
        let width = lines.count == 1 ? measure(text) : lines.map { measure($0) }.max() ?? 0
        return Size(
            width: size.width > 0 ? min(width.rounded(.up), size.width) : width.rounded(.up),
            height: font.lineHeight * Double(lines.count))
    }

    /// Resizes the label to what its text needs, keeping its origin, as UIView's `sizeToFit()`.
    open func sizeToFit() {
        let fitting = sizeThatFits(.zero)
        frame = Rect(origin: frame.origin, size: fitting)
    }

    /// What `sizeThatFits(_:)` gives: for one line, an unbounded width; for more, wrapped at
    /// `preferredMaxLayoutWidth`, or at the width the last layout gave (the engine measures
    /// again at the width it solves, as UIKit's second pass does).
    open override var intrinsicContentSize: Size {
        intrinsicContentSize(forLayoutWidth: bounds.width > 0 ? bounds.width : nil)
    }

    override func intrinsicContentSize(forLayoutWidth width: Double?) -> Size {
        guard intrinsicContentSizeDependsOnWidth || (numberOfLines != 1 && preferredMaxLayoutWidth > 0) else {
            return sizeThatFits(.zero)
        }
        let wrapping = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width ?? 0
        return sizeThatFits(Size(width: wrapping, height: 0))
    }

    override var intrinsicContentSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The text block is centred; a line's baseline lies about its ascender below the line's
    /// top (the font's ascender and descender taken as 0.95 and 0.24 of its size, the system
    /// font's; ours, from the font's published metrics).
    override func baselineOffsetFromCenter(last: Bool) -> Double? {
        let lines = Double(max(self.lines(within: bounds.width).count, 1))
        let block = font.lineHeight * lines
        let inLine = (font.lineHeight + (0.95 - 0.24) * font.pointSize) / 2
        let firstLineTop = -block / 2
        return firstLineTop + inLine + (last ? font.lineHeight * (lines - 1) : 0)
    }

    private func textChanged() {
        updateLines()
        if layoutState != nil { invalidateIntrinsicContentSize() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLines()
    }

    override func textMeasurerDidChange() {
        super.textMeasurerDidChange()
        textChanged()
    }

    /// The lines the text breaks into within `width` points (unbroken when it is not positive).
    private func lines(within width: Double) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return TextWrapping.lines(
            of: text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, measure: measure)
    }

    private func measure(_ line: String) -> Double {
        let text = Text(line, size: font.pointSize, weight: font.drawnWeight, color: textColor)
        return window?.width(of: text) ?? text.estimatedWidth
    }

    /// The text as the renderer draws it: its lines within the bounds, joined by line breaks.
    private func updateLines() {
        let lines = self.lines(within: bounds.width)
        guard !lines.isEmpty else {
            textLine = nil
            return
        }
        textLine = Text(
            lines.joined(separator: "\n"), size: font.pointSize, weight: font.drawnWeight, color: textColor,
            alignment: textAlignment.lineAlignment)
    }
}
