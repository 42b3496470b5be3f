import Foundation
import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `SpringPopTransition.swift` run as written: a tapped card opens into its full-window detail,
/// the detail starting exactly over the card with rounded corners and springing (0.5 s, damping
/// 0.8) to fill the window square-cornered; "Close" shrinks it back over the card and takes it
/// away. Without a card to start from it grows from a tenth of the window at its centre.
///
/// The scale and the centre ride one spring, so in flight the detail shows as the rectangle
/// between the card and the window at one fraction of the way: that is checked at every frame,
/// the spring's own values are not.
@MainActor @Suite struct SpringPopTransitionTests {
    private let window = Rect(x: 0, y: 0, width: 400, height: 300)

    /// The gallery laid out in the stage, and its second card (the top-right one).
    private func gallery() throws -> (PortStage, SpringPopGalleryViewController, View) {
        let gallery = SpringPopGalleryViewController()
        let stage = PortStage(root: gallery)
        stage.frames(1)
        let card = try #require(gallery.view.viewWithTag(1))
        return (stage, gallery, card)
    }

    /// A tap at the centre of `card`, as a person taps it.
    private func tap(_ card: View, on stage: PortStage) {
        let centre = card.convert(Point(x: card.bounds.midX, y: card.bounds.midY), to: nil)
        stage.pointer(.down, centre.x, centre.y)
        stage.pointer(.up, centre.x, centre.y)
    }

    /// Runs frames until the transition of `presenting`'s presented controller is over, checking
    /// at every frame that `view` shows as the rectangle `fraction` of the way from `from` to
    /// `to`, its corners rounded from `startRadius` toward the other of 0 and 16 by as much;
    /// returns the fraction at each frame in flight and the frames run.
    private func runChecking(
        _ view: View, from: Rect, to: Rect, startRadius: Double, on stage: PortStage, presenting: ViewController
    ) -> (fractions: [Double], frames: Int) {
        var count = 0
        var fractions: [Double] = []
        while presenting.presentationTransition != nil && count < 120 {
            stage.frames(1)
            count += 1
            guard presenting.presentationTransition != nil else { break }
            let shown = stage.shownFrame(view)
            let fraction = (shown.width - from.width) / (to.width - from.width)
            #expect(shown.isNear(from.lerp(to, fraction)), "frame \(count): \(shown) at \(fraction)")
            let radius = startRadius + (16 - 2 * startRadius) * fraction
            #expect(abs(view.presentationValues.cornerRadius - radius) < 1e-6, "frame \(count)")
            fractions.append(fraction)
        }
        return (fractions, count)
    }

    /// Whether `fractions` are those of a spring of damping ratio 0.8 let go at rest: rising
    /// steadily to one peak past the end by at most e^(−ζπ/√(1−ζ²)) (1.5 %, what that damping
    /// overshoots by), and coming back down toward the end from there.
    private func springsWithDamping08FromRest(_ fractions: [Double]) -> Bool {
        let ratio = 0.8
        let overshoot = exp(-ratio * Double.pi / (1 - ratio * ratio).squareRoot())
        guard let peak = fractions.indices.max(by: { fractions[$0] < fractions[$1] }) else { return false }
        let rising = zip(fractions[..<peak], fractions.dropFirst()).allSatisfy { $0 < $1 }
        let falling = zip(fractions[peak...], fractions[(peak + 1)...]).allSatisfy { $0 > $1 }
        return fractions[0] > 0 && rising && falling && fractions[peak] > 1 && fractions[peak] <= 1 + overshoot
    }

    @Test func aTappedCardOpensFromExactlyWhereItWas() throws {
        let (stage, gallery, card) = try gallery()
        let cardFrame = card.convert(card.bounds, to: nil)
        // 16 below the safe area's top, under the stage's navigation bar (44), as UIKit's.
        #expect(cardFrame.isNear(Rect(x: 208, y: 60, width: 176, height: 228.8)))

        tap(card, on: stage)
        let detail = try #require(gallery.presentedViewController as? SpringPopDetailViewController)
        #expect(detail.title == "Card 2" && detail.view.backgroundColor == card.backgroundColor)
        let context = try #require(gallery.presentationTransition)
        var completions = 0
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }

        // At the start it covers the card, corners rounded as the card's.
        #expect(stage.shownFrame(detail.view).isNear(cardFrame), "\(stage.shownFrame(detail.view))")
        #expect(detail.view.presentationValues.cornerRadius == 16 && detail.view.clipsToBounds)
        // The model is already the end: the whole window, square, untransformed.
        #expect(detail.view.transform == .identity && detail.view.center == Point(x: 200, y: 150))
        #expect(detail.view.cornerRadius == 0)

        let (fractions, frames) = runChecking(
            detail.view, from: cardFrame, to: window, startRadius: 16, on: stage, presenting: gallery)
        #expect(frames == 30, "it arrives in its 0.5 s")
        #expect(springsWithDamping08FromRest(fractions), "\(fractions)")
        #expect(completions == 1 && gallery.presentedViewController === detail)
        #expect(detail.view.frame == window && stage.shownFrame(detail.view) == window)
        #expect(detail.view.transform == .identity && detail.view.presentationValues.transform == .identity)
        #expect(detail.view.cornerRadius == 0 && detail.view.presentationValues.cornerRadius == 0)
        #expect(stage.label("Card 2") != nil)
        #expect(stage.settle() == 0, "nothing moves at rest")
    }

    @Test func closeShrinksTheDetailBackIntoItsCard() throws {
        let (stage, gallery, card) = try gallery()
        let cardFrame = card.convert(card.bounds, to: nil)
        tap(card, on: stage)
        stage.settle()
        let detail = try #require(gallery.presentedViewController as? SpringPopDetailViewController)

        try stage.tapButton("Close")
        let context = try #require(gallery.presentationTransition)
        #expect(context.kind == .dismiss && !context.isInteractive)
        var completions = 0
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
        #expect(stage.shownFrame(detail.view) == window && detail.view.presentationValues.cornerRadius == 0)
        #expect(detail.view.cornerRadius == 16, "the model is the end: the card's corners")

        let (fractions, frames) = runChecking(
            detail.view, from: window, to: cardFrame, startRadius: 0, on: stage, presenting: gallery)
        #expect(frames == 30)
        #expect(springsWithDamping08FromRest(fractions), "\(fractions)")
        #expect(completions == 1)
        #expect(gallery.presentedViewController == nil && detail.view.superview == nil)
        #expect(detail.view.transform == .identity && detail.view.cornerRadius == 0, "reset after its removal")
        #expect(stage.label("Card 2") == nil)
        #expect(card.superview === gallery.view && card.cornerRadius == 16 && card.frame == cardFrame)
    }

    @Test func withoutACardItGrowsFromATenthOfTheWindowAtItsCentre() throws {
        let home = ViewController(title: "home")
        let stage = PortStage(root: home)
        stage.frames(1)
        let delegate = SpringPopTransitionDelegate()
        #expect(delegate.originFrame == .zero)
        let detail = SpringPopDetailViewController(color: Color.black, title: "Alone")
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = delegate
        home.present(detail, animated: true)

        let tenth = Rect(x: 180, y: 135, width: 40, height: 30)
        #expect(stage.shownFrame(detail.view).isNear(tenth), "\(stage.shownFrame(detail.view))")
        let (fractions, frames) = runChecking(
            detail.view, from: tenth, to: window, startRadius: 16, on: stage, presenting: home)
        #expect(frames == 30 && springsWithDamping08FromRest(fractions))
        #expect(home.presentedViewController === detail && stage.shownFrame(detail.view) == window)
        withExtendedLifetime(delegate) {}
    }
}
