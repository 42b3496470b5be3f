import Foundation
import Motion
import QuartzCore
import ViewKit

// UIKit's tab bar controller, bar and items are ViewKit's under UIKit's names; its delegate
// refines ViewKit's and bridges to it in a protocol extension, as the navigation controller's
// delegate does (Transitioning.swift).

/// UIKit's tab bar controller: ViewKit's.
public typealias UITabBarController = TabBarController
/// UIKit's tab bar: ViewKit's.
public typealias UITabBar = TabBar
/// UIKit's tab bar item: ViewKit's.
public typealias UITabBarItem = TabBarItem

/// A tab bar controller's delegate, as UIKit's protocol: its animators and interaction
/// controllers are UIKit's protocols. `tabBarController(_:shouldSelect:)` and
/// `tabBarController(_:didSelect:)` are ViewKit's, whose signatures are UIKit's already.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: TabBarControllerDelegate {
    /// The animator for a switch from `fromVC` to `toVC`; nil for an immediate switch.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for an animator; nil for a switch that runs by itself.
    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    /// No animator: the switch is immediate.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }

    /// No interaction controller.
    public func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }

    // ViewKit's requirements, answered by UIKit's.

    /// The animator UIKit's method gives.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> AnimatedTransitioning? {
        let animator: UIViewControllerAnimatedTransitioning? = self.tabBarController(
            tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        return animator
    }

    /// The interaction controller UIKit's method gives, for an animator of UIKit's shape.
    public func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        guard let animator = animationController as? UIViewControllerAnimatedTransitioning else { return nil }
        let interaction: UIViewControllerInteractiveTransitioning? = self.tabBarController(
            tabBarController, interactionControllerFor: animator)
        return interaction
    }
}

extension Image {
    /// UIKit's SF Symbol by name. SF Symbols are Apple's and do not exist here, so this is an
    /// empty picture (the name kept, no size): a tab bar item shows nothing for it. An image view
    /// sized by it is empty too; one given a size of its own gets the host's missing-picture
    /// placeholder. Failable as UIKit's, so that `if let` and `??` compile; it never fails.
    public init?(systemName: String) {
        self.init(name: "systemName:\(systemName)", size: .zero)
    }
}
