// Sample 003 ("IOS-卡片抽屉效果", a copy of Douban's card drawer): a card at the bottom that a
// pan scrubs open and shut with one `UIViewPropertyAnimator`, paused on `.began` and continued
// on release with a spring at the finger's speed. `panned(recognizer:)` is the post's, as it
// writes it; the rest is what the post leaves out, written as its repository's kind of code
// writes it, with the demo's numbers so that the two can be set side by side: a card 80 points
// showing when closed and covering two-thirds of the window when open, and the animator on the
// post's own spring (damping 0.8, response 0.3).
//
// Lines that differ from what this file would be on iOS, and why:
// - `InstantPanGestureRecognizer(target: self) { [unowned self] in panned(recognizer: $0) }`:
//   Linux has no selectors, so the action is a closure (on iOS: `action:
//   #selector(panned(recognizer:))`, and `@objc` on `panned(recognizer:)`).
// - The repository's `InstantPanGestureRecognizer` (a pan that begins on touch-down, so that a
//   press catches the card where it is) and `UISpringTimingParameters(damping:response:
//   initialVelocity:)` (its own convenience initializer, not UIKit's) are not in the post: both
//   are written out below as the repository has them. On iOS the subclass also imports
//   `UIKit.UIGestureRecognizerSubclass`, for the settable `state`; here `state` is settable.

import UIKit

/// A pan that begins as soon as the finger lands.
class InstantPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if self.state == UIGestureRecognizer.State.began { return }
        super.touchesBegan(touches, with: event)
        self.state = UIGestureRecognizer.State.began
    }
}

extension UISpringTimingParameters {
    /// A spring by its damping ratio and its response (the period it would have undamped).
    convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let damp = 4 * .pi * damping / response
        self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: initialVelocity)
    }
}

class CardDrawerViewController: UIViewController {
    static let peek: CGFloat = 80

    let drawerView = UIView()
    private var animator: UIViewPropertyAnimator!
    private var animationProgress: CGFloat = 0
    private(set) var isOpen = false

    /// The closed card: pushed down until only its top 80 points show.
    var closedTransform: CGAffineTransform {
        CGAffineTransform(translationX: 0, y: drawerView.bounds.height - Self.peek)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        drawerView.backgroundColor = .secondarySystemBackground
        drawerView.layer.cornerRadius = 18
        view.addSubview(drawerView)
        let pan = InstantPanGestureRecognizer(target: self) { [unowned self] in panned(recognizer: $0) }  // selector
        drawerView.addGestureRecognizer(pan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard animator == nil || animator.state == .inactive else { return }
        let height = view.bounds.height - (view.bounds.height / 3).rounded()
        drawerView.transform = .identity
        drawerView.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        drawerView.transform = isOpen ? .identity : closedTransform
    }

    /// Runs the card to the other end, unless it is on its way already.
    private func startAnimation() {
        if let animator, animator.state == .active { return }
        let target = isOpen ? closedTransform : .identity
        animator = UIViewPropertyAnimator(duration: 0, timingParameters: UISpringTimingParameters(damping: 0.8, response: 0.3))
        animator.addAnimations {
            self.drawerView.transform = target
        }
        animator.addCompletion { position in
            if position == .end { self.isOpen.toggle() }
        }
        animator.startAnimation()
    }

    /// 手势触发处理
    private func panned(recognizer: UIPanGestureRecognizer) {  // selector
        switch recognizer.state {
        case .began:
            /// 开启动画，并暂停
            startAnimation()
            animator.pauseAnimation()
            animationProgress = animator.fractionComplete
        case .changed:
            var fraction = -recognizer.translation(in: drawerView).y / closedTransform.ty
            if isOpen { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            /// 是否是反方向
            animator.fractionComplete = fraction + animationProgress
        case .ended, .cancelled:
            /// y 轴方向的速度
            let yVelocity = recognizer.velocity(in: drawerView).y
            /// 根据速度来判断是否关闭 （可以控制大于多少速度时关闭）
            let shouldClose = yVelocity > 0
            if yVelocity == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                break
            }
            if isOpen {
                if !shouldClose && !animator.isReversed { animator.isReversed.toggle() }
                if shouldClose && animator.isReversed { animator.isReversed.toggle() }
            } else {
                if shouldClose && !animator.isReversed { animator.isReversed.toggle() }
                if !shouldClose && animator.isReversed { animator.isReversed.toggle() }
            }
            /// 动画剩余未完成的比例。（fractionComplete 动画已经完成的比例）
            let fractionRemaining = 1 - animator.fractionComplete
            /// 动画还需要移动多少距离才完成
            let distanceRemaining = fractionRemaining * closedTransform.ty
            if distanceRemaining == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                break
            }
            let relativeVelocity = min(abs(yVelocity) / distanceRemaining, 30)
            let timingParameters = UISpringTimingParameters(
                damping: 0.8, response: 0.3, initialVelocity: CGVector(dx: 0, dy: relativeVelocity))
            let preferredDuration = UIViewPropertyAnimator(duration: 0, timingParameters: timingParameters).duration
            let durationFactor = CGFloat(preferredDuration / animator.duration)
            animator.continueAnimation(withTimingParameters: timingParameters, durationFactor: durationFactor)
        default:
            break
        }
    }
}
