import Motion

/// The bar across the top of a navigation controller, as UINavigationBar: the top controller's
/// title, a back button titled for the controller below, and one button at the trailing edge.
///
/// Geometry and type are iOS's (UIKIT-SEMANTICS §13.1): 44 points tall, a 17-point semibold
/// title centred, a 17-point back title after the chevron, both buttons in the tint colour. On
/// push and pop the titles move alongside the transition, on its own animator, so a drag scrubs
/// them, a cancel plays them back and a custom animator carries them too. UIKit's own keyframes
/// are not published; these are Flutter's reading of them (`_NavigationBarComponentsTransition`):
/// at push progress u,
/// - the old title slides to where the back title sits and fades out by u = 0.7;
/// - the new back title slides there from the centre, fading in from 0.3;
/// - the old back title slides half the bar's width toward the leading edge, gone by 0.2;
/// - the new title enters with its centre on the trailing edge (the leading one for a stack
///   whose screens slide in from there) and fades in from 0.25;
/// - the chevron stays if there was one, else fades in from 0.7;
/// - the old trailing button fades out by 0.5, the new one in from 0.4.
/// A pop is the push that it undoes, run backward.
///
/// A click on the back button pops; a click on the trailing button runs its action. Clicks and
/// drags that start on the bar go no further, but for the navigation controller's swipe back.
@preconcurrency @MainActor public final class NavigationBar: View {
    /// The bar's height, in points (Flutter's `_kNavBarPersistentHeight`, "Standard iOS
    /// navigation bar height without the status bar").
    public static let height = 44.0
    /// The title's size, in points (semibold), and the buttons' (regular).
    public static let titleSize = 17.0
    /// The buttons' colour: iOS's system blue.
    public static let tintColor = Color(rgb: 0x007AFF)
    /// The title's colour.
    public static let titleColor = Color(rgb: 0x111111)
    /// Where the back title starts, and the bar's padding at each edge, in points.
    static let backTitleX = 26.0
    static let padding = 8.0

    /// What the bar shows for one item.
    struct Content: Equatable {
        var title: String
        /// Whether there is a back button, and its title (nil: the chevron alone).
        var hasBackButton: Bool
        var backTitle: String?
        var rightTitle: String?
    }

    /// The views of one item's content, pinned by constraints once and given new text for each
    /// item they show.
    final class ItemViews {
        private(set) var content = Content(title: "", hasBackButton: false, backTitle: nil, rightTitle: nil)
        let title = View(name: "bar.title")
        let back = View(name: "bar.back")
        let right = View(name: "bar.right")

        init() {
            for view in all { view.translatesAutoresizingMaskIntoConstraints = false }
            show(content)
        }

        var all: [View] { [title, back, right] }

        /// Shows `content`'s titles.
        func show(_ content: Content) {
            self.content = content
            title.textLine = Text(content.title, size: NavigationBar.titleSize, weight: .semibold, color: NavigationBar.titleColor)
            back.textLine = content.backTitle.map {
                Text($0, size: NavigationBar.titleSize, color: NavigationBar.tintColor, alignment: .leading)
            }
            right.textLine = content.rightTitle.map {
                Text($0, size: NavigationBar.titleSize, color: NavigationBar.tintColor, alignment: .trailing)
            }
        }
    }

    /// The item shown at rest, and the other, hidden at rest: the one a push or pop brings.
    /// Two sets of views, each laid out once, that swap roles when a transition completes, so a
    /// transition makes and removes no views and no constraints.
    private(set) var shown = ItemViews()
    private var other = ItemViews()
    /// The item a running push or pop brings (the other item while one runs).
    private(set) var arriving: ItemViews?
    let chevron = View(name: "bar.chevron")
    private let separator = View(name: "bar.separator")
    /// The bar's background: iOS's chrome material, what lies under the bar blurred and tinted.
    private let material = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
    /// Set by the navigation controller: its swipe-back recognizers, which drags on the bar reach,
    /// and what the back and trailing buttons do.
    var swipeBack: [GestureRecognizer] = []
    var onBack: (() -> Void)?
    var onRight: (() -> Void)?

    init() {
        super.init(name: "navigation bar")
        clipsToBounds = true
        material.translatesAutoresizingMaskIntoConstraints = false
        addSubview(material)
        separator.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        addSubview(separator)
        // The chevron: two strokes meeting at a point on the leading side.
        for (index, angle) in [Double.pi / 4, -Double.pi / 4].enumerated() {
            let stroke = View(frame: Rect(x: 0, y: 0, width: 12, height: 2.5), name: "bar.chevron.\(index)")
            stroke.backgroundColor = Self.tintColor
            stroke.cornerRadius = 1.25
            stroke.setAnchorPoint(Point(x: 0, y: 0.5), keepingFrame: false)
            stroke.position = Point(x: 0, y: 0)
            stroke.transform = Transform2D(rotationAngle: angle)
            chevron.addSubview(stroke)
        }
        chevron.translatesAutoresizingMaskIntoConstraints = false
        addSubview(chevron)
        LayoutConstraint.activate([
            material.topAnchor.constraint(equalTo: topAnchor),
            material.bottomAnchor.constraint(equalTo: bottomAnchor),
            material.leadingAnchor.constraint(equalTo: leadingAnchor),
            material.trailingAnchor.constraint(equalTo: trailingAnchor),
            // A point the strokes meet at, which they are drawn from.
            chevron.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.padding + 3),
            chevron.centerYAnchor.constraint(equalTo: centerYAnchor),
            chevron.widthAnchor.constraint(equalToConstant: 0),
            chevron.heightAnchor.constraint(equalToConstant: 0),
        ])
        add(shown)
        add(other)
        for view in other.all { view.isHidden = true }
        addGestureRecognizer(TapGestureRecognizer { [unowned self] tap in click(at: tap.location(in: self)) })
        // A drag on the bar moves nothing below it, but for the navigation controller's swipe back.
        let blocking = PanGestureRecognizer()
        blocking.shouldRecognizeSimultaneously = { [unowned self] other in swipeBack.contains { $0 === other } }
        addGestureRecognizer(blocking)
    }

    // MARK: Layout

    public override func layoutSubviews() {
        super.layoutSubviews()
        // Half a point high, which constraints rounded to whole pixels would drop.
        separator.frame = Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }

    /// Adds an item's views, pinned by constraints: the title across the bar (centred text), the
    /// back title from after the chevron to the middle, the trailing button inside the padding.
    private func add(_ item: ItemViews) {
        for view in item.all { addSubview(view) }
        var constraints: [LayoutConstraint] = []
        for view in item.all {
            constraints += [view.topAnchor.constraint(equalTo: topAnchor), view.bottomAnchor.constraint(equalTo: bottomAnchor)]
        }
        LayoutConstraint.activate(
            constraints + [
                item.title.leadingAnchor.constraint(equalTo: leadingAnchor),
                item.title.trailingAnchor.constraint(equalTo: trailingAnchor),
                item.back.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.backTitleX),
                item.back.trailingAnchor.constraint(equalTo: centerXAnchor),
                item.right.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.padding),
                item.right.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.padding),
            ])
    }

    /// The width of `text` as the host draws it.
    private func width(of text: Text?) -> Double {
        guard let text else { return 0 }
        return window?.width(of: text) ?? text.estimatedWidth
    }

    // MARK: Showing items

    /// Shows `content` at rest, with nothing moving.
    func show(_ content: Content) {
        arriving = nil
        for view in other.all { view.isHidden = true }
        if content != shown.content { shown.show(content) }
        for view in shown.all {
            view.transform = .identity
            view.alpha = 1
        }
        chevron.alpha = content.hasBackButton ? 1 : 0
    }

    /// Lays out a push from what is shown to `content` (or, `isPush` false, a pop to it): the
    /// other item's views take `content` and show, and `progress` places both items.
    func begin(to content: Content, isPush: Bool) {
        other.show(content)
        // Where progress 0 has it: not yet shown, on a push or a pop.
        for view in other.all {
            view.transform = .identity
            view.alpha = 0
            view.isHidden = false
        }
        arriving = other
        self.isPush = isPush
    }

    private var isPush = true
    /// Whether pushed titles come in from the leading edge: the navigation controller says so
    /// when its screens slide in from there (`interactivePopDirection` `.left`).
    var titlesEnterFromLeadingEdge = false

    /// Places both items `progress` of the way through the transition `begin` started (0 shows
    /// the old item at rest, 1 the new one).
    func setTransitionProgress(_ progress: Double) {
        guard let arriving else { return }
        let (lower, upper) = isPush ? (shown, arriving) : (arriving, shown)
        place(lower: lower, upper: upper, u: isPush ? progress : 1 - progress)
    }

    /// Ends the transition `begin` started: the arriving item stays (`completed`) or the old one
    /// comes back.
    func end(completed: Bool) {
        guard arriving != nil else { return }
        if completed { swap(&shown, &other) }
        show(shown.content)
    }

    /// The lower item (the one below in the stack) and the upper one at push progress `u`.
    private func place(lower: ItemViews, upper: ItemViews, u: Double) {
        func ramp(_ value: Double) -> Double { min(max(value, 0), 1) }
        let barWidth = bounds.width
        let lowerTitleWidth = width(of: lower.title.textLine)
        let upperBackWidth = width(of: upper.back.textLine)
        // The old title slides to where the back title sits and fades out by 0.7.
        lower.title.transform = Transform2D(translationX: (Self.backTitleX + lowerTitleWidth / 2 - barWidth / 2) * u, y: 0)
        lower.title.alpha = ramp(1 - u / 0.7)
        // The new back title comes from the centre, fading in from 0.3.
        upper.back.transform = Transform2D(translationX: (barWidth / 2 - Self.backTitleX - upperBackWidth / 2) * (1 - u), y: 0)
        upper.back.alpha = ramp((u - 0.3) / 0.7)
        // The old back title slides half the width toward the leading edge, gone by 0.2.
        lower.back.transform = Transform2D(translationX: -barWidth / 2 * u, y: 0)
        lower.back.alpha = ramp(1 - u / 0.2)
        // The new title enters with its centre on the edge its screen comes from (the trailing
        // one, unless the stack slides in from the leading edge), fading in from 0.25.
        let entering: Double = titlesEnterFromLeadingEdge ? -1 : 1
        upper.title.transform = Transform2D(translationX: entering * barWidth / 2 * (1 - u), y: 0)
        upper.title.alpha = ramp((u - 0.25) / 0.75)
        // The trailing buttons cross-fade.
        lower.right.transform = .identity
        upper.right.transform = .identity
        lower.right.alpha = ramp(1 - u / 0.5)
        upper.right.alpha = ramp((u - 0.4) / 0.6)
        // The chevron stays if the lower item had one, else fades in from 0.7.
        chevron.alpha = lower.content.hasBackButton ? 1 : (upper.content.hasBackButton ? ramp((u - 0.7) / 0.3) : 0)
    }

    // MARK: Clicks

    /// The back button is the chevron and its title (at least 50 points, Flutter's tap width);
    /// the trailing button its title and the padding around it.
    private func click(at point: Point) {
        guard arriving == nil else { return }
        let backEnd = max(Self.backTitleX + width(of: shown.back.textLine) + Self.padding, 50)
        if shown.content.hasBackButton && point.x <= backEnd {
            onBack?()
        } else if shown.content.rightTitle != nil, point.x >= bounds.width - Self.padding * 2 - width(of: shown.right.textLine) {
            onRight?()
        }
    }
}
