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
