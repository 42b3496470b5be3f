import SDLHost
import UIKit

// An app written against the `UIKit` product as an iOS developer writes it: view controllers
// with a button and a label, a navigation controller delegate that vends an animator, and the
// animator's `UIView.animate` block setting end values, and a Core Animation pulse on the first
// card's button. What differs from iOS: the button's
// action is a closure (Linux has no selectors), and `HostRunner.main` stands for the app
// delegate and its window.

/// Slides the new screen in from the right over the old one, which moves a third of the way
/// left and dims, and the mirror on the way back.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toViewController)
        if operation == .push {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
            toView.alpha = 0.7
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                if self.operation == .push {
                    toView.transform = .identity
                    fromView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
                    fromView.alpha = 0.7
                } else {
                    toView.transform = .identity
                    toView.alpha = 1
                    fromView.transform = CGAffineTransform(translationX: width, y: 0)
                }
            },
            completion: { _ in
                fromView.transform = .identity
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(operation: operation)
    }
}

final class CardViewController: UIViewController {
    static let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink]
    private let number: Int
    private let titleLabel = UILabel()
    private let nextButton = UIButton(type: .system)

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Card \(number)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.colors[(number - 1) % Self.colors.count]
        titleLabel.text = "Card \(number)"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        nextButton.setTitle("Next", for: .normal)
        nextButton.setTitleColor(.white, for: .normal)
        nextButton.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        nextButton.backgroundColor = UIColor(white: 0, alpha: 0.25)
        nextButton.layer.cornerRadius = 12
        nextButton.addTarget(self, action: { [unowned self] in showNext() }, for: .touchUpInside)  // selector
        view.addSubview(nextButton)
        if number == 1 { pulse(nextButton) }
    }

    /// Breathes the button in and out until it is first tapped, drawing the eye to it.
    private func pulse(_ button: UIView) {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.08
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        button.layer.add(pulse, forKey: "pulse")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.frame = CGRect(x: 20, y: bounds.midY - 70, width: bounds.width - 40, height: 44)
        nextButton.frame = CGRect(x: bounds.midX - 80, y: bounds.midY + 10, width: 160, height: 50)
    }

    func showNext() {
        nextButton.layer.removeAnimation(forKey: "pulse")
        navigationController?.pushViewController(CardViewController(number: number + 1), animated: true)
    }
}

let delegate = NavigationDelegate()
let navigation = UINavigationController(rootViewController: CardViewController(number: 1))
navigation.delegate = delegate

/// What a script's `state` prints: the stack's titles.
struct State: Encodable {
    let stack: [String]
}

HostRunner.main(
    title: "UIKit example", rootViewController: navigation,
    keys: { key in
        switch key {
        case .right: (navigation.topViewController as? CardViewController)?.showNext()
        case .left: navigation.popViewController(animated: true)
        default: break
        }
    },
    state: { State(stack: navigation.viewControllers.map(\.title)) }
)
