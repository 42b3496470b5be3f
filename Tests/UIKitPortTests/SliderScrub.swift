import UIKit

// Lines that differ from what this file would be on iOS, and why: those marked `// selector` and
// `// Double`. Linux has no Objective-C runtime, so there are no selectors: `addTarget(_:action:for:)`
// takes the action as a closure (on iOS, `action: #selector(f(_:))`), and the handlers lose their
// `@objc`. UISlider's values are `Double` here (`Float` on iOS), so `Float(animator.fractionComplete)`
// is written without the conversion. Nothing else was changed.

// SliderScrub: WWDC 2016's "Advances in UIKit Animations" scrubbing demo. SliderScrubViewController (view W x H) holds an
// 80 x 80 square centred at (60, 90) and one UIViewPropertyAnimator (1 s, .easeInOut, pausesOnCompletion) that moves its
// centre to x = W - 60 while turning it a quarter turn clockwise and halving its size. A UISlider (0...1, frame (20, H - 110,
// W - 40, 31)) scrubs the animator: every .valueChanged pauses it and sets fractionComplete to the slider's value. A
// UISegmentedControl ["Linear", "Curve"] (frame (20, H - 60, 160, 32)) sets scrubsLinearly (Linear: true) and puts the square
// where the slider's value now says. "Play" (frame (W - 180, H - 60, 70, 32)) runs the animator (from the start again when it
// has finished); "Pause" (frame (W - 90, H - 60, 70, 32)) pauses it and moves the slider's thumb to where it paused. While the
// animator runs by itself the slider does not follow it: iOS code would read fractionComplete in a CADisplayLink's callback
// (and watch isRunning through KVO for the end), and neither exists here.

final class SliderScrubViewController: UIViewController {
    static let squareSide: CGFloat = 80
    static let startCenter = CGPoint(x: 60, y: 90)
    static let endScale: CGFloat = 0.5
    static let endRotation: CGFloat = .pi / 2

    let squareView = UIView()
    let slider = UISlider()
    let curveControl = UISegmentedControl(items: ["Linear", "Curve"])
    let playButton = UIButton(type: .system)
    let pauseButton = UIButton(type: .system)

    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scrub"
        view.backgroundColor = .systemBackground

        squareView.backgroundColor = .systemBlue
        squareView.bounds = CGRect(x: 0, y: 0, width: Self.squareSide, height: Self.squareSide)
        squareView.center = Self.startCenter
        view.addSubview(squareView)

        animator.addAnimations { [unowned self] in
            squareView.center.x = view.bounds.width - Self.startCenter.x
            squareView.transform = CGAffineTransform(rotationAngle: Self.endRotation)
                .scaledBy(x: Self.endScale, y: Self.endScale)
        }
        // Reaching the end leaves the animator paused there, so the slider can still scrub it.
        animator.pausesOnCompletion = true

        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.value = 0
        slider.addTarget(self, action: { [unowned self] in sliderChanged(slider) }, for: .valueChanged)  // selector
        view.addSubview(slider)

        curveControl.selectedSegmentIndex = 0
        curveControl.addTarget(self, action: { [unowned self] in curveChanged(curveControl) }, for: .valueChanged)  // selector
        view.addSubview(curveControl)

        playButton.setTitle("Play", for: .normal)
        playButton.addTarget(self, action: { [unowned self] in play() }, for: .touchUpInside)  // selector
        view.addSubview(playButton)

        pauseButton.setTitle("Pause", for: .normal)
        pauseButton.addTarget(self, action: { [unowned self] in pause() }, for: .touchUpInside)  // selector
        view.addSubview(pauseButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        slider.frame = CGRect(x: 20, y: bounds.height - 110, width: bounds.width - 40, height: 31)
        curveControl.frame = CGRect(x: 20, y: bounds.height - 60, width: 160, height: 32)
        playButton.frame = CGRect(x: bounds.width - 180, y: bounds.height - 60, width: 70, height: 32)
        pauseButton.frame = CGRect(x: bounds.width - 90, y: bounds.height - 60, width: 70, height: 32)
    }

    private func sliderChanged(_ sender: UISlider) {  // selector
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(sender.value)
    }

    private func curveChanged(_ sender: UISegmentedControl) {  // selector
        animator.scrubsLinearly = sender.selectedSegmentIndex == 0
        // Show at once what the slider's value means under the new mapping.
        if !animator.isRunning {
            animator.fractionComplete = CGFloat(slider.value)
        }
    }

    private func play() {  // selector
        if animator.fractionComplete == 1 {
            animator.fractionComplete = 0
            slider.value = 0
        }
        animator.startAnimation()
    }

    private func pause() {  // selector
        animator.pauseAnimation()
        slider.value = animator.fractionComplete  // Double
    }
}
