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
