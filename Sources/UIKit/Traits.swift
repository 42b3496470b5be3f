import Foundation
import QuartzCore
import ViewKit

// UIKit's trait environment, as far as a desktop window has traits: Drawer has one appearance
// (light; no dark mode yet) and one display scale per window, so traits never change and a
// registration for their changes is never called. Code that reads them or registers gets what
// iOS gives a light-mode app that never changes.

/// UIKit's interface styles.
public nonisolated enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// UIKit's size classes: compact below 600 points of the key window's width or height, regular
/// above (an iPad's full screen is regular both ways, an iPhone's portrait width compact).
public nonisolated enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// A trait a registration may name (`UITraitUserInterfaceStyle.self`).
public protocol UITraitDefinition {}
/// UIKit's name for a trait in a registration's list.
public typealias UITrait = any UITraitDefinition.Type

public nonisolated enum UITraitUserInterfaceStyle: UITraitDefinition {}
public nonisolated enum UITraitHorizontalSizeClass: UITraitDefinition {}
public nonisolated enum UITraitVerticalSizeClass: UITraitDefinition {}
public nonisolated enum UITraitDisplayScale: UITraitDefinition {}

/// The traits a view or controller has: light, the window's size classes and scale.
public nonisolated struct UITraitCollection: Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .regular
    public var verticalSizeClass: UIUserInterfaceSizeClass = .regular
    public var displayScale: CGFloat = 1

    public init() {}
}

/// What `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration {}
nonisolated struct TraitRegistration: UITraitChangeRegistration {}

/// What has traits: views and controllers.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}

extension View: UITraitEnvironment {
    /// The view's traits: its window's size classes and scale, in light mode.
    public var traitCollection: UITraitCollection { UITraitCollection(window: window) }

    /// Registers `handler` for changes of `traits`. Traits never change here, so it is never
    /// called; the registration is returned as UIKit returns one.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration { TraitRegistration() }
}

extension ViewController: UITraitEnvironment {
    /// The controller's traits: its view's.
    public var traitCollection: UITraitCollection { UITraitCollection(window: isViewLoaded ? view.window : nil) }

    /// As a view's: never called, since traits never change here.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> UITraitChangeRegistration { TraitRegistration() }
}

extension UITraitCollection {
    @MainActor init(window: Window?) {
        self.init()
        guard let window else { return }
        let size = window.rootView.bounds.size
        horizontalSizeClass = size.width < 600 ? .compact : .regular
        verticalSizeClass = size.height < 600 ? .compact : .regular
        displayScale = window.displayScale
    }
}

nonisolated extension Color {
    /// The colour in `traits`: a colour here is one value, the same in every appearance.
    public func resolvedColor(with traits: UITraitCollection) -> Color { self }
}
