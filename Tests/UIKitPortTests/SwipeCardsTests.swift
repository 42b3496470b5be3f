import Glibc
import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// What the port's delegate is told, in order.
final class SwipeRecorder: SwipeCardsViewControllerDelegate {
    private(set) var swipes: [(title: String, direction: SwipeDirection)] = []

    func swipeCardsViewController(
        _ controller: SwipeCardsViewController, didSwipe card: CardView, direction: SwipeDirection
    ) {
        swipes.append((card.titleLabel.text ?? "", direction))
    }

    var log: [String] { swipes.map { "\($0.title) \($0.direction)" } }
}

/// SwipeCards.swift run as written, in a 400 × 600 window (the bar hidden, so the controller's view
/// is the window's 400 × 600). The deck "Ada" (top), "Grace", "Linus" lies centred at (200, 300),
/// each card 280 × 360, so the top one shows at (60, 120, 280, 360) and those under it, at scale
/// 0.95 about the centre, at (67, 129, 266, 342). Dragged by (tx, ty), the top card's centre is
/// (200 + tx, 300 + ty) and its transform a rotation by tx / 400 × 0.4 = tx / 1000 radians; the card
/// under it is at scale 0.95 + 0.05 × min(|tx| / 150, 1). A release with |tx| > 120 or
/// |velocity.x| > 800 flies the card to x = 400 + 280 = 680 (right) or 0 − 280 = −280 (left) on a
/// 0.3 s spring with damping 1 (18 frames), turned a further π/16 its way, the card under going to
/// scale 1; the card is removed and the delegate told when that ends. Any other release springs the
/// card back to (200, 300) and the identity over 0.5 s with damping 0.6, the card under back to 0.95.
@MainActor @Suite struct SwipeCardsTests {
    private static let centre = Point(x: 200, y: 300)
    private static let flightFrames = 18  // 0.3 s at 60 Hz

    private func stage() -> (PortStage, SwipeCardsViewController, SwipeRecorder) {
        let port = SwipeCardsViewController()
        let recorder = SwipeRecorder()
        port.delegate = recorder
        let stage = PortStage(root: port, size: Size(width: 400, height: 600))
        stage.frames(1)
        return (stage, port, recorder)
    }

    /// Where `card`'s centre shows now (its superview is the controller's view, at the window's
    /// origin).
    private func shown(_ card: CardView) -> Point { card.layer.presentation()?.position ?? card.center }

    private func shownTransform(_ card: CardView) -> Transform2D { card.presentationValues.transform }

    private func rotation(_ angle: Double) -> Transform2D { Transform2D(rotationAngle: angle) }

    private func scale(_ s: Double) -> Transform2D { Transform2D(scaleX: s, y: s) }

    /// The scale the port gives the card under the top one for a drag `tx` across.
    private func underScale(_ tx: Double) -> Double { 0.95 + 0.05 * min(abs(tx) / 150, 1) }

    private func titles(_ port: SwipeCardsViewController) -> [String] { port.cards.map { $0.titleLabel.text ?? "" } }

    /// The shown centre's x after each of `count` frames.
    private func run(_ stage: PortStage, _ card: CardView, frames count: Int) -> [Double] {
        (0..<count).map { _ in
            stage.frames(1)
            return shown(card).x
        }
    }

    /// A spring with damping 1 from rest at 0 to 1, given an initial speed v (in distances a
    /// second), is at 1 − (1 + (ω − v) t) e^(−ωt). From where it shows after one frame and after
    /// two (as fractions of the way), this solves for ω and v: g(t) = (1 − f(t)) e^(ωt) is
    /// 1 + (ω − v) t, a line, so (1 − f₂) y² − 2 (1 − f₁) y + 1 = 0 with y = e^(ωh).
    private func criticallyDampedFit(_ f1: Double, _ f2: Double) -> (omega: Double, speed: Double)? {
        let h = 1.0 / 60
        let (a, b) = (1 - f2, -2 * (1 - f1))
        let discriminant = b * b - 4 * a
        guard discriminant >= 0 else { return nil }
        let y = (-b + discriminant.squareRoot()) / (2 * a)
        let omega = log(y) / h
        return (omega, omega - ((1 - f1) * y - 1) / h)
    }

    /// The deck at rest: three cards, each 280 × 360 about the centre, "Ada" on top at scale 1 and
    /// in front, the two under it at 0.95; rounded 16 with the shadow the port gives them (opacity
    /// 0.2, radius 8, offset (0, 4), its path the rounded bounds); each titled by a label filling
    /// it. The pan is on the top card only, and nothing moves by itself.
    @Test func theDeckRestsCentredWithTheTopCardInFront() throws {
        let (stage, port, recorder) = stage()
        #expect(stage.navigation.isNavigationBarHidden)
        #expect(port.view.bounds == Rect(x: 0, y: 0, width: 400, height: 600))
        // UIColor.systemGroupedBackground, iOS's light-mode (242, 242, 247).
        #expect(port.view.backgroundColor == Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1))
        #expect(titles(port) == ["Ada", "Grace", "Linus"])
        let top = try #require(port.topCard)
        #expect(port.view.subviews.last === top, "the top card is in front")
        #expect(zip(port.view.subviews.suffix(3), port.cards.reversed()).allSatisfy { $0 === $1 }, "bottom to top")
        for (index, card) in port.cards.enumerated() {
            #expect(card.center == Self.centre && card.bounds == Rect(x: 0, y: 0, width: 280, height: 360))
            #expect(card.layer.cornerRadius == 16)
            #expect(card.layer.shadowOpacity == 0.2 && card.layer.shadowRadius == 8)
            #expect(card.layer.shadowOffset == Point(x: 0, y: 4))
            #expect(card.layer.shadowPath != nil)
            #expect(card.titleLabel.frame == card.bounds && card.titleLabel.superview === card)
            #expect(port.hasPan(card) == (index == 0), "the pan on the top card only: \(index)")
            let frame = stage.shownFrame(card)
            if index == 0 {
                #expect(card.transform == .identity && frame == Rect(x: 60, y: 120, width: 280, height: 360))
            } else {
                #expect(card.transform == scale(0.95))
                #expect(frame.isNear(Rect(x: 67, y: 129, width: 266, height: 342)), "\(frame)")
            }
        }
        stage.frames(60)
        #expect(port.cards.allSatisfy { shown($0) == Self.centre } && recorder.swipes.isEmpty)
    }

    /// From the frame the pan begins, every move of the pointer moves the top card by exactly as
    /// far (its centre keeps its offset from the pointer) and its centre is (200, 300) plus the
    /// pan's translation; its transform is a rotation by tx / 1000 about its centre (its corners
    /// are the unturned ones turned about the centre), and the card under it is at scale
    /// 0.95 + 0.05 min(|tx| / 150, 1): it reaches 1 at 150 and stays there to 240, both ways.
    @Test func theTopCardFollowsTheFingerOneForOneAndTurnsTheCardUnderGrows() throws {
        let (stage, port, _) = stage()
        let top = try #require(port.topCard)
        let under = port.cards[1]
        var p = stage.drag(from: Self.centre, step: Point(x: 6, y: 2), moves: 2)
        #expect(port.panGesture.state == .began || port.panGesture.state == .changed, "past the slop")
        let grip = Point(x: top.center.x - p.x, y: top.center.y - p.y)
        var scales: [Double] = []
        let steps = Array(repeating: Point(x: 6, y: 2), count: 38) + Array(repeating: Point(x: -12, y: -1), count: 40)
        for step in steps {
            p = stage.move(from: p, step: step, moves: 1)
            let t = port.panGesture.translation(in: port.view)
            #expect(top.center == Point(x: p.x + grip.x, y: p.y + grip.y), "1:1 at \(p): \(top.center)")
            #expect(top.center == Point(x: 200 + t.x, y: 300 + t.y), "original + translation")
            #expect(shown(top) == top.center, "shows where it is set, no lag")
            #expect(top.transform.isNear(rotation(t.x / 1000)), "tx \(t.x): \(top.transform)")
            let corners = stage.shownCorners(top)
            let turned = [Point(x: -140, y: -180), Point(x: 140, y: -180), Point(x: 140, y: 180), Point(x: -140, y: 180)]
                .map { $0.applying(rotation(t.x / 1000)) }.map { Point(x: $0.x + top.center.x, y: $0.y + top.center.y) }
            #expect(zip(corners, turned).allSatisfy { $0.distance(to: $1) < 1e-6 }, "about its centre: \(corners)")
            #expect(under.transform.isNear(scale(underScale(t.x))), "tx \(t.x): \(under.transform)")
            scales.append(under.transform.a)
        }
        #expect(scales.contains { $0 > 0.95 && $0 < 1 } && scales.contains(1), "grows, then clamped: \(scales)")
        #expect(port.panGesture.translation(in: port.view).x < -150, "and past 150 the other way")
        #expect(port.cards[2].transform == scale(0.95), "the third card stays put")
        stage.pointer(.up, p.x, p.y)
    }

    /// A short slow drag, 2 points across and 1 down a frame (120 points a second, under 800) to
    /// 60 across (under 120), springs back. At the release the card shows where the finger left it
    /// (no jump), then starts back from rest: its first frame's step is toward the centre and under
    /// a tenth of the way. Damping 0.6 overshoots by e^(−0.6π / 0.8) ≈ 9.5 % of 60 ≈ 5.7 points
    /// at most; then it rests exactly at (200, 300) with the identity, the card under back at
    /// 0.95, nothing told, the deck as it was.
    @Test func aShortSlowDragSnapsBackWithoutAJumpAndRestsExactly() throws {
        let (stage, port, recorder) = stage()
        let top = try #require(port.topCard)
        let p = stage.drag(from: Self.centre, step: Point(x: 2, y: 1), moves: 30)
        let released = top.center
        #expect(released.x > 250 && released.x <= 260, "60 across at most: \(released)")
        #expect(port.cards[1].transform.a > 0.95)
        stage.pointer(.up, p.x, p.y)
        #expect(shown(top) == released, "no jump at the release: \(shown(top))")
        let xs = run(stage, top, frames: 40)
        let distance = released.x - 200
        #expect(xs[0] < released.x && released.x - xs[0] < distance / 10, "from rest: \(xs[0])")
        let overshoot = 200 - (xs.min() ?? 200)
        #expect(overshoot > 4 && overshoot < 0.095 * distance, "damping 0.6: \(overshoot)")
        stage.settle()
        stage.frames(10)
        #expect(top.center == Self.centre && shown(top) == Self.centre)
        #expect(top.transform == .identity && shownTransform(top) == .identity)
        #expect(port.cards[1].transform == scale(0.95) && shownTransform(port.cards[1]) == scale(0.95))
        #expect(titles(port) == ["Ada", "Grace", "Linus"] && port.hasPan(top) && recorder.swipes.isEmpty)
    }

    /// Dragged slowly 135 across (over 120) and held still (no velocity), the card flies right to
    /// x = 680: only rightward, never past it (damping 1), turned to tx / 1000 + π/16 without being
    /// scaled on the way (its transform stays a rotation), still in the deck's view on the 17th
    /// frame and removed on the 18th (0.3 s), when the delegate is told. "Grace" is then the top
    /// card at scale 1, holding the pan, with "Linus" at 0.95 under it; a drag moves "Grace" 1:1.
    @Test func aLongDragFliesOffItsWayAndTheNextCardTakesThePan() throws {
        let (stage, port, recorder) = stage()
        let ada = try #require(port.topCard)
        let grace = port.cards[1]
        var p = stage.drag(from: Self.centre, step: Point(x: 3, y: 0), moves: 45)
        stage.frames(12)  // held still for 0.2 s: no velocity left
        let tx = port.panGesture.translation(in: port.view).x
        #expect(tx > 120 && tx <= 135)
        #expect(grace.transform.isNear(scale(underScale(tx))))
        stage.pointer(.up, p.x, p.y)
        #expect(shown(ada).x == 200 + tx, "no jump at the release")
        var xs: [Double] = []
        for frame in 1...Self.flightFrames {
            stage.frames(1)
            xs.append(shown(ada).x)
            let turn = shownTransform(ada)
            #expect(abs(turn.a * turn.d - turn.b * turn.c - 1) < 1e-9, "frame \(frame): a rotation, \(turn)")
            #expect((ada.superview != nil) == (frame < Self.flightFrames), "frame \(frame): removed at the end")
        }
        #expect(zip([200 + tx] + xs, xs).allSatisfy { $1 > $0 || $1 == 680 }, "rightward: \(xs)")
        #expect(xs.allSatisfy { $0 <= 680 } && xs.last == 680, "to 680: \(xs)")
        #expect(shownTransform(ada).isNear(rotation(tx / 1000 + .pi / 16)))
        #expect(recorder.log == ["Ada right"])
        #expect(titles(port) == ["Grace", "Linus"] && port.topCard === grace)
        #expect(!port.view.subviews.contains { $0 === ada } && !port.hasPan(ada))
        #expect(grace.transform == .identity && shownTransform(grace) == .identity)
        #expect(port.cards[1].transform == scale(0.95) && port.hasPan(grace))

        p = stage.drag(from: Self.centre, step: Point(x: -4, y: 3), moves: 10)
        let grip = Point(x: grace.center.x - p.x, y: grace.center.y - p.y)
        p = stage.move(from: p, step: Point(x: -4, y: 3), moves: 5)
        #expect(grace.center == Point(x: p.x + grip.x, y: p.y + grip.y), "Grace follows 1:1")
        #expect(grace.transform.isNear(rotation((grace.center.x - 200) / 1000)))
        stage.pointer(.up, p.x, p.y)
        stage.settle()
        #expect(grace.center == Self.centre && recorder.log == ["Ada right"])
    }

    /// A flick, 20 points a frame (1200 points a second, over 800) for 5 frames, released at 100
    /// across (under 120), flies off its way by its speed: to x = −280 (left) or 680 (right), 380
    /// points from the release. At the release the card shows where the finger left it. The spring
    /// is handed 1200 / 380 ≈ 3.16 distances a second, so fitting its first two frames to a spring
    /// with damping 1 gives an initial speed of 1200 points a second (within 2 %), the finger's,
    /// where the same fit of a swipe from rest gives 0. The first frame's step is at
    /// least the finger's 20 (the spring's pull adds to it: about 48). Removed after 18 frames.
    @Test(arguments: [-1.0, 1.0])
    func aFlickFliesOffAtTheFingersSpeed(sign: Double) throws {
        let (stage, port, recorder) = stage()
        let top = try #require(port.topCard)
        let p = stage.drag(from: Self.centre, step: Point(x: 20 * sign, y: 0), moves: 5)
        let released = top.center.x
        #expect(released == 200 + 100 * sign, "\(released)")
        let velocity = port.panGesture.velocity(in: port.view).x
        #expect(abs(velocity - 1200 * sign) < 1e-6, "the finger's speed: \(velocity)")
        stage.pointer(.up, p.x, p.y)
        #expect(shown(top).x == released, "no jump at the release")
        let target = 200 + 480 * sign
        let xs = run(stage, top, frames: Self.flightFrames)
        #expect(abs(xs[0] - released) >= 20, "at least the finger's step: \(xs[0] - released)")
        let distance = target - released
        let fit = try #require(criticallyDampedFit((xs[0] - released) / distance, (xs[1] - released) / distance))
        #expect(abs(fit.speed * abs(distance) - 1200) < 24, "handed the finger's speed: \(fit.speed * abs(distance))")
        #expect(xs.last == target && top.superview == nil)
        #expect(recorder.log == [sign < 0 ? "Ada left" : "Ada right"])
        #expect(titles(port) == ["Grace", "Linus"] && port.hasPan(port.cards[0]))

        // A swipe from rest, by the method: the same fit gives no initial speed.
        let grace = port.cards[0]
        port.swipe(direction: sign < 0 ? .left : .right)
        let rest = run(stage, grace, frames: 2)
        let still = try #require(criticallyDampedFit((rest[0] - 200) / (target - 200), (rest[1] - 200) / (target - 200)))
        #expect(abs(still.speed) < 1e-6, "from rest: \(still.speed)")
        #expect(still.omega > 0 && fit.omega > 0, "both settle: \(still.omega), \(fit.omega)")
    }

    /// "Like" and "Nope" call swipe(direction:): the top card flies right (to 680) or left (to
    /// −280) with no drag, and is removed after 18 frames. While one flies, another tap and a drag
    /// on the card under do nothing; the delegate hears each card once, with its direction.
    @Test func theButtonsSwipeTheTopCardWithoutAGesture() throws {
        let (stage, port, recorder) = stage()
        let ada = try #require(port.topCard)
        let grace = port.cards[1]
        try stage.tapButton("Like")
        stage.frames(5)
        #expect(shown(ada).x > 200 && shown(ada).x < 680, "on its way right: \(shown(ada))")
        try stage.tapButton("Nope")
        let p = stage.drag(from: Self.centre, step: Point(x: 6, y: 0), moves: 6)
        #expect(grace.center == Self.centre && !port.hasPan(grace), "the card under waits")
        stage.pointer(.up, p.x, p.y)
        stage.frames(Self.flightFrames - 5 - 6 - 1)
        #expect(ada.superview != nil)
        stage.frames(1)
        #expect(ada.superview == nil && shown(ada).x == 680)
        #expect(recorder.log == ["Ada right"], "the second tap did nothing")
        #expect(port.hasPan(grace) && grace.transform == .identity && grace.center == Self.centre)

        try stage.tapButton("Nope")
        let xs = run(stage, grace, frames: Self.flightFrames)
        #expect(zip([200] + xs, xs).allSatisfy { $1 < $0 } && xs.last == -280, "left: \(xs)")
        #expect(grace.superview == nil && recorder.log == ["Ada right", "Grace left"])
        #expect(titles(port) == ["Linus"] && port.hasPan(port.cards[0]) && port.cards[0].transform == .identity)
    }

    /// A drag, a flick and a button swipe the three cards; the deck is then empty (only the two
    /// buttons are left in the view) and a drag, a flick, the buttons and swipe(direction:) do
    /// nothing more.
    @Test func swipingAllThreeLeavesAnEmptyDeckThatIgnoresDrags() throws {
        let (stage, port, recorder) = stage()
        let linus = port.cards[2]
        var p = stage.drag(from: Self.centre, step: Point(x: -5, y: 0), moves: 30)
        stage.pointer(.up, p.x, p.y)
        stage.settle()
        p = stage.drag(from: Self.centre, step: Point(x: 25, y: 0), moves: 4)
        stage.pointer(.up, p.x, p.y)
        stage.settle()
        try stage.tapButton("Like")
        stage.settle()
        #expect(recorder.log == ["Ada left", "Grace right", "Linus right"])
        #expect(port.cards.isEmpty && port.topCard == nil)
        #expect(port.view.subviews.count == 2 && !port.view.subviews.contains { $0 is CardView })
        #expect(port.panGesture.view == nil && !port.hasPan(linus), "the last card gave the pan up")

        p = stage.drag(from: Self.centre, step: Point(x: 30, y: 0), moves: 10)
        stage.pointer(.up, p.x, p.y)
        port.swipe(direction: .left)
        try stage.tapButton("Nope")
        stage.frames(60)
        #expect(recorder.log.count == 3 && port.view.subviews.count == 2)
    }

    /// UIKit: a gesture recognizer belongs to one view; `addGestureRecognizer(_:)` on a second
    /// view takes it from the first ("a recognizer … can be attached to only one view"), so code
    /// may hand a deck's pan to the next card without removing it from the last. The port removes
    /// it first, so it does not depend on this.
    @Test func aRecognizerAddedToASecondViewLeavesTheFirst() {
        let result = RecognizerMoveProbe.run()
        #expect(result.secondHoldsIt && result.viewIsSecond)
        #expect(!result.firstHoldsIt, "the first view no longer lists it")
    }
}
