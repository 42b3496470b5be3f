import Motion
import Testing

@testable import ViewKit

/// `SegmentedControl` as UISegmentedControl: a release inside a segment selects it and sends
/// `.valueChanged`, once, only when the selection changes (every time when momentary); code that
/// sets `selectedSegmentIndex` sends nothing; the selected segment is marked.
struct SegmentedControlTests {
    /// Three segments across 300 points at (50, 100): 100 points each.
    private func setUp() -> (SegmentedControl, GestureDispatcher, Ref<[Int]>) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let control = SegmentedControl(items: ["side", "card", "modal"])
        control.frame = Rect(x: 50, y: 100, width: 300, height: 44)
        root.addSubview(control)
        root.layoutIfNeeded()
        let changes = Ref<[Int]>([])
        control.addAction(Action { [unowned control] _ in changes.value.append(control.selectedSegmentIndex) }, for: .valueChanged)
        return (control, GestureDispatcher(root: root), changes)
    }

    private func click(_ dispatcher: GestureDispatcher, x: Double, time: Double) {
        dispatcher.handle(PointerEvent(.down, at: Point(x: x, y: 120), time: time))
        dispatcher.handle(PointerEvent(.up, at: Point(x: x, y: 120), time: time + 0.05))
    }

    @Test func aClickSelectsItsSegmentAndSendsValueChangedOnlyOnAChange() {
        let (control, dispatcher, changes) = setUp()
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "card")
        click(dispatcher, x: 180, time: 0)  // the middle segment: 150…250
        #expect(control.selectedSegmentIndex == 1 && changes.value == [1])
        click(dispatcher, x: 240, time: 1)
        #expect(changes.value == [1], "the selected segment again: no change, nothing sent")
        click(dispatcher, x: 340, time: 2)
        #expect(control.selectedSegmentIndex == 2 && changes.value == [1, 2])
        control.selectedSegmentIndex = 0
        #expect(changes.value == [1, 2], "code that selects sends nothing, as UIKit's")
    }

    @Test func aMomentaryControlSendsEveryClickAndKeepsNoSelection() {
        let (control, dispatcher, changes) = setUp()
        control.isMomentary = true
        click(dispatcher, x: 80, time: 0)
        click(dispatcher, x: 80, time: 1)
        #expect(changes.value == [0, 0], "each click sends, with the segment it hit")
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "and none stays selected")
    }

    @Test func theSelectedSegmentIsMarkedUnderItsTitle() {
        let (control, _, _) = setUp()
        control.selectedSegmentIndex = 2
        control.layoutIfNeeded()
        let marker = control.subviews.first { $0.name == "segmented.selection" }
        #expect(marker?.isHidden == false)
        #expect(
            marker.map { $0.frame.minX >= 200 && $0.frame.maxX <= 300 } == true,
            "inside the third segment: \(String(describing: marker?.frame))")
        control.selectedSegmentIndex = SegmentedControl.noSegment
        control.layoutIfNeeded()
        #expect(marker?.isHidden == true)
    }

    @Test func aClickOutsideEverySegmentOrADragAwayChangesNothing() {
        let (control, dispatcher, changes) = setUp()
        dispatcher.handle(PointerEvent(.down, at: Point(x: 80, y: 120), time: 0))
        dispatcher.handle(PointerEvent(.move, at: Point(x: 200, y: 120), time: 0.05))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 200, y: 120), time: 0.1))
        #expect(changes.value.isEmpty && control.selectedSegmentIndex == SegmentedControl.noSegment, "a drag is no tap")
    }
    /// A press inside that lets go just outside (within a tap's 10 points) lands on no segment:
    /// nothing is selected, nothing sent.
    @Test func aReleaseJustOutsideSelectsNothing() {
        let (control, dispatcher, changes) = setUp()
        dispatcher.handle(PointerEvent(.down, at: Point(x: 346, y: 120), time: 0))
        dispatcher.handle(PointerEvent(.up, at: Point(x: 354, y: 120), time: 0.05))
        #expect(changes.value.isEmpty && control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    /// Segments come and go as UIKit's (`insertSegment(withTitle:at:animated:)`,
    /// `removeSegment(at:animated:)`, `removeAllSegments()`), the selection staying on the segment
    /// it was on, or none when that one goes; an index no segment has selects none (found by
    /// review: inserting before the selection moved it to another segment).
    @Test func segmentsComeAndGoAndTheSelectionStaysWithItsSegment() {
        let (control, _, changes) = setUp()
        control.selectedSegmentIndex = 1  // "card"
        control.insertSegment(withTitle: "first", at: 0, animated: false)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 0) == "first")
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "card", "still on card")
        control.insertSegment(withTitle: "last", at: 99, animated: true)
        #expect(control.titleForSegment(at: 4) == "last" && control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "card")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "its segment went")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "no such segment")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.titleForSegment(at: 0) == nil)
        #expect(changes.value.isEmpty, "code sends nothing")
    }

    /// The marker takes `selectedSegmentTintColor`, and nil means the default look (white), as
    /// UIKit's; titles take the normal colour, the selected one its own when set; a disabled
    /// control takes no click.
    @Test func colorsAndADisabledControl() {
        let (control, dispatcher, changes) = setUp()
        control.selectedSegmentIndex = 0
        control.selectedSegmentTintColor = nil
        control.setTitleColor(.white, for: .normal)
        control.setTitleColor(.black, for: .selected)
        control.layoutIfNeeded()
        let marker = control.subviews.first { $0.name == "segmented.selection" }
        #expect(marker?.isHidden == false && marker?.backgroundColor == .white)
        let titles = control.subviews.compactMap { $0 as? Label }
        #expect(titles.map(\.textColor) == [.black, .white, .white])
        control.isEnabled = false
        click(dispatcher, x: 180, time: 0)
        #expect(control.selectedSegmentIndex == 0 && changes.value.isEmpty)
    }
}

/// A box a closure can write to.
final class Ref<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
