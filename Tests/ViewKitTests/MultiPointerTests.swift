import Foundation
import Motion
import Testing

@testable import ViewKit

/// Several pointers: ids, the pan's centroid, the pinch's maths and simultaneous recognition.
struct MultiPointerTests {
    /// A 400×300 window with a 200×200 target at (100, 50).
    final class Scene {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let target = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
        let other = View(frame: Rect(x: 320, y: 0, width: 80, height: 300))
        let dispatcher: GestureDispatcher
        var log: [String] = []

        init() {
            root.addSubview(target)
            root.addSubview(other)
            dispatcher = GestureDispatcher(root: root)
        }

        func send(_ phase: PointerEvent.Phase, _ pointer: Int, _ x: Double, _ y: Double, _ ms: Double) {
            dispatcher.handle(PointerEvent(phase, at: Point(x: x, y: y), time: ms / 1000, pointer: pointer))
        }
    }

    @Test func eachPointersEventsGoWhereItWentDown() {
        let scene = Scene()
        var targetPointers: [Int] = []
        var otherPointers: [Int] = []
        let onTarget = PanGestureRecognizer { pan in targetPointers.append(pan.numberOfPointers) }
        let onOther = PanGestureRecognizer { pan in otherPointers.append(pan.numberOfPointers) }
        onTarget.shouldRecognizeSimultaneously = { _ in true }
        scene.target.addGestureRecognizer(onTarget)
        scene.other.addGestureRecognizer(onOther)
        scene.send(.down, 1, 150, 100, 0)
        scene.send(.down, 2, 350, 100, 0)
        scene.send(.move, 2, 350, 140, 16)
        #expect(otherPointers == [1] && targetPointers.isEmpty, "pointer 2 went down on the other view")
        scene.send(.move, 1, 150, 140, 16)
        #expect(targetPointers == [1], "pointer 1 is the target's alone")
        #expect(onTarget.translation(in: nil) == Point(x: 0, y: 40) && onOther.translation(in: nil) == Point(x: 0, y: 40))
        scene.send(.up, 2, 350, 140, 32)
        #expect(onOther.state == .possible || onOther.state == .ended)
        #expect(onTarget.isActive, "the sequence goes on while pointer 1 is down")
        scene.send(.up, 1, 150, 140, 32)
        #expect(!scene.dispatcher.isTracking && onTarget.state == .possible)
    }

    /// UIPanGestureRecognizer follows the centroid; a finger landing or lifting must not move the
    /// translation, nor the velocity.
    @Test func thePanFollowsTheCentroidWithoutJumps() {
        let scene = Scene()
        var translations: [Point] = []
        let pan = PanGestureRecognizer { translations.append($0.translation(in: nil)) }
        scene.target.addGestureRecognizer(pan)
        scene.send(.down, 1, 120, 100, 0)
        for step in 1...4 { scene.send(.move, 1, 120 + 10 * Double(step), 100, 16 * Double(step)) }
        #expect(pan.translation(in: nil) == Point(x: 40, y: 0))
        scene.send(.down, 2, 260, 200, 70)
        #expect(pan.translation(in: nil) == Point(x: 40, y: 0), "a finger landing: no jump")
        #expect(pan.location(in: nil) == Point(x: 210, y: 150), "location is the centroid")
        scene.send(.move, 2, 280, 200, 80)
        #expect(pan.translation(in: nil) == Point(x: 50, y: 0), "the centroid moved by half of 20")
        scene.send(.move, 1, 180, 120, 96)
        #expect(pan.translation(in: nil) == Point(x: 60, y: 10))
        scene.send(.up, 1, 180, 120, 100)
        #expect(pan.translation(in: nil) == Point(x: 60, y: 10), "a finger lifting: no jump")
        #expect(pan.isActive, "one finger is still down")
        for step in 1...8 { scene.send(.move, 2, 280 + 6 * Double(step), 200, 100 + 16 * Double(step)) }
        #expect(abs(pan.velocity(in: nil).x - 375) < 1e-6, "6 points per 16 ms: the centroid's jump left no trace")
        #expect(pan.translation(in: nil) == Point(x: 108, y: 10))
        scene.send(.up, 2, 328, 200, 240)
        #expect(translations.count > 0 && pan.state == .possible)
    }

    @Test func thePinchScalesByTheFingersSpread() {
        let scene = Scene()
        var states: [GestureRecognizer.State] = []
        let pinch = PinchGestureRecognizer { states.append($0.state) }
        scene.target.addGestureRecognizer(pinch)
        scene.send(.down, 1, 150, 150, 0)
        scene.send(.move, 1, 140, 150, 10)
        #expect(states.isEmpty, "one finger is not a pinch")
        scene.send(.down, 2, 250, 150, 16)  // 110 apart
        scene.send(.move, 2, 255, 150, 32)  // 115: under the 8-point spread
        #expect(states.isEmpty)
        scene.send(.move, 2, 261, 150, 48)  // 121
        #expect(states == [.began])
        #expect(abs(pinch.scale - 121.0 / 110) < 1e-12, "the scale counts from the second finger's landing")
        #expect(pinch.location(in: nil) == Point(x: 200.5, y: 150), "the centre is the centroid")
        // Spread at 11 points per 16 ms: 0.1 per 16 ms = 6.25 per second.
        for step in 1...8 { scene.send(.move, 2, 261 + 11 * Double(step), 150, 48 + 16 * Double(step)) }
        #expect(abs(pinch.velocity - 6.25) < 1e-6)
        let before = pinch.scale
        scene.send(.up, 1, 140, 150, 180)
        #expect(pinch.scale == before && pinch.isActive, "one finger lifting holds the scale")
        scene.send(.down, 3, 100, 150, 190)  // a new pair, 249 apart
        #expect(pinch.scale == before, "a finger landing again carries on: no jump")
        scene.send(.move, 3, 100 - 249 * 0.5, 150, 206)  // the spread grows by half
        #expect(abs(pinch.scale - before * 1.5) < 1e-12)
        scene.send(.up, 3, -24.5, 150, 220)
        scene.send(.up, 2, 349, 150, 220)
        #expect(states.last == .ended && pinch.state == .possible)
    }

    @Test func aPanAndAPinchRunTogetherOnlyWhenAllowed() {
        for allowed in [false, true] {
            let scene = Scene()
            var panStates: [GestureRecognizer.State] = []
            var pinchStates: [GestureRecognizer.State] = []
            let pan = PanGestureRecognizer { panStates.append($0.state) }
            let pinch = PinchGestureRecognizer { pinchStates.append($0.state) }
            if allowed { pinch.shouldRecognizeSimultaneously = { $0 === pan } }
            scene.target.addGestureRecognizer(pan)
            scene.target.addGestureRecognizer(pinch)
            scene.send(.down, 1, 150, 150, 0)
            scene.send(.down, 2, 250, 150, 0)
            scene.send(.move, 2, 280, 150, 16)  // the centroid moves 15, the spread 30: both can begin
            scene.send(.move, 1, 130, 150, 32)
            scene.send(.up, 1, 130, 150, 48)
            scene.send(.up, 2, 280, 150, 48)
            if allowed {
                #expect(panStates.first == .began && panStates.last == .ended)
                #expect(pinchStates.first == .began && pinchStates.last == .ended)
            } else {
                #expect(panStates.first == .began && panStates.last == .ended, "the first to begin wins")
                #expect(pinchStates.isEmpty, "the other yields before it begins")
            }
        }
    }

    @Test func aSecondFingerFailsATap() {
        let scene = Scene()
        var taps = 0
        scene.target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        scene.send(.down, 1, 150, 150, 0)
        scene.send(.down, 2, 160, 150, 10)
        scene.send(.up, 2, 160, 150, 20)
        scene.send(.up, 1, 150, 150, 30)
        #expect(taps == 0)
        scene.send(.down, 1, 150, 150, 100)
        scene.send(.up, 1, 150, 150, 130)
        #expect(taps == 1)
    }
}
