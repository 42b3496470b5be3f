import Motion
import Testing

@testable import ViewKit

/// `require(toFail:)` and the delegate's `shouldRequireFailureOf` / `shouldBeRequiredToFailBy`,
/// as UIKit has them: a recognizer that waits on another recognizes only once that one has
/// failed, and fails if that one recognizes.
struct FailureRequirementTests {
    final class Log {
        var entries: [String] = []
    }

    /// A 400×300 root with a pan and a tap on it, both logging their states.
    private func setUp() -> (GestureDispatcher, PanGestureRecognizer, TapGestureRecognizer, Log) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let log = Log()
        let pan = PanGestureRecognizer { log.entries.append("pan \($0.state)") }
        let tap = TapGestureRecognizer { _ in log.entries.append("tap") }
        root.addGestureRecognizer(tap)
        root.addGestureRecognizer(pan)
        return (GestureDispatcher(root: root), pan, tap, log)
    }

    private func click(_ dispatcher: GestureDispatcher) {
        dispatcher.handle(PointerEvent(.down, at: Point(x: 100, y: 100), time: 0))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 101, y: 100), time: 0.05))
    }

    private func drag(_ dispatcher: GestureDispatcher, from x: Double = 100) {
        dispatcher.handle(PointerEvent(.down, at: Point(x: x, y: 100), time: 0))
        for step in 1...4 { dispatcher.handle(PointerEvent(.move, at: Point(x: x + 8 * Double(step), y: 100), time: 0.016 * Double(step))) }
        dispatcher.handle(PointerEvent(.up, at: Point(x: x + 32, y: 100), time: 0.08))
    }

    @Test func aTapThatWaitsOnAPanIsATapWhenThePanNeverCame() {
        let (dispatcher, pan, tap, log) = setUp()
        tap.require(toFail: pan)
        click(dispatcher)
        #expect(log.entries == ["tap"], "the pan failed at the release, then the tap recognized")
    }

    /// Allowed to recognize together with the pan, a tap that may wander far would be a tap at
    /// the end of a drag too; waiting on the pan, it fails when the pan begins.
    @Test(arguments: [false, true])
    func aTapThatWaitsOnAPanFailsWhenThePanBegins(waits: Bool) {
        let (dispatcher, pan, tap, log) = setUp()
        tap.allowableMovement = 1000
        tap.shouldRecognizeSimultaneously = { _ in true }
        if waits { tap.require(toFail: pan) }
        drag(dispatcher)
        #expect(log.entries.filter { $0.hasPrefix("pan") } == ["pan began", "pan changed", "pan changed", "pan ended"])
        #expect(log.entries.contains("tap") == !waits, "\(log.entries)")
    }

    /// A pan that must not take an edge swipe: from the middle the edge swipe fails and the pan
    /// begins on the move it waited on; from the edge the edge swipe takes it.
    @Test(arguments: [(100.0, "pan began"), (5.0, "edge began")])
    func aPanWaitsOnAnEdgeSwipe(start: Double, first: String) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let log = Log()
        let pan = PanGestureRecognizer { log.entries.append("pan \($0.state)") }
        let edge = PanGestureRecognizer { log.entries.append("edge \($0.state)") }
        edge.shouldBegin = { r in (r.location(in: nil) - (r as! PanGestureRecognizer).translation(in: nil)).x <= 20 }
        root.addGestureRecognizer(pan)  // the pan is asked first: it must wait, not win
        root.addGestureRecognizer(edge)
        pan.require(toFail: edge)
        drag(GestureDispatcher(root: root), from: start)
        #expect(log.entries.first == first, "\(log.entries)")
        #expect(log.entries.contains { $0.hasPrefix(first == "pan began" ? "edge" : "pan") } == false, "\(log.entries)")
        #expect(log.entries.last == (first == "pan began" ? "pan ended" : "edge ended"))
    }

    final class Requiring: GestureRecognizerDelegate {
        let other: GestureRecognizer
        let asRequired: Bool
        init(_ other: GestureRecognizer, asRequired: Bool) {
            self.other = other
            self.asRequired = asRequired
        }
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
            !asRequired && other === self.other
        }
        func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
            asRequired && other === self.other
        }
    }

    /// The delegate says it either way round: the tap's delegate that it waits on the pan, or
    /// the pan's that the tap must wait on it.
    @Test(arguments: [false, true])
    func theDelegateMayAskForIt(asRequired: Bool) {
        let (dispatcher, pan, tap, log) = setUp()
        tap.allowableMovement = 1000
        tap.shouldRecognizeSimultaneously = { _ in true }
        let delegate = asRequired ? Requiring(tap, asRequired: true) : Requiring(pan, asRequired: false)
        if asRequired { pan.delegate = delegate } else { tap.delegate = delegate }
        drag(dispatcher)
        #expect(!log.entries.contains("tap") && log.entries.first == "pan began")
        log.entries = []
        click(dispatcher)
        #expect(log.entries == ["tap"])
    }
}
