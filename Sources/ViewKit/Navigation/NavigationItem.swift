/// What a controller shows in its navigation controller's bar while it is on top, and what the
/// bar's back button says on the controller above it, as UINavigationItem.
@preconcurrency @MainActor public final class NavigationItem {
    /// How a back button that leads to this item is titled (UINavigationItem's
    /// `BackButtonDisplayMode`): it applies, as `backButtonTitle` does, to the back button on the
    /// controller pushed above this one.
    public nonisolated enum BackButtonDisplayMode: Hashable, Sendable {
        /// `backButtonTitle`, else `title`, else "Back", the first that fits.
        case `default`
        /// "Back", whatever the titles.
        case generic
        /// The chevron alone.
        case minimal
    }

    /// The bar's title while this item is on top; nil shows the controller's `title`.
    public var title: String? { didSet { didChange?() } }
    /// The back button's title on the controller pushed above this one; nil uses `title`.
    public var backButtonTitle: String? { didSet { didChange?() } }
    /// How that back button is titled.
    public var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { didChange?() } }
    /// The one button at the bar's trailing edge while this item is on top (its title is read
    /// when it is set).
    public var rightBarButtonItem: BarButtonItem? { didSet { didChange?() } }
    /// Tells the owning controller's navigation controller, which shows the change.
    var didChange: (() -> Void)?

    /// Creates an item with `title`.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The longest title a back button shows before it falls back to "Back": Flutter's
    /// approximation of UIKit's "according to the available space", which no source states.
    public static let longestBackTitle = 12

    /// The title of a back button that leads to this item, or nil for the chevron alone:
    /// `backButtonTitle`, else `title` (or `fallbackTitle`, the controller's), else "Back", the
    /// first no longer than `longestBackTitle` characters; "Back" for `.generic`.
    public func backTitle(fallbackTitle: String) -> String? {
        switch backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default:
            let candidates = [backButtonTitle, title ?? fallbackTitle].compactMap { $0 }.filter { !$0.isEmpty }
            return candidates.first { $0.count <= Self.longestBackTitle } ?? "Back"
        }
    }
}

/// A button in a navigation bar, as UIBarButtonItem with a title: a click on it runs `action`.
@preconcurrency @MainActor public final class BarButtonItem {
    /// What the button says.
    public var title: String
    /// Runs on a click.
    public var action: (() -> Void)?

    /// Creates a button titled `title` that runs `action`.
    public init(title: String, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
    }
}

extension ViewController {
    /// What this controller shows in a navigation bar (UIViewController's `navigationItem`), made
    /// on first use.
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem()
        item.didChange = { [weak self] in self?.navigationController?.navigationItemDidChange() }
        storedNavigationItem = item
        return item
    }
}
