// A card styled as iOS code styles one, through its layer's Core Animation names.
//
// Lines that differ from what this file would be on iOS: none.

import UIKit

enum LayerStylePort {
    static func makeCard() -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 12
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.cornerCurve = .continuous
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.systemGray4.cgColor
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        card.layer.masksToBounds = false
        // Drawn once into a bitmap at the screen's resolution, composited while it stays the same.
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = UIScreen.main.scale
        return card
    }
}
