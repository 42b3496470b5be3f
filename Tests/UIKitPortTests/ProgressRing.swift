import UIKit

// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit.
// Lines that differ from what this file would be on iOS, and why:
//   `// selector`      Linux has no Objective-C selectors: `addTarget(_:action:for:)` takes the
//                      action as a closure (on iOS `action: #selector(advance)`), and `advance()`
//                      loses its `@objc`.
//   `// init(frame:)`  UIView's designated initializer is `init(frame:)`; ViewKit's is
//                      `init(frame:name:)`, so the override carries `name:` (`ProgressRingView()` and
//                      `ProgressRingView(frame:)` still read as on iOS).
//
// ProgressRing: the classic circular progress view. ProgressRingView draws a grey track ring and a
// blue progress ring, two CAShapeLayers on one circle (radius (min(W, H) - lineWidth) / 2 about the
// bounds' centre, from the top clockwise all the way round, round caps, no fill); the progress ring
// shows `strokeEnd = progress`. setProgress(_:animated:) sets the model first, then (animated) runs
// a CABasicAnimation of "strokeEnd" from what is on screen to the new value, 0.5 s ease-out.
// ProgressRingViewController holds a 160 × 160 ring at (W - 160) / 2, 40 and an "Advance" button
// (frame ((W - 120) / 2, 220, 120, 44)) that adds 0.25 to the progress, up to 1, animated.

final class ProgressRingView: UIView {
    static let animationKey = "progress"
    static let animationDuration: CFTimeInterval = 0.5

    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()

    var lineWidth: CGFloat = 12 {
        didSet {
            trackLayer.lineWidth = lineWidth
            progressLayer.lineWidth = lineWidth
            setNeedsLayout()
        }
    }

    private(set) var progress: CGFloat = 0

    override init(frame: CGRect = .zero, name: String = "") {  // init(frame:)
        super.init(frame: frame, name: name)  // init(frame:)
        configureLayers()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureLayers() {
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        trackLayer.lineWidth = lineWidth
        trackLayer.lineCap = .round
        layer.addSublayer(trackLayer)

        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.lineWidth = lineWidth
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(progressLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let circle = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        for shapeLayer in [trackLayer, progressLayer] {
            shapeLayer.frame = bounds
            shapeLayer.path = circle.cgPath
        }
    }

    func setProgress(_ newProgress: CGFloat, animated: Bool) {
        let clamped = min(max(newProgress, 0), 1)
        // What the ring shows now, mid-animation included, so a new animation does not jump.
        let shown = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
        progress = clamped

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = clamped
        CATransaction.commit()

        guard animated else {
            progressLayer.removeAnimation(forKey: Self.animationKey)
            return
        }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = shown
        animation.toValue = clamped
        animation.duration = Self.animationDuration
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        progressLayer.add(animation, forKey: Self.animationKey)
    }
}

final class ProgressRingViewController: UIViewController {
    static let ringSide: CGFloat = 160
    static let step: CGFloat = 0.25

    let ringView = ProgressRingView()
    let advanceButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Progress"
        view.backgroundColor = .systemBackground
        view.addSubview(ringView)

        advanceButton.setTitle("Advance", for: .normal)
        advanceButton.addTarget(self, action: { [unowned self] in advance() }, for: .touchUpInside)  // selector
        view.addSubview(advanceButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        ringView.frame = CGRect(
            x: (bounds.width - Self.ringSide) / 2, y: 40, width: Self.ringSide, height: Self.ringSide)
        advanceButton.frame = CGRect(x: (bounds.width - 120) / 2, y: 220, width: 120, height: 44)
    }

    private func advance() {  // selector
        ringView.setProgress(min(ringView.progress + Self.step, 1), animated: true)
    }
}
