import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// ScrubbedCard.swift run as written, in a 400 × 300 view: the card rests closed at
/// (0, 220, 400, 200), square, the backdrop clear, and open at (0, 100, 400, 200), its corners
/// rounded 20, the backdrop at 0.5. A tap opens or closes it on ease-in-out over 0.5 s; a drag
/// scrubs the animator under the finger (120 points of travel); the release heads for the end
/// the flick or, barely moving, the nearer end says, on a spring over what is left of the run,
/// and a new drag catches it on the way.
@MainActor @Suite struct ScrubbedCardTests {
    private static let closed = Rect(x: 0, y: 220, width: 400, height: 200)
    private static let open = Rect(x: 0, y: 100, width: 400, height: 200)
    private static let travel = 120.0

    private func stage() -> (PortStage, ScrubbedCardViewController) {
        let card = ScrubbedCardViewController()
        let stage = PortStage(root: card)
        stage.frames(1)
        return (stage, card)
    }

    /// A press at (200, `y`), then `frames` moves of `step` points down (negative: up), one a frame.
    private func drag(_ stage: PortStage, from y: Double, step: Double, frames: Int) {
        stage.pointer(.down, 200, y)
        for index in 1...frames {
            stage.frames(1)
            stage.pointer(.move, 200, y + step * Double(index))
        }
    }

    /// A press at (200, `y`) that moves `first` points down at once (past the pan's 10 points of
    /// hysteresis, so the pan begins where and when the press is), then `frames` moves of `step`.
    private func grab(_ stage: PortStage, at y: Double, first: Double, step: Double, frames: Int) {
        stage.pointer(.down, 200, y)
        stage.pointer(.move, 200, y + first)
        for index in 1...frames {
            stage.frames(1)
            stage.pointer(.move, 200, y + first + step * Double(index))
        }
    }

    private func tap(_ stage: PortStage, at y: Double) {
        stage.pointer(.down, 200, y)
        stage.pointer(.up, 200, y)
    }

    /// The card shows at `fraction` of the way from closed to open: its top, its corners, the backdrop.
    private func expectShown(
        _ card: ScrubbedCardViewController, _ stage: PortStage, atOpenFraction fraction: Double,
        _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let shown = stage.shownFrame(card.cardView)
        #expect(abs(shown.minY - (220 - Self.travel * fraction)) < 1e-6, "\(comment ?? ""): \(shown)", sourceLocation: sourceLocation)
        #expect(shown.size == Self.open.size, sourceLocation: sourceLocation)
        #expect(abs(card.cardView.presentationValues.cornerRadius - 20 * fraction) < 1e-6, sourceLocation: sourceLocation)
        #expect(abs(card.backdropView.presentationValues.alpha - 0.5 * fraction) < 1e-6, sourceLocation: sourceLocation)
    }

    /// At rest in `state`: model and screen agree, and no animator is left.
    private func expectAtRest(
        _ card: ScrubbedCardViewController, _ stage: PortStage, _ state: ScrubbedCardState,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let isOpen = state == .open
        #expect(card.state == state && card.cardAnimator == nil, sourceLocation: sourceLocation)
        #expect(card.cardView.frame == (isOpen ? Self.open : Self.closed), sourceLocation: sourceLocation)
        #expect(stage.shownFrame(card.cardView) == (isOpen ? Self.open : Self.closed), sourceLocation: sourceLocation)
        #expect(card.cardView.presentationValues.cornerRadius == (isOpen ? 20 : 0), sourceLocation: sourceLocation)
        #expect(card.cardView.layer.cornerRadius == (isOpen ? 20 : 0), sourceLocation: sourceLocation)
        #expect(card.backdropView.presentationValues.alpha == (isOpen ? 0.5 : 0), sourceLocation: sourceLocation)
        #expect(card.backdropView.alpha == (isOpen ? 0.5 : 0), sourceLocation: sourceLocation)
    }

    @Test func theCardRestsClosedOverAClearBackdrop() {
        let (stage, card) = stage()
        expectAtRest(card, stage, .closed)
        // Converted: inside #expect a CGFloat of 120 and the Double 120 compared unequal.
        #expect(Double(card.travelDistance) == Self.travel)
        #expect(card.backdropView.frame == card.view.bounds)
        #expect(stage.label("Now Playing") != nil)
    }

    @Test func aTapOpensTheCardOnEaseInOutAndAnotherClosesIt() throws {
        let (stage, card) = stage()
        tap(stage, at: 260)
        let animator = try #require(card.cardAnimator)
        var completions: [PropertyAnimator.Position] = []
        animator.addCompletion { completions.append($0) }
        #expect(card.cardView.frame == Self.open, "the model is the end at once")
        stage.frames(8)
        expectShown(card, stage, atOpenFraction: cubicBezier(0.42, 0, 0.58, 1, at: 8.0 / 30), "8 frames of 30")
        stage.frames(7)  // 0.25 s of 0.5: ease-in-out is halfway
        expectShown(card, stage, atOpenFraction: 0.5, "halfway")
        tap(stage, at: 200)  // on the moving card: a tap while it runs is ignored
        stage.frames(14)
        #expect(card.cardAnimator != nil && completions.isEmpty)
        stage.frames(1)
        expectAtRest(card, stage, .open)
        #expect(completions == [.end], "the completion ran once, at the end")

        tap(stage, at: 200)
        stage.frames(15)
        expectShown(card, stage, atOpenFraction: 0.5, "halfway back")
        stage.frames(15)
        expectAtRest(card, stage, .closed)
        stage.settle()
        #expect(completions == [.end])
    }

    @Test func aDragUpScrubsTheCardUnderTheFingerAndASlowReleaseOpensItPastHalf() throws {
        let (stage, card) = stage()
        drag(stage, from: 260, step: -9, frames: 5)  // 45 points up
        let animator = try #require(card.cardAnimator)
        #expect(animator.state == .active && !animator.isRunning, "paused under the finger")
        #expect(abs(animator.fractionComplete - 45 / Self.travel) < 1e-9)
        expectShown(card, stage, atOpenFraction: 45 / Self.travel, "under the finger")
        for index in 6...10 {
            stage.frames(1)
            stage.pointer(.move, 200, 260 - 9 * Double(index))
        }
        #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
        expectShown(card, stage, atOpenFraction: 0.75, "90 points up")
        #expect(card.state == .closed, "the state it started from")

        stage.frames(3)  // held still: no velocity
        stage.pointer(.up, 200, 170)
        #expect(!animator.isReversed && animator.isRunning)
        expectShown(card, stage, atOpenFraction: 0.75, "it leaves from where the finger let go")
        stage.frames(7)  // a spring over what is left of 0.5 s: 0.25 × 0.5 s, the eighth frame
        #expect(card.cardAnimator != nil)
        stage.frames(1)
        expectAtRest(card, stage, .open)
    }

    @Test func aSlowReleaseBeforeHalfSendsTheCardBackClosed() throws {
        let (stage, card) = stage()
        var positions: [PropertyAnimator.Position] = []
        drag(stage, from: 260, step: -6, frames: 6)  // 36 points up: 0.3
        let animator = try #require(card.cardAnimator)
        animator.addCompletion { positions.append($0) }
        expectShown(card, stage, atOpenFraction: 0.3)
        stage.frames(3)
        stage.pointer(.up, 200, 224)
        #expect(animator.isReversed, "heading back to where it started")
        expectShown(card, stage, atOpenFraction: 0.3)
        stage.frames(8)  // 0.3 × 0.5 s: the ninth frame
        #expect(card.cardAnimator != nil)
        stage.frames(1)
        expectAtRest(card, stage, .closed)
        #expect(positions == [.start], "back at the start, once")
    }

    /// Released a third of the way up, moving at `step` points a frame (negative: up) for its
    /// last four frames: faster than 50 pt/s up opens, down closes; slower, the nearer end (closed).
    @Test(arguments: [(-10.0, ScrubbedCardState.open), (-1.0, .open), (-0.75, .closed), (10.0, .closed)])
    func aFlickDecidesTheEndFromTheFingersVelocity(step: Double, lands: ScrubbedCardState) throws {
        let (stage, card) = stage()
        let turn = 220 - 4 * step  // where the last four moves start, 40 points up at the end
        stage.pointer(.down, 200, 260)
        if turn != 260 {
            for index in 1...4 {
                stage.frames(1)
                stage.pointer(.move, 200, 260 + (turn - 260) * Double(index) / 4)
            }
            stage.frames(3)  // a pause, so that only the last four moves count
        }
        for index in 1...4 {
            stage.frames(1)
            stage.pointer(.move, 200, turn + step * Double(index))
        }
        let animator = try #require(card.cardAnimator)
        #expect(abs(animator.fractionComplete - 1.0 / 3) < 1e-9)
        stage.pointer(.up, 200, 220)
        #expect(animator.isReversed == (lands == .closed), "at \(step * 60) pt/s")
        stage.settle()
        expectAtRest(card, stage, lands)
    }

    @Test func anOpenCardScrubsDownUnderTheFingerAndAFlickDownClosesIt() throws {
        let (stage, card) = stage()
        tap(stage, at: 260)
        stage.settle()
        expectAtRest(card, stage, .open)
        drag(stage, from: 150, step: 8, frames: 6)  // 48 points down: 0.4 of the way closed
        let animator = try #require(card.cardAnimator)
        #expect(abs(animator.fractionComplete - 0.4) < 1e-9)
        expectShown(card, stage, atOpenFraction: 0.6, "under the finger")
        stage.pointer(.up, 200, 198)  // moving down at 480 pt/s
        #expect(!animator.isReversed, "on to closed")
        stage.settle()
        expectAtRest(card, stage, .closed)
    }

    @Test func aDragCatchesTheOpeningCardWhereItIsAndTakesItBack() throws {
        let (stage, card) = stage()
        tap(stage, at: 260)
        stage.frames(15)  // halfway open
        expectShown(card, stage, atOpenFraction: 0.5)
        grab(stage, at: 200, first: 12, step: 4, frames: 3)  // 24 points down
        let animator = try #require(card.cardAnimator)
        #expect(!animator.isRunning && abs(animator.fractionComplete - 0.3) < 1e-9)
        expectShown(card, stage, atOpenFraction: 0.3, "caught at half, 24 points down")
        stage.frames(3)
        stage.pointer(.up, 200, 224)
        #expect(animator.isReversed)
        stage.settle()
        expectAtRest(card, stage, .closed)
    }

    @Test func aDragCatchesTheCardOnItsWayBackAndAFlickUpOpensIt() throws {
        let (stage, card) = stage()
        drag(stage, from: 260, step: -6, frames: 6)  // 0.3
        stage.frames(3)
        stage.pointer(.up, 200, 224)  // heading back, reversed
        stage.frames(2)
        let animator = try #require(card.cardAnimator)
        #expect(animator.isReversed)
        let caught = animator.progress
        #expect(caught > 0 && caught < 0.3)
        grab(stage, at: 270, first: -12, step: -6, frames: 3)  // 30 points up
        #expect(animator.isReversed && !animator.isRunning)
        #expect(abs(animator.fractionComplete - (1 - caught - 0.25)) < 1e-9, "reversed, it counts back")
        expectShown(card, stage, atOpenFraction: caught + 0.25, "30 points up from where it was caught")
        stage.pointer(.up, 200, 240)  // moving up at 360 pt/s
        #expect(!animator.isReversed, "on to open")
        stage.settle()
        expectAtRest(card, stage, .open)
    }

    /// The release hands the finger's speed to the spring (`initialVelocity`'s dy, |v| / what is
    /// left): the card leaves at 600 pt/s, so its first frame covers at least the 10 points the
    /// finger covered in its last (a spring that settles in 0.25 s at damping 0.8 pulls it on,
    /// toward the end, faster than its damping holds it back). Held still, it covers less.
    @Test func aFlickCarriesTheFingersSpeedIntoTheSpring() throws {
        func firstFrame(movingAt step: Double) throws -> Double {
            let (stage, card) = stage()
            drag(stage, from: 260, step: -step, frames: Int(60 / step))  // 60 points up: half
            if step < 10 { stage.frames(3) }
            #expect(abs(try #require(card.cardAnimator).fractionComplete - 0.5) < 1e-9)
            stage.pointer(.up, 200, 200)
            let start = stage.shownFrame(card.cardView).minY
            stage.frames(1)
            let moved = start - stage.shownFrame(card.cardView).minY
            stage.settle()
            expectAtRest(card, stage, .open)
            return moved
        }
        let still = try firstFrame(movingAt: 6)
        let flicked = try firstFrame(movingAt: 10)
        #expect(still > 0 && still < 10)
        #expect(flicked >= 10, "first frame: \(flicked) points, held still: \(still)")
    }
}
