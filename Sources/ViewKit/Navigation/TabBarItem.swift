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
