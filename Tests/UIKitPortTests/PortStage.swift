import TestSupport
import UIKit

// No Swift Testing here (see Sample000Tests.swift): this file may import UIKit.

/// A 400×300 window on a fixed 60 Hz clock with a navigation controller at its root: where the
/// ports run, as an app's window would run them.
final class PortStage {
    let clock = FixedStepClock()
    let window: UIWindow
    let navigation: UINavigationController
    private var rig: FrameRig!

    init(root: UIViewController = UIViewController(title: "first")) {
        let driver = AnimationDriver(clock: clock)
        window = UIWindow(size: CGSize(width: 400, height: 300), driver: driver)
        navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        rig = FrameRig(clock: clock) { [unowned self] in
            window.update()
            return driver.hasRunningAnimations
        }
    }

    func frames(_ count: Int) { rig.frames(count) }

    @discardableResult
    func settle() -> Int { rig.settle() }

    func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double) {
        window.handle(PointerEvent(phase, at: CGPoint(x: x, y: y), time: clock.now))
    }

    var stack: [String] { navigation.viewControllers.map(\.title) }

    /// Where `view` shows in the window now: its presentation, in its superview (at rest) mapped
    /// to the window.
    func shownFrame(_ view: UIView) -> CGRect {
        let shown = view.layer.presentation()?.frame ?? view.frame
        guard let superview = view.superview else { return shown }
        return shown.applying(superview.transformToWindow)
    }

    /// The corners of `view`'s bounds as they show in the window now (its presentation, under its
    /// transform about its anchor), its superview at rest.
    func shownCorners(_ view: UIView) -> [CGPoint] {
        let shown = view.presentationValues
        var map = shown.transformToSuperview
        if let superview = view.superview { map = map.concatenating(superview.transformToWindow) }
        let b = shown.bounds
        return [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ].map { $0.applying(map) }
    }
}
