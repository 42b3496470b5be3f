import Motion
import Testing

@testable import ViewKit

/// A recognizer subclass written as UIKit's are (UIGestureRecognizerSubclass): it overrides the
/// touch methods, calls `super`, and sets `state`.
struct TouchesTests {
    /// The "instant pan" of iOS animation code: a pan that begins on touch-down.
    final class InstantPan: PanGestureRecognizer {
        var seen: [(Touch.Phase, Point, ObjectIdentifier)] = []

        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            if state == .began { return }
            super.touchesBegan(touches, with: event)
            state = .began
            record(touches)
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
            super.touchesMoved(touches, with: event)
            record(touches)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
            super.touchesEnded(touches, with: event)
            record(touches)
        }
        private func record(_ touches: Set<Touch>) {
            for touch in touches { seen.append((touch.phase, touch.location(in: view), ObjectIdentifier(touch))) }
        }
    }

    private func setUp() -> (GestureDispatcher, InstantPan, View, [GestureRecognizer.State]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let target = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        root.addSubview(target)
        let pan = InstantPan()
        target.addGestureRecognizer(pan)
        return (GestureDispatcher(root: root), pan, target, [])
    }

    @Test func settingStateBeginsOnThePressAndRunsTheAction() {
        let (dispatcher, pan, _, _) = setUp()
        var states: [GestureRecognizer.State] = []
        pan.action = { states.append($0.state) }
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        #expect(states == [.began], "began on the press, before any movement")
        dispatcher.handle(PointerEvent(.move, at: Point(x: 152, y: 150), time: 0.016))
        #expect(states == [.began, .changed], "2 points is under the threshold, but it has begun")
        #expect(pan.translation(in: nil) == Point(x: 2, y: 0))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 152, y: 150), time: 0.032))
        #expect(states == [.began, .changed, .ended])
    }

    @Test func aRefusedBeginFailsAsUIKitsDoes() {
        let (dispatcher, pan, _, _) = setUp()
        var states: [GestureRecognizer.State] = []
        pan.action = { states.append($0.state) }
        pan.shouldBegin = { _ in false }
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        #expect(pan.state == .failed && states.isEmpty)
    }

    @Test func oneTouchFollowsThePointerFromPressToRelease() throws {
        let (dispatcher, pan, target, _) = setUp()
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 170, y: 160), time: 0.016))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 180, y: 160), time: 0.032))
        #expect(pan.seen.map(\.0) == [.began, .moved, .ended])
        #expect(pan.seen.map(\.1) == [Point(x: 50, y: 50), Point(x: 70, y: 60), Point(x: 80, y: 60)], "in the view's coordinates")
        #expect(Set(pan.seen.map(\.2)).count == 1, "the same touch object throughout")
        _ = target
    }

    @Test func aTouchKnowsItsViewAndWhereItWas() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let target = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        root.addSubview(target)
        final class Watcher: GestureRecognizer {
            var touch: Touch?
            var previous: Point?
            var all = 0
            override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
                super.touchesMoved(touches, with: event)
                touch = touches.first
                previous = touches.first?.previousLocation(in: nil)
                all = event.allTouches?.count ?? 0
            }
        }
        let watcher = Watcher()
        root.addGestureRecognizer(watcher)
        let dispatcher = GestureDispatcher(root: root)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        dispatcher.handle(PointerEvent(.down, at: Point(x: 20, y: 20), time: 0.01, pointer: 2))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 160, y: 150), time: 0.02))
        #expect(watcher.touch?.view === target, "the view the press landed on")
        #expect(watcher.previous == Point(x: 150, y: 150) && watcher.touch?.timestamp == 0.02)
        #expect(watcher.all == 2, "both pressed touches")
    }
}
