import Motion
import ViewKit

/// `card`: a card rests at the bottom with its top 80 points (handle and title) showing and opens
/// to cover two-thirds of the window. Dragging moves it with the pointer (rubber-banding past
/// either end); on release a spring (damping ratio 0.8, response 0.3) takes it to whichever end
/// the release projects to, starting at the pointer's velocity relative to the distance left
/// (capped at 30). Grabbing it mid-flight catches it where it is. A tap on its header, on the
/// dimmed screen, or Space toggles it. The screen behind dims as it opens.
final class CardDrawerMode: DemoMode {
    let name = ModeName.card
    let controller: CardController
    private let environment: DemoEnvironment
    static let spring = Spring(dampingRatio: 0.8, response: 0.3)!

    /// How far the card has opened: 0 closed, 1 open, beyond either while rubber-banding or
    /// overshooting.
    private(set) var progress = 0.0 { didSet { controller.cardView.progress = progress } }
    /// Where the card is going (or resting): true for open.
    private(set) var isOpen = false
    private var animator: PropertyAnimator?
    private var dragStart = 0.0

    init(environment: DemoEnvironment) {
        self.environment = environment
        controller = CardController(image: environment.image)
        let card = controller.cardView
        let pan = PanGestureRecognizer { [unowned self] in self.pan($0 as! PanGestureRecognizer) }
        // A press on a moving card catches it at once; a resting card waits for a drag (or a tap).
        pan.beginsOnPress = { [unowned self] in animator != nil }
        card.addGestureRecognizer(pan)
        card.header.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in toggle() })
        card.dimming.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in if isOpen { toggle() } })
    }

    var rootViewController: ViewController { controller }
    var stack: [String] { [controller.title] }
    var transition: TransitionContext? { nil }

    func handleKey(_ key: String) -> Bool {
        guard key == "Space" else { return false }
        toggle()
        return true
    }

    func settleImmediately() {
        guard let running = animator else { return }
        animator = nil
        running.stopAnimation(true)
        progress = isOpen ? 1 : 0
    }

    /// Sends the card to the other end, starting from rest.
    func toggle() {
        settle(towardOpen: !isOpen, progressVelocity: 0)
    }

    private func pan(_ pan: PanGestureRecognizer) {
        let travel = controller.cardView.travel
        switch pan.state {
        case .began:
            // Catch the card where it is: the running spring stops without jumping anywhere.
            if let running = animator {
                animator = nil
                running.stopAnimation(true)
            }
            dragStart = progress
            fallthrough
        case .changed:
            let raw = dragStart - pan.translation(in: nil).y / travel
            progress = RubberBand.clamp(raw * travel, to: 0...travel, dimension: travel) / travel
        case .ended, .cancelled:
            let progressVelocity = pan.state == .ended ? -pan.velocity(in: nil).y / travel : 0
            let restingPoint = progress + Deceleration.projectedDistance(velocity: progressVelocity * travel) / travel
            settle(towardOpen: restingPoint > 0.5, progressVelocity: progressVelocity)
        default:
            break
        }
    }

    /// Runs the card to open or closed from where it is, starting at `progressVelocity`.
    private func settle(towardOpen: Bool, progressVelocity: Double) {
        animator?.stopAnimation(true)
        isOpen = towardOpen
        let target = towardOpen ? 1.0 : 0.0
        let running: PropertyAnimator
        if environment.reduceMotion {
            running = PropertyAnimator(duration: CrossFadeAnimator.duration, curve: .easeInOut, driver: environment.driver)
            let card = controller.cardView, from = progress
            // A cross-fade: the card fades out where it is and fades in where it goes.
            running.addAnimations { [unowned self] p in
                card.alpha = abs(1 - 2 * p)
                progress = p < 0.5 ? from : target
            }
            running.addCompletion { _ in card.alpha = 1 }
        } else {
            let distance = target - progress
            let v0 = abs(distance) > 1e-6 ? progressVelocity / distance : 0
            let timing = TimingParameters.spring(Self.spring, initialVelocity: min(max(v0, -ReleaseSpring.velocityCap), ReleaseSpring.velocityCap))
            running = PropertyAnimator(duration: 0, timingParameters: timing, driver: environment.driver)
            running.addAnimation(from: progress, to: target) { [unowned self] in progress = $0 }
        }
        running.addCompletion { [weak self, weak running] _ in
            if let self, self.animator === running { self.animator = nil }
        }
        animator = running
        running.startAnimation()
    }
}

/// The card mode's screen: the root screen, a dimming layer, and the card on top.
final class CardController: ViewController {
    let cardView: CardContainerView

    init(image: Image) {
        cardView = CardContainerView(image: image)
        super.init(title: "screen1")
    }

    override func loadView() -> View { cardView }
}

/// Lays out the screen, the dimming and the card for the card's progress.
final class CardContainerView: View {
    static let peek = 80.0
    let screen: ScreenView
    let dimming = View(name: "dimming")
    let card = View(name: "card")
    let header = View(name: "card.header")
    private let handle = View(name: "card.handle")
    private let titleLabel = View(name: "card.title")
    private let subtitle = View(name: "card.subtitle")

    /// 0 closed, 1 open (see CardDrawerMode).
    var progress = 0.0 { didSet { placeCard() } }

    init(image: Image) {
        screen = ScreenView(color: ScreenPalette.color(atDepth: 0), image: image, name: "screen1")
        super.init(name: "card.container")
        dimming.backgroundColor = .black
        dimming.alpha = 0
        card.backgroundColor = Color(rgb: 0xF7F4EE)
        card.cornerRadius = 18
        card.roundedCorners = .top
        card.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.35), radius: 24, offset: Point(x: 0, y: -2))
        handle.backgroundColor = Color(rgb: 0xB8B2A7)
        handle.cornerRadius = 3
        titleLabel.text = Text("Card drawer", size: 20, color: Color(rgb: 0x2B2D42))
        subtitle.text = Text("Drag me, or tap here", size: 14, color: Color(rgb: 0x6C6A66))
        header.addSubview(handle)
        header.addSubview(titleLabel)
        card.addSubview(header)
        card.addSubview(subtitle)
        addSubview(screen)
        addSubview(dimming)
        addSubview(card)
    }

    /// The card's top edge when closed and when open, in points from the top.
    var closedTop: Double { bounds.height - Self.peek }
    var openTop: Double { (bounds.height / 3).rounded() }
    /// The distance between the two, in points.
    var travel: Double { max(closedTop - openTop, 1) }

    override func layoutSubviews() {
        screen.frame = bounds
        dimming.frame = bounds
        // Taller than the window needs, so an overshooting spring never shows a gap below it.
        let height = bounds.height - openTop + 240
        card.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.peek)
        handle.frame = Rect(x: (bounds.width - 40) / 2, y: 10, width: 40, height: 6)
        titleLabel.frame = Rect(x: 0, y: 26, width: bounds.width, height: 30)
        subtitle.frame = Rect(x: 0, y: Self.peek + 8, width: bounds.width, height: 24)
        placeCard()
    }

    private func placeCard() {
        let top = closedTop - progress * travel
        card.center = Point(x: bounds.midX, y: top + card.bounds.height / 2)
        dimming.alpha = 0.5 * min(max(progress, 0), 1)
    }
}
