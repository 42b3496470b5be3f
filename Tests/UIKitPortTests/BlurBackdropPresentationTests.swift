import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// BlurBackdropPresentation.swift run as written: the backdrop's blur rises with the card's
/// slide on the transition's own curve (ease-out over 0.35 s) and falls with its dismissal.
@MainActor @Suite struct BlurBackdropPresentationTests {
    @Test func theBackdropsBlurRisesAndFallsWithTheCard() throws {
        let home = ViewController()
        let stage = PortStage(root: home)
        stage.frames(1)
        let delegate = BlurBackdropTransitionDelegate()
        let card = ViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        #expect(home.present(card, animated: true))
        let controller = try #require(card.presentationController as? BlurBackdropPresentationController)
        let blur = controller.blurView
        #expect(blur.superview === card.view.superview && blur.presentationMaterial == .none)
        #expect(card.view.cornerCurve == .continuous && card.view.clipsToBounds)
        let thin = BlurEffect.material(for: .systemThinMaterial)
        stage.frames(7)  // a third of 0.35 s
        let eased = cubicBezier(0, 0, 0.58, 1, at: 7.0 / 60 / 0.35)
        #expect(abs(blur.presentationMaterial.radius - thin.radius * eased) < 1e-6, "\(blur.presentationMaterial)")
        stage.settle()
        #expect(blur.presentationMaterial == thin)
        #expect(card.dismiss(animated: true))
        stage.frames(6)  // a third of 0.3 s, on ease-in
        let easedIn = cubicBezier(0.42, 0, 1, 1, at: 6.0 / 60 / 0.3)
        #expect(abs(blur.presentationMaterial.radius - thin.radius * (1 - easedIn)) < 1e-6)
        stage.settle()
        #expect(blur.superview == nil && blur.effect == nil)
    }
}
