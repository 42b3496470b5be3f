// CardFlip.swift
//
// What you see: a 240 x 340 pt card with 16 pt rounded corners on a dark gray screen. The
// front is blue and reads "FRONT" (36 pt bold); the back is orange and reads "BACK".
// Tapping the card turns it 180° about its vertical (y) axis in 0.6 s with perspective
// (m34 = -1/500): at 90° (0.3 s) it is edge-on, then the other face turns toward you.
// A 200 x 44 pt "Transition Flip" button, 40 pt below the card, flips it instead with
// UIView.transition and .transitionFlipFromLeft, also in 0.6 s.
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action, a display link's or a
// notification's selector is a closure, and the handler loses its `@objc`).

import QuartzCore
import UIKit

final class CardFlipViewController: UIViewController {
    private let cardSize = CGSize(width: 240, height: 340)
    private let flipDuration: TimeInterval = 0.6

    private let containerView = UIView()
    private let frontView = UIView()
    private let backView = UIView()
    private let frontLabel = UILabel()
    private let backLabel = UILabel()
    private let transitionButton = UIButton(type: .system)

    private var isShowingFront = true
    private var isFlipping = false
    /// Rotation of the front face about the y axis, 0 or .pi when at rest.
    private var angle: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .darkGray

        configureFace(frontView, label: frontLabel, color: .systemBlue, text: "FRONT")
        configureFace(backView, label: backLabel, color: .systemOrange, text: "BACK")
        containerView.addSubview(backView)
        containerView.addSubview(frontView)
        view.addSubview(containerView)
        applyRotation(angle)

        let tap = UITapGestureRecognizer(target: self) { [unowned self] _ in flipWithTransform() }  // selector
        containerView.addGestureRecognizer(tap)

        transitionButton.setTitle("Transition Flip", for: .normal)
        transitionButton.setTitleColor(.white, for: .normal)
        transitionButton.backgroundColor = UIColor.white.withAlphaComponent(0.2)
        transitionButton.layer.cornerRadius = 10
        transitionButton.addTarget(self, action: { [unowned self] in flipWithTransition() }, for: .touchUpInside)  // selector
        view.addSubview(transitionButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !isFlipping else { return }
        let bounds = view.bounds
        containerView.frame = CGRect(
            x: (bounds.width - cardSize.width) / 2,
            y: (bounds.height - cardSize.height) / 2 - 40,
            width: cardSize.width,
            height: cardSize.height)
        // The faces carry a 3D transform, so place them with bounds and center, never frame.
        for face in [frontView, backView] {
            face.bounds = containerView.bounds
            face.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
        }
        frontLabel.frame = frontView.bounds
        backLabel.frame = backView.bounds
        transitionButton.frame = CGRect(
            x: (bounds.width - 200) / 2,
            y: containerView.frame.maxY + 40,
            width: 200,
            height: 44)
    }

    private func configureFace(_ face: UIView, label: UILabel, color: UIColor, text: String) {
        face.backgroundColor = color
        face.layer.cornerRadius = 16
        face.layer.masksToBounds = true
        face.layer.isDoubleSided = false

        label.text = text
        label.font = .boldSystemFont(ofSize: 36)
        label.textColor = .white
        label.textAlignment = .center
        face.addSubview(label)
    }

    // MARK: - Flip with CATransform3D

    private func perspectiveRotation(_ radians: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        return CATransform3DRotate(transform, radians, 0, 1, 0)
    }

    private func applyRotation(_ radians: CGFloat) {
        frontView.layer.transform = perspectiveRotation(radians)
        // The back always sits half a turn behind the front.
        backView.layer.transform = perspectiveRotation(radians + .pi)
    }

    func flipWithTransform() {  // selector
        guard !isFlipping else { return }
        isFlipping = true
        let start = angle

        // Two quarter turns: a single 180° step is ambiguous when Core Animation interpolates.
        UIView.animateKeyframes(
            withDuration: flipDuration, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    self.applyRotation(start + .pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    self.applyRotation(start + .pi)
                }
            },
            completion: { _ in
                self.angle = (start + .pi).truncatingRemainder(dividingBy: 2 * .pi)
                self.applyRotation(self.angle)
                self.isShowingFront.toggle()
                self.isFlipping = false
            })
    }

    // MARK: - Flip with UIView.transition

    func flipWithTransition() {  // selector
        guard !isFlipping else { return }
        isFlipping = true
        let fromView = isShowingFront ? frontView : backView
        let toView = isShowingFront ? backView : frontView

        // UIView.transition flips the container itself, so lay both faces flat and let
        // .showHideTransitionViews toggle isHidden instead of removing a face.
        frontView.layer.transform = CATransform3DIdentity
        backView.layer.transform = CATransform3DIdentity
        fromView.isHidden = false
        toView.isHidden = true

        UIView.transition(
            from: fromView,
            to: toView,
            duration: flipDuration,
            options: [.transitionFlipFromLeft, .showHideTransitionViews],
            completion: { _ in
                self.isShowingFront.toggle()
                self.angle = self.isShowingFront ? 0 : .pi
                // Back to the transform setup; isDoubleSided hides whichever face points away.
                self.applyRotation(self.angle)
                fromView.isHidden = false
                self.isFlipping = false
            })
    }
}
