import Testing

@testable import ViewKit

struct ScrollAndTouchTests {
    @Test func scrollsBecomeADragThatAQuietPeriodReleases() throws {
        var scroll = ScrollDrag()
        let first = scroll.scroll(x: -1, y: 0, precise: true, flipped: false, at: Point(x: 100, y: 300), time: 0)
        #expect(first.map(\.phase) == [.down, .move])
        #expect(first[0].location == Point(x: 100, y: 300), "pressed where the mouse is")
        #expect(first[1].location == Point(x: 140, y: 300), "a scroll to the left moves the content right, like a drag right")
        let next = scroll.scroll(x: -0.5, y: 0, precise: true, flipped: false, at: Point(x: 999, y: 999), time: 0.016)
        #expect(next.map(\.phase) == [.move] && next[0].location == Point(x: 160, y: 300), "the mouse no longer matters")
        #expect(scroll.endIfQuiet(at: 0.05) == nil, "not quiet yet")
        let release = scroll.endIfQuiet(at: 0.016 + ScrollDrag.quietPeriod)
        let up = try #require(release)
        #expect(up.phase == .up && up.location == Point(x: 160, y: 300))
        #expect(up.time == 0.016, "stamped when the fingers left: the release carries the scroll's speed")
        #expect(!scroll.isActive)
    }

    @Test func wheelClicksStepAndNaturalScrollingTurnsRound() {
        var scroll = ScrollDrag()
        let click = scroll.scroll(x: 0, y: -1, precise: false, flipped: false, at: Point(x: 50, y: 500), time: 0)
        #expect(click.last?.location == Point(x: 50, y: 500 - ScrollDrag.pointsPerClick), "a click down moves the content up a step")
        #expect(scroll.endIfQuiet(at: 0.15) == nil, "a wheel's clicks come further apart: still the same drag")
        let second = scroll.scroll(x: 0, y: -1, precise: false, flipped: false, at: .zero, time: 0.15)
        #expect(second.map(\.phase) == [.move] && second[0].location == Point(x: 50, y: 500 - 2 * ScrollDrag.pointsPerClick))
        let release = scroll.endIfQuiet(at: 0.15 + ScrollDrag.clickQuietPeriod)
        #expect(release?.phase == .up)
        #expect(release?.time == 0.15 + ScrollDrag.clickQuietPeriod, "stamped at the quiet's end: a wheel has no momentum")
        var natural = ScrollDrag()
        let flipped = natural.scroll(x: 1, y: 0, precise: true, flipped: true, at: Point(x: 100, y: 100), time: 0)
        #expect(flipped.last?.location == Point(x: 140, y: 100), "flipped values are turned back")
        #expect(natural.scroll(x: 0, y: 0, precise: true, flipped: false, at: .zero, time: 1).isEmpty)
    }

    /// SDL tells a touchpad from a wheel only by fractions, and a touchpad's value can land on a
    /// whole unit (Wayland's 10 axis units are one SDL unit). Within a touchpad's drag such a
    /// scroll is still the fingers': 40 points a unit, no jump, and the release keeps its speed.
    @Test func aWholeUnitWithinATouchpadsSwipeIsStillTheTouchpads() throws {
        var scroll = ScrollDrag()
        _ = scroll.scroll(x: 0, y: -0.5, precise: true, flipped: false, at: Point(x: 100, y: 300), time: 0)
        let whole = scroll.scroll(x: 0, y: -1, precise: false, flipped: false, at: .zero, time: 0.016)
        #expect(whole.last?.location == Point(x: 100, y: 300 - 1.5 * ScrollDrag.pointsPerPreciseUnit), "a unit of the fingers, not a click")
        #expect(scroll.endIfQuiet(at: 0.016 + ScrollDrag.quietPeriod)?.time == 0.016, "released as the fingers left, with their speed")
        let wheel = scroll.scroll(x: 0, y: -1, precise: false, flipped: false, at: Point(x: 100, y: 300), time: 1)
        #expect(wheel.last?.location == Point(x: 100, y: 300 - ScrollDrag.pointsPerClick), "a new drag of whole units is a wheel's")
    }
    @Test func eachFingerIsAPointerOfItsOwn() {
        var touch = TouchDriver()
        func finger(_ phase: PointerEvent.Phase, _ id: Int64, _ x: Double, mouseIsDown: Bool = false) -> PointerEvent? {
            touch.touch(phase, id: id, at: Point(x: x, y: 10), time: 0, mouseIsDown: mouseIsDown)
        }
        #expect(finger(.down, 7, 10)?.pointer == 1, "the first finger is pointer 1 (the mouse is 0)")
        #expect(finger(.down, 8, 500)?.pointer == 2)
        #expect(finger(.move, 8, 600) == PointerEvent(.move, at: Point(x: 600, y: 10), time: 0, pointer: 2))
        #expect(finger(.move, 7, 20)?.pointer == 1)
        #expect(finger(.up, 7, 20)?.pointer == 1)
        #expect(finger(.down, 9, 30)?.pointer == 1, "the lowest free number")
        #expect(finger(.down, 8, 30) == nil, "a finger already down")
        #expect(finger(.up, 8, 610)?.pointer == 2)
        #expect(finger(.up, 9, 610)?.pointer == 1)
        #expect(!touch.isTouching)
        #expect(finger(.move, 8, 610) == nil, "a finger that is up")
        #expect(finger(.down, 9, 1, mouseIsDown: true) == nil, "not while the mouse drags")
    }
}
