import UIKit

// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit.
// Lines that differ from what this file would be on iOS, and why:
//   `// keyTimes`        on iOS the key times were a `static let ringKeyTimes: [NSNumber]` assigned
//                        here; `keyTimes` is `[Double]?` here (`[NSNumber]?` on iOS), so the
//                        `[NSNumber]` constant does not compile. The plain literal, which compiles
//                        on both, is inlined (as LoginFeedback.swift).
//   `// CATransform3D`   there is no `CATransform3D` (nor `CATransform3DIdentity`) and a layer has
//                        no `transform`: on iOS `badgeView.layer.transform = CATransform3DIdentity`
//                        sets the pop's model, and the freeze is
//                        `badgeView.layer.transform = presentation.transform`; here the view's
//                        `transform = .identity` and `layer.setAffineTransform(presentation
//                        .affineTransform())`, both of which also compile on iOS.
// (Written first, `CATransaction.setCompletionBlock` did not compile and the wobble counted its
// ends through the delegate, and on some seams between the ripple group's cycles neither member
// showed; both were fixed in the library, and ring() is as on iOS.)
//
// NotificationBadge: a bell with an unread-count badge, all of it Core Animation's explicit
// animations on views' layers. NotificationBadgeViewController lays out, in its view's
// coordinates: the bell stand-in (44 × 44, corner radius 12) at (W / 2 − 22, 100); two ripple
// views (the bell's frame, corner radius 22, alpha 0) behind it; the badge (20 × 20, corner
// radius 10, hidden until shown) at (bell.maxX − 12, bell.minY − 8), its label filling it.
// ring() wobbles the bell ("transform.rotation.z" through 0, 0.35, −0.3, 0.2, −0.1, 0 at key
// times 0, 0.1, 0.3, 0.5, 0.7, 1 of 0.6 s, linear, key "ring"), not again while it runs, and
// counts each wobble's end in `ringsCompleted`. showBadge(count:) sets the label ("99+" above
// 99) and, when the badge is hidden, pops it in ("transform.scale" from 0 to 1 on a spring of
// mass 1, stiffness 300, damping 12, initial velocity 5, for its settlingDuration, key "pop",
// the model the identity); when a hide is fading it, it fades it back from what shows to 1 over
// 0.15 s (key "unhide") and springs its scale from the frozen one to 1; when it shows, nothing
// more. hideBadge() freezes a running pop where it shows, then fades the badge from what shows to
// 0 over 0.25 s (model 0, key "hide", the controller its delegate), hiding it (and resetting its
// transform) when the fade finishes; each fade's `finished` goes to `hideStops`. startRipples()
// runs, on each ripple not already running it, a group (key "ripple") of "transform.scale" 1 →
// 2.5 and "opacity" 0.6 → 0, neither with a duration, the group 1.2 s on ease-out, repeating for
// ever; the second begins 0.6 s later, filling backwards. stopRipples() removes all of them.

final class NotificationBadgeViewController: UIViewController, CAAnimationDelegate {
    let bellView = UIView()
    let badgeView = UIView()
    let badgeLabel = UILabel()
    let rippleViews = [UIView(), UIView()]

    private(set) var ringsCompleted = 0
    private(set) var hideStops: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        for ripple in rippleViews {
            ripple.backgroundColor = .systemBlue
            ripple.layer.cornerRadius = 22
            ripple.alpha = 0
            view.addSubview(ripple)
        }

        bellView.backgroundColor = .systemBlue
        bellView.layer.cornerRadius = 12
        view.addSubview(bellView)

        badgeView.backgroundColor = .systemRed
        badgeView.layer.cornerRadius = 10
        badgeView.isHidden = true
        view.addSubview(badgeView)

        badgeLabel.font = UIFont.systemFont(ofSize: 12, weight: .bold)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        bellView.frame = CGRect(x: view.bounds.midX - 22, y: 100, width: 44, height: 44)
        for ripple in rippleViews {
            ripple.frame = bellView.frame
        }
        badgeView.frame = CGRect(x: bellView.frame.maxX - 12, y: bellView.frame.minY - 8, width: 20, height: 20)
        badgeLabel.frame = badgeView.bounds
    }

    // MARK: - Bell

    func ring() {
        guard bellView.layer.animation(forKey: "ring") == nil else { return }
        let wobble = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        wobble.values = [0, 0.35, -0.3, 0.2, -0.1, 0]
        wobble.keyTimes = [0, 0.1, 0.3, 0.5, 0.7, 1]  // keyTimes
        wobble.duration = 0.6
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in self?.ringsCompleted += 1 }
        bellView.layer.add(wobble, forKey: "ring")
        CATransaction.commit()
    }

    // MARK: - Badge

    func showBadge(count: Int) {
        badgeLabel.text = count > 99 ? "99+" : "\(count)"
        let isHiding = badgeView.layer.animation(forKey: "hide") != nil
        guard badgeView.isHidden || isHiding else { return }
        let startScale = badgeView.isHidden ? 0 : badgeView.transform.a

        if isHiding {
            // Interrupted mid-fade: fade back in from where it shows.
            let shown = badgeView.layer.presentation()?.opacity ?? badgeView.layer.opacity
            badgeView.layer.removeAnimation(forKey: "hide")
            let fadeIn = CABasicAnimation(keyPath: "opacity")
            fadeIn.fromValue = shown
            fadeIn.toValue = 1
            fadeIn.duration = 0.15
            badgeView.layer.add(fadeIn, forKey: "unhide")
        }
        badgeView.isHidden = false
        badgeView.layer.opacity = 1

        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = startScale
        spring.toValue = 1
        spring.damping = 12
        spring.stiffness = 300
        spring.mass = 1
        spring.initialVelocity = 5
        spring.duration = spring.settlingDuration
        badgeView.transform = .identity  // CATransform3D
        badgeView.layer.add(spring, forKey: "pop")
    }

    func hideBadge() {
        guard !badgeView.isHidden, badgeView.layer.animation(forKey: "hide") == nil else { return }
        if let presentation = badgeView.layer.presentation(), badgeView.layer.animation(forKey: "pop") != nil {
            // Freeze the pop where it shows.
            badgeView.layer.setAffineTransform(presentation.affineTransform())  // CATransform3D
            badgeView.layer.removeAnimation(forKey: "pop")
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = badgeView.layer.presentation()?.opacity ?? 1
        fade.toValue = 0
        fade.duration = 0.25
        fade.delegate = self
        badgeView.layer.opacity = 0
        badgeView.layer.add(fade, forKey: "hide")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard (anim as? CABasicAnimation)?.keyPath == "opacity" else { return }
        hideStops.append(flag)
        if flag {
            badgeView.isHidden = true
            badgeView.transform = .identity  // CATransform3D
        }
    }

    // MARK: - Ripples

    func startRipples() {
        for (index, ripple) in rippleViews.enumerated() {
            guard ripple.layer.animation(forKey: "ripple") == nil else { continue }

            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 1
            scale.toValue = 2.5

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.6
            fade.toValue = 0

            let group = CAAnimationGroup()
            group.animations = [scale, fade]
            group.duration = 1.2
            group.repeatCount = .infinity
            group.timingFunction = CAMediaTimingFunction(name: .easeOut)
            if index > 0 {
                group.beginTime = CACurrentMediaTime() + 0.6 * Double(index)
                group.fillMode = .backwards
            }
            ripple.layer.add(group, forKey: "ripple")
        }
    }

    func stopRipples() {
        for ripple in rippleViews {
            ripple.layer.removeAllAnimations()
        }
    }
}
