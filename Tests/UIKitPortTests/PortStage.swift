import TestSupport
import UIKit

// No Swift Testing here (see Sample000Tests.swift): this file may import UIKit.

/// A window (400×300 unless told) on a fixed 60 Hz clock with a navigation controller at its root: where the
/// ports run, as an app's window would run them.
@MainActor final class PortStage {
    nonisolated static let size = CGSize(width: 400, height: 300)
    let clock = FixedStepClock()
    let window: UIWindow
    let navigation: UINavigationController
    private var rig: FrameRig!

    /// `root` is a controller titled "first" unless given.
    convenience init(root: UIViewController? = nil, size: CGSize = PortStage.size) {
        self.init(navigation: UINavigationController(rootViewController: root ?? UIViewController(title: "first")), size: size)
    }

    /// A stage whose root is `navigation`: a port's own navigation controller subclass.
    init(navigation: UINavigationController, size: CGSize = PortStage.size) {
        let driver = AnimationDriver(clock: clock)
        window = UIWindow(size: size, driver: driver)
        self.navigation = navigation
        window.rootViewController = navigation
        window.makeKeyAndVisible()
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

    /// A press and release at the centre of the button titled `title` (the frontmost one that
    /// shows), as a person taps it: the button's own recognizer sends its action.
    func tapButton(_ title: String) throws {
        guard let button = buttons(titled: title).last else { throw PortStageError("no button titled \(title)") }
        tap(button)
    }

    /// Moves the held pointer by `step` a frame, `moves` times (a frame, then a move); returns
    /// where it is.
    @discardableResult
    func move(from start: CGPoint, step: CGPoint, moves: Int) -> CGPoint {
        var location = start
        for _ in 0..<moves {
            frames(1)
            location = CGPoint(x: location.x + step.x, y: location.y + step.y)
            pointer(.move, location.x, location.y)
        }
        return location
    }

    /// Presses at `start`, then moves as `move(from:step:moves:)`; the pointer stays down.
    @discardableResult
    func drag(from start: CGPoint, step: CGPoint, moves: Int) -> CGPoint {
        pointer(.down, start.x, start.y)
        return move(from: start, step: step, moves: moves)
    }

    /// A press and release at the centre of `view`, as a person taps it.
    func tap(_ view: UIView) {
        let centre = CGPoint(x: view.bounds.midX, y: view.bounds.midY).applying(view.transformToWindow)
        pointer(.down, centre.x, centre.y)
        pointer(.up, centre.x, centre.y)
    }

    /// The visible view whose accessibility label is `label`, as a UI test finds one.
    func view(labelled label: String) throws -> UIView {
        func walk(_ view: UIView) -> UIView? {
            guard !view.isHidden else { return nil }
            if view.accessibilityLabel == label { return view }
            return view.subviews.reversed().lazy.compactMap(walk).first
        }
        guard let found = walk(window.rootView) else { throw PortStageError("nothing labelled \(label)") }
        return found
    }

    /// The visible buttons titled `title` in the window, back to front.
    func buttons(titled title: String) -> [UIButton] {
        func walk(_ view: UIView) -> [UIButton] {
            guard !view.isHidden else { return [] }
            let own = (view as? UIButton).flatMap { $0.currentTitle == title ? [$0] : nil } ?? []
            return own + view.subviews.flatMap(walk)
        }
        return walk(window.rootView)
    }

    /// The first label in `view`'s subtree that shows `text`.
    func label(_ text: String, in view: UIView? = nil) -> UILabel? {
        let root = view ?? window.rootView
        if let label = root as? UILabel, label.text == text { return label }
        for subview in root.subviews { if let found = label(text, in: subview) { return found } }
        return nil
    }

    /// Where `view` shows in the window now: its presentation, in its superview (at rest) mapped
    /// to the window.
    func shownFrame(_ view: UIView) -> CGRect {
        let shown = view.layer.presentation()?.frame ?? view.frame
        guard let superview = view.superview else { return shown }
        return shown.applying(superview.transformToWindow)
    }

    /// The corners of `view`'s bounds as they show on screen now, through every 3D transform
    /// (top left, top right, bottom right, bottom left), and each one's depth `w` (below 1: nearer
    /// the viewer than the screen's plane).
    func projectedCorners(_ view: UIView) -> [(point: CGPoint, w: Double)] {
        let b = view.layer.presentation()?.bounds ?? view.bounds
        let map = view.shownTransformToWindow3D
        return [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ].map(map.project)
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

/// What the stage could not find.
struct PortStageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What `UIScreen.main` says on this thread, read as iOS code reads it.
enum MainScreen {
    static var bounds: CGRect { UIScreen.main.bounds }
    static var scale: CGFloat { UIScreen.main.scale }
    static func makeKey(_ window: UIWindow) { window.makeKeyAndVisible() }
}

/// `CATransaction`'s flag as a port's lines leave it, read at each step (the tests cannot import
/// UIKit; see Sample000Tests.swift).
enum TransactionProbe {
    static func flags() -> [Bool] {
        var flags = [CATransaction.disableActions()]
        CATransaction.setDisableActions(true)
        flags.append(CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        flags.append(CATransaction.disableActions())
        CATransaction.setDisableActions(false)
        flags.append(CATransaction.disableActions())
        CATransaction.commit()
        flags.append(CATransaction.disableActions())
        CATransaction.commit()
        flags.append(CATransaction.disableActions())
        return flags
    }
}

extension UINavigationController {
    /// Where the controller's screens are, below its bar (UIKit's private transition view): the
    /// first subview of its view, found through what an app sees.
    var transitionView: UIView { view.subviews[0] }
}

/// Posts what iOS posts as an app comes back to the foreground (Drawer's host posts none).
enum PauseResumeNotifications {
    static func postWillEnterForeground() {
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
    }
}
