// FrameInitView.swift
//
// What you see: on a light gray screen, three white pill-shaped badges, 220 x 44 pt each (22 pt
// corner radius), centered horizontally, the first 120 pt from the top and each 64 pt below the
// previous one. They read "Inbox · 3", "Updates · 12" and "Drafts · 0" (17 pt semibold, 16 pt
// from the left edge) and each has a 12 pt round dot centered 22 pt from its right edge: red,
// blue, and gray (the dot turns gray whenever the count is 0). A "Remove Last" button 24 pt below
// the badges removes the bottom one; its deinit prints "FrameInitBadgeView deinit: Drafts".
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action or a recognizer's selector is a
// closure, and the handler loses its `@objc`).

import QuartzCore
import UIKit

final class FrameInitBadgeView: UIView {
    static let dotDiameter: CGFloat = 12
    static let dotInset: CGFloat = 22

    private let titleLabel = UILabel()
    private let dotLayer = CAShapeLayer()
    private(set) var title = ""
    private(set) var count = 0
    private var dotColor: UIColor = .systemRed

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .white
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .darkText
        addSubview(titleLabel)
        layer.addSublayer(dotLayer)
        updateDotColor()

        // CGColor does not follow light/dark mode on its own.
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.updateDotColor()
        }
    }

    deinit {
        print("FrameInitBadgeView deinit: \(title)")
    }

    func configure(title: String, count: Int, dotColor: UIColor) {
        self.title = title
        self.count = count
        self.dotColor = dotColor
        titleLabel.text = "\(title) · \(count)"
        updateDotColor()
        setNeedsLayout()
    }

    private func updateDotColor() {
        let color = count == 0 ? UIColor.systemGray : dotColor
        dotLayer.fillColor = color.resolvedColor(with: traitCollection).cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2

        let diameter = Self.dotDiameter
        // Layers animate property changes implicitly; during layout they should just jump.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dotLayer.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        dotLayer.position = CGPoint(x: bounds.width - Self.dotInset, y: bounds.midY)
        dotLayer.path = UIBezierPath(ovalIn: dotLayer.bounds).cgPath
        CATransaction.commit()

        let labelWidth = bounds.width - 16 - Self.dotInset - diameter
        titleLabel.frame = CGRect(x: 16, y: 0, width: max(0, labelWidth), height: bounds.height)
    }
}

final class FrameInitViewController: UIViewController {
    private let badgeSize = CGSize(width: 220, height: 44)
    private let firstBadgeY: CGFloat = 120
    private let badgeSpacing: CGFloat = 64

    private var badges: [FrameInitBadgeView] = []
    private let removeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6

        let contents: [(String, Int, UIColor)] = [
            ("Inbox", 3, .systemRed),
            ("Updates", 12, .systemBlue),
            ("Drafts", 0, .systemGreen),
        ]
        for (title, count, color) in contents {
            let badge = FrameInitBadgeView(frame: CGRect(origin: .zero, size: badgeSize))
            badge.configure(title: title, count: count, dotColor: color)
            view.addSubview(badge)
            badges.append(badge)
        }

        removeButton.setTitle("Remove Last", for: .normal)
        removeButton.addTarget(self, action: { [unowned self] in removeLast() }, for: .touchUpInside)  // selector
        view.addSubview(removeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let x = (view.bounds.width - badgeSize.width) / 2
        for (index, badge) in badges.enumerated() {
            badge.frame = CGRect(
                x: x, y: firstBadgeY + CGFloat(index) * badgeSpacing,
                width: badgeSize.width, height: badgeSize.height)
        }
        // The button stays under the third slot so it does not jump when a badge goes away.
        let bottom = firstBadgeY + 2 * badgeSpacing + badgeSize.height
        removeButton.frame = CGRect(x: x, y: bottom + 24, width: badgeSize.width, height: 44)
    }

    private func removeLast() {  // selector
        guard let badge = badges.popLast() else { return }
        // Once it leaves the hierarchy and the array, nothing retains it and deinit runs.
        badge.removeFromSuperview()
        removeButton.isEnabled = !badges.isEmpty
    }
}
