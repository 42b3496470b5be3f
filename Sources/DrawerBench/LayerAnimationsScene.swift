import Motion
import ViewKit

/// Views in a window, each running Core Animation's explicit animations on its layer
/// (`Layer.add(_:forKey:)`) for a minute: a basic animation of its position, an additive one of
/// its transform's rotation, cubic keyframes of its background colour and a spring of its
/// opacity. A frame ticks the clock, updates the driver and reads what each view shows, as the
/// renderer reads it: the allocations step counts what that allocates.
@MainActor final class LayerAnimationsScene {
    static let duration = 60.0

    let clock = FixedStepClock()
    private let window: Window
    private let views: [View]
    /// What the frames read, summed, so that nothing is optimised away.
    private(set) var checksum = 0.0

    init(count: Int) {
        let driver = AnimationDriver(clock: clock)
        window = Window(size: Size(width: 1000, height: 1000), driver: driver)
        views = (0..<count).map { View(frame: Rect(x: Double($0 % 10) * 100, y: Double($0 / 10) * 10, width: 80, height: 8)) }
        for (index, view) in views.enumerated() {
            window.rootView.addSubview(view)
            let move = BasicAnimation(keyPath: "position")
            move.fromValue = view.position
            move.toValue = Point(x: view.position.x + 50, y: view.position.y + Double(index % 7))
            move.duration = Self.duration
            move.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
            view.layer.add(move, forKey: "move")
            let turn = BasicAnimation(keyPath: "transform.rotation.z")
            turn.byValue = Double.pi
            turn.isAdditive = true
            turn.duration = Self.duration
            view.layer.add(turn, forKey: "turn")
            let colour = LayerKeyframeAnimation(keyPath: "backgroundColor")
            colour.values = [Color(rgb: 0xCC3322), Color(rgb: 0x336699), Color.white, Color.black]
            colour.calculationMode = .cubic
            colour.duration = Self.duration
            view.layer.add(colour, forKey: "colour")
            let fade = SpringAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.5
            fade.damping = 1
            view.layer.add(fade, forKey: "fade")
        }
    }

    /// One frame: the clock ticked, the driver updated, and each view's presentation read.
    func frame() {
        clock.tick()
        window.driver.update()
        var sum = 0.0
        for view in views {
            let shown = view.presentationValues
            sum += shown.position.x + shown.transform.b + shown.backgroundColor.green + shown.alpha
        }
        checksum += sum
    }
}
