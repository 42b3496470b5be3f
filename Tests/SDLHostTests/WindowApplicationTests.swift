import Foundation
import Motion
import Testing
import ViewKit

@testable import SDLHost

/// The app of one window: pointers reach its recognizers, keys its handler, a frame updates the
/// window and says whether anything moves, and the state line is the value it is given.
struct WindowApplicationTests {
    struct Depth: Encodable {
        let depth: Int
    }

    /// The window the host runs is the key window from before its root's view loads, so that code
    /// reading UIKit's `UIScreen.main` (the key window's bounds) in `viewDidLoad` sees it.
    @Test func theAppsWindowIsKeyWhenItsRootLoads() throws {
        final class Reader: ViewController {
            var seen: Window?
            override func viewDidLoad() {
                super.viewDidLoad()
                seen = Window.keyWindow
            }
        }
        let reader = Reader(title: "reader")
        let app = WindowApplication(
            size: Size(width: 400, height: 300), clock: FixedStepClock(), rootViewController: reader, state: { Depth(depth: 1) })
        #expect(Window.keyWindow === app.window)
        #expect(reader.seen === app.window, "key already when the root's view loaded")
    }

    @Test func theHostsWorkIsDoneForAnAppOfOneWindow() throws {
        let clock = FixedStepClock()
        let navigation = NavigationController(rootViewController: ViewController(title: "root"))
        var keys: [Key] = []
        let app = WindowApplication(
            size: Size(width: 400, height: 300), clock: clock, rootViewController: navigation, keys: { keys.append($0) },
            state: { Depth(depth: navigation.viewControllers.count) })
        #expect(app.rootView === app.window.rootView && app.window.rootViewController === navigation)
        app.handle(.key(.right))
        #expect(keys == [.right])
        #expect(!app.update(at: 0), "nothing moves: the host may idle")
        navigation.pushViewController(ViewController(title: "next"), animated: true)
        #expect(app.update(at: 0), "a push moves")
        for _ in 0..<30 {
            clock.tick()
            _ = app.update(at: clock.now)
        }
        #expect(!navigation.isTransitioning && navigation.viewControllers.count == 2)
        // A swipe from the left edge, through the app's pointer input, pops.
        for (step, x) in [5.0, 40, 120, 200].enumerated() {
            clock.tick()
            app.handle(.pointer(PointerEvent(step == 0 ? .down : .move, at: Point(x: x, y: 150), time: clock.now)))
            _ = app.update(at: clock.now)
        }
        #expect(navigation.transitionContext?.kind == .pop && navigation.transitionContext?.isInteractive == true)
        app.handle(.pointer(PointerEvent(.up, at: Point(x: 200, y: 150), time: clock.now)))
        for _ in 0..<60 {
            clock.tick()
            _ = app.update(at: clock.now)
        }
        #expect(!navigation.isTransitioning && navigation.viewControllers.count == 1, "a fast swipe to the middle pops")
        let line = try app.stateLine(timeMilliseconds: 5, frame: 2)
        #expect(line == #"{"depth":1,"frame":2,"t_ms":5}"#, "\(line)")
    }
}
