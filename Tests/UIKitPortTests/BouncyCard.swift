// BouncyCard.swift
//
// What you see: a 100 x 100 pt teal square with 16 pt rounded corners, 40 pt from the left edge
// of a white screen, halfway down. Tapping the screen sends it to the right edge (40 pt from it)
// on iOS 17's spring of 0.5 s and a bounce of 0.3: it passes its place a little, swings back and
// settles. Tapping again sends it back the same way.
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a gesture recognizer's selector is a closure,
// and the handler loses its `@objc`).

import UIKit

final class BouncyCardViewController: UIViewController {
    static let side: CGFloat = 100
    static let margin: CGFloat = 40

    let card = UIView()
    private(set) var animator: UIViewPropertyAnimator?
    private var isOnTheRight = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 16
        view.addSubview(card)
        let tap = UITapGestureRecognizer(target: self) { [unowned self] _ in slide() }  // selector
        view.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard animator?.isRunning != true else { return }
        card.bounds = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
        card.center = CGPoint(x: restingX(onTheRight: isOnTheRight), y: view.bounds.midY)
    }

    func restingX(onTheRight: Bool) -> CGFloat {
        onTheRight ? view.bounds.maxX - Self.margin - Self.side / 2 : Self.margin + Self.side / 2
    }

    func slide() {
        animator?.stopAnimation(true)
        isOnTheRight.toggle()
        let target = restingX(onTheRight: isOnTheRight)
        let timing = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
        animator.addAnimations { self.card.center.x = target }
        animator.startAnimation()
        self.animator = animator
    }
}
