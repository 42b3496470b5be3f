// SwipeDismissPopup.swift
//
// What you see: a white screen with a "Show Popup" button. Tapping it fades in (cross dissolve)
// a black backdrop at 50% opacity over the whole screen and a 300 x 220 pt white card with 20 pt
// corners in the middle, titled "Swipe me" (24 pt bold) above a gray hint line.
// Swiping down slides the card off the bottom edge in 0.3 s (ease-in) while the backdrop fades
// out, then the popup is gone. Swiping up makes the card jump 40 pt up in 0.15 s and spring back
// in 0.5 s (damping 0.4). Tapping the dimmed area outside the card dismisses it the same way.
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action or a recognizer's selector is a
// closure, and the handler loses its `@objc`).

import UIKit

final class SwipeDismissPopupPresenterViewController: UIViewController {
    private let showButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        showButton.setTitle("Show Popup", for: .normal)
        showButton.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        showButton.addTarget(self, action: { [unowned self] in showPopup() }, for: .touchUpInside)  // selector
        view.addSubview(showButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showButton.frame = CGRect(x: (view.bounds.width - 200) / 2, y: view.bounds.midY - 22, width: 200, height: 44)
    }

    private func showPopup() {  // selector
        let popup = SwipeDismissPopupViewController()
        popup.modalPresentationStyle = .overFullScreen
        popup.modalTransitionStyle = .crossDissolve
        present(popup, animated: true)
    }
}

final class SwipeDismissPopupViewController: UIViewController {
    private let cardSize = CGSize(width: 300, height: 220)
    private let dimmingView = UIView()
    private let cardView = UIView()
    private let titleLabel = UILabel()
    private let hintLabel = UILabel()
    private var isDismissing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        // .overFullScreen keeps the presenter visible underneath, so only the backdrop dims it.
        view.backgroundColor = .clear

        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.addSubview(dimmingView)

        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = 20
        cardView.layer.shadowColor = UIColor.black.cgColor
        cardView.layer.shadowOpacity = 0.25
        cardView.layer.shadowRadius = 12
        cardView.layer.shadowOffset = CGSize(width: 0, height: 6)
        view.addSubview(cardView)

        titleLabel.text = "Swipe me"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.textAlignment = .center
        cardView.addSubview(titleLabel)

        hintLabel.text = "Down to close, up to bounce"
        hintLabel.font = .systemFont(ofSize: 15)
        hintLabel.textColor = .gray
        hintLabel.textAlignment = .center
        cardView.addSubview(hintLabel)

        let swipeDown = UISwipeGestureRecognizer(target: self) { [unowned self] in handleSwipeDown($0) }  // selector
        swipeDown.direction = .down
        view.addGestureRecognizer(swipeDown)

        let swipeUp = UISwipeGestureRecognizer(target: self) { [unowned self] in handleSwipeUp($0) }  // selector
        swipeUp.direction = .up
        view.addGestureRecognizer(swipeUp)

        // Only the backdrop listens for taps; taps on the card do nothing.
        let tap = UITapGestureRecognizer(target: self) { [unowned self] in handleBackgroundTap($0) }  // selector
        dimmingView.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !isDismissing else { return }
        dimmingView.frame = view.bounds
        // The card is moved with its transform, so position it with bounds and center.
        cardView.bounds = CGRect(origin: .zero, size: cardSize)
        cardView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        titleLabel.frame = CGRect(x: 16, y: 70, width: cardSize.width - 32, height: 30)
        hintLabel.frame = CGRect(x: 16, y: 110, width: cardSize.width - 32, height: 22)
    }

    private func handleSwipeDown(_ gesture: UISwipeGestureRecognizer) {  // selector
        slideOutAndDismiss()
    }

    private func handleBackgroundTap(_ gesture: UITapGestureRecognizer) {  // selector
        slideOutAndDismiss()
    }

    private func handleSwipeUp(_ gesture: UISwipeGestureRecognizer) {  // selector
        guard !isDismissing else { return }
        UIView.animate(
            withDuration: 0.15, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                self.cardView.transform = CGAffineTransform(translationX: 0, y: -40)
            },
            completion: { _ in
                UIView.animate(
                    withDuration: 0.5,
                    delay: 0,
                    usingSpringWithDamping: 0.4,
                    initialSpringVelocity: 0,
                    options: [.allowUserInteraction],
                    animations: {
                        self.cardView.transform = .identity
                    }, completion: nil)
            })
    }

    private func slideOutAndDismiss() {
        guard !isDismissing else { return }
        isDismissing = true
        // Enough to push the card's top edge past the bottom of the screen.
        let distance = view.bounds.height - (cardView.center.y - cardSize.height / 2)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
            animations: {
                self.cardView.transform = CGAffineTransform(translationX: 0, y: distance)
                self.dimmingView.alpha = 0
            },
            completion: { _ in
                // Already off screen: skip the cross dissolve on the way out.
                self.dismiss(animated: false)
            })
    }
}
