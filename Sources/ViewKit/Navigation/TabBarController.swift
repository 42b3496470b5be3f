import Motion

/// Children side by side, one shown at a time, switched by a bar of items along the bottom, as
/// UITabBarController.
///
/// The shown child's view covers the whole of the controller's view, and the tab bar lies over
/// its bottom edge, as UIKit lays them out with its default, translucent bar (UIKit then insets
/// the child's safe area by the bar; here a view has no safe area of its own). The bar stays
/// above the children: a transition's container is the area the children occupy, under the
/// bar. Every layout pass of the controller's view puts the bar back along the bottom, 49
/// points tall, as UIKit's does, so code that moves the bar elsewhere does it again in
/// `viewDidLayoutSubviews()`.
///
/// A tap on an item asks the delegate's `tabBarController(_:shouldSelect:)`, selects the item's
/// child, then tells `tabBarController(_:didSelect:)`, as UIKit does; setting `selectedIndex` or
/// `selectedViewController` selects without asking or telling. Either way, when the delegate
/// gives an animator for the switch it runs as a transition on it (driven by the delegate's
/// interaction controller, if it gives one), and without one the switch is immediate.
/// `selectedIndex` changes as the switch begins; a cancelled transition puts it back.
///
/// Appearance callbacks follow the order iOS shows on a tab switch (observed, not documented):
/// the incoming child's `viewWillAppear`, the outgoing one's `viewWillDisappear`, then, when the
/// switch ends, `viewDidDisappear` and `viewDidAppear`. A cancelled transition tells the
/// incoming child `viewWillDisappear` and `viewDidDisappear`, and the one that stayed
/// `viewWillAppear` and `viewDidAppear` again, as the navigation controller does.
///
/// While a transition runs, selections are refused (UIKit takes no taps then);
/// `setViewControllers(_:animated:)` first ends it where it was heading.
@preconcurrency @MainActor open class TabBarController: ViewController {
    /// The children, one per item, in the bar's order; nil until set, as UIKit's. Setting it is
    /// `setViewControllers(_:animated:)` without animation.
    public var viewControllers: [ViewController]? {
        get { assigned }
        set { setViewControllers(newValue, animated: false) }
    }
    private var assigned: [ViewController]?
    private var listed: [ViewController] { assigned ?? [] }

    /// Supplies the switches' animators and interaction controllers, and hears about taps.
    public weak var delegate: TabBarControllerDelegate?

    /// The bar along the bottom (UITabBarController's `tabBar`), one item per child: each child's
    /// `tabBarItem`. Hide it with `isHidden`; move it with its frame, which the next layout pass
    /// puts back.
    public let tabBar = TabBar()

    /// The running switch, if any.
    public private(set) var transitionContext: TransitionContext?

    /// Whether a switch runs as a transition now.
    public var isTransitioning: Bool { transitionContext != nil }

    /// The shown child.
    private var selected: ViewController?

    /// What `selectedIndex` reads when nothing is selected: UIKit's `NSNotFound`.
    public static let noSelection = Int.max

    /// The index of the shown child in `viewControllers` (`noSelection` when there is none).
    /// Setting it selects that child, as setting `selectedViewController` does; an index out of
    /// range is ignored.
    public var selectedIndex: Int {
        get { selected.flatMap { child in listed.firstIndex { $0 === child } } ?? Self.noSelection }
        set {
            guard listed.indices.contains(newValue) else { return }
            select(listed[newValue])
        }
    }

    /// The shown child. Setting it to one of `viewControllers` switches to it: on the delegate's
    /// animator if it gives one, else at once. Anything else is ignored, as is a selection while
    /// a switch runs.
    public var selectedViewController: ViewController? {
        get { selected }
        set {
            guard let newValue else { return }
            select(newValue)
        }
    }

    /// The view the children's views and their transitions live in (a transition's container),
    /// filling the controller's view under the bar.
    private(set) lazy var transitionView = TransitionContainerView(name: "\(title).transitions")

    /// Creates a tab bar controller with no children, named `title`.
    public override init(title: String = "tab bar") {
        super.init(title: title)
        listenToTheBar()
    }

    /// UIKit's `init(nibName:bundle:)`: there are no nibs here, so both are ignored.
    public override init(nibName: String?, bundle: Any?) {
        super.init(nibName: nibName, bundle: bundle)
        title = "tab bar"
        listenToTheBar()
    }

    private func listenToTheBar() {
        tabBar.onTap = { [unowned self] index in userTapped(index) }
    }

    /// The view: the children's container, with the bar over its bottom edge.
    open override func loadView() -> View {
        TabBarControllerView(name: "\(title).container", transitionView: transitionView, bar: tabBar)
    }

    /// Shows the selected child, if there is one yet.
    open override func viewDidLoad() {
        if let selected { installAtRest(selected) }
    }

    // MARK: Children

    /// Replaces the children, as UIKit's: the child that was selected stays selected if it is
    /// still there, else the one at the same index, else the first. Refused (nothing changes)
    /// for a child listed twice, in a navigation stack or another tab bar controller, or
    /// presented. The bar shows the new items at once (`animated` is accepted for UIKit's sake:
    /// UIKit's slides the items into place). A switch under way ends first, where it was heading.
    public func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        let list = controllers ?? []
        guard Set(list).count == list.count,
            list.allSatisfy({
                ($0.owningTabBarController == nil || $0.owningTabBarController === self) && $0.navigationController == nil
                    && $0.presentingViewController == nil
            })
        else { return }
        transitionContext?.endImmediately(completing: true)
        let previous = listed
        let oldIndex = selectedIndex
        let oldSelection = selected
        assigned = controllers
        for child in previous where !list.contains(where: { $0 === child }) { child.owningTabBarController = nil }
        for child in list { child.owningTabBarController = self }
        let newSelection: ViewController?
        if let oldSelection, list.contains(where: { $0 === oldSelection }) {
            newSelection = oldSelection
        } else if list.indices.contains(oldIndex) {
            newSelection = list[oldIndex]
        } else {
            newSelection = list.first
        }
        selected = newSelection
        showItems()
        guard isViewLoaded else { return }
        if newSelection !== oldSelection {
            switchImmediately(from: oldSelection, to: newSelection)
        }
    }

    /// The bar shows the children's items, the selected one selected.
    func showItems() {
        tabBar.show(assigned.map { $0.map(\.madeTabBarItem) }, selected: selected?.madeTabBarItem)
    }

    // MARK: Selecting

    /// A tap on the bar's item at `index`: the delegate may veto it; a tap on the selected item
    /// of a navigation controller takes it back to its root, as UIKit's does; the delegate hears
    /// of every tap it allowed, whether the selection changed or not.
    private func userTapped(_ index: Int) {
        guard !isTransitioning, listed.indices.contains(index) else { return }
        let child = listed[index]
        guard child.madeTabBarItem.isEnabled else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: child) { return }
        if child === selected {
            (child as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(child)
        }
        delegate?.tabBarController(self, didSelect: child)
    }

    /// Switches to `child`, one of the children: refused while a switch runs.
    private func select(_ child: ViewController) {
        guard !isTransitioning, child !== selected, listed.contains(where: { $0 === child }) else { return }
        let from = selected
        selected = child
        showItems()
        guard isViewLoaded else { return }
        view.setNeedsLayout()  // as UIKit lays its view out again on a switch (the bar goes back)
        guard let from, let driver = transitionView.window?.driver,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: child)
        else {
            switchImmediately(from: from, to: child)
            return
        }
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        let tells = tellsMovedControllers
        let departuresBefore = departures
        let bounds = transitionView.bounds
        TransitionDriver.run(
            // Kinds are push, pop, present and dismiss: a switch brings the incoming view in over
            // the outgoing one, as a push does, and the stock animators treat it so.
            .push, in: transitionView, from: from, to: child, animator: animator, interaction: interaction, driver: driver,
            frames: [ObjectIdentifier(from): (bounds, .zero), ObjectIdentifier(child): (.zero, bounds)],
            prepare: { context in
                transitionContext = context
                child.loadViewIfNeeded()
                if tells {
                    child.viewWillAppear(true)
                    from.viewWillDisappear(true)
                }
                child.view.frame = bounds
            },
            onComplete: { [weak self] didComplete in
                guard let self else { return }
                end(from: from, to: child, didComplete: didComplete, told: tells, interrupted: departures != departuresBefore)
            })
    }

    /// Shows `to` in place of `from` at once, telling them if the controller is on screen.
    private func switchImmediately(from: ViewController?, to: ViewController?) {
        let tells = tellsMovedControllers
        to?.loadViewIfNeeded()
        if tells {
            to?.viewWillAppear(false)
            from?.viewWillDisappear(false)
        }
        if let from { putAway(from) }
        if let to { installAtRest(to) }
        if tells {
            from?.viewDidDisappear(false)
            to?.viewDidAppear(false)
        }
    }

    /// Ends a switch. `told`: whether it told the children it moved as it began. `interrupted`:
    /// whether the controller has left the screen since (and perhaps come back); its own
    /// appearance then told `to`, and `from` hears only the end of its leaving.
    private func end(from: ViewController, to: ViewController, didComplete: Bool, told: Bool, interrupted: Bool) {
        transitionContext = nil
        if told && interrupted { from.viewDidDisappear(true) }
        if didComplete {
            putAway(from)
            installAtRest(to)
            guard told && !interrupted else { return }
            from.viewDidDisappear(true)
            to.viewDidAppear(true)
        } else {
            // As UIKit: the selection goes back, the child that stays sees its appearance again,
            // and the other one never arrived.
            selected = from
            showItems()
            putAway(to)
            installAtRest(from)
            guard tellsMovedControllers else { return }
            to.viewWillDisappear(true)
            to.viewDidDisappear(true)
            from.viewWillAppear(true)
            from.viewDidAppear(true)
        }
    }

    /// Takes `child`'s view out of the container and leaves it at rest for its next showing.
    private func putAway(_ child: ViewController) {
        guard child.isViewLoaded else { return }
        child.view.removeFromSuperview()
        TransitionContainerView.putAtRest(child.view, in: transitionView.bounds)
    }

    /// Leaves `child`'s view alone in the container, at rest.
    private func installAtRest(_ child: ViewController) {
        let container = transitionView
        for subview in container.subviews where subview !== child.view { subview.removeFromSuperview() }
        if child.view.superview !== container { container.addSubview(child.view) }
        TransitionContainerView.putAtRest(child.view, in: container.bounds)
    }

    // MARK: Appearance

    /// Where the controller is in its own appearance, which its selected child follows (see
    /// `NavigationController`, whose forwarding this is).
    private enum Appearance { case offScreen, appearing, onScreen, disappearing }
    private var appearance = Appearance.offScreen
    /// The child told that it will appear or disappear with the controller: the matching
    /// did-call goes to it.
    private var toldOfAppearance: ViewController?
    /// How many times the controller has begun to leave the screen: a switch that sees it change
    /// was interrupted by its leaving, which told the children itself.
    private var departures = 0

    /// Whether a switch now tells the children it moves: while the controller is on screen.
    private var tellsMovedControllers: Bool { appearance == .onScreen }

    // As on iOS, a subclass that overrides these without calling super keeps them from its children.

    /// Tells the selected child it will appear.
    open override func viewWillAppear(_ animated: Bool) {
        appearance = .appearing
        toldOfAppearance = selected
        selected?.loadViewIfNeeded()
        selected?.viewWillAppear(animated)
    }

    /// Tells the selected child it appeared.
    open override func viewDidAppear(_ animated: Bool) {
        appearance = .onScreen
        let told = toldOfAppearance
        toldOfAppearance = nil
        // The selection changed while it appeared: the one told leaves again, and the new one appears.
        if told !== selected {
            told?.viewWillDisappear(animated)
            told?.viewDidDisappear(animated)
            selected?.viewWillAppear(animated)
        }
        selected?.viewDidAppear(animated)
    }

    /// Tells the selected child it will disappear.
    open override func viewWillDisappear(_ animated: Bool) {
        appearance = .disappearing
        departures += 1
        toldOfAppearance = selected
        selected?.viewWillDisappear(animated)
    }

    /// Tells the selected child it disappeared.
    open override func viewDidDisappear(_ animated: Bool) {
        appearance = .offScreen
        (toldOfAppearance ?? selected)?.viewDidDisappear(animated)
        toldOfAppearance = nil
    }
}

extension ViewController {
    /// What this controller shows in a tab bar controller's bar (UIViewController's
    /// `tabBarItem`), made on first use with the controller's `title`. UIKit also copies later
    /// changes of `title` to it; here set the item's own `title`. Setting an item shows it in the
    /// bar at once; setting nil makes a new one on the next use.
    public var tabBarItem: TabBarItem! {
        get { madeTabBarItem }
        set {
            storedTabBarItem = newValue
            owningTabBarController?.showItems()
        }
    }

    /// `tabBarItem`, made now if it is not made yet.
    var madeTabBarItem: TabBarItem {
        if let item = storedTabBarItem { return item }
        let item = TabBarItem(title: title.isEmpty ? nil : title, image: nil, tag: 0)
        storedTabBarItem = item
        return item
    }
}

/// A tab bar controller's view: the children's container filling it, and the bar laid over the
/// bottom edge on every layout pass.
@MainActor final class TabBarControllerView: View {
    let transitionView: View
    let bar: TabBar

    init(name: String, transitionView: View, bar: TabBar) {
        self.transitionView = transitionView
        self.bar = bar
        super.init(frame: ViewController.initialViewFrame, name: name)
        transitionView.frame = bounds
        addSubview(transitionView)
        addSubview(bar)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        transitionView.frame = bounds
        // Placed by its bounds and centre, which a transform of the app's leaves alone. No safe
        // area below it: a desktop window has no home indicator.
        bar.bounds.size = Size(width: bounds.width, height: TabBar.height)
        bar.center = Point(x: bounds.width / 2, y: bounds.height - TabBar.height / 2)
    }
}

// MARK: - The bar

/// The bar along the bottom of a tab bar controller, as UITabBar: one item per child, side by
/// side in equal widths, the selected one in `tintColor`, each its picture above its title and
/// its badge at the picture's corner. A tap on an item selects its child through the tab bar
/// controller.
///
/// UIKit publishes the height alone (49 points on an iPhone, above the home indicator's inset);
/// the rest is ours, close to iOS's look: a 25-point picture 5 points from the top, a 10-point
/// title below it, over iOS's chrome material with a hairline along the top. Pictures show as
/// they are (UIKit tints template pictures).
@preconcurrency @MainActor public final class TabBar: View {
    /// The bar's height, in points.
    public static let height = 49.0
    /// The side of the square each item's picture is fitted into, in points.
    public static let imageSide = 25.0
    /// The titles' size, in points (iOS's are medium weight, which the host has no face for).
    public static let titleSize = 10.0

    /// The items, in order; nil while the tab bar controller has no children. The tab bar
    /// controller sets them from its children's `tabBarItem`s.
    public internal(set) var items: [TabBarItem]?
    /// The selected child's item.
    public internal(set) var selectedItem: TabBarItem?
    /// The selected item's colour: iOS's system blue unless set.
    public var tintColor = Color(rgb: 0x007AFF) { didSet { itemsDidChange() } }
    /// The other items' colour; nil for iOS's system grey.
    public var unselectedItemTintColor: Color? { didSet { itemsDidChange() } }

    /// Called with an item's index when a tap lands on it.
    var onTap: ((Int) -> Void)?

    private let material = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
    private let separator = View(name: "tab bar.separator")
    private(set) var itemViews: [TabBarItemView] = []

    init() {
        super.init(name: "tab bar")
        addSubview(material)
        separator.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
        addSubview(separator)
        addGestureRecognizer(TapGestureRecognizer { [unowned self] tap in tapped(at: tap.location(in: self)) })
    }

    /// Shows `items`, `selected` among them.
    func show(_ items: [TabBarItem]?, selected: TabBarItem?) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        selectedItem = selected
        for item in items ?? [] { item.bar = self }
        itemsDidChange()
    }

    /// An item changed: the item views are made again.
    func itemsDidChange() {
        for view in itemViews { view.removeFromSuperview() }
        let unselected = unselectedItemTintColor ?? Color(rgb: 0x8E8E93)
        itemViews = (items ?? []).map { item in
            TabBarItemView(item: item, isSelected: item === selectedItem, color: item === selectedItem ? tintColor : unselected)
        }
        for view in itemViews { addSubview(view) }
        placeItems()
    }

    /// Places the background, the hairline along the top and the items.
    public override func layoutSubviews() {
        super.layoutSubviews()
        material.frame = bounds
        separator.frame = Rect(x: 0, y: 0, width: bounds.width, height: 0.5)
        placeItems()
    }

    /// Equal widths across the bar, each the bar's standard height from the top.
    private func placeItems() {
        guard !itemViews.isEmpty else { return }
        let width = bounds.width / Double(itemViews.count)
        for (index, view) in itemViews.enumerated() {
            view.frame = Rect(x: Double(index) * width, y: 0, width: width, height: Self.height)
        }
    }

    /// The item under `point` (in the bar's coordinates) is the one tapped: its whole column.
    private func tapped(at point: Point) {
        guard !itemViews.isEmpty, bounds.width > 0 else { return }
        let index = Int((point.x / bounds.width * Double(itemViews.count)).rounded(.down))
        onTap?(min(max(index, 0), itemViews.count - 1))
    }
}

/// One item as the bar draws it: its picture, title and badge.
@MainActor final class TabBarItemView: View {
    let icon = View(name: "tab item.image")
    let title = View(name: "tab item.title")
    let badge = View(name: "tab item.badge")

    init(item: TabBarItem, isSelected: Bool, color: Color) {
        super.init(name: "tab item \(item.title ?? "")")
        accessibilityLabel = item.title
        isUserInteractionEnabled = false  // the bar takes the taps
        let picture = isSelected ? item.selectedImage ?? item.image : item.image
        // An empty picture (an SF Symbol's name, which has no picture here) shows nothing.
        if let picture, picture.size.width > 0, picture.size.height > 0 { icon.image = picture }
        icon.contentMode = .scaleAspectFit
        addSubview(icon)
        let dimming = item.isEnabled ? 1 : 0.35
        title.textLine = item.title.map { Text($0, size: TabBar.titleSize, color: color.multiplyingAlpha(by: dimming)) }
        addSubview(title)
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? Color(rgb: 0xFF3B30)
        badge.cornerRadius = 9
        badge.textLine = item.badgeValue.map { Text($0, size: 13, color: .white) }
        addSubview(badge)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = TabBar.imageSide
        icon.frame = Rect(x: (bounds.width - side) / 2, y: 5, width: side, height: side)
        title.frame = Rect(x: 0, y: 32, width: bounds.width, height: 14)
        // The badge starts past the picture's middle and rises over its top, at least round.
        let textWidth = badge.textLine.map { window?.width(of: $0) ?? $0.estimatedWidth } ?? 0
        badge.frame = Rect(x: bounds.width / 2 + 5, y: 1, width: max(18, textWidth + 10), height: 18)
    }
}

// MARK: - Items

/// What a controller shows in its tab bar controller's bar, as UITabBarItem: a title, a
/// picture (another while selected), a tag and a badge. A change shows in the bar at once.
@preconcurrency @MainActor public final class TabBarItem {
    /// The title under the picture; nil shows none.
    public var title: String? { didSet { bar?.itemsDidChange() } }
    /// The picture; nil, or an empty picture (`UIImage(systemName:)`'s here), shows none.
    public var image: Image? { didSet { bar?.itemsDidChange() } }
    /// The picture while the item is selected; nil shows `image`.
    public var selectedImage: Image? { didSet { bar?.itemsDidChange() } }
    /// A number the app gives the item to tell it apart; 0 unless set.
    public var tag = 0
    /// The badge's text, shown in a red capsule at the picture's top trailing corner; nil shows
    /// no badge, an empty string a badge with no text.
    public var badgeValue: String? { didSet { bar?.itemsDidChange() } }
    /// The badge's colour; nil for iOS's system red.
    public var badgeColor: Color? { didSet { bar?.itemsDidChange() } }
    /// Whether a tap on the item selects it (UIBarItem's `isEnabled`); a disabled item's title
    /// shows dimmed.
    public var isEnabled = true { didSet { bar?.itemsDidChange() } }
    /// The bar showing the item, told when it changes.
    weak var bar: TabBar?

    /// An item with no title and no picture.
    public init() {}

    /// An item titled `title` showing `image`, tagged `tag`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item titled `title` showing `image`, and `selectedImage` while selected.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

// MARK: - The delegate

/// Hears about a tab bar controller's taps and supplies its switches' animators, as
/// UITabBarControllerDelegate. Every method has a default: allow, nothing, no animator, no
/// interaction controller.
@preconcurrency @MainActor public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap on `viewController`'s item selects it; asked for taps only.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tap selected `viewController` (it may have been selected already); told for taps only.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator for a switch from `fromVC` to `toVC`; nil for an immediate switch.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for an animator; nil for a switch that runs by itself.
    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension TabBarControllerDelegate {
    /// Allows every tap.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// No animator: the switch is immediate.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// No interaction controller.
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}
