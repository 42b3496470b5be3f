import Motion
import Testing

@testable import ViewKit

/// A visual effect view's effect set inside an animation animates from what is on screen, as
/// UIVisualEffectView's does in two of twenty public UIKit transition files.
struct VisualEffectViewTests {
    /// From nil to a dark blur over a second, linearly: halfway the blur is half its radius and
    /// the tint half its opacity in the tint's own colour (premultiplied, not through grey).
    @Test func anEffectSetInAnAnimationRisesFromNothing() {
        let stage = AnimationStage()
        let effectView = VisualEffectView(effect: nil)
        stage.view.addSubview(effectView)
        #expect(effectView.presentationMaterial == .none)
        let dark = BlurEffect.material(for: .dark)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { effectView.effect = BlurEffect(style: .dark) }
        #expect(effectView.effect is BlurEffect, "the model is the new effect at once")
        stage.frames(30)
        let halfway = effectView.presentationMaterial
        #expect(abs(halfway.radius - dark.radius / 2) < 1e-9)
        #expect(abs(halfway.tint.alpha - dark.tint.alpha / 2) < 1e-9)
        #expect(abs(halfway.tint.red - dark.tint.red) < 1e-9, "the tint's colour, fading in: \(halfway.tint)")
        stage.frames(40)
        #expect(effectView.presentationMaterial == dark)
        // And back to nothing, from where it is.
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { effectView.effect = nil }
        stage.frames(15)
        #expect(abs(effectView.presentationMaterial.radius - dark.radius * 0.75) < 1e-9)
        stage.frames(60)
        #expect(effectView.presentationMaterial == .none)
    }

    /// Outside an animation the effect changes at once; the content view fills the bounds.
    @Test func anEffectSetOutsideAnAnimationChangesAtOnceAndTheContentFills() {
        let effectView = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        #expect(effectView.presentationMaterial == BlurEffect.material(for: .systemMaterial))
        effectView.effect = BlurEffect(style: .systemUltraThinMaterial)
        #expect(effectView.presentationMaterial == BlurEffect.material(for: .systemUltraThinMaterial))
        effectView.frame = Rect(x: 0, y: 0, width: 120, height: 40)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(effectView.contentView.superview === effectView)
        // Thinner materials blur less and let more through.
        let thin = BlurEffect.material(for: .systemUltraThinMaterial)
        let thick = BlurEffect.material(for: .systemThickMaterial)
        #expect(thin.radius < thick.radius && thin.tint.alpha < thick.tint.alpha)
    }
}
