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
