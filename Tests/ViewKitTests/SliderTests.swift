import Motion
import Testing

@testable import ViewKit

struct SliderTests {
    /// A window holding one 218-point slider at (100, 100): its track spans x 109…309.
    static func rig() -> (Window, Slider, [Double]) {
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        let slider = Slider(range: 0.1...1.5, value: 0.3)
        window.addOverlay(slider) { _ in Rect(x: 100, y: 100, width: 218, height: 30) }
        window.rootView.layoutIfNeeded()
        return (window, slider, [])
    }

    @Test func draggingAcrossChangesTheValueMonotonicallyAndClamps() {
        let (window, slider, _) = Self.rig()
        var values: [Double] = []
        slider.onChange = { values.append($0) }
        var t = 0.0
        window.handle(PointerEvent(.down, at: Point(x: 150, y: 115), time: t))
        for x in stride(from: 160.0, through: 420, by: 10) {
            t += 1.0 / 60
            window.handle(PointerEvent(.move, at: Point(x: x, y: 115), time: t))
        }
        window.handle(PointerEvent(.up, at: Point(x: 420, y: 115), time: t))
        #expect(values.count > 10)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "rises with the pointer")
        #expect(slider.value == 1.5, "clamped at the right end")
        #expect(abs(values[0] - (0.1 + (150.0 - 109) / 200 * 1.4)) < 1e-9, "the press alone put the thumb under the pointer")
        window.handle(PointerEvent(.down, at: Point(x: 50, y: 115), time: t + 1))
        #expect(slider.value == 1.5, "a press outside the slider does nothing")
        window.handle(PointerEvent(.down, at: Point(x: 101, y: 115), time: t + 2))
        #expect(slider.value == 0.1, "and at the far left it clamps to the low end")
    }

    @Test func theKeyboardStepsItAndNoStepLeavesTheRange() {
        let (_, slider, _) = Self.rig()
        slider.step(by: 1)
        #expect(abs(slider.value - (0.3 + 1.4 / 50)) < 1e-12)
        slider.step(by: -1000)
        #expect(slider.value == 0.1)
        slider.setValue(.nan)
        #expect(slider.value == 0.1)
    }

    /// A wheel over a slider in a panel that pans scrolls the panel: the scroll's press and
    /// moves go past the slider (it accepts no scrolls) to the panel's pan. A click there still
    /// moves the slider.
    @Test func aWheelOverASliderScrollsWhatHoldsIt() {
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        let panel = View(name: "panel")
        let slider = Slider(range: 0.1...1.5, value: 0.3)
        panel.addSubview(slider)
        var scrolled = 0.0
        panel.addGestureRecognizer(PanGestureRecognizer { pan in scrolled = pan.translation(in: nil).y })
        window.addOverlay(panel) { _ in Rect(x: 0, y: 0, width: 400, height: 300) }
        slider.frame = Rect(x: 100, y: 100, width: 218, height: 30)
        window.rootView.layoutIfNeeded()

        var wheel = ScrollDrag()
        var events = [PointerEvent]()
        for step in 0..<3 {
            events += wheel.scroll(
                x: 0, y: -1, precise: false, flipped: false, at: Point(x: 200, y: 115), time: Double(step) * 0.1)
        }
        events += [wheel.endIfQuiet(at: 1)].compactMap { $0 }
        for event in events { window.handle(event) }
        #expect(slider.value == 0.3, "the wheel did not move the slider")
        #expect(scrolled == -300, "three clicks scrolled the panel 300 points up")

        window.handle(PointerEvent(.down, at: Point(x: 209, y: 115), time: 2))
        window.handle(PointerEvent(.up, at: Point(x: 209, y: 115), time: 2.1))
        #expect(abs(slider.value - 0.8) < 1e-9, "a click still takes the slider: \(slider.value)")
    }

    // MARK: UISlider's shape

    /// A person's drag sends `.valueChanged` at every change while `isContinuous` (UIKit's
    /// default), and once at the release when not; `.touchDown` and `.touchUpInside` frame it, as
    /// a UIControl's tracking does.
    @Test(arguments: [true, false])
    func aDragSendsValueChangedAsIsContinuousSays(continuous: Bool) {
        let (window, slider, _) = Self.rig()
        slider.isContinuous = continuous
        var events: [String] = []
        slider.addAction(Action { _ in events.append("\(Int((slider.value * 100).rounded()))") }, for: .valueChanged)
        slider.addAction(Action { _ in events.append("down") }, for: .touchDown)
        slider.addAction(Action { _ in events.append("up") }, for: .touchUpInside)
        window.handle(PointerEvent(.down, at: Point(x: 150, y: 115), time: 0))
        window.handle(PointerEvent(.move, at: Point(x: 160, y: 115), time: 0.02))
        window.handle(PointerEvent(.move, at: Point(x: 209, y: 115), time: 0.04))
        window.handle(PointerEvent(.up, at: Point(x: 209, y: 115), time: 0.06))
        #expect(abs(slider.value - 0.8) < 1e-9)
        if continuous {
            #expect(events == ["down", "39", "46", "80", "up"], "\(events)")
        } else {
            #expect(events == ["down", "80", "up"], "\(events)")
        }
    }

    /// Code that sets the value sends nothing, as UIKit's; the bounds are UISlider's
    /// `minimumValue` and `maximumValue`, and moving one past the value (or past the other bound)
    /// moves that too, as Apple documents.
    @Test func codeSetsTheValueAndTheBoundsSilently() {
        let (_, slider, _) = Self.rig()
        var sent = 0
        slider.addAction(Action { _ in sent += 1 }, for: .valueChanged)
        slider.onChange = { _ in sent += 1 }
        slider.value = 1.2
        slider.setValue(5, animated: true)
        #expect(slider.value == 1.5 && sent == 0, "clamped to the maximum, nothing sent")
        #expect(slider.minimumValue == 0.1 && slider.maximumValue == 1.5 && slider.range == 0.1...1.5)
        slider.maximumValue = 1
        #expect(slider.value == 1, "a maximum below the value pulls it down")
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2 && slider.value == 2, "a minimum above the maximum moves the maximum")
        slider.maximumValue = 0
        #expect(slider.minimumValue == 0 && slider.value == 0, "and a maximum below the minimum the minimum")
        #expect(sent == 0)
        let plain = Slider()
        #expect(plain.minimumValue == 0 && plain.maximumValue == 1 && plain.value == 0, "UISlider's defaults")
    }

    /// The slider's drag is its tracking: `isTracking` from the press to the release, and
    /// `isTouchInside` as the pointer goes out of its bounds and back.
    @Test func itsDragIsItsTrackingInsideAndOutside() {
        let (window, slider, _) = Self.rig()
        window.handle(PointerEvent(.down, at: Point(x: 150, y: 115), time: 0))
        #expect(slider.isTracking && slider.isTouchInside)
        window.handle(PointerEvent(.move, at: Point(x: 160, y: 200), time: 0.05))
        #expect(slider.isTracking && !slider.isTouchInside, "below the slider")
        window.handle(PointerEvent(.move, at: Point(x: 170, y: 120), time: 0.1))
        #expect(slider.isTouchInside, "back over it")
        window.handle(PointerEvent(.up, at: Point(x: 170, y: 120), time: 0.15))
        #expect(!slider.isTracking && !slider.isTouchInside && !slider.isHighlighted)
    }

    /// A drag the system takes away sends `.touchCancel`, as UISlider's cancelled touch does, and
    /// no touch up; the value it set stays.
    @Test func aCancelledDragSendsTouchCancel() {
        let (window, slider, _) = Self.rig()
        var events: [String] = []
        slider.addAction(Action { _ in events.append("cancel") }, for: .touchCancel)
        slider.addAction(Action { _ in events.append("up") }, for: [.touchUpInside, .touchUpOutside])
        window.handle(PointerEvent(.down, at: Point(x: 150, y: 115), time: 0))
        window.handle(PointerEvent(.move, at: Point(x: 200, y: 115), time: 0.05))
        let dragged = slider.value
        window.handle(PointerEvent(.cancel, at: Point(x: 200, y: 115), time: 0.1))
        #expect(events == ["cancel"] && !slider.isTracking && slider.value == dragged)
    }

    /// A disabled slider, as UIKit's, takes no drag: the value stays and nothing is sent.
    @Test func aDisabledSliderTakesNoDrag() {
        let (window, slider, _) = Self.rig()
        slider.isEnabled = false
        var sent = 0
        slider.addAction(Action { _ in sent += 1 }, for: [.touchDown, .valueChanged, .touchUpInside])
        window.handle(PointerEvent(.down, at: Point(x: 250, y: 115), time: 0))
        window.handle(PointerEvent(.move, at: Point(x: 280, y: 115), time: 0.05))
        window.handle(PointerEvent(.up, at: Point(x: 280, y: 115), time: 0.1))
        #expect(slider.value == 0.3 && sent == 0 && !slider.isTracking)
    }

    /// Disabled during a drag, the slider lets the drag go: the value stays where it was, and
    /// nothing more is sent or told.
    @Test func aSliderDisabledMidDragLetsItGo() {
        let (window, slider, _) = Self.rig()
        var told = 0
        slider.onChange = { _ in told += 1 }
        window.handle(PointerEvent(.down, at: Point(x: 150, y: 115), time: 0))
        let pressed = slider.value
        let toldOnPress = told
        slider.isEnabled = false
        #expect(!slider.isTracking && !slider.isHighlighted)
        window.handle(PointerEvent(.move, at: Point(x: 280, y: 115), time: 0.05))
        window.handle(PointerEvent(.up, at: Point(x: 280, y: 115), time: 0.1))
        #expect(slider.value == pressed && told == toldOnPress)
    }
}
