import Foundation
import Motion
import Testing
import ViewKit

/// `SnapDrag`, the hold under every drag that lets go to a place: following 1:1 past a dead zone,
/// UIScrollView's rubber band past the range, catching a banded value where it shows, and the
/// release that snaps where UIScrollView's deceleration projects it.
struct SnapDragTests {
    /// A sheet's drag: detents at 300 and 600, a dismissal at 0, a window 800 points tall.
    static func sheetHold(at height: Double) -> SnapDrag {
        SnapDrag(at: height, snapPoints: [600, 0, 300], range: 0...600, bandDimension: 800)
    }

    @Test func itFollowsThePointerOneToOneInsideTheRange() {
        var hold = Self.sheetHold(at: 300)
        #expect(hold.snapPoints == [0, 300, 600], "sorted")
        hold.move(by: 120)
        #expect(hold.position == 420 && hold.pointerPosition == 420 && hold.rubberBand == 0)
        hold.move(by: -300)
        #expect(hold.position == 0 && hold.clampedPosition == 0)
    }

    /// Past the range the value shows c·x·d/(c·x + d) beyond the end, c = 0.55, x the overshoot,
    /// d the band's dimension: UIScrollView's rubber band.
    @Test func pastTheRangeItRubberBandsByUIScrollViewsFormula() {
        var hold = Self.sheetHold(at: 600)
        hold.move(by: 200)
        let band = 0.55 * 200 * 800 / (0.55 * 200 + 800)
        #expect(hold.clampedPosition == 600 && hold.pointerPosition == 800)
        #expect(abs(hold.rubberBand - band) < 1e-9 && abs(hold.position - (600 + band)) < 1e-9)
        hold.move(by: -700)
        let below = 0.55 * 100 * 800 / (0.55 * 100 + 800)
        #expect(abs(hold.position - -below) < 1e-9, "below the bottom end too")
    }

    /// A hold taken on a value that shows in its rubber band starts from the overshoot behind
    /// the band: where it shows does not move, and the band does not apply twice.
    @Test func aHoldOnABandedValueStartsWhereItShows() {
        var before = Self.sheetHold(at: 600)
        before.move(by: 150)
        let caught = Self.sheetHold(at: before.position)
        #expect(abs(caught.position - before.position) < 1e-9)
        #expect(abs(caught.start - 750) < 1e-6, "the pointer's 150 points past the end, recovered")
    }

    @Test func withoutABandDimensionItStopsAtTheEnds() {
        var hold = SnapDrag(at: 0.5, snapPoints: [0, 1], range: 0...1, pointsPerUnit: 400)
        hold.move(by: 400)
        #expect(hold.position == 1 && hold.pointerPosition == 1.5 && hold.rubberBand == 0)
    }

    @Test func aDeadZoneHoldsTheValueUntilThePointerHasCrossedIt() {
        var hold = SnapDrag(at: 0, snapPoints: [0, 1], range: 0...1, pointsPerUnit: 400, deadZone: 12)
        hold.move(by: 10)
        #expect(hold.position == 0)
        hold.move(by: 112)
        #expect(abs(hold.position - 0.25) < 1e-12, "1:1 past it, in units of 400 points")
        hold.move(by: -40)
        #expect(hold.pointerPosition == -0.1 && hold.position == 0, "back past the start: no dead zone that way")
    }

    /// The release projects v/1000 · r/(1 − r) points (r = 0.998 a millisecond: UIScrollView's
    /// normal deceleration), and snaps where that lies: the nearer neighbour at the default
    /// threshold of 0.5, the further one only past a higher threshold.
    @Test func theReleaseSnapsWhereTheDecelerationProjects() {
        let hold = Self.sheetHold(at: 350)
        let release = GestureRelease()
        let projected = 350 + 500.0 / 1000 * 0.998 / 0.002
        #expect(abs(hold.projection(from: 350, velocity: 500, using: release) - projected) < 1e-9)
        #expect(abs(projected - 599.5) < 1e-9, "a gentle flick up projects nearly to the top detent")
        #expect(hold.snapPoint(from: 350, velocity: 0, using: release) == 300)
        #expect(hold.snapPoint(from: 460, velocity: 0, using: release) == 600, "past half of the way")
        #expect(hold.snapPoint(from: 350, velocity: 500, using: release) == 600)
        #expect(hold.snapPoint(from: 200, velocity: -1000, using: release) == 0, "a fling down dismisses")
        var strict = release
        strict.threshold = 0.8
        #expect(hold.snapPoint(from: 460, velocity: 0, using: strict) == 300, "not 80% of the way")
        #expect(hold.snapPoint(from: 200, velocity: -1000, using: release, among: [300, 600]) == 300, "with dismissal refused")
    }

    @Test func theEndsSnapBeyondThemAndNoPointsSnapNowhere() {
        #expect(SnapDrag.snapPoint(for: -50, among: [0, 1]) == 0)
        #expect(SnapDrag.snapPoint(for: 7, among: [1, 0]) == 1)
        #expect(SnapDrag.snapPoint(for: 0.5, among: [0, 1]) == 0, "exactly half-way is not past it")
        #expect(SnapDrag.snapPoint(for: 300, among: [0, 300, 600]) == 300)
        #expect(SnapDrag.snapPoint(for: 3, among: []) == nil)
    }

    /// libadwaita's neighbour rule for paging: the page nearest the projection, at most one from
    /// where the drag began, at least one on past the velocity threshold, within the pages.
    @Test func pagingGoesToTheNeighbourTheProjectionIsNearest() {
        func page(_ start: Double, _ projected: Double, _ velocity: Double = 0, last: Double = 9) -> Double {
            SnapDrag.neighbourPage(from: start, projected: projected, velocity: velocity, velocityThreshold: 500, last: last)
        }
        #expect(page(3, 3.4) == 3 && page(3, 3.6) == 4 && page(3, 2.6) == 3 && page(3, 2.4) == 2)
        #expect(page(3, 7.2) == 4 && page(3, -5) == 2, "never more than one page from the start")
        #expect(page(3, 3.1, 600) == 4 && page(3, 2.9, -600) == 2, "a fast release goes on a page")
        #expect(page(3, 3.1, 400) == 3, "a slower one stays with the projection")
        #expect(page(0, -0.8, -600) == 0 && page(9, 9.8, 600) == 9, "within the pages")
        #expect(page(2.6, 3.2) == 3 && page(2.4, 3.6) == 3, "the start rounds to its page")
    }

    /// What shows moves at the pointer's speed inside the range; past an end, at the band's slope
    /// there, d/dx of (1 − 1/(x·c/d + 1))·d = c/(x·c/d + 1)²; with no band, not at all. A numeric
    /// derivative of `position` checks the closed form.
    @Test func theShownVelocityIsThePositionsSlopeTimesThePointers() {
        var hold = Self.sheetHold(at: 300)
        hold.move(by: 100)
        #expect(hold.shownVelocity(forPointerVelocity: 500) == 500)
        hold.move(by: 500)  // 200 past the top
        let stretch = 200 * 0.55 / 800 + 1
        #expect(abs(hold.shownVelocity(forPointerVelocity: 500) - 500 * 0.55 / (stretch * stretch)) < 1e-9)
        let h = 1e-4
        var ahead = hold
        ahead.move(by: 500 + h)
        let slope = (ahead.position - hold.position) / h
        #expect(abs(hold.shownVelocity(forPointerVelocity: 1) - slope) < 1e-6)
        var stopped = SnapDrag(at: 600, snapPoints: [0, 600], range: 0...600)
        stopped.move(by: 50)
        #expect(stopped.shownVelocity(forPointerVelocity: 500) == 0)
        // In units: a transition's progress over a 400-point span moves at 1/400 of the pointer.
        var progress = SnapDrag(at: 0.5, snapPoints: [0, 1], range: 0...1, pointsPerUnit: 400)
        progress.move(by: 40)
        #expect(abs(progress.position - 0.6) < 1e-12 && progress.shownVelocity(forPointerVelocity: 400) == 1)
    }

    /// A drag whose range changes under it (a scroll view's content grew) bands against the new
    /// range; one whose measure moved (rows above it grew) goes on from the moved place; one whose
    /// pointer a container shares takes the position it is given.
    @Test func theRangeCanGrowTheMeasureShiftAndThePositionBeSet() {
        var hold = SnapDrag(at: 0, snapPoints: [], range: 0...100, bandDimension: 800)
        hold.move(by: 150)
        #expect(hold.position > 100 && hold.position < 150)
        hold.range = 0...1000
        #expect(hold.position == 150, "inside the grown range it follows 1:1")
        hold.shift(by: 40)
        #expect(hold.start == 40 && hold.position == 190)
        hold.move(by: 10)
        #expect(hold.position == 50, "the next move goes on from the moved start")
        hold.move(to: -80)
        #expect(hold.pointerPosition == -80 && abs(hold.position - -RubberBand.offset(80, dimension: 800)) < 1e-12)
    }

    /// Two holds moved by one pointer: each axis keeps its own range, band and gain. As iOS's zoom
    /// is measured to follow a pull across (UIKIT-SEMANTICS §14.2: a 0.56 gain, rubber-banded
    /// toward 0.9 of the width), a banded axis starts at c = 0.55 and never reaches 0.9 × 400.
    @Test func aTwoDimensionalHoldMovesEachAxisByItsOwnRules() {
        var hold = SnapDrag2D(
            x: SnapDrag(at: 0, snapPoints: [0], range: 0...0, bandDimension: 0.9 * 400),
            y: SnapDrag(at: 0, snapPoints: [0, 600], range: -Double.infinity...Double.infinity))
        hold.move(by: Point(x: 1, y: 30))
        #expect(abs(hold.position.x - RubberBand.offset(1, dimension: 360)) < 1e-12 && hold.position.y == 30)
        #expect(abs(hold.position.x - 0.55) < 0.001, "the gain at the start is the band's coefficient")
        hold.move(by: Point(x: 100_000, y: 300))
        #expect(hold.position.x < 360 && hold.position.x > 350 && hold.position.y == 300)
        let velocity = hold.shownVelocity(forPointerVelocity: Point(x: 100, y: 100))
        #expect(velocity.x > 0 && velocity.x < 0.01 && velocity.y == 100)
        let release = GestureRelease()
        let projected = hold.projection(from: hold.position, velocity: Point(x: 0, y: 1000), using: release)
        #expect(projected.x == hold.position.x && abs(projected.y - (300 + Deceleration.projectedDistance(velocity: 1000))) < 1e-9)
        #expect(hold.y.snapPoint(from: hold.position.y, velocity: 1000, using: release) == 600)
        #expect(hold.start == .zero)
    }
}
