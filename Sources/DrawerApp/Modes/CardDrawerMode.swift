import Motion
import SDLHost
import ViewKit

/// `card`: a card rests at the bottom with its top 80 points (handle and title) showing and opens
/// to cover two-thirds of the window, the Douban card-drawer sample's way (README, "The samples,
/// line by line"). The card is ViewKit's sheet, presented when the mode appears: two detents
/// (`closed`, the peek, and `open`), undimmed at the peek, modal in presentation. Its motion is
/// the sheet's, which is the sample's: one `PropertyAnimator` at a time, which a press catches,
/// a drag scrubs (rubber band past either end) and the release continues, reversed if it must go
/// back, with the sample's spring (damping ratio 0.8, response 0.3) at the pointer's velocity
/// relative to the distance left, capped at 30. Space, or a tap on the header or the dimmed
/// screen, runs it to the other end, or turns it round while it runs, without a jump in speed.
///
/// Under `--rules sample` the drag runs the sample's handler as written (`samplePan`), on an
/// animator of its own that places the sheet.
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
    static let keyBindings = [KeyBinding<CardDrawerMode>([.space], "open or close") { $0.toggle() }]
    static let roundTrip: [Key] = [.space, .space]

    /// The card's spring: by default the card-drawer sample's (damping ratio 0.8, response 0.3).
    static func spring(_ settings: MotionSettings) -> Spring {
        Spring(validDampingRatio: settings[damping], response: settings[response])
    }

    /// How a drag of the card lets go: onto its spring, the velocity capped at `card.velocity_cap`.
    static func release(_ settings: MotionSettings) -> GestureRelease {
        GestureRelease(spring: spring(settings), velocityCap: settings[velocityCap])
    }

    static func swiftCode(_ settings: MotionSettings) -> SwiftCode {
        let n = SwiftCode.number
        let cap = n(settings[velocityCap])
        return SwiftCode(
            before: """
                // card: peek \(n(settings[peek])) pt, open \(n(settings[open] * 100))% of the window
                // drawer curve spring --damping-ratio \(n(settings[damping])) --response \(n(settings[response])) --settling
                let relativeVelocity: CGFloat = 0  // |velocity| / distance left, at most \(cap)
                """,
            call: "let timing = \(SwiftCode.physical(spring(settings), velocity: "min(relativeVelocity, \(cap))"))",
            after: "let preferredDuration = UIViewPropertyAnimator(duration: 0, timingParameters: timing).duration")
    }

    static func plot(_ settings: MotionSettings) -> MotionPlot { .spring(spring(settings)) }

    let controller: CardController
    /// The card: the sheet's presented controller.
    let cardSheet: CardSheetController
    private let environment: DemoEnvironment
    static let closedDetent = SheetPresentationController.Detent.Identifier("closed")
    static let openDetent = SheetPresentationController.Detent.Identifier("open")

    /// The sample's `isOpen` under its own rules: the end its animator rests at, or left from.
    private(set) var restsOpen = false
    /// The sample handler's one animator; nil at rest and under Drawer's rules.
    private var sampleAnimator: PropertyAnimator?
    /// Where the sample's animator puts the card (openness).
    private var runOpenness = 0.0 { didSet { place(openness: runOpenness) } }
    /// With reduced motion, the fade that replaces the run, and the end it fades to.
    private var crossFadeAnimator: PropertyAnimator?
    private var crossFadeTarget = false
    /// The animator's fractionComplete when the sample's drag began (its `animationProgress`).
    private var animationProgress = 0.0
    /// The rules the current drag follows, read when it began.
    private var dragRules = GestureRules.refined

    init(environment: DemoEnvironment) {
        self.environment = environment
        cardSheet = CardSheetController(settings: environment.settings)
        controller = CardController(image: environment.image, card: cardSheet)
        let settings = environment.settings
        cardSheet.modalPresentationStyle = .pageSheet
        cardSheet.isModalInPresentation = true
        let sheet = cardSheet.sheetPresentationController!
        sheet.detents = [
            .custom(identifier: Self.closedDetent) { _ in settings[Self.peek] },
            .custom(identifier: Self.openDetent) { [unowned controller] context in
                let height = controller.view.bounds.height
                return min(height - (height * (1 - settings[Self.open])).rounded(), context.maximumDetentValue)
            },
        ]
        sheet.selectedDetentIdentifier = Self.closedDetent
        sheet.largestUndimmedDetentIdentifier = Self.closedDetent
        sheet.maximumDimmingAlpha = 0.5
        sheet.preferredCornerRadius = 18
        sheet.gestureRelease = Self.release(settings)
        // One pan drives the card: the sheet's under Drawer's rules, the sample's under its own.
        sheet.pan.isEnabled = false
        let pan = PanGestureRecognizer { [unowned self] in self.pan($0) }
        // A press on a moving card catches it at once; a resting card waits for a drag (or a tap).
        // The sample's pan, like any UIPanGestureRecognizer, begins only once the pointer moves.
        pan.beginsOnPress = { [unowned self] in environment.rules == .refined && self.sheet.detentAnimator?.isRunning == true }
        cardSheet.view.addGestureRecognizer(pan)
        cardSheet.header.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in toggle() })
        let dimmedTap = TapGestureRecognizer { [unowned self] _ in if isOpen { toggle() } }
        dimmedTap.shouldRecognizeSimultaneously = { _ in true }  // beside the sheet's own, which a modal card ignores
        sheet.dimmingView.addGestureRecognizer(dimmedTap)
    }

    var sheet: SheetPresentationController { cardSheet.sheetPresentationController! }
    var rootViewController: ViewController { controller }
    var stack: [String] { [controller.title] }
    var transition: TransitionContext? { nil }

    /// The card's heights above the window's bottom edge, closed and open, and the distance between.
    private var closedHeight: Double { sheet.height(of: Self.closedDetent) ?? environment.settings[Self.peek] }
    private var openHeight: Double { sheet.height(of: Self.openDetent) ?? closedHeight + 1 }
    var travel: Double { max(openHeight - closedHeight, 1) }

    /// How far the card has opened, as shown: 0 closed, 1 open, beyond either while it
    /// rubber-bands or the spring overshoots.
    var progress: Double { (sheet.height - closedHeight) / travel }

    private func place(openness: Double) { sheet.setHeight(closedHeight + openness * travel) }

    /// The animator moving the card, if any: a reduced-motion fade, the sample's, or the sheet's.
    var currentAnimator: PropertyAnimator? { crossFadeAnimator ?? animator }
    /// The card's one animator: the sample handler's under its rules, else the sheet's.
    var animator: PropertyAnimator? { sampleAnimator ?? sheet.detentAnimator }

    /// Where the card is going, or resting: open or not.
    var isOpen: Bool {
        if crossFadeAnimator != nil { return crossFadeTarget }
        if let sampleAnimator { return sampleAnimator.isReversed ? restsOpen : !restsOpen }
        return sheet.selectedDetentIdentifier == Self.openDetent
    }

    func keyToKeepMoving(base: Int) -> Key { .space }

    var restingHUDLines: [String] {
        [String(cFormat: "card %.0f%%, ", progress * 100) + (isOpen ? "open" : "closed"), DrawerApplication.describe(currentAnimator)]
    }

    func describe(into state: inout DemoState) {
        state.card = DemoState.Card(progress: progress, open: isOpen, animator: currentAnimator.map(DemoState.Animator.init))
    }

    func settleImmediately() {
        finishNow(crossFadeAnimator)
        finishNow(sampleAnimator)
        sheet.settle()
    }

    func endMotionAtRest() {
        if let sampleAnimator, RestThreshold.isAtRest(sampleAnimator, span: travel) { finishNow(sampleAnimator) }
        if let running = sheet.detentAnimator, RestThreshold.isAtRest(running, span: abs(sheet.runSpanLength)) {
            finishNow(running)
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
        if let running = sampleAnimator, running.state == .active {
            guard running.isRunning else { return }  // a drag is holding it
            running.isReversed.toggle()
            return
        }
        guard !sheet.isDragging else { return }
        if environment.reduceMotion {
            crossFade(towardOpen: !isOpen)
        } else if environment.rules == .sample {
            startAnimation()  // the sample's, for its drag to catch
        } else {
            sheet.gestureRelease = Self.release(environment.settings)
            let target = isOpen ? Self.closedDetent : Self.openDetent
            sheet.animateChanges { sheet.selectedDetentIdentifier = target }
        }
    }

    private func pan(_ pan: PanGestureRecognizer) {
        if pan.state == .began {
            dragRules = environment.rules
            finishNow(crossFadeAnimator)
        }
        switch dragRules {
        case .refined: refinedPan(pan)
        case .sample: samplePan(pan)
        }
    }

    /// Drawer's pan is the sheet's: a press catches the card where it is, the drag scrubs the one
    /// animator (rubber band past either end), the release projects to an end and continues it
    /// with the sample's spring at the pointer's velocity. Reduced motion lets go with a fade.
    private func refinedPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            finishNow(sampleAnimator)
            sheet.gestureRelease = Self.release(environment.settings)
        case .ended, .cancelled:
            if environment.reduceMotion, sheet.isDragging {
                let velocity = pan.state == .ended ? -pan.velocity(in: nil).y / travel : 0  // openness per second
                let towardOpen = Self.release(environment.settings).finishes(from: progress, velocity: velocity, span: travel)
                let held = sheet.height
                sheet.settle()
                sheet.setHeight(held)  // the fade leaves from where the drag let go
                crossFade(towardOpen: towardOpen)
                return
            }
        default:
            break
        }
        sheet.handlePan(pan)
    }

    // MARK: The sample's pan handler

    /// The sample's `panned(recognizer:)`, line by line: no rubber band (`fractionComplete` stops
    /// at 0 and 1), the end chosen by the sign of the vertical velocity alone, a release that
    /// holds still continuing the animator as it points, and `.cancelled` taking the same path
    /// with its real velocity.
    private func samplePan(_ pan: PanGestureRecognizer) {
        let travel = self.travel  // the sample's `closedTransform.ty`
        switch pan.state {
        case .began:
            let animator = startAnimation()
            animator.pauseAnimation()
            animationProgress = animator.fractionComplete
        case .changed:
            guard let animator = sampleAnimator, !animator.isRunning else { return }
            var fraction = -pan.translation(in: nil).y / travel
            if restsOpen { fraction *= -1 }  // the sample's `isOpen`: the end it left from
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fraction + animationProgress
        case .ended, .cancelled:
            guard let animator = sampleAnimator, animator.state == .active, !animator.isRunning else { return }
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

    /// The sample's `startAnimation()`: the animator toward the other end, started, unless one is
    /// already active (a drag catches that one). The sheet hands the card over at rest.
    @discardableResult
    private func startAnimation() -> PropertyAnimator {
        if let running = sampleAnimator, running.state == .active { return running }
        sheet.settle()
        restsOpen = sheet.selectedDetentIdentifier == Self.openDetent
        let startsOpen = restsOpen
        let running = PropertyAnimator(
            duration: 0, timingParameters: .spring(Self.spring(environment.settings), initialVelocity: 0), driver: environment.driver)
        running.addAnimations { [unowned self] p in runOpenness = startsOpen ? 1 - p : p }
        running.addCompletion { [weak self, weak running] position in
            guard let self, sampleAnimator === running else { return }
            if position == .end { restsOpen.toggle() }
            sampleAnimator = nil
            sheet.selectedDetentIdentifier = restsOpen ? Self.openDetent : Self.closedDetent  // where it is now
        }
        sampleAnimator = running
        running.startAnimation()
        return running
    }

    // MARK: Reduced motion

    /// Fades the card out where it is and in at the chosen end: no movement at all.
    private func crossFade(towardOpen: Bool) {
        if let running = sampleAnimator {
            sampleAnimator = nil
            running.stopAnimation(true)
        }
        sheet.stopDetentAnimator()
        let card = cardSheet.view
        let from = sheet.height
        let target = towardOpen ? Self.openDetent : Self.closedDetent
        let running = PropertyAnimator(duration: CrossFadeAnimator.duration, curve: .easeInOut, driver: environment.driver)
        running.addAnimations { [unowned self] p in
            card.alpha = abs(1 - 2 * p)
            if p < 0.5 { sheet.setHeight(from) } else { sheet.selectedDetentIdentifier = target }
        }
        running.addCompletion { [weak self] _ in
            card.alpha = 1
            guard let self else { return }
            sheet.selectedDetentIdentifier = target
            restsOpen = towardOpen
            crossFadeAnimator = nil
        }
        crossFadeTarget = towardOpen
        crossFadeAnimator = running
        running.startAnimation()
    }
}

/// The card mode's screen: the root screen, which presents the card when it appears.
final class CardController: ViewController {
    let screenView: ScreenView
    let card: CardSheetController

    init(image: Image, card: CardSheetController) {
        self.card = card
        screenView = ScreenView(color: ScreenPalette.color(atDepth: 0), image: image, name: "screen1")
        super.init(title: "screen1")
    }

    override func loadView() -> View { screenView }

    override func viewDidAppear(animated: Bool) {
        if presentedViewController == nil { present(card, animated: false) }
    }
}

/// The card itself: a header (handle and title) the height of the peek, and a line below it.
final class CardSheetController: ViewController {
    let header = View(name: "card.header")
    private let settings: MotionSettings

    init(settings: MotionSettings) {
        self.settings = settings
        super.init(title: "card")
    }

    override func loadView() -> View {
        CardView(header: header) { [settings] in settings[CardDrawerMode.peek] }
    }
}

private final class CardView: View {
    let header: View
    private let peek: () -> Double
    private let handle = View(name: "card.handle")
    private let titleLabel = View(name: "card.title")
    private let subtitle = View(name: "card.subtitle")

    init(header: View, peek: @escaping () -> Double) {
        self.header = header
        self.peek = peek
        super.init(name: "card")
        backgroundColor = Color(rgb: 0xF7F4EE)
        shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.35), radius: 24, offset: Point(x: 0, y: -2))
        handle.backgroundColor = Color(rgb: 0xB8B2A7)
        handle.cornerRadius = 3
        titleLabel.text = Text("Card drawer", size: 20, color: Color(rgb: 0x2B2D42))
        subtitle.text = Text("Drag me, or tap here", size: 14, color: Color(rgb: 0x6C6A66))
        header.addSubview(handle)
        header.addSubview(titleLabel)
        addSubview(header)
        addSubview(subtitle)
    }

    override func layoutSubviews() {
        let peek = peek()
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: peek)
        handle.frame = Rect(x: (bounds.width - 40) / 2, y: 10, width: 40, height: 6)
        titleLabel.frame = Rect(x: 0, y: 26, width: bounds.width, height: 30)
        subtitle.frame = Rect(x: 0, y: peek + 8, width: bounds.width, height: 24)
    }
}

extension DemoState {
    package struct Card: Codable, Equatable {
        package let progress: Double
        package let open: Bool
        /// The card's animator, null when it has none.
        package let animator: Animator?

        enum CodingKeys: String, CodingKey { case progress, open, animator }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(progress, forKey: .progress)
            try container.encode(open, forKey: .open)
            try container.encode(animator, forKey: .animator)
        }
    }

    /// A PropertyAnimator's UIKit state: UIViewAnimatingState, isRunning, isReversed, fractionComplete.
    package struct Animator: Codable, Equatable {
        package let state: String
        package let running: Bool
        package let reversed: Bool
        package let fractionComplete: Double

        enum CodingKeys: String, CodingKey {
            case state, running, reversed
            case fractionComplete = "fraction_complete"
        }

        init(_ animator: PropertyAnimator) {
            state = "\(animator.state)"
            running = animator.isRunning
            reversed = animator.isReversed
            fractionComplete = animator.fractionComplete
        }
    }
}
