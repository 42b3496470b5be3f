import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `LayerStylePort.swift`: what a card's layer is told lands on the view that draws it.
@MainActor @Suite struct LayerStyleTests {
    @Test func theLayersNamesSetTheViewsLook() {
        let card = LayerStylePort.makeCard()
        #expect(card.cornerRadius == 12 && card.roundedCorners == .top && card.cornerCurve == .continuous)
        #expect(card.borderWidth == 1 && card.borderColor == Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1))
        let shadow = card.shadow
        #expect(shadow?.color == Color(red: 0, green: 0, blue: 0, alpha: 0.2) && shadow?.radius == 8)
        #expect(shadow?.offset == Point(x: 0, y: 4) && !card.clipsToBounds)
        #expect(card.shadowPath?.roundedRectangle?.rect == Rect(x: 0, y: 0, width: 200, height: 120))
        // No window yet: the screen's scale is 1.
        #expect(card.layer.shouldRasterize && card.layer.rasterizationScale == 1)
    }
}
