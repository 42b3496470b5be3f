import Motion
import SDLHost
import ViewKit

/// `card`: a card rests at the bottom with its top 80 points (handle and title) showing and opens
/// to cover two-thirds of the window, the Douban card-drawer sample's way (docs/manual/samples.md). The card is ViewKit's sheet, presented when the mode appears: two detents
/// (`closed`, the peek, and `open`), undimmed at the peek, modal in presentation. Its motion is
/// the sheet's, which is the sample's: one `PropertyAnimator` at a time, which a press catches,
/// a drag scrubs (rubber band past either end) and the release continues, reversed if it must go
/// back, with the sample's spring (damping ratio 0.8, response 0.3) at the pointer's velocity
/// relative to the distance left, capped at 30. Space, or a tap on the header or the dimmed
/// screen, runs it to the other end, or turns it round while it runs, without a jump in speed.
///
/// Under `--rules sample` the drag runs the sample's handler as written (`samplePan`), on an
/// animator of its own that places the sheet.
///
/// Its spring (`spring(_:)`) is by default the card-drawer sample's: damping ratio 0.8, response 0.3.
final class CardDrawerMode: DemoMode, SpringTunedMode {
    nonisolated static let name = ModeName(declaring: "card")

    static let damping = Tunable(name: "card.damping", summary: "spring damping ratio", range: 0.1...1.5, defaultValue: 0.8)
    static let response = Tunable(name: "card.response", summary: "spring response, s", range: 0.05...1.5, defaultValue: 0.3)
    static let velocityCap = Tunable(
        name: "card.velocity_cap", summary: "largest relative release velocity", range: 1...100, defaultValue: 30)
    static let peek = Tunable(name: "card.peek", summary: "closed card showing, points", range: 40...200, defaultValue: 80)
    static let open = Tunable(name: "card.open", summary: "window covered when open", range: 0.3...0.95, defaultValue: 2.0 / 3)
    static let motion = ModeMotion(tunables: [damping, response, velocityCap, peek, open], code: swiftCode, plot: plot)
    static let keyBindings = [KeyBinding<CardDrawerMode>([.space], "open or close") { $0.toggle() }]

    /// The card's spring for a gesture under `rules` (the sample's own 0.8 and 0.3 under its).
    func spring(under rules: GestureRules) -> Spring {
        Spring(validDampingRatio: environment.value(Self.damping, under: rules), response: environment.value(Self.response, under: rules))
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

    let controller: CardController
    /// The card: the sheet's presented controller.
    let cardSheet: CardSheetController
    let environment: DemoEnvironment
    static let closedDetent = SheetPresentationController.Detent.Identifier("closed")
    static let openDetent = SheetPresentationController.Detent.Identifier("open")

    /// The sample's `isOpen` under its own rules: the end its animator rests at, or left from.
    var restsOpen = false
    /// The sample handler's one animator; nil at rest and under Drawer's rules.
    var sampleAnimator: PropertyAnimator?
    /// With reduced motion, the fade that replaces the run, and the end it fades to.
    var crossFadeAnimator: PropertyAnimator?
    var crossFadeTarget = false
    /// The animator's fractionComplete when the sample's drag began (its `animationProgress`).
    var animationProgress = 0.0
    /// The rules the current drag follows, read when it began.
    var dragRules = GestureRules.refined

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
        sheet.panGestureRecognizer.isEnabled = false
        let pan = PanGestureRecognizer { [unowned self] in self.pan($0) }
        // A press on a moving card catches it at once; under Drawer's rules a resting card waits
        // for a drag (or a tap). The sample's pan begins on touch-down, as the code it comes from
        // has it (an "instant" pan), so there a press catches and a tap is a pan of no velocity.
        pan.beginsOnPress = { [unowned self] in environment.rules == .sample || self.sheet.detentAnimator?.isRunning == true }
        cardSheet.view.addGestureRecognizer(pan)
        cardSheet.header.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in toggle() })
        let dimmedTap = TapGestureRecognizer { [unowned self] _ in if isOpen { toggle() } }
        dimmedTap.shouldRecognizeSimultaneously = { _ in true }  // beside the sheet's own, which a modal card ignores
        sheet.dimmingView.addGestureRecognizer(dimmedTap)
        sheet.delegate = self
    }

    var sheet: SheetPresentationController { cardSheet.sheetPresentationController! }
    var rootViewController: ViewController { controller }

    /// The card's heights above the window's bottom edge, closed and open, and the distance between.
    var closedHeight: Double { sheet.height(of: Self.closedDetent) ?? environment.settings[Self.peek] }
    var openHeight: Double { sheet.height(of: Self.openDetent) ?? closedHeight + 1 }
    var travel: Double { max(openHeight - closedHeight, 1) }

    /// How far the card has opened, as shown: 0 closed, 1 open, beyond either while it
    /// rubber-bands or the spring overshoots.
    var progress: Double { (sheet.height - closedHeight) / travel }

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

    var restingHUDLines: [String] {
        [String(cFormat: "card %.0f%%, ", progress * 100) + (isOpen ? "open" : "closed"), DrawerApplication.describe(currentAnimator)]
    }

    func describe(into state: inout DemoState) {
        state.card = DemoState.Card(progress: progress, open: isOpen, animator: currentAnimator.map(DemoState.Animator.init))
    }

    func endMotion(_ ending: MotionEnding) {
        guard ending == .atRest else {
            crossFadeAnimator?.finishWhereHeading()
            sampleAnimator?.finishWhereHeading()
            sheet.stopMoving()
            sheet.selectedDetentIdentifier = sheet.selectedDetentIdentifier  // at once, where it was going
            return
        }
        sampleAnimator?.finishIfAtRest(span: travel)
        if sheet.detentAnimator?.isRunning == true, sheet.isAtRest() { sheet.detentAnimator?.finishWhereHeading() }
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
}

extension DemoState {
    package nonisolated struct Card: Codable, Equatable {
        package let progress: Double
        package let open: Bool
        /// The card's animator, null when it has none.
        @ExplicitNull package var animator: Animator?

        nonisolated enum CodingKeys: String, CodingKey { case progress, open, animator }
    }

    /// A PropertyAnimator's UIKit state: UIViewAnimatingState, isRunning, isReversed, fractionComplete.
    package nonisolated struct Animator: Codable, Equatable {
        package let state: String
        package let running: Bool
        package let reversed: Bool
        package let fractionComplete: Double

        nonisolated enum CodingKeys: String, CodingKey {
            case state, running, reversed
            case fractionComplete = "fraction_complete"
        }

        @MainActor init(_ animator: PropertyAnimator) {
            state = "\(animator.state)"
            running = animator.isRunning
            reversed = animator.isReversed
            fractionComplete = animator.fractionComplete
        }
    }
}

extension CardDrawerMode: AdaptivePresentationControllerDelegate {
    /// The card never goes (it is modal in presentation): Escape, a person's request to dismiss
    /// it, closes it instead when it is open.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        if isOpen { toggle() }
    }
}
