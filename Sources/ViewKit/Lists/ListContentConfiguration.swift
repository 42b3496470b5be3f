/// What a cell shows, as a value that makes the view showing it, as UIKit's
/// `UIContentConfiguration`: a cell given one (`contentConfiguration`) shows its view in its
/// content view, and a new configuration of the same kind updates that view in place.
@preconcurrency @MainActor public protocol ContentConfiguration {
    /// A view that shows this configuration.
    func makeContentView() -> View & ContentView
    /// A copy for `state`, the system's defaults applied to what was not customised; a cell
    /// whose `automaticallyUpdatesContentConfiguration` is on asks it on every state change.
    func updated(for state: any ConfigurationState) -> Self
}

extension ContentConfiguration {
    /// The configuration as it is: its looks do not depend on the state.
    public func updated(for state: any ConfigurationState) -> Self { self }
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor public protocol ContentView: AnyObject {
    var configuration: ContentConfiguration { get set }
}

/// The standard look of a list's cell, as UIKit's `UIListContentConfiguration`: an image, a
/// text and a secondary text, styled and placed by its kind (`cell()`, `subtitleCell()`,
/// `valueCell()`, or a cell's `defaultContentConfiguration()`).
public nonisolated struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// How a text is drawn.
    public struct TextProperties: Hashable, Sendable {
        public var font: Font
        public var color: Color
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// Kept for code that sets it: images are drawn in their own colours here.
        public var tintColor: Color?
        /// The largest the image is drawn; zero for no limit but the row's.
        public var maximumSize = Size.zero
        public var cornerRadius = 0.0
    }

    /// Which of UIKit's arrangements it has.
    enum Kind: Hashable, Sendable {
        case cell, subtitle, value
    }

    let kind: Kind
    public var text: String?
    public var secondaryText: String?
    public var image: Image?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The space between the content and the cell's edges.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The space between the image and the texts.
    public var imageToTextPadding = 16.0
    /// The space between the text and the secondary text, one over the other.
    public var textToSecondaryTextVerticalPadding = 3.0

    init(kind: Kind) {
        self.kind = kind
        textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .black)
        let grey = SystemColor.secondaryLabel
        secondaryTextProperties =
            kind == .value
            ? TextProperties(font: .systemFont(ofSize: 17), color: grey, alignment: .right)
            : TextProperties(font: .systemFont(ofSize: 15), color: grey)
    }

    /// A text, and an image before it; a secondary text goes under the text, smaller and grey,
    /// as on iOS (ours: the subtitle cell's font and spacing, which Apple does not give).
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(kind: .cell) }
    /// A text over a smaller secondary text.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(kind: .subtitle) }
    /// A text at the leading side and a secondary text at the trailing side.
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(kind: .value) }

    @MainActor public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }
}

/// The view of a `ListContentConfiguration` (UIKit's `UIListContentView`).
@preconcurrency @MainActor open class ListContentView: View, ContentView {
    private let imageView = ImageView(frame: .zero)
    private let textLabel = Label(name: "text")
    private let secondaryTextLabel = Label(name: "secondaryText")
    private var list: ListContentConfiguration

    public init(configuration: ListContentConfiguration) {
        list = configuration
        super.init(frame: .zero, name: "listContent")
        isUserInteractionEnabled = false
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    public var configuration: ContentConfiguration {
        get { list }
        set {
            guard let new = newValue as? ListContentConfiguration else { return }
            list = new
            apply()
        }
    }

    private func apply() {
        for (label, text, properties) in [
            (textLabel, list.text, list.textProperties), (secondaryTextLabel, list.secondaryText, list.secondaryTextProperties),
        ] {
            label.text = text
            label.isHidden = text == nil
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
        }
        imageView.image = list.image
        imageView.isHidden = list.image == nil
        imageView.cornerRadius = list.imageProperties.cornerRadius
        setNeedsLayout()
    }

    /// The least height a list's row has, as iOS's rows (ours: UIKit's list cells are 44
    /// points with one line of body text, and its layout's estimate is 44).
    static let minimumRowHeight = 44.0

    /// The image's size, within `tallest` and the configuration's maximum.
    private func imageSize(tallest: Double) -> Size? {
        guard let image = list.image else { return nil }
        let side = Size(width: image.size.width, height: image.size.height)
        let limit = list.imageProperties.maximumSize
        let scale = min(
            1, limit.width > 0 ? limit.width / max(side.width, 1) : 1, limit.height > 0 ? limit.height / max(side.height, 1) : 1,
            tallest / max(side.height, 1))
        return Size(width: side.width * scale, height: side.height * scale)
    }

    /// The height the content needs at `width`: its texts, wrapped as their properties allow,
    /// beside the image, within the margins; at least a row's 44 points.
    func fittingHeight(width: Double) -> Double {
        let margins = list.directionalLayoutMargins
        let image = imageSize(tallest: .infinity)
        let textWidth = max(width - margins.leading - margins.trailing - (image.map { $0.width + list.imageToTextPadding } ?? 0), 0)
        let height = { (label: Label, text: String?) in text == nil ? 0 : label.sizeThatFits(Size(width: textWidth, height: 0)).height }
        let text = height(textLabel, list.text)
        let secondary = height(secondaryTextLabel, list.secondaryText)
        let texts: Double =
            switch list.kind {
            case .value: max(text, secondary)
            case .cell, .subtitle: text + secondary + (list.secondaryText == nil ? 0 : list.textToSecondaryTextVerticalPadding)
            }
        let content = max(texts, image?.height ?? 0)
        return max((content + margins.top + margins.bottom).rounded(.up), Self.minimumRowHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = list.directionalLayoutMargins
        let size = bounds.size
        var leading = margins.leading
        if let side = imageSize(tallest: max(size.height - margins.top - margins.bottom, 0)) {
            imageView.frame = Rect(x: leading, y: (size.height - side.height) / 2, width: side.width, height: side.height)
            leading += side.width + list.imageToTextPadding
        }
        let width = max(size.width - leading - margins.trailing, 0)
        let lineHeight = { (label: Label) in label.sizeThatFits(Size(width: width, height: 0)).height }
        switch list.kind {
        case .value:
            textLabel.frame = Rect(x: leading, y: 0, width: width, height: size.height)
            secondaryTextLabel.frame = Rect(x: leading, y: 0, width: width, height: size.height)
        case .cell, .subtitle:
            let textHeight = lineHeight(textLabel)
            let secondaryHeight = list.secondaryText == nil ? 0 : lineHeight(secondaryTextLabel)
            let padding = list.secondaryText == nil ? 0 : list.textToSecondaryTextVerticalPadding
            let top = (size.height - textHeight - padding - secondaryHeight) / 2
            textLabel.frame = Rect(x: leading, y: top, width: width, height: textHeight)
            secondaryTextLabel.frame = Rect(x: leading, y: top + textHeight + padding, width: width, height: secondaryHeight)
        }
    }
}

extension TableViewCell {
    /// The standard configuration of the cell's look, empty (UIKit's
    /// `defaultContentConfiguration()`): a plain cell's.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// What the cell shows, as a configuration: its view fills the content view, in place of the
    /// style's labels; a configuration of the same kind updates that view. Nil takes it away.
    public var contentConfiguration: ContentConfiguration? {
        get { configuredView?.configuration }
        set {
            ConfiguredContent.show(newValue, in: contentView, replacing: &configuredView)
            setNeedsLayout()
        }
    }
}

/// How a cell (a table's or a collection view's) shows a content configuration.
@MainActor enum ConfiguredContent {
    /// The height a cell's content fits at `width`: a list configuration's texts and image, else
    /// what the content view's constraints make it (`systemLayoutSizeFitting`, the width fixed);
    /// 0 when nothing sets one.
    static func fittingHeight(of contentView: View, showing view: (View & ContentView)?, width: Double) -> Double {
        if let list = view as? ListContentView { return list.fittingHeight(width: width) }
        return contentView.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// Shows `configuration` in `contentView`: in `view` when it is of the same kind, else in a
    /// new view it makes (nil takes the view away).
    static func show(_ configuration: ContentConfiguration?, in contentView: View, replacing view: inout (View & ContentView)?) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let current = view, ObjectIdentifier(type(of: current.configuration)) == ObjectIdentifier(type(of: configuration)) {
            current.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        contentView.addSubview(made)
        view = made
    }
}
