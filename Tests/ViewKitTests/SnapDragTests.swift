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
}
