import Motion
import SDLHost
import ViewKit

/// `card`: a card rests at the bottom with its top 80 points (handle and title) showing and opens
/// to cover two-thirds of the window, the Douban card-drawer sample's way (README, "The samples, line by line"): one
/// `PropertyAnimator` runs the card from the end it rests at to the other.
///
/// - Touch-down starts that animator (or catches the one running) and pauses it.
/// - Dragging scrubs its `fractionComplete`, with the sample's sign rules: the sign flips when
///   the card rests open and again when the animator is reversed (a reversed animator counts
///   its fraction backward). Past either end the card rubber-bands: an offset beyond what the
///   animator's 0…1 can express, sprung back by an animator of its own.
/// - The release chooses the end by projection (where the card would come to rest), reverses
///   the animator if it is heading the other way, and continues it with a spring (damping ratio
///   0.8, response 0.3) whose velocity is the pointer's relative to the distance left, capped at
///   30, for the spring's own duration; with no velocity, at its own timing
///   (`durationFactor: 0`).
/// - Space, or a tap on the header or the dimmed screen, starts the animator from rest, or
///   reverses it while it runs, so the card turns round without a jump in speed.
///
/// The screen behind dims as the card opens. That is Drawer's pan (`refinedPan`); under
/// `--rules sample` the drag runs the sample's handler as written (`samplePan`).
final class CardDrawerMode: DemoMode {
    static let name = ModeName(declaring: "card")
    static func make(_ environment: DemoEnvironment) -> any DemoMode { CardDrawerMode(environment: environment) }

    static let damping = Tunable(name: "card.damping", summary: "spring damping ratio", range: 0.1...1.5, defaultValue: 0.8)
    static let response = Tunable(name: "card.response", summary: "spring response, s", range: 0.05...1.5, defaultValue: 0.3)
    static let velocityCap = Tunable(
        name: "card.velocity_cap", summary: "largest relative release velocity", range: 1...100, defaultValue: 30)
    static let peek = Tunable(name: "card.peek", summary: "closed card showing, points", range: 40...200, defaultValue: 80)
    static let open = Tunable(name: "card.open", summary: "window covered when open", range: 0.3...0.95, defaultValue: 2.0 / 3)
    static let tunables = [damping, response, velocityCap, peek, open]
    static let keyGuide = [(keys: "Space", meaning: "open or close")]
    static let roundTrip: [Key] = [.space, .space]

    /// The card's spring: by default the card-drawer sample's (damping ratio 0.8, response 0.3).
    static func spring(_ settings: MotionSettings) -> Spring {
        Spring(validDampingRatio: settings[damping], response: settings[response])
    }

    /// How a drag of the card lets go: onto its spring, the velocity capped at `card.velocity_cap`.
    static func release(_ settings: MotionSettings) -> GestureRelease {
        GestureRelease(spring: spring(settings), velocityCap: settings[velocityCap])
    }

    static func swiftCode(_ settings: MotionSettings) -> String {
        let n = SwiftCode.number
        let cap = n(settings[velocityCap])
        return """
            // card: peek \(n(settings[peek])) pt, open \(n(settings[open] * 100))% of the window
            // drawer curve spring --damping-ratio \(n(settings[damping])) --response \(n(settings[response])) --settling
            let relativeVelocity: CGFloat = 0  // |velocity| / distance left, at most \(cap)
            let timing = \(SwiftCode.physical(spring(settings), velocity: "min(relativeVelocity, \(cap))"))
            let preferredDuration = UIViewPropertyAnimator(duration: 0, timingParameters: timing).duration
            """
    }

    static func plot(_ settings: MotionSettings) -> MotionPlot { .spring(spring(settings)) }

    let controller: CardController
    private let environment: DemoEnvironment

    /// How far the card has opened, as shown: 0 closed, 1 open, beyond either while it
    /// rubber-bands or the spring overshoots.
    private(set) var progress = 0.0 { didSet { controller.cardView.progress = progress } }
    /// The end the card rests at, or left from while it moves (the sample's `isOpen`): it flips
    /// when the animator finishes at its far end.
    private(set) var restsOpen = false
    /// The card's one animator, from the `restsOpen` end to the other; nil at rest.
    private(set) var animator: PropertyAnimator?
    /// Where the animator puts the card (openness), and the rubber band beyond the ends.
    private var runOpenness = 0.0 { didSet { progress = runOpenness + band } }
    private var band = 0.0 { didSet { progress = runOpenness + band } }
    private var bandAnimator: PropertyAnimator?
    /// The band's distance when it was let go, in points: what its animator's progress spans.
    private var bandSpan = 0.0
    /// With reduced motion, the fade that replaces the run, and the end it fades to.
    private var crossFadeAnimator: PropertyAnimator?
    private var crossFadeTarget = false
    /// The animator's fractionComplete when the drag began, plus the caught rubber band (the
    /// sample's `animationProgress`).
    private var animationProgress = 0.0
    /// The rules the current drag follows, read when it began.
    private var dragRules = GestureRules.refined

    init(environment: DemoEnvironment) {
        self.environment = environment
        controller = CardController(image: environment.image, settings: environment.settings)
        let card = controller.cardView
        let pan = PanGestureRecognizer { [unowned self] in self.pan($0) }
        // A press on a moving card catches it at once; a resting card waits for a drag (or a tap).
        // The sample's pan, like any UIPanGestureRecognizer, begins only once the pointer moves.
        pan.beginsOnPress = { [unowned self] in
            environment.rules == .refined && (animator?.isRunning == true || bandAnimator != nil)
        }
        // (A cross-fade is not caught: a drag that starts during one finishes it first.)
        card.addGestureRecognizer(pan)
        card.header.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in toggle() })
        card.dimming.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in if isOpen { toggle() } })
    }

    var rootViewController: ViewController { controller }
    var stack: [String] { [controller.title] }
    var transition: TransitionContext? { nil }

    /// The animator moving the card, if any: the sample's one, or a reduced-motion fade.
    var currentAnimator: PropertyAnimator? { crossFadeAnimator ?? animator }

    /// Where the card is going, or resting: open or not.
    var isOpen: Bool {
        if crossFadeAnimator != nil { return crossFadeTarget }
        guard let animator else { return restsOpen }
        return animator.isReversed ? restsOpen : !restsOpen
    }

    func handleKey(_ key: Key) -> Bool {
        guard key == .space else { return false }
        toggle()
        return true
    }

    func keyToKeepMoving(base: Int) -> Key { .space }

    var restingHUDLines: [String] {
        [String(cFormat: "card %.0f%%, ", progress * 100) + (isOpen ? "open" : "closed"), DrawerApplication.describe(currentAnimator)]
    }

    func describe(into state: inout DemoState) {
        state.card = DemoState.Card(progress: progress, open: isOpen, animator: currentAnimator.map(DemoState.Animator.init))
    }

    func settleImmediately() {
        endBand()
        band = 0
        finishNow(crossFadeAnimator)
        finishNow(animator)
    }

    func endMotionAtRest() {
        if let bandAnimator, RestThreshold.isAtRest(bandAnimator, span: bandSpan) {
            endBand()
            band = 0
        }
        if let animator, RestThreshold.isAtRest(animator, span: controller.cardView.travel) {
            finishNow(animator)
        }
    }

    /// Finishes an active animator where it is heading; its completion does the bookkeeping.
    private func finishNow(_ running: PropertyAnimator?) {
        guard let running, running.state == .active else { return }
        running.stopAnimation(false)
        running.finishAnimation(at: running.isReversed ? .start : .end)
    }

    /// Space and taps: from rest, runs the card to the other end; while it runs, turns it round.
    func toggle() {
        if crossFadeAnimator != nil { return }  // a quarter-second fade is not turned round
        if let running = animator, running.state == .active {
            guard running.isRunning else { return }  // a drag is holding it
            running.isReversed.toggle()
            return
        }
        if environment.reduceMotion {
            crossFade(towardOpen: !restsOpen)
        } else {
            startAnimation().startAnimation()
        }
    }

    // MARK: The sample's pan handler

    private func pan(_ pan: PanGestureRecognizer) {
        if pan.state == .began { dragRules = environment.rules }
        switch dragRules {
        case .refined: refinedPan(pan)
        case .sample: samplePan(pan)
        }
    }

    /// The sample's `panned(recognizer:)`, line by line: no rubber band (`fractionComplete` stops
    /// at 0 and 1), the end chosen by the sign of the vertical velocity alone, a release that
    /// holds still continuing the animator as it points, and `.cancelled` taking the same path
    /// with its real velocity.
    private func samplePan(_ pan: PanGestureRecognizer) {
        let travel = controller.cardView.travel  // the sample's `closedTransform.ty`
        switch pan.state {
        case .began:
            finishNow(crossFadeAnimator)
            let animator = startAnimation()
            animator.pauseAnimation()
            animationProgress = animator.fractionComplete
        case .changed:
            guard let animator, !animator.isRunning else { return }
            var fraction = -pan.translation(in: nil).y / travel
            if restsOpen { fraction *= -1 }  // the sample's `isOpen`: the end it left from
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fraction + animationProgress
        case .ended, .cancelled:
            guard let animator, animator.state == .active, !animator.isRunning else { return }
            // The pointer's velocity in animation time (the same at normal speed).
            let yVelocity = environment.driver.animationVelocity(fromClockVelocity: pan.velocity(in: nil).y)
            let shouldClose = yVelocity > 0
            if environment.reduceMotion {
                crossFade(towardOpen: yVelocity == 0 ? isOpen : !shouldClose)
                return
            }
            if yVelocity == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                return
            }
            // `if isOpen { … } else { … }`: reversed exactly when the run heads the other way.
            let headsToClose = restsOpen != animator.isReversed
            if shouldClose != headsToClose { animator.isReversed.toggle() }
            let fractionRemaining = 1 - animator.fractionComplete
            let distanceRemaining = fractionRemaining * travel
            if distanceRemaining == 0 {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                return
            }
            let relativeVelocity = min(abs(yVelocity) / distanceRemaining, environment.settings[Self.velocityCap])
            let timingParameters = TimingParameters.spring(Self.spring(environment.settings), initialVelocity: relativeVelocity)
            // `UIViewPropertyAnimator(duration: 0, timingParameters:).duration`
            let preferredDuration = timingParameters.naturalDuration ?? animator.duration
            animator.continueAnimation(withTimingParameters: timingParameters, durationFactor: preferredDuration / animator.duration)
        default:
            break
        }
    }

    /// Drawer's pan: the sample's scrubbing, with a rubber band past the ends, a press that
    /// catches the card in flight, the end chosen by projection, and a spring that never swings
    /// past an edge it was not asked to.
    private func refinedPan(_ pan: PanGestureRecognizer) {
        let travel = controller.cardView.travel
        switch pan.state {
        case .began:
            finishNow(crossFadeAnimator)
            let caughtBand = endBand()
            let animator = startAnimation()
            animator.pauseAnimation()
            // A spring overshooting an end joins the rubber band, so both are caught where they show.
            let overshoot = runOpenness - min(max(runOpenness, 0), 1)
            if overshoot != 0 { animator.fractionComplete = animator.fractionComplete }
            band = caughtBand + overshoot
            animationProgress =
                animator.fractionComplete
                + opennessSign(animator) * RubberBand.overshoot(forOffset: band * travel, dimension: travel) / travel
            fallthrough  // the movement that began the drag moves the card too
        case .changed:
            guard let animator, !animator.isRunning else { return }
            var fraction = -pan.translation(in: nil).y / travel
            if restsOpen { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            let wanted = fraction + animationProgress
            animator.fractionComplete = wanted  // held to 0…1: the rest is rubber band
            let excess = opennessSign(animator) * (wanted - min(max(wanted, 0), 1))
            band = RubberBand.offset(excess * travel, dimension: travel) / travel
        case .ended, .cancelled:
            let velocity = pan.state == .ended ? -pan.velocity(in: nil).y / travel : 0  // openness per second
            // Toward open when the release projects past half-way.
            release(
                towardOpen: Self.release(environment.settings).finishes(from: progress, velocity: velocity, span: travel),
                velocity: velocity)
        default:
            break
        }
    }

    /// Lets go: reverses the animator if it heads the other way, then continues it with the
    /// sample's spring; the rubber band springs back beside it.
    private func release(towardOpen: Bool, velocity pointerVelocity: Double) {
        guard let animator, animator.state == .active, !animator.isRunning else { return }
        // The pointer's velocity in animation time, which slow motion stretches.
        let velocity = environment.driver.animationVelocity(fromClockVelocity: pointerVelocity)
        if environment.reduceMotion {
            crossFade(towardOpen: towardOpen)
            return
        }
        if isOpen != towardOpen { animator.isReversed.toggle() }
        let distanceRemaining = (1 - animator.fractionComplete) * controller.cardView.travel
        releaseBand(velocity: distanceRemaining == 0 ? velocity : 0)
        if velocity == 0 || distanceRemaining == 0 {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            return
        }
        // The sample's continueAnimation with its spring and durationFactor. The velocity counts
        // toward the chosen end (the sample takes the magnitude; here a release that projects
        // past the middle against its own motion keeps its direction).
        animator.continueAnimation(
            releasedAt: towardOpen ? pointerVelocity : -pointerVelocity, using: Self.release(environment.settings))
    }

    /// The sample's `startAnimation()`: the animator toward the other end, started, unless one is
    /// already active (a drag catches that one).
    private func startAnimation() -> PropertyAnimator {
        if let running = animator, running.state == .active { return running }
        let startsOpen = restsOpen
        let running = PropertyAnimator(
            duration: 0, timingParameters: .spring(Self.spring(environment.settings), initialVelocity: 0), driver: environment.driver)
        running.addAnimations { [unowned self] p in runOpenness = startsOpen ? 1 - p : p }
        running.addCompletion { [weak self, weak running] position in
            guard let self else { return }
            if position == .end { restsOpen.toggle() }
            if animator === running { animator = nil }
        }
        animator = running
        running.startAnimation()
        return running
    }

    /// +1 if the animator's fractionComplete opens the card as it grows, −1 if it closes it.
    private func opennessSign(_ animator: PropertyAnimator) -> Double {
        (restsOpen ? -1 : 1) * (animator.isReversed ? -1 : 1)
    }

    // MARK: The rubber band

    /// Springs the rubber band back to 0, carrying `velocity` (openness per second).
    private func releaseBand(velocity: Double) {
        guard band != 0 else { return }
        // Toward 0 positive: a band above the end shrinks with a falling velocity.
        let relativeVelocity = Self.release(environment.settings).relativeVelocity(band > 0 ? -velocity : velocity, distance: band)
        let running = PropertyAnimator(
            duration: 0, timingParameters: .spring(Self.spring(environment.settings), initialVelocity: relativeVelocity),
            driver: environment.driver)
        running.addAnimation(from: band, to: 0) { [unowned self] in band = $0 }
        bandSpan = abs(band) * controller.cardView.travel
        running.addCompletion { [weak self, weak running] _ in
            if let self, self.bandAnimator === running { self.bandAnimator = nil }
        }
        bandAnimator = running
        running.startAnimation()
    }

    /// Stops the rubber band where it is; returns it.
    @discardableResult
    private func endBand() -> Double {
        if let running = bandAnimator {
            bandAnimator = nil
            running.stopAnimation(true)
        }
        return band
    }

    // MARK: Reduced motion

    /// Fades the card out where it is and in at the chosen end: no movement at all.
    private func crossFade(towardOpen: Bool) {
        endBand()
        band = 0
        if let running = animator {
            animator = nil
            running.stopAnimation(true)
        }
        let card = controller.cardView
        let from = runOpenness
        let to = towardOpen ? 1.0 : 0.0
        let running = PropertyAnimator(duration: CrossFadeAnimator.duration, curve: .easeInOut, driver: environment.driver)
        running.addAnimations { [unowned self] p in
            card.alpha = abs(1 - 2 * p)
            runOpenness = p < 0.5 ? from : to
        }
        running.addCompletion { [weak self] _ in
            card.alpha = 1
            guard let self else { return }
            restsOpen = towardOpen
            crossFadeAnimator = nil
        }
        crossFadeTarget = towardOpen
        crossFadeAnimator = running
        running.startAnimation()
    }
}

/// The card mode's screen: the root screen, a dimming layer, and the card on top.
final class CardController: ViewController {
    let cardView: CardContainerView

    init(image: Image, settings: MotionSettings) {
        cardView = CardContainerView(image: image, settings: settings)
        super.init(title: "screen1")
    }

    override func loadView() -> View { cardView }
}

/// Lays out the screen, the dimming and the card for the card's progress.
final class CardContainerView: View {
    /// The card's heights come from here (`card.peek`, `card.open`), read at every layout.
    private let settings: MotionSettings
    /// How much of the closed card shows, in points.
    var peek: Double { settings[CardDrawerMode.peek] }
    let screen: ScreenView
    let dimming = View(name: "dimming")
    let card = View(name: "card")
    let header = View(name: "card.header")
    private let handle = View(name: "card.handle")
    private let titleLabel = View(name: "card.title")
    private let subtitle = View(name: "card.subtitle")

    /// 0 closed, 1 open (see CardDrawerMode).
    var progress = 0.0 { didSet { placeCard() } }

    init(image: Image, settings: MotionSettings) {
        self.settings = settings
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
    var closedTop: Double { bounds.height - peek }
    var openTop: Double { (bounds.height * (1 - settings[CardDrawerMode.open])).rounded() }
    /// The distance between the two, in points.
    var travel: Double { max(closedTop - openTop, 1) }

    override func layoutSubviews() {
        screen.frame = bounds
        dimming.frame = bounds
        // Taller than the window needs, so an overshooting spring never shows a gap below it.
        let height = bounds.height - openTop + 240
        card.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: peek)
        handle.frame = Rect(x: (bounds.width - 40) / 2, y: 10, width: 40, height: 6)
        titleLabel.frame = Rect(x: 0, y: 26, width: bounds.width, height: 30)
        subtitle.frame = Rect(x: 0, y: peek + 8, width: bounds.width, height: 24)
        placeCard()
    }

    private func placeCard() {
        let top = closedTop - progress * travel
        card.center = Point(x: bounds.midX, y: top + card.bounds.height / 2)
        dimming.alpha = 0.5 * min(max(progress, 0), 1)
    }
}
