/// One action a swipe uncovers beside a row, as UIKit's `UIContextualAction`: a button of its
/// style's colour, whose handler runs when it is tapped (or, the first of a configuration, when
/// the row is swiped all the way). The handler calls its completion with whether the action was
/// performed; the row then closes (a row the handler deleted goes with its deletion).
@preconcurrency @MainActor open class ContextualAction {
    /// UIKit's `UIContextualAction.Style`.
    public nonisolated enum Style: Int, Hashable, Sendable {
        /// A grey button.
        case normal
        /// A red button, for an action that removes the row.
        case destructive
    }

    /// What runs when the action is chosen: the action, the button that shows it, and the
    /// completion to call (true when it was performed) once it is done, now or later.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    public var title: String?
    /// The button's colour; by default UIKit's `systemRed` for a destructive action and
    /// `systemGray` for a normal one.
    public var backgroundColor: Color
    /// An image shown above the title (or alone).
    public var image: Image?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? SystemColor.red : SystemColor.gray
    }
}

/// The actions a swipe uncovers on one side of a row, as UIKit's `UISwipeActionsConfiguration`:
/// the first is the outermost, and with `performsFirstActionWithFullSwipe` a swipe all the way
/// across performs it.
@preconcurrency @MainActor open class SwipeActionsConfiguration {
    public let actions: [ContextualAction]
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// The buttons behind a swiped row, laid out in the strip the row uncovers.
final class SwipeActionsView: View {
    let actions: [ContextualAction]
    let buttons: [SwipeActionButton]
    /// The title's size, and the space either side of the widest part of a button.
    static let titleSize = 15.0
    static let padding = 15.0
    /// The narrowest a button is at rest (ours; UIKit's is not published).
    static let minimumButtonWidth = 66.0

    init(actions: [ContextualAction]) {
        self.actions = actions
        buttons = actions.map(SwipeActionButton.init(action:))
        super.init(name: "swipeActions")
        clipsToBounds = true
        isUserInteractionEnabled = false  // taps reach the table, which reads them here
        for button in buttons { addSubview(button) }
    }

    /// Each button's width at rest: its title's and padding, no narrower than the minimum.
    func restingWidths(measure: (Text) -> Double) -> [Double] {
        actions.map { action in
            let title = action.title.map { measure(Text($0, size: Self.titleSize)) } ?? 0
            return max(Self.minimumButtonWidth, title + 2 * Self.padding)
        }
    }

    /// Lays the buttons out across `width` points, the first at the outer edge (`outerOnRight`
    /// for actions on the right): sharing the width in proportion to `widths` at rest, or, armed
    /// for a full swipe, all of it to the first. Each title keeps its width at rest beside the
    /// row, as iOS's: a button part uncovered shows part of its title coming out from under the
    /// row, never a squeezed one.
    func layout(widths: [Double], outerOnRight: Bool, armed: Bool) {
        let total = widths.reduce(0, +)
        var x = 0.0
        // From the inner edge out, so the first action ends at the outer edge.
        for (index, (button, rest)) in zip(buttons, widths).enumerated().reversed() {
            let share = armed ? (index == 0 ? bounds.width : 0) : (total > 0 ? bounds.width * rest / total : 0)
            let left = outerOnRight ? x : bounds.width - x - share
            button.frame = Rect(x: left, y: 0, width: share, height: bounds.height)
            button.slot = Rect(x: outerOnRight ? 0 : share - rest, y: 0, width: rest, height: bounds.height)
            x += share
        }
    }

    /// The action whose button is at `point` (in this view's coordinates).
    func action(at point: Point) -> ContextualAction? {
        for (button, action) in zip(buttons, actions) where button.frame.width > 0 && button.frame.contains(point) {
            return action
        }
        return nil
    }
}

/// One action's button (a `UIButton` titled with the action's title, as iOS's are): its
/// colour across it, its title and image in the slot of its width at rest beside the row.
final class SwipeActionButton: Button {
    private let imageHolder = View(name: "swipeAction.image")
    /// Where the title and image go, in the button's coordinates.
    var slot = Rect.zero {
        didSet { if slot != oldValue { setNeedsLayout() } }
    }

    init(action: ContextualAction) {
        super.init(type: .custom, name: "swipeAction.\(action.title ?? "")")
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        setTitle(action.title, for: .normal)
        setTitleColor(.white, for: .normal)
        imageHolder.image = action.image
        imageHolder.contentMode = .center
        imageHolder.isHidden = action.image == nil
        addSubview(imageHolder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = !(currentTitle ?? "").isEmpty
        let hasImage = !imageHolder.isHidden
        // An image over a title shares the slot; either alone has all of it.
        let split = hasTitle && hasImage ? slot.height / 2 : 0
        imageHolder.frame = Rect(x: slot.minX, y: slot.minY, width: slot.width, height: hasTitle ? split + 8 : slot.height)
        titleLabel?.frame = Rect(x: slot.minX, y: slot.minY + split, width: slot.width, height: slot.height - split)
    }
}
