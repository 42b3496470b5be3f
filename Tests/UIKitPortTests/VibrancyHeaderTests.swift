import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// VibrancyHeader.swift run as written: labels in vibrancy effect views over a blur, which let
/// the blurred colours through at the style's opacity, and a tap that animates the material.
@MainActor @Suite struct VibrancyHeaderTests {
    @Test func vibrantLabelsLetTheBlurThroughAndATapThinsTheMaterial() throws {
        let controller = VibrancyHeaderViewController()
        let stage = PortStage(root: controller, size: Size(width: 400, height: 600))
        stage.frames(1)
        let views = Self.effectViews(in: controller.view)
        let blur = try #require(views.first { $0.effect is BlurEffect })
        let vibrant = views.filter { $0.effect is VibrancyEffect }
        #expect(vibrant.count == 2 && vibrant.allSatisfy { $0.superview === blur.contentView })
        #expect(vibrant.map(\.contentView.alpha).sorted() == [0.6, 0.85], "label and secondary label")
        #expect(vibrant.allSatisfy { $0.presentationMaterial == .none }, "vibrancy draws no blur of its own")
        let thick = blur.presentationMaterial.radius
        stage.tap(blur)
        stage.frames(9)
        let between = blur.presentationMaterial.radius
        stage.settle()
        let thin = blur.presentationMaterial.radius
        #expect(thin < thick && between < thick && between > thin, "\(thick) → \(between) → \(thin)")
        #expect(vibrant.map(\.contentView.alpha).sorted() == [0.6, 0.85])
    }

    static func effectViews(in view: View) -> [VisualEffectView] {
        ((view as? VisualEffectView).map { [$0] } ?? []) + view.subviews.flatMap(effectViews)
    }
}
