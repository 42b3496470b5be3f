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

/// A shadow path is drawn cheaply where it is a rounded rectangle: these are recognised.
struct ShadowPathShapeTests {
    @Test func roundedRectanglesRectanglesAndCirclesAreRecognised() throws {
        let rect = Rect(x: 10, y: 20, width: 120, height: 80)
        let plain = try #require(BezierPath(rect: rect).cgPath.roundedRectangle)
        #expect(plain.rect == rect && plain.cornerRadius == 0)
        let rounded = try #require(BezierPath(roundedRect: rect, cornerRadius: 12).cgPath.roundedRectangle)
        #expect(rounded.rect == rect && abs(rounded.cornerRadius - 12) < 1e-9)
        let circle = try #require(BezierPath(ovalIn: Rect(x: 0, y: 0, width: 40, height: 40)).cgPath.roundedRectangle)
        #expect(circle.rect == Rect(x: 0, y: 0, width: 40, height: 40) && abs(circle.cornerRadius - 20) < 1e-9)
        #expect(BezierPath(ovalIn: Rect(x: 0, y: 0, width: 60, height: 40)).cgPath.roundedRectangle == nil, "an ellipse")
        let triangle = BezierPath()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.addLine(to: Point(x: 40, y: 0))
        triangle.addLine(to: Point(x: 0, y: 40))
        triangle.close()
        #expect(triangle.cgPath.roundedRectangle == nil)
    }
}
