/// A state a view's configurations are updated for (UIKit's `UIConfigurationState`).
public nonisolated protocol ConfigurationState: Sendable {}

/// The state of a cell that its configurations are updated for, as UIKit's
/// `UICellConfigurationState`: a cell hands its own to `updateConfiguration(using:)` and to its
/// `configurationUpdateHandler`.
public nonisolated struct CellConfigurationState: ConfigurationState, Hashable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    /// Whether the cell shows its editing control (its table is editing).
    public var isEditing = false
    /// Whether the cell is swiped open to show its actions.
    public var isSwiped = false
    public var isExpanded = false

    public init() {}
}

/// Which kind of list a cell is in, for the configurations that follow it (`listCell()`).
nonisolated enum ListEnvironment: Hashable, Sendable {
    case plain, grouped, sidebar
}

/// How a cell's background looks, as a value, as UIKit's `UIBackgroundConfiguration`: a colour,
/// a custom view, an image, rounded corners, insets and a stroke. Made from one of the system's
/// styles (`listPlainCell()`, `listGroupedCell()`, iOS 18's `listCell()`, …), whose colour
/// follows the state it is `updated(for:)`: the grey of a pressed or selected row, or the list's
/// resting colour. A colour the app sets is its own in every state: `updated(for:)` applies the
/// style's defaults only to what was not customised, as UIKit documents.
///
/// Not here: `backgroundColorTransformer`, `visualEffect`, and
/// `edgesAddingLayoutMarginsToBackgroundInsets`.
@preconcurrency @MainActor public struct BackgroundConfiguration: Hashable {
    /// The system style the defaults come from.
    nonisolated enum Style: Hashable, Sendable {
        case clear, plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter
        /// iOS 18's styles that follow the list they are in.
        case listCell, listHeader, listFooter
    }

    let style: Style
    /// The state the style's defaults were last resolved for.
    private(set) var state = CellConfigurationState()

    /// The colour behind everything; nil for the style's colour in the current state.
    public var backgroundColor: Color?
    /// A view of the app's that fills the background, over the colour.
    public var customView: View?
    /// Drawn over the colour, placed by `imageContentMode`.
    public var image: Image?
    public var imageContentMode = View.ContentMode.scaleToFill
    /// Rounds the background; 0 keeps the corners the list gives the cell (an inset-grouped
    /// section's ends).
    public var cornerRadius = 0.0
    /// How far the background is inset from the cell's edges.
    public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// A line drawn around the background, `strokeOutset` outside it; none without a colour.
    public var strokeColor: Color?
    public var strokeWidth = 0.0
    public var strokeOutset = 0.0

    init(style: Style) { self.style = style }

    /// No background in any state.
    public static func clear() -> Self { Self(style: .clear) }
    /// A cell of a plain list: white, grey while pressed or selected.
    public static func listPlainCell() -> Self { Self(style: .plainCell) }
    /// A cell of a grouped or inset-grouped list: white on the list's grey, grey while pressed
    /// or selected.
    public static func listGroupedCell() -> Self { Self(style: .groupedCell) }
    /// A cell of a sidebar: clear, grey while pressed, blue while selected.
    public static func listSidebarCell() -> Self { Self(style: .sidebarCell) }
    /// A plain list's header or footer: white.
    public static func listPlainHeaderFooter() -> Self { Self(style: .plainHeaderFooter) }
    /// A grouped list's header or footer: clear, on the list's grey.
    public static func listGroupedHeaderFooter() -> Self { Self(style: .groupedHeaderFooter) }
    /// A cell that takes the style of the list it is in (iOS 18): the plain, grouped or sidebar
    /// cell's.
    public static func listCell() -> Self { Self(style: .listCell) }
    /// A header that takes the style of its list (iOS 18).
    public static func listHeader() -> Self { Self(style: .listHeader) }
    /// A footer that takes the style of its list (iOS 18).
    public static func listFooter() -> Self { Self(style: .listFooter) }

    /// A copy whose defaults follow `state`; what the app customised stays.
    public func updated(for state: any ConfigurationState) -> Self {
        var copy = self
        if let state = state as? CellConfigurationState { copy.state = state }
        return copy
    }

    /// The colour the background is drawn in (the tint colour is a sidebar's selection).
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        resolvedBackgroundColor(tint: tintColor, in: .plain)
    }

    /// The colour in `environment`, the list the cell is in.
    func resolvedBackgroundColor(tint: Color = SystemColor.blue, in environment: ListEnvironment) -> Color {
        if let backgroundColor { return backgroundColor }
        let pressed = state.isHighlighted || state.isSelected
        switch resolvedStyle(in: environment) {
        case .plainCell, .groupedCell: return pressed ? SystemColor.gray4 : .white
        case .sidebarCell: return state.isSelected ? tint : state.isHighlighted ? SystemColor.gray4 : .clear
        case .plainHeaderFooter: return .white
        case .clear, .groupedHeaderFooter, .listCell, .listHeader, .listFooter: return .clear
        }
    }

    /// The style, with iOS 18's list-following ones resolved for `environment`.
    private func resolvedStyle(in environment: ListEnvironment) -> Style {
        switch (style, environment) {
        case (.listCell, .plain): .plainCell
        case (.listCell, .grouped): .groupedCell
        case (.listCell, .sidebar): .sidebarCell
        case (.listHeader, .plain), (.listFooter, .plain): .plainHeaderFooter
        case (.listHeader, _), (.listFooter, _): .groupedHeaderFooter
        default: style
        }
    }

    public nonisolated static func == (a: Self, b: Self) -> Bool {
        a.style == b.style && a.state == b.state && a.backgroundColor == b.backgroundColor && a.customView === b.customView
            && a.image == b.image && a.imageContentMode == b.imageContentMode && a.cornerRadius == b.cornerRadius
            && a.backgroundInsets == b.backgroundInsets && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth
            && a.strokeOutset == b.strokeOutset
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(state)
        hasher.combine(backgroundColor)
        hasher.combine(customView.map(ObjectIdentifier.init))
        hasher.combine(cornerRadius)
        hasher.combine(backgroundInsets)
    }
}

/// Draws a cell's `BackgroundConfiguration` behind its content: the colour, image and custom
/// view inset and rounded, and the stroke around them.
@MainActor final class BackgroundConfigurationView: View {
    private let stroke = View(name: "backgroundStroke")
    private var configuration: BackgroundConfiguration?

    init() {
        super.init(frame: .zero, name: "backgroundConfiguration")
        isUserInteractionEnabled = false
        stroke.isUserInteractionEnabled = false
        stroke.isHidden = true
    }

    /// Shows `configuration` in `environment`, laid out in `cell`'s bounds with its corners.
    func show(_ configuration: BackgroundConfiguration, in environment: ListEnvironment, on cell: View) {
        // A custom view another cell has taken since (a configuration reused) stays there.
        if let old = self.configuration?.customView, old !== configuration.customView, old.superview === self { old.removeFromSuperview() }
        self.configuration = configuration
        backgroundColor = configuration.resolvedBackgroundColor(in: environment)
        image = configuration.image
        contentMode = configuration.imageContentMode
        if let custom = configuration.customView, custom.superview !== self { addSubview(custom) }
        if stroke.superview == nil, let parent = superview { parent.insertSubview(stroke, above: self) }
        stroke.isHidden = configuration.strokeColor == nil || configuration.strokeWidth <= 0
        stroke.borderColor = configuration.strokeColor ?? .clear
        stroke.borderWidth = configuration.strokeWidth
        layOut(in: cell)
    }

    /// Takes the view and its stroke out of the cell.
    func remove() {
        if let custom = configuration?.customView, custom.superview === self { custom.removeFromSuperview() }
        configuration = nil
        stroke.removeFromSuperview()
        removeFromSuperview()
    }

    /// Places the background in `cell`'s bounds, less the insets, rounded as asked or as the
    /// list rounds the cell.
    func layOut(in cell: View) {
        guard let configuration else { return }
        let insets = configuration.backgroundInsets
        let size = cell.bounds.size
        frame = Rect(
            x: insets.leading, y: insets.top, width: max(size.width - insets.leading - insets.trailing, 0),
            height: max(size.height - insets.top - insets.bottom, 0))
        let rounded = configuration.cornerRadius > 0
        cornerRadius = rounded ? configuration.cornerRadius : cell.cornerRadius
        roundedCorners = rounded ? .all : cell.roundedCorners
        clipsToBounds = cornerRadius > 0
        configuration.customView?.frame = bounds
        let outset = configuration.strokeOutset
        stroke.frame = frame.outset(dx: outset, dy: outset)
        stroke.cornerRadius = cornerRadius > 0 ? cornerRadius + outset : 0
        stroke.roundedCorners = roundedCorners
    }
}

/// What a table's and a collection view's cells share of UIKit's configuration updates: a state
/// change asks for an update before the next layout, which updates the background (and content)
/// configuration for the state, then runs the cell's `updateConfiguration(using:)` and its
/// handler; and the view that draws the background configuration.
@MainActor final class CellConfigurationUpdates {
    /// Whether an update waits for the next layout.
    var isNeeded = false
    private(set) var background: BackgroundConfiguration?
    private var backgroundView: BackgroundConfigurationView?
    var automaticallyUpdatesBackground = true
    var automaticallyUpdatesContent = true
    /// The list the cell is in, which `listCell()` and its kin follow.
    private(set) var environment = ListEnvironment.plain

    /// Takes `environment` as the cell's list, showing the background again if it changed.
    func follow(_ environment: ListEnvironment, in cell: View) {
        guard environment != self.environment else { return }
        self.environment = environment
        if let background { backgroundView?.show(background, in: environment, on: cell) }
    }

    /// Shows `configuration` in `cell`, updated for `state` when updates are automatic (so one
    /// set on a selected cell shows selected); nil takes it away.
    func setBackground(_ configuration: BackgroundConfiguration?, state: CellConfigurationState, in cell: View) {
        guard let configuration else {
            backgroundView?.remove()
            backgroundView = nil
            background = nil
            return
        }
        let shown = automaticallyUpdatesBackground ? configuration.updated(for: state) : configuration
        background = shown
        let view = backgroundView ?? BackgroundConfigurationView()
        if view.superview !== cell { cell.insertSubview(view, at: 0) }
        backgroundView = view
        view.show(shown, in: environment, on: cell)
    }

    /// Whether an update waits, which this takes: the caller runs it.
    func takeNeededUpdate() -> Bool {
        guard isNeeded else { return false }
        isNeeded = false
        return true
    }

    /// The background's automatic update for `state` (or as it is, without automatic updates:
    /// shown again for the list it is in).
    func updateBackground(for state: CellConfigurationState, in cell: View) {
        if let background { setBackground(background, state: state, in: cell) }
    }

    /// Lays the background out again in `cell` (its size or corners changed).
    func layOutBackground(in cell: View) { backgroundView?.layOut(in: cell) }
}
