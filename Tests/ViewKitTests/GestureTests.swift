import Foundation
import Motion
import Testing

@testable import ViewKit

struct GestureTests {
    final class Recorder {
        var events: [(GestureRecognizer.State, Point)] = []
    }

    static func setUp() -> (View, GestureDispatcher, PanGestureRecognizer, TapGestureRecognizer, Recorder, Recorder) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let target = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        root.addSubview(target)
        let panLog = Recorder()
        let tapLog = Recorder()
        let pan = PanGestureRecognizer { r in panLog.events.append((r.state, r.translation(in: nil))) }
        let tap = TapGestureRecognizer { r in tapLog.events.append((r.state, r.location(in: nil))) }
        target.addGestureRecognizer(pan)
        target.addGestureRecognizer(tap)
        return (root, GestureDispatcher(root: root), pan, tap, panLog, tapLog)
    }

    @Test func panBeginsPastTheThresholdAndMeasuresFromTheDownPoint() {
        let (_, dispatcher, pan, _, panLog, tapLog) = Self.setUp()
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 156, y: 150), time: 0.016))
        #expect(panLog.events.isEmpty, "6 points is under the threshold")
        dispatcher.handle(PointerEvent(.move, at: Point(x: 162, y: 150), time: 0.032))
        #expect(panLog.events.map(\.0) == [.began])
        #expect(panLog.events[0].1 == Point(x: 12, y: 0), "translation from the down point: content stays under the pointer")
        for i in 3...8 {
            dispatcher.handle(PointerEvent(.move, at: Point(x: 150 + 6 * Double(i), y: 150), time: 0.016 * Double(i)))
        }
        #expect(abs(pan.velocity(in: nil).x - 375) < 1e-6, "6 points per 16 ms")
        dispatcher.handle(PointerEvent(.up, at: Point(x: 198, y: 150), time: 0.016 * 8 + 0.01))
        #expect(panLog.events.last?.0 == .ended)
        #expect(panLog.events.filter { $0.0 == .changed }.count == 6)
        #expect(tapLog.events.isEmpty, "the tap failed once the pointer moved too far")
        #expect(pan.state == .possible, "reset for the next sequence")
    }

    @Test func aClickIsATapAndNotAPan() {
        let (_, dispatcher, _, tap, panLog, tapLog) = Self.setUp()
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 153, y: 152), time: 0.016))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 153, y: 152), time: 0.05))
        #expect(tapLog.events.map(\.0) == [.ended])
        #expect(panLog.events.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test func releasingAfterStoppingGivesNoVelocity() {
        let (_, dispatcher, pan, _, panLog, _) = Self.setUp()
        var velocityAtEnd = Point(x: .nan, y: .nan)
        pan.action = { r in if r.state == .ended { velocityAtEnd = (r as! PanGestureRecognizer).velocity(in: nil) } }
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        for i in 1...6 { dispatcher.handle(PointerEvent(.move, at: Point(x: 150 + 10 * Double(i), y: 150), time: 0.016 * Double(i))) }
        dispatcher.handle(PointerEvent(.up, at: Point(x: 210, y: 150), time: 0.5))
        #expect(velocityAtEnd == .zero)
        #expect(panLog.events.isEmpty, "the recorder was replaced")
    }

    @Test func cancellingThePointerCancelsAnActivePan() {
        let (_, dispatcher, pan, _, panLog, tapLog) = Self.setUp()
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 180, y: 150), time: 0.016))
        dispatcher.handle(PointerEvent(.cancel, at: Point(x: 180, y: 150), time: 0.032))
        #expect(panLog.events.map(\.0) == [.began, .cancelled])
        #expect(tapLog.events.isEmpty)
        #expect(pan.state == .possible && !dispatcher.isTracking)
        dispatcher.handle(PointerEvent(.up, at: Point(x: 180, y: 150), time: 0.05))
        #expect(panLog.events.count == 2, "an up without a down is ignored")
    }

    @Test func theSequenceStaysWithTheViewWhereverThePointerGoes() {
        let (_, dispatcher, _, _, panLog, _) = Self.setUp()
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        dispatcher.handle(PointerEvent(.move, at: Point(x: -500, y: 900), time: 0.016))
        dispatcher.handle(PointerEvent(.up, at: Point(x: -500, y: 900), time: 0.02))
        #expect(panLog.events.map(\.0) == [.began, .ended])
        #expect(panLog.events[1].1 == Point(x: -650, y: 750))
        dispatcher.handle(PointerEvent(.down, at: Point(x: 10, y: 10), time: 1))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 80, y: 10), time: 1.016))
        #expect(panLog.events.count == 2, "a drag that starts outside the view is not the view's")
    }

    @Test func translationInARotatedView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let turned = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = Transform2D(rotationAngle: .pi / 2)
        root.addSubview(turned)
        let pan = PanGestureRecognizer()
        turned.addGestureRecognizer(pan)
        let dispatcher = GestureDispatcher(root: root)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 150), time: 0))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 150, y: 170), time: 0.016))
        // Down the screen is along the turned view's +x axis.
        let t = pan.translation(in: turned)
        #expect(abs(t.x - 20) < 1e-9 && abs(t.y) < 1e-9)
        pan.setTranslation(.zero, in: turned)
        #expect(pan.translation(in: nil) == .zero)
    }

    @Test func innerRecognizersWinOverOuterOnes() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let inner = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(inner)
        var fired: [String] = []
        root.addGestureRecognizer(TapGestureRecognizer { _ in fired.append("outer") })
        inner.addGestureRecognizer(TapGestureRecognizer { _ in fired.append("inner") })
        let dispatcher = GestureDispatcher(root: root)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 50, y: 50), time: 0))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 50, y: 50), time: 0.05))
        #expect(fired == ["inner"])
    }
}
