import UIKit

// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit.
// Lines that differ from what this file would be on iOS, and why:
//   `// init(frame:)`  UIView's designated initializer is `init(frame:)`; ViewKit's is
//                      `init(frame:name:)`, so the override carries `name:` (as ProgressRing.swift).
//                      `SpinnerView(frame:)` still reads as on iOS.
// Not used, since it would not compile: `keyTimes = [0, 0.3, 0.6, 0.8, 1] as [NSNumber]`
// (`keyTimes` is `[Double]?` here, `[NSNumber]?` on iOS); the plain literal compiles on both.
// (NSNumber values compile and animate since the port found they animated nothing: the spinner's
// `toValue` is iOS's `NSNumber`, and NSNumberProbe below gives the shake NSNumber values.)
//
// LoginFeedback: a login screen's feedback, all of it Core Animation's explicit animations on
// views' layers. LoginFeedbackViewController lays out, in its view's coordinates: the password
// field stand-in (240 × 44, corner radius 8) at ((W − 240) / 2, 40); the spinner (24 × 24, a
// CAShapeLayer ring stroked to 0.75, hidden until logging in) at (W / 2 − 12, 100); the heart
// stand-in (44 × 44) at (W / 2 − 22, 150); the live dot (12 × 12, hidden until live) at (16, 16).
// submit(password:) with a wrong password shakes the field ("transform.translation.x" through
// −20, 20, −20, 20, −10, 10, −5, 5, 0, 0.6 s, linear, key "shake"); with "hunter2" it shows the
// spinner and turns it ("transform.rotation.z" to 2π, 1 s, for ever, key "spin") until
// stopSpinning(). likeTapped() bounces the heart ("transform.scale" through 1, 1.4, 0.9, 1.1, 1
// at 0, 0.3, 0.6, 0.8, 1 of 0.5 s, ease-out each stretch, key "bounce"), the controller its
// delegate, recording each stop's `finished` in `bounceStops`. goLive() shows the dot, fades it in
// from 0 over 0.3 s beginning 0.5 s later (`.backwards`: 0 until then, key "appear"), then pulses
// its opacity from 1 to 0.3 and back, 0.8 s each way on ease-in-out, for ever, from 0.8 s (key
// "pulse"); stopLive() removes both and hides it.

final class SpinnerView: UIView {
    let ringLayer = CAShapeLayer()

    override init(frame: CGRect = .zero, name: String = "") {  // init(frame:)
        super.init(frame: frame, name: name)  // init(frame:)
        ringLayer.fillColor = UIColor.clear.cgColor
        ringLayer.strokeColor = UIColor.systemBlue.cgColor
        ringLayer.lineWidth = 3
        ringLayer.lineCap = .round
        ringLayer.strokeEnd = 0.75
        layer.addSublayer(ringLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ringLayer.frame = bounds
        ringLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 1.5, dy: 1.5)).cgPath
    }
}

final class LoginFeedbackViewController: UIViewController, CAAnimationDelegate {
    static let correctPassword = "hunter2"

    let passwordField = UIView()
    let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    let heartView = UIView()
    let liveDot = UIView()

    private(set) var bounceStops: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        passwordField.backgroundColor = .secondarySystemBackground
        passwordField.layer.cornerRadius = 8
        view.addSubview(passwordField)

        spinner.isHidden = true
        view.addSubview(spinner)

        heartView.backgroundColor = .systemPink
        heartView.layer.cornerRadius = 22
        view.addSubview(heartView)

        liveDot.backgroundColor = .systemRed
        liveDot.layer.cornerRadius = 6
        liveDot.isHidden = true
        view.addSubview(liveDot)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        passwordField.frame = CGRect(x: (view.bounds.width - 240) / 2, y: 40, width: 240, height: 44)
        spinner.frame = CGRect(x: view.bounds.midX - 12, y: 100, width: 24, height: 24)
        heartView.frame = CGRect(x: view.bounds.midX - 22, y: 150, width: 44, height: 44)
        liveDot.frame = CGRect(x: 16, y: 16, width: 12, height: 12)
    }

    func submit(password: String) {
        if password == Self.correctPassword {
            startSpinning()
        } else {
            shakePasswordField()
        }
    }

    private func shakePasswordField() {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = 0.6
        animation.values = [-20, 20, -20, 20, -10, 10, -5, 5, 0]
        passwordField.layer.add(animation, forKey: "shake")
    }

    private func startSpinning() {
        spinner.isHidden = false
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.toValue = NSNumber(value: Double.pi * 2)
        rotation.duration = 1
        rotation.repeatCount = .infinity
        rotation.isRemovedOnCompletion = false
        spinner.layer.add(rotation, forKey: "spin")
    }

    func stopSpinning() {
        spinner.layer.removeAnimation(forKey: "spin")
        spinner.isHidden = true
    }

    func likeTapped() {
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.values = [1, 1.4, 0.9, 1.1, 1]
        bounce.keyTimes = [0, 0.3, 0.6, 0.8, 1]
        bounce.duration = 0.5
        bounce.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeOut), count: 4)
        bounce.delegate = self
        heartView.layer.add(bounce, forKey: "bounce")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if (anim as? CAKeyframeAnimation)?.keyPath == "transform.scale" {
            bounceStops.append(flag)
        }
    }

    func goLive() {
        liveDot.isHidden = false

        let appear = CABasicAnimation(keyPath: "opacity")
        appear.fromValue = 0
        appear.toValue = 1
        appear.duration = 0.3
        appear.beginTime = CACurrentMediaTime() + 0.5
        appear.fillMode = .backwards
        liveDot.layer.add(appear, forKey: "appear")

        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.beginTime = CACurrentMediaTime() + 0.8
        liveDot.layer.add(pulse, forKey: "pulse")
    }

    func stopLive() {
        liveDot.layer.removeAllAnimations()
        liveDot.isHidden = true
    }
}

// The probe below is not part of the port: the spinner's rotation with its toValue an NSNumber on
// any view, and the shake with its values as NSNumbers (LoginFeedbackTests' NSNumber test).

/// Adds to views the animations iOS code writes with NSNumbers.
enum NSNumberProbe {
    /// The spinner's turn, its toValue `NSNumber(value: Double.pi * 2)`, key "spin".
    static func spin(_ view: UIView) {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotation.toValue = NSNumber(value: Double.pi * 2)
        rotation.duration = 1
        rotation.repeatCount = .infinity
        rotation.isRemovedOnCompletion = false
        view.layer.add(rotation, forKey: "spin")
    }

    /// The shake, its values NSNumbers, key "shake".
    static func shake(_ view: UIView) {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = 0.6
        animation.values = [-20, 20, -20, 20, -10, 10, -5, 5, 0].map { NSNumber(value: $0) }
        view.layer.add(animation, forKey: "shake")
    }
}
