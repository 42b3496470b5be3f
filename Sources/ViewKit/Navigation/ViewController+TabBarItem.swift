// A view controller's item in its tab bar controller's bar.
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
