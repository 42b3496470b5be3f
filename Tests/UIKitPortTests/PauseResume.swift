// PauseResume.swift
//
// What you see: a 120 x 120 pt orange square with 12 pt rounded corners in the middle of a
// white screen, spinning clockwise one full turn (360°) every 2 s, forever, at constant speed.
// 40 pt below the square is a 160 x 44 pt "Pause" button. Tapping it freezes the square at its
// current angle and the button then reads "Resume"; tapping again continues the spin from that
// same angle with no jump. A 17 pt status label above the square reads "Spinning" or "Paused".
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action, a display link's or a
// notification's selector is a closure, and the handler loses its `@objc`).

import QuartzCore
import UIKit

final class PauseResumeViewController: UIViewController {
    private let squareSide: CGFloat = 120
    private let spinKey = "PauseResume.spin"

    private let squareView = UIView()
    private let statusLabel = UILabel()
    private let toggleButton = UIButton(type: .system)

    private var isPaused: Bool {
        return squareView.layer.speed == 0
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        squareView.backgroundColor = .systemOrange
        squareView.layer.cornerRadius = 12
        view.addSubview(squareView)

        statusLabel.font = .systemFont(ofSize: 17)
        statusLabel.textAlignment = .center
        view.addSubview(statusLabel)

        toggleButton.titleLabel?.font = .systemFont(ofSize: 18, weight: .semibold)
        toggleButton.addTarget(self, action: { [unowned self] in togglePause() }, for: .touchUpInside)  // selector
        view.addSubview(toggleButton)

        startSpinning()
        updateUI()

        // Animations can be dropped while the app is in the background; put ours back.
        NotificationCenter.default.addObserver(
            self, action: { [unowned self] _ in appWillEnterForeground() },  // selector
            name: UIApplication.willEnterForegroundNotification,
            object: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        squareView.bounds = CGRect(x: 0, y: 0, width: squareSide, height: squareSide)
        squareView.center = CGPoint(x: bounds.midX, y: bounds.midY - 40)
        statusLabel.frame = CGRect(x: 0, y: squareView.frame.minY - 60, width: bounds.width, height: 24)
        toggleButton.frame = CGRect(
            x: (bounds.width - 160) / 2,
            y: squareView.frame.maxY + 40,
            width: 160,
            height: 44)
    }

    private func startSpinning() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 2
        spin.repeatCount = .infinity
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        spin.isRemovedOnCompletion = false
        squareView.layer.add(spin, forKey: spinKey)
    }

    private func appWillEnterForeground() {  // selector
        if squareView.layer.animation(forKey: spinKey) == nil {
            startSpinning()
        }
    }

    private func togglePause() {  // selector
        if isPaused {
            resumeLayer(squareView.layer)
        } else {
            pauseLayer(squareView.layer)
        }
        updateUI()
    }

    private func updateUI() {
        statusLabel.text = isPaused ? "Paused" : "Spinning"
        toggleButton.setTitle(isPaused ? "Resume" : "Pause", for: .normal)
    }

    // MARK: - Technical Q&A QA1673: How to pause the animation of a layer tree

    func pauseLayer(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
    }

    func resumeLayer(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }
}
