import ViewKit

/// Sample 001's `PanInteraction`, as the sample writes it: a percent-driven transition that owns
/// a pan on the detail screen and drives the dismissal it starts (docs/manual/samples.md sets each
/// line beside the sample's). `isInteractive` is what the transitioning delegate asks before it
/// hands this out. The sample's 200 points and 0.5 are the motion lab's `modal.travel` and
/// `modal.threshold`, read at each movement.
final class PanInteraction: PercentDrivenInteractiveTransition {
    let detailVC: ViewController
    var isInteractive = false
    /// The pan `init` adds; the demo lets it begin only under the sample's rules.
    let pan: PanGestureRecognizer
    private let travel: () -> Double
    private let threshold: () -> Double

    init(detailVC: ViewController, travel: @escaping () -> Double, threshold: @escaping () -> Double) {
        self.detailVC = detailVC
        self.travel = travel
        self.threshold = threshold
        pan = PanGestureRecognizer()
        super.init()
        pan.action = { [unowned self] _ in handelePan(pan: self.pan) }
        detailVC.view.addGestureRecognizer(pan)
    }

    func handelePan(pan: PanGestureRecognizer) {
        let progress = pan.translation(in: pan.view).x / travel()
        switch pan.state {
        case .began:
            isInteractive = true
            detailVC.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .cancelled, .ended:
            isInteractive = false
            if progress > threshold() {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
