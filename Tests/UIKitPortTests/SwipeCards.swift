import UIKit

// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit.
// Lines that differ from what this file would be on iOS, and why:
//   `// init(frame:)`   UIView's designated initializer is `init(frame:)`; ViewKit's is
//                       `init(frame:name:)`, so the override carries `name:` (as ProgressRing.swift).
//   `// selector`       no Objective-C runtime: the pan's and the buttons' actions are closures
//                       (on iOS `action: #selector(handlePan(_:))` and the like), and the handlers
//                       lose their `@objc`.
//   `// gestureRecognizers`  UIView's `gestureRecognizers` is `[UIGestureRecognizer]?` on iOS and a
//                       recognizer is an NSObject, so `gestureRecognizers?.contains(pan) ?? false`;
//                       here the array is not optional and a recognizer is not Equatable, so the
//                       line compares identities: `gestureRecognizers.contains { $0 === pan }`.
//   `// target: nil, action: nil`  (the probe only) `UIPanGestureRecognizer(target: nil, action: nil)`
//                       does not compile (the action is a non-optional closure);
//                       `UIPanGestureRecognizer()` does.
//
// SwipeCards: the Tinder-style deck. SwipeCardsViewController (its navigation bar hidden) lays a
// deck of CardViews (280 × 360, corner radius 16, a shadow, a title label filling the card) at
// the centre of its view, the first title on top at scale 1 and in front, every card under it at
// scale 0.95. One UIPanGestureRecognizer sits on the top card. While it drags, the card's centre
// is the view's centre plus the pan's translation and its transform a rotation by
// translation.x / view.bounds.width × 0.4 about its centre; the card under it is at scale
// 0.95 + 0.05 × min(|translation.x| / 150, 1). On release, |translation.x| > 120 or
// |velocity.x| > 800 sends the card off (the way of the velocity if that decided, else of the
// translation): to x = maxX + card width (right) or minX − card width (left), along the finger's
// line, turned a further π/16 its way, the card under it to scale 1, on
// `UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1,
// initialSpringVelocity: velocity.x / distance left, options: [.curveEaseOut])`; its completion
// removes the card, gives the pan to the next card and tells the delegate. Any other release
// springs the card back to the centre and the identity (0.5 s, damping 0.6), the card under it to
// 0.95. swipe(direction:) (the "Nope" and "Like" buttons) sends the top card off the same way with
// no velocity. While a card flies off, the deck takes no pan and no swipe.

enum SwipeDirection {
    case left
    case right

    var sign: CGFloat { self == .right ? 1 : -1 }
}

protocol SwipeCardsViewControllerDelegate: AnyObject {
    func swipeCardsViewController(
        _ controller: SwipeCardsViewController, didSwipe card: CardView, direction: SwipeDirection)
}

final class CardView: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect = .zero, name: String = "") {  // init(frame:)
        super.init(frame: frame, name: name)  // init(frame:)
        backgroundColor = .white
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.masksToBounds = false

        titleLabel.font = UIFont.systemFont(ofSize: 32, weight: .bold)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
}

final class SwipeCardsViewController: UIViewController {
    static let cardSize = CGSize(width: 280, height: 360)
    static let underScale: CGFloat = 0.95
    static let rotationFactor: CGFloat = 0.4
    static let scaleDistance: CGFloat = 150
    static let distanceThreshold: CGFloat = 120
    static let velocityThreshold: CGFloat = 800

    weak var delegate: SwipeCardsViewControllerDelegate?

    let titles: [String]
    /// The deck, top card first.
    private(set) var cards: [CardView] = []
    private(set) var isSwiping = false
    private var cardCenter = CGPoint.zero
    private(set) lazy var panGesture = UIPanGestureRecognizer(target: self) { [unowned self] in handlePan($0) }  // selector
    let nopeButton = UIButton(type: .system)
    let likeButton = UIButton(type: .system)

    var topCard: CardView? { cards.first }
    private var nextCard: CardView? { cards.count > 1 ? cards[1] : nil }

    /// Whether `card` holds the deck's pan.
    func hasPan(_ card: CardView) -> Bool {
        card.gestureRecognizers.contains { $0 === panGesture }  // gestureRecognizers
    }

    init(titles: [String] = ["Ada", "Grace", "Linus"]) {
        self.titles = titles
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        view.backgroundColor = .systemGroupedBackground

        nopeButton.setTitle("Nope", for: .normal)
        nopeButton.addTarget(self, action: { [unowned self] in nopeTapped() }, for: .touchUpInside)  // selector
        view.addSubview(nopeButton)
        likeButton.setTitle("Like", for: .normal)
        likeButton.addTarget(self, action: { [unowned self] in likeTapped() }, for: .touchUpInside)  // selector
        view.addSubview(likeButton)

        // The last card goes in first, at the bottom of the deck.
        for title in titles.reversed() {
            let card = CardView(frame: CGRect(origin: .zero, size: Self.cardSize))
            card.titleLabel.text = title
            view.addSubview(card)
            cards.insert(card, at: 0)
        }
        resetStack()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        nopeButton.frame = CGRect(x: view.bounds.midX - 130, y: view.bounds.maxY - 80, width: 100, height: 44)
        likeButton.frame = CGRect(x: view.bounds.midX + 30, y: view.bounds.maxY - 80, width: 100, height: 44)
        // Only when the view's size changes: a layout pass mid-drag must not pull the card back.
        guard center != cardCenter else { return }
        cardCenter = center
        for card in cards {
            // The cards are transformed, so they are placed by bounds and center, not frame.
            card.bounds = CGRect(origin: .zero, size: Self.cardSize)
            card.center = cardCenter
        }
    }

    /// The top card at scale 1 with the pan, every card under it at 0.95.
    private func resetStack() {
        for (index, card) in cards.enumerated() {
            card.transform = index == 0 ? .identity : CGAffineTransform(scaleX: Self.underScale, y: Self.underScale)
        }
        if let topCard {
            topCard.addGestureRecognizer(panGesture)
        }
    }

    private func underScale(for translation: CGPoint) -> CGFloat {
        let progress = min(abs(translation.x) / Self.scaleDistance, 1)
        return Self.underScale + (1 - Self.underScale) * progress
    }

    // MARK: - Pan

    private func handlePan(_ gesture: UIPanGestureRecognizer) {  // selector
        guard let card = gesture.view as? CardView, card === topCard, !isSwiping else { return }
        let translation = gesture.translation(in: view)

        switch gesture.state {
        case .began:
            view.bringSubviewToFront(card)
            fallthrough
        case .changed:
            card.center = CGPoint(x: cardCenter.x + translation.x, y: cardCenter.y + translation.y)
            card.transform = CGAffineTransform(rotationAngle: translation.x / view.bounds.width * Self.rotationFactor)
            let scale = underScale(for: translation)
            nextCard?.transform = CGAffineTransform(scaleX: scale, y: scale)
        case .ended:
            let velocity = gesture.velocity(in: view)
            if abs(translation.x) > Self.distanceThreshold || abs(velocity.x) > Self.velocityThreshold {
                let flick = abs(velocity.x) > Self.velocityThreshold ? velocity.x : translation.x
                flyOff(card, direction: flick > 0 ? .right : .left, velocity: velocity)
            } else {
                snapBack(card)
            }
        case .cancelled, .failed:
            snapBack(card)
        default:
            break
        }
    }

    private func snapBack(_ card: CardView) {
        let next = nextCard
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
            animations: {
                card.center = self.cardCenter
                card.transform = .identity
                next?.transform = CGAffineTransform(scaleX: Self.underScale, y: Self.underScale)
            })
    }

    // MARK: - Swiping off

    /// Sends the top card off towards `direction`, as the buttons do.
    func swipe(direction: SwipeDirection) {
        guard let card = topCard, !isSwiping else { return }
        view.bringSubviewToFront(card)
        flyOff(card, direction: direction, velocity: .zero)
    }

    private func flyOff(_ card: CardView, direction: SwipeDirection, velocity: CGPoint) {
        isSwiping = true
        card.removeGestureRecognizer(panGesture)
        let next = nextCard

        // Far enough out that the card, turned, is wholly off screen.
        let targetX = direction == .right ? view.bounds.maxX + card.bounds.width : view.bounds.minX - card.bounds.width
        let distance = targetX - card.center.x
        // The spring's initial velocity is in units of the distance left: the finger's speed over it.
        let springVelocity = distance != 0 ? max(velocity.x / distance, 0) : 0
        // Off along the finger's line when it was moving that way, else straight across.
        let driftY = springVelocity > 0 ? velocity.y / springVelocity : 0
        let target = CGPoint(x: targetX, y: card.center.y + max(min(driftY, view.bounds.height), -view.bounds.height))
        let turn = CGAffineTransform(rotationAngle: direction.sign * .pi / 16)

        UIView.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: springVelocity,
            options: [.curveEaseOut]
        ) {
            card.center = target
            card.transform = card.transform.concatenating(turn)
            next?.transform = .identity
        } completion: { _ in
            card.removeFromSuperview()
            self.cards.removeAll { $0 === card }
            self.isSwiping = false
            self.resetStack()
            self.delegate?.swipeCardsViewController(self, didSwipe: card, direction: direction)
        }
    }

    private func nopeTapped() {  // selector
        swipe(direction: .left)
    }

    private func likeTapped() {  // selector
        swipe(direction: .right)
    }
}

// The probe below is not part of the port: the smallest iOS code for a recognizer added to a
// second view without being removed from the first (SwipeCardsTests' last test).

/// Adds one pan to `first`, then to `second`, as code that hands a deck's pan to the next card
/// without removing it first does; says which views hold it then.
enum RecognizerMoveProbe {
    static func run() -> (firstHoldsIt: Bool, secondHoldsIt: Bool, viewIsSecond: Bool) {
        let first = UIView()
        let second = UIView()
        let pan = UIPanGestureRecognizer()  // target: nil, action: nil
        first.addGestureRecognizer(pan)
        second.addGestureRecognizer(pan)
        return (
            first.gestureRecognizers.contains { $0 === pan },  // gestureRecognizers
            second.gestureRecognizers.contains { $0 === pan },  // gestureRecognizers
            pan.view === second
        )
    }
}
