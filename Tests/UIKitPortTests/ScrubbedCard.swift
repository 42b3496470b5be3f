import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector`.
// Linux has no Objective-C runtime, so there are no selectors: `init(target:action:)` and
// `addTarget(_:action:for:)` take the action as a closure (on iOS, `action: #selector(f(_:))`),
// and the handlers lose their `@objc`. Nothing else was changed.

// ScrubbedCard: ScrubbedCardViewController (view W x H) opens/closes a card with a UIViewPropertyAnimator (0.5 s, .easeInOut).
// Closed: card (0, H - 80, W, H - 100), cornerRadius 0, backdrop alpha 0. Open: (0, 100, W, H - 100), cornerRadius 20, backdrop 0.5.
// A tap toggles. A pan pauses the animator and scrubs fractionComplete = startFraction + d / (H - 180), d = -translation.y when
// opening, +translation.y when closing (negated while reversed). On release it aims for .closed if velocity.y > 50, .open if < -50,
// else the nearer end; aiming back at the start state sets isReversed = true. It then continues with UISpringTimingParameters(
// dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: |velocity.y| / remaining distance)), durationFactor 0.

enum ScrubbedCardState {
    case closed
    case open

    var opposite: ScrubbedCardState {
        switch self {
        case .closed: return .open
        case .open: return .closed
        }
    }
}

final class ScrubbedCardViewController: UIViewController {
    static let animationDuration: TimeInterval = 0.5
    static let openTopInset: CGFloat = 100
    static let closedVisibleHeight: CGFloat = 80
    static let openCornerRadius: CGFloat = 20
    static let openBackdropAlpha: CGFloat = 0.5
    static let springDampingRatio: CGFloat = 0.8
    static let velocityDecisionThreshold: CGFloat = 50

    /// The resting state; while an animator runs it is the state that animator started from.
    private(set) var state: ScrubbedCardState = .closed
    private(set) var cardAnimator: UIViewPropertyAnimator?
    private var fractionAtGestureStart: CGFloat = 0

    let cardView = UIView()
    let backdropView = UIView()
    private let handleView = UIView()
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()

    /// Vertical distance the card's top edge travels between the two states.
    var travelDistance: CGFloat {
        return max(view.bounds.height - Self.openTopInset - Self.closedVisibleHeight, 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal

        backdropView.backgroundColor = .black
        backdropView.alpha = 0
        view.addSubview(backdropView)

        cardView.backgroundColor = .systemBackground
        cardView.clipsToBounds = true
        view.addSubview(cardView)

        handleView.backgroundColor = .systemGray3
        handleView.layer.cornerRadius = 2.5
        cardView.addSubview(handleView)

        titleLabel.text = "Now Playing"
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        cardView.addSubview(titleLabel)

        bodyLabel.text = "Drag the card up to open it, or down to close it. Tap to toggle."
        bodyLabel.numberOfLines = 0
        bodyLabel.textColor = .secondaryLabel
        cardView.addSubview(bodyLabel)

        let pan = UIPanGestureRecognizer(target: self) { [unowned self] in handlePan($0) }  // selector
        cardView.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer(target: self) { [unowned self] in handleTap($0) }  // selector
        cardView.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        backdropView.frame = view.bounds
        // Never fight a running animator; it owns the card's frame until it completes.
        if cardAnimator == nil {
            apply(state)
        }
        let width = view.bounds.width
        handleView.frame = CGRect(x: (width - 40) / 2, y: 8, width: 40, height: 5)
        titleLabel.frame = CGRect(x: 20, y: 24, width: width - 40, height: 32)
        bodyLabel.frame = CGRect(x: 20, y: 64, width: width - 40, height: 60)
    }

    func cardFrame(for state: ScrubbedCardState) -> CGRect {
        let bounds = view.bounds
        let height = bounds.height - Self.openTopInset
        switch state {
        case .open:
            return CGRect(x: 0, y: Self.openTopInset, width: bounds.width, height: height)
        case .closed:
            return CGRect(x: 0, y: bounds.height - Self.closedVisibleHeight, width: bounds.width, height: height)
        }
    }

    private func apply(_ state: ScrubbedCardState) {
        cardView.frame = cardFrame(for: state)
        cardView.layer.cornerRadius = state == .open ? Self.openCornerRadius : 0
        backdropView.alpha = state == .open ? Self.openBackdropAlpha : 0
    }

    // MARK: Animator

    /// Returns the in-flight animator, or creates one from `state` to `state.opposite`.
    @discardableResult
    private func animatorCreatingIfNeeded() -> UIViewPropertyAnimator {
        if let cardAnimator {
            return cardAnimator
        }
        let target = state.opposite
        let animator = UIViewPropertyAnimator(duration: Self.animationDuration, curve: .easeInOut) { [weak self] in
            self?.apply(target)
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            switch position {
            case .end:
                self.state = target
            case .start:
                break  // reversed all the way back to where it began
            case .current:
                break
            @unknown default:
                break
            }
            self.cardAnimator = nil
            self.apply(self.state)
        }
        cardAnimator = animator
        return animator
    }

    // MARK: Gestures

    private func handleTap(_ recognizer: UITapGestureRecognizer) {  // selector
        guard cardAnimator == nil else { return }
        animatorCreatingIfNeeded().startAnimation()
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {  // selector
        switch recognizer.state {
        case .began:
            // Also catches an animator that is still settling from a previous release.
            let animator = animatorCreatingIfNeeded()
            animator.pauseAnimation()
            fractionAtGestureStart = animator.fractionComplete

        case .changed:
            guard let animator = cardAnimator else { return }
            let translation = recognizer.translation(in: view)
            var fraction = -translation.y / travelDistance
            if state == .open { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = min(max(fractionAtGestureStart + fraction, 0), 1)

        case .ended, .cancelled:
            guard let animator = cardAnimator else { return }
            finishInteraction(with: animator, velocityY: recognizer.velocity(in: view).y)

        default:
            break
        }
    }

    private func finishInteraction(with animator: UIViewPropertyAnimator, velocityY: CGFloat) {
        let intendedState: ScrubbedCardState
        if abs(velocityY) >= Self.velocityDecisionThreshold {
            intendedState = velocityY > 0 ? .closed : .open
        } else {
            // Barely moving: settle at whichever end is nearer along the current direction.
            let destination: ScrubbedCardState = animator.isReversed ? state : state.opposite
            intendedState = animator.fractionComplete < 0.5 ? destination.opposite : destination
        }

        // `state` is where this animator started, so heading back there means running it in reverse.
        animator.isReversed = intendedState == state

        let remainingDistance = max(travelDistance * (1 - animator.fractionComplete), 1)
        let relativeVelocity = abs(velocityY) / remainingDistance
        let timing = UISpringTimingParameters(
            dampingRatio: Self.springDampingRatio,
            initialVelocity: CGVector(dx: 0, dy: relativeVelocity))
        animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
    }
}
