import Motion
import Testing

@testable import ViewKit

/// A control follows presses on itself, as UIControl's tracking does: highlighted while a press
/// is held and has not wandered, `.touchDown` on the press, `.touchUpInside` on a release that
/// has not wandered, and nothing when disabled.
struct ControlTrackingTests {
    /// A dispatcher for a 400×300 root holding `control` at (100, 100), 120×44.
    private func setUp(_ control: Control) -> GestureDispatcher {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        control.frame = Rect(x: 100, y: 100, width: 120, height: 44)
        root.addSubview(control)
        return GestureDispatcher(root: root)
    }

    @Test func aPressHighlightsAndAReleaseInsideSendsTouchUpInside() {
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        let dispatcher = setUp(button)
        var events: [String] = []
        button.addAction(Action { _ in events.append("down") }, for: .touchDown)
        button.addAction(Action { _ in events.append("up inside") }, for: .touchUpInside)
        button.addAction(Action { _ in events.append("primary") }, for: .primaryActionTriggered)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        #expect(button.isHighlighted && events == ["down"])
        #expect(button.titleLabel?.textColor.alpha == 0.2, "a system button's title dims while pressed")
        dispatcher.handle(PointerEvent(.up, at: Point(x: 152, y: 121), time: 0.1))
        #expect(!button.isHighlighted && events == ["down", "up inside", "primary"])
        #expect(button.titleLabel?.textColor.alpha == 1)
    }

    @Test func aPressThatWandersOffIsNoTap() {
        let control = Control()
        let dispatcher = setUp(control)
        var ups = 0
        control.addAction(Action { _ in ups += 1 }, for: .touchUpInside)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        #expect(control.isHighlighted)
        dispatcher.handle(PointerEvent(.move, at: Point(x: 180, y: 120), time: 0.05))
        #expect(!control.isHighlighted, "wandered 30 points: no longer a tap")
        dispatcher.handle(PointerEvent(.up, at: Point(x: 180, y: 120), time: 0.1))
        #expect(ups == 0 && !control.isHighlighted)
    }

    @Test func aDisabledControlNeitherHighlightsNorSends() {
        let control = Control()
        control.isEnabled = false
        let dispatcher = setUp(control)
        var sent = 0
        control.addAction(Action { _ in sent += 1 }, for: [.touchDown, .touchUpInside])
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        #expect(!control.isHighlighted)
        dispatcher.handle(PointerEvent(.up, at: Point(x: 150, y: 120), time: 0.1))
        #expect(sent == 0)
    }

    @Test func aButtonMadeWithAPrimaryActionIsTitledByItAndRunsIt() {
        var ran = 0
        let button = Button(primaryAction: Action(title: "Expand") { _ in ran += 1 })
        let dispatcher = setUp(button)
        #expect(button.currentTitle == "Expand" && button.buttonType == .system)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 150, y: 120), time: 0.1))
        #expect(ran == 1)
    }

    // MARK: isTracking, isTouchInside and .touchCancel (UIControl's)

    @Test func aControlTracksAPressFromDownToUp() {
        let control = Control()
        let dispatcher = setUp(control)
        #expect(!control.isTracking && !control.isTouchInside)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        #expect(control.isTracking && control.isTouchInside)
        dispatcher.handle(PointerEvent(.up, at: Point(x: 150, y: 120), time: 0.1))
        #expect(!control.isTracking && !control.isTouchInside)
    }

    /// A press that wanders off ends the tracking as UIKit's cancelled touch does: `.touchCancel`,
    /// once, and no touch up.
    @Test func aPressThatWandersOffSendsTouchCancelOnce() {
        let control = Control()
        let dispatcher = setUp(control)
        var events: [String] = []
        control.addAction(Action { _ in events.append("cancel") }, for: .touchCancel)
        control.addAction(Action { _ in events.append("up") }, for: [.touchUpInside, .touchUpOutside])
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 180, y: 120), time: 0.05))
        #expect(!control.isTracking && events == ["cancel"])
        dispatcher.handle(PointerEvent(.move, at: Point(x: 200, y: 120), time: 0.08))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 200, y: 120), time: 0.1))
        #expect(events == ["cancel"])
    }

    /// A pointer the system takes away (focus lost) cancels the tracking too.
    @Test func aPointerTakenAwaySendsTouchCancel() {
        let control = Control()
        let dispatcher = setUp(control)
        var cancels = 0
        control.addAction(Action { _ in cancels += 1 }, for: .touchCancel)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        dispatcher.handle(PointerEvent(.cancel, at: Point(x: 150, y: 120), time: 0.05))
        #expect(cancels == 1 && !control.isTracking && !control.isHighlighted)
    }

    /// A tap tracks and ends with a touch up, never a cancel; a disabled control tracks nothing.
    @Test func aTapSendsNoCancelAndADisabledControlDoesNotTrack() {
        let control = Control()
        let dispatcher = setUp(control)
        var cancels = 0
        control.addAction(Action { _ in cancels += 1 }, for: .touchCancel)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 151, y: 120), time: 0.1))
        #expect(cancels == 0)
        control.isEnabled = false
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 1))
        #expect(!control.isTracking)
        control.isEnabled = true  // enabled again, it could send what it would
        dispatcher.handle(PointerEvent(.move, at: Point(x: 190, y: 120), time: 1.05))
        #expect(cancels == 0, "a control that tracked nothing cancels nothing")
    }

    /// A pan around the control that takes the press (one that begins on a press: a scroll view
    /// still decelerating, a sheet still springing) ends the control's tracking at once, as UIKit
    /// cancels a control's touch when a scroll view takes it.
    @Test func aPanThatTakesThePressEndsTheTrackingAtOnce() {
        let control = Control()
        let dispatcher = setUp(control)
        let pan = PanGestureRecognizer()
        pan.beginsOnPress = { true }
        control.superview?.addGestureRecognizer(pan)
        var cancels = 0
        control.addAction(Action { _ in cancels += 1 }, for: .touchCancel)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        #expect(!control.isTracking && !control.isHighlighted && cancels == 1)
        dispatcher.handle(PointerEvent(.up, at: Point(x: 150, y: 120), time: 0.1))
        #expect(cancels == 1, "once")
    }

    /// A control disabled while a press is held stops tracking it: no longer highlighted, and
    /// the release sends nothing, enabled again or not.
    @Test func aControlDisabledMidPressStopsTracking() {
        let control = Control()
        let dispatcher = setUp(control)
        var ups = 0
        control.addAction(Action { _ in ups += 1 }, for: .touchUpInside)
        dispatcher.handle(PointerEvent(.down, at: Point(x: 150, y: 120), time: 0))
        control.isEnabled = false
        #expect(!control.isTracking && !control.isHighlighted)
        control.isEnabled = true
        dispatcher.handle(PointerEvent(.up, at: Point(x: 150, y: 120), time: 0.1))
        #expect(ups == 0)
    }
}
