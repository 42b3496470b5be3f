// TabSwitchTransition.swift
//
// What you see: a tab bar with three tabs, "Red", "Green" and "Blue". Each tab fills the
// screen with its color and shows its title in a 34 pt bold white label in the middle.
// Picking a tab with a higher index slides the new screen in from the right edge while the
// old one slides out to the left (a lower index slides from the left), in 0.3 s, ease-out.
// Each tab has a 200 x 44 pt "Toggle Tab Bar" button that slides the tab bar completely off
// the bottom edge (or back up) in 0.3 s, the way a push with hidesBottomBarWhenPushed looks.
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action or a recognizer's selector is a
// closure, and the handler loses its `@objc`).

import UIKit

final class TabSwitchSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case fromRight
        case fromLeft
    }

    let direction: Direction
    let duration: TimeInterval

    init(direction: Direction, duration: TimeInterval = 0.3) {
        self.direction = direction
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }

        let container = transitionContext.containerView
        var finalFrame = transitionContext.finalFrame(for: toVC)
        if finalFrame.isEmpty {
            finalFrame = container.bounds
        }
        let startFrame = fromView.frame
        let offset = container.bounds.width * (direction == .fromRight ? 1 : -1)

        toView.frame = finalFrame.offsetBy(dx: offset, dy: 0)
        container.addSubview(toView)

        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseOut],
            animations: {
                toView.frame = finalFrame
                fromView.frame = startFrame.offsetBy(dx: -offset, dy: 0)
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    toView.removeFromSuperview()
                }
                // The tab bar controller reuses this view later; give it back its normal frame.
                fromView.frame = startFrame
                transitionContext.completeTransition(!cancelled)
            })
    }
}

final class TabSwitchChildViewController: UIViewController {
    private let color: UIColor
    private let titleLabel = UILabel()
    private let toggleButton = UIButton(type: .system)

    init(title: String, color: UIColor, index: Int) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "circle.fill"), tag: index)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color

        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        toggleButton.setTitle("Toggle Tab Bar", for: .normal)
        toggleButton.setTitleColor(.white, for: .normal)
        toggleButton.backgroundColor = UIColor.black.withAlphaComponent(0.25)
        toggleButton.layer.cornerRadius = 10
        toggleButton.addTarget(self, action: { [unowned self] in toggleTabBar() }, for: .touchUpInside)  // selector
        view.addSubview(toggleButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.frame = CGRect(x: 0, y: bounds.midY - 50, width: bounds.width, height: 44)
        toggleButton.frame = CGRect(x: (bounds.width - 200) / 2, y: bounds.midY + 10, width: 200, height: 44)
    }

    private func toggleTabBar() {  // selector
        guard let tabs = tabBarController as? TabSwitchTabBarController else { return }
        tabs.setTabBarHidden(!tabs.isTabBarOffscreen, animated: true)
    }
}

final class TabSwitchTabBarController: UITabBarController, UITabBarControllerDelegate {
    private(set) var isTabBarOffscreen = false
    private var isAnimatingTabBar = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self

        let pages: [(String, UIColor)] = [("Red", .systemRed), ("Green", .systemGreen), ("Blue", .systemBlue)]
        viewControllers = pages.enumerated().map { index, page in
            TabSwitchChildViewController(title: page.0, color: page.1, index: index)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // UITabBarController puts its tab bar back on every layout pass (rotation, tab switch).
        if isTabBarOffscreen && !isAnimatingTabBar {
            tabBar.frame.origin.y = view.bounds.height
        }
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = viewControllers,
            let fromIndex = controllers.firstIndex(of: fromVC),
            let toIndex = controllers.firstIndex(of: toVC),
            fromIndex != toIndex
        else {
            return nil
        }
        return TabSwitchSlideAnimator(direction: toIndex > fromIndex ? .fromRight : .fromLeft)
    }

    // MARK: Hiding the tab bar

    /// Slides the tab bar below the bottom edge (or back), like a push with hidesBottomBarWhenPushed.
    func setTabBarHidden(_ hidden: Bool, animated: Bool, duration: TimeInterval = 0.3) {
        guard hidden != isTabBarOffscreen else { return }
        let shownY = view.bounds.height - tabBar.frame.height
        let hiddenY = view.bounds.height
        isTabBarOffscreen = hidden

        if !hidden && tabBar.isHidden {
            // Start from below the screen so it slides up instead of popping in.
            tabBar.frame.origin.y = hiddenY
            tabBar.isHidden = false
        }

        guard animated else {
            tabBar.frame.origin.y = hidden ? hiddenY : shownY
            tabBar.isHidden = hidden
            return
        }

        isAnimatingTabBar = true
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
            animations: {
                self.tabBar.frame.origin.y = hidden ? hiddenY : shownY
            },
            completion: { _ in
                self.isAnimatingTabBar = false
                // Someone may have toggled again meanwhile; trust the latest state.
                self.tabBar.isHidden = self.isTabBarOffscreen
            })
    }
}
