// Compares with the demo, which only Drawer's own package has: built there alone (`DEMO_COMPARISONS`),
// not where the ports are compiled as an app compiles them (scripts/consumer-test.sh).
#if DEMO_COMPARISONS
    import Motion
    import TestSupport
    import ViewKit

    @testable import DrawerApp

    /// The demo in-process under `--rules sample`, on a fixed 60 Hz clock with the same frame order
    /// as `PortStage` (input, then animation, then layout): what `drawer --rules sample` shows, for
    /// the samples' UIKit code to be set beside frame for frame.
    final class DemoStage {
        static let size = Size(width: 1024, height: 720)

        let clock = FixedStepClock()
        let app: DrawerApplication
        private var rig: FrameRig!

        init(mode: String) {
            app = DrawerApplication(
                image: Image(name: "test.png", size: Size(width: 240, height: 240)), clock: clock, size: Self.size,
                initialMode: ModeName(rawValue: mode)!, rules: .sample)
            app.rootView.layoutIfNeeded()
            rig = FrameRig(clock: clock) { [unowned self] in
                let moving = app.update(at: clock.now)
                app.rootView.layoutIfNeeded()
                return moving
            }
        }

        func frames(_ count: Int) { rig.frames(count) }

        func settle() { rig.settle() }

        func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double) {
            app.handle(.pointer(PointerEvent(phase, at: Point(x: x, y: y), time: clock.now)))
        }

        func key(_ key: Key) { app.handle(.key(key)) }

        var rootViewController: ViewController { app.mode.rootViewController }
    }
#endif
