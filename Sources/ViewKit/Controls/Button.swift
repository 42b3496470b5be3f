/// A closure a control runs for an event, as UIAction (`UIAction { _ in … }`).
@preconcurrency @MainActor public struct Action {
    public var title: String
    let handler: (Action) -> Void

    public init(title: String = "", handler: @escaping (Action) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A view that runs actions for events, as UIControl: `addAction(_:for:)`, and
/// `addTarget(_:action:for:)` with the action as a closure, since Linux has no selectors.
@preconcurrency @MainActor open class Control: View {
    /// UIControl.Event: what happened to the control.
    public nonisolated struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The press the control tracked was taken away: it wandered off a tap, something else
        /// (a scroll view's drag) took it, or the system did.
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// UIControl.State: what a control's look depends on.
    public nonisolated struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// A disabled control runs no actions, and stops tracking the press it held.
    open var isEnabled = true {
        didSet { if !isEnabled { endTracking() } }
    }
    open var isSelected = false
    /// Shown pressed: set while a press on the control is held and has not wandered off, as
    /// UIKit's tracking sets it.
    open var isHighlighted = false
    /// Whether the control follows a press now, from the press to its release or cancel
    /// (UIControl's `isTracking`).
    public private(set) var isTracking = false
    /// Whether the press the control follows is over it (UIControl's `isTouchInside`); false
    /// when it follows none.
    public internal(set) var isTouchInside = false

    /// A control of `frame` that follows presses on itself, as UIControl does.
    public override init(frame: Rect = .zero, name: String = "control") {
        super.init(frame: frame, name: name)
        if tracksPresses { addGestureRecognizer(PressTracker(following: self)) }
    }

    /// Whether a `PressTracker` follows presses on the control; a slider, whose drag is its
    /// tracking, sends the touch events itself.
    var tracksPresses: Bool { true }

    /// What a release inside sends: `.touchUpInside`, and for a button its primary action.
    var touchUpEvents: Event { .touchUpInside }

    /// A release inside, at `location` in the control's coordinates: sends `touchUpEvents`. A
    /// control whose value a release sets (a segmented control) sets it first.
    func releasedInside(at location: Point) { sendActions(for: touchUpEvents) }

    /// A press begins the control's tracking: highlighted, `.touchDown`.
    func beginTracking() {
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The tracking ends, then `events` are sent (a touch up, or `.touchCancel`); nothing when
    /// the control tracks no press.
    func endTracking(sending events: Event = []) {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        if !events.isEmpty { sendActions(for: events) }
    }

    /// The current state, from the flags above.
    public var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(events: Event, action: Action)] = []

    /// Runs `action` whenever one of `events` happens.
    public func addAction(_ action: Action, for events: Event) { actions.append((events, action)) }

    /// UIKit's `addTarget(_:action:for:)` with the action as a closure: `target` is not kept.
    public func addTarget(_ target: AnyObject?, action: @escaping () -> Void, for events: Event) {
        addAction(Action { _ in action() }, for: events)
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }
}

/// A button with a title, as UIButton: a press shows it highlighted, and a release over it
/// sends `.touchUpInside` and `.primaryActionTriggered`.
@preconcurrency @MainActor open class Button: Control {
    /// UIButton.ButtonType: `system` draws its title in the tint colour and dims it while pressed.
    public nonisolated enum ButtonType: Hashable, Sendable {
        case custom, system
    }

    public let buttonType: ButtonType
    /// The label that draws the title (UIKit's `titleLabel`; never nil here).
    public let titleLabel: Label?
    /// iOS's default tint, the system blue; the title's colour unless set for a state.
    open var tintColor = Color(rgb: 0x007AFF) { didSet { updateTitle() } }

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private let label = Label(name: "button.title")

    /// A button of `type`, as `UIButton(type:)`.
    public init(type: ButtonType = .custom, frame: Rect = .zero, name: String = "button") {
        buttonType = type
        titleLabel = label
        super.init(frame: frame, name: name)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 15)
        addSubview(label)
        updateTitle()
    }

    public convenience override init(frame: Rect = .zero, name: String = "button") {
        self.init(type: .custom, frame: frame, name: name)
    }

    /// A button titled with `primaryAction`'s title that runs it when tapped, as
    /// `UIButton(type:primaryAction:)`.
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    override var touchUpEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// The title shown in `state` (the normal state's where none is set for it).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateTitle()
    }
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        updateTitle()
    }
    public func titleColor(for state: State) -> Color? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .system ? tintColor : .white)
    }

    open override var isEnabled: Bool { didSet { updateTitle() } }
    open override var isHighlighted: Bool { didSet { updateTitle() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    /// The title's width and one line's height, with UIKit's system-button margins of ours
    /// (8 points each side, 6 above and below).
    open func sizeThatFits(_ size: Size) -> Size {
        let title = label.sizeThatFits(.zero)
        return Size(width: title.width + 16, height: title.height + 12)
    }

    open func sizeToFit() { frame = Rect(origin: frame.origin, size: sizeThatFits(.zero)) }

    /// What `sizeThatFits(_:)` gives: the title and the margins.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    private func updateTitle() {
        if label.text != currentTitle, layoutState != nil { invalidateIntrinsicContentSize() }
        label.text = currentTitle
        var color = titleColor(for: state) ?? tintColor
        // A system button dims its title while pressed and greys it out when disabled.
        if buttonType == .system && isHighlighted { color.alpha *= 0.2 }
        if !isEnabled && titleColors[.disabled] == nil { color.alpha *= 0.35 }
        label.textColor = color
    }
}

extension Control: PressFollowing {
    func pressBegan(at location: Point) {
        if isEnabled { beginTracking() }
    }
    var isFollowingPress: Bool { isTracking }
    /// The release's touch up is the action's (`pressTapped`).
    func pressEnded(cancelled: Bool) { endTracking(sending: cancelled ? .touchCancel : []) }
    func pressTapped(at location: Point) { releasedInside(at: location) }
}
