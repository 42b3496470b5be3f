import Glibc
import Motion

/// UIKit's flips and curls (`.transitionFlipFromLeft` … `.transitionCurlDown`), drawn in
/// perspective on a snapshot of what the view showed before the change.
///
/// A flip turns the view over: the first half on `easeIn` turns it edge-on with the old look (a
/// snapshot laid over its content) facing the viewer, the second on `easeOut` turns the new
/// content in from the other edge-on side, as UIKit's flip (which reads as ease-in-out over the
/// whole). A curl is a page turned, not bent: the old look lifts off about one edge (the top for
/// `curlUp`, the bottom for `curlDown`) on the options' curve, turning 90° in perspective and
/// fading in its last third, and the new content is under it; UIKit bends the page along a
/// cylinder, which Drawer does not draw. The eye is at twice the view's larger side (Apple
/// publishes no distance; ours), and the turn runs about the view's own anchor.
struct PageTurn {
    enum Kind {
        case flip(axis: (x: Double, y: Double), sign: Double)
        case curl(up: Bool)
    }
    let kind: Kind

    init?(_ options: View.AnimationOptions) {
        switch options.transitionKind {
        case View.AnimationOptions.transitionFlipFromLeft.transitionKind: kind = .flip(axis: (0, 1), sign: 1)
        case View.AnimationOptions.transitionFlipFromRight.transitionKind: kind = .flip(axis: (0, 1), sign: -1)
        case View.AnimationOptions.transitionFlipFromTop.transitionKind: kind = .flip(axis: (1, 0), sign: -1)
        case View.AnimationOptions.transitionFlipFromBottom.transitionKind: kind = .flip(axis: (1, 0), sign: 1)
        case View.AnimationOptions.transitionCurlUp.transitionKind: kind = .curl(up: true)
        case View.AnimationOptions.transitionCurlDown.transitionKind: kind = .curl(up: false)
        default: return nil
        }
    }

    /// The perspective the turn is seen in, for a view of `size`.
    static func perspective(for size: Size) -> Transform3D {
        var transform = Transform3D.identity
        transform.m34 = -1 / (2 * max(size.width, size.height, 1))
        return transform
    }

    func run(
        on view: View, duration: Double, options: View.AnimationOptions, change: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) {
        let before = view.snapshotView(afterScreenUpdates: false)
        View.performWithoutAnimation { change?() }
        guard let before else {
            completion?(true)
            return
        }
        View.performWithoutAnimation {
            before.frame = view.bounds
            view.addSubview(before)
        }
        switch kind {
        case .flip(let axis, let sign): flip(view, old: before, axis: axis, sign: sign, duration: duration, completion: completion)
        case .curl(let up): curl(view, old: before, up: up, duration: duration, options: options, completion: completion)
        }
    }

    private func flip(
        _ view: View, old: View, axis: (x: Double, y: Double), sign: Double, duration: Double, completion: ((Bool) -> Void)?
    ) {
        let perspective = Self.perspective(for: view.bounds.size)
        let resting = view.layer.transform
        func turned(_ angle: Double) -> Transform3D {
            perspective.rotated(by: angle, x: axis.x, y: axis.y, z: 0).concatenating(resting)
        }
        let half = duration / 2
        View.animate(withDuration: half, delay: 0, options: [.curveEaseIn]) {
            view.layer.transform = turned(sign * .pi / 2)
        } completion: { _ in
            View.performWithoutAnimation {
                old.removeFromSuperview()
                view.layer.transform = turned(-sign * .pi / 2)
            }
            View.animate(withDuration: half, delay: 0, options: [.curveEaseOut]) {
                view.layer.transform = resting
            } completion: { finished in
                completion?(finished)
            }
        }
    }

    private func curl(
        _ view: View, old: View, up: Bool, duration: Double, options: View.AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        // About the edge the page hangs from: the top for a curl up, the bottom for a curl down.
        let hinge = Point(x: 0.5, y: up ? 0 : 1)
        View.performWithoutAnimation {
            let frame = old.frame
            old.anchorPoint = hinge
            old.frame = frame
        }
        let perspective = Self.perspective(for: old.bounds.size)
        // The free edge comes toward the viewer and over the hinge.
        let angle = up ? Double.pi / 2 : -Double.pi / 2
        View.animateKeyframes(withDuration: duration, delay: 0, options: View.KeyframeAnimationOptions(animationOptions: options)) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                old.layer.transform = perspective.rotated(by: angle, x: 1, y: 0, z: 0)
            }
            View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) { old.alpha = 0 }
        } completion: { finished in
            old.removeFromSuperview()
            completion?(finished)
        }
    }
}
