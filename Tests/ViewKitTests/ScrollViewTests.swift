import Foundation
import Motion
import Testing

@testable import ViewKit

/// `ScrollView` as UIScrollView: the drag, the rubber band, the deceleration to the projection,
/// the bounce, paging, the delegate's target, the catch, the indicators.
@Suite struct ScrollViewTests {
    /// A 400×300 window filled by a scroll view over 3,000 points of content.
    final class Scroller: ScrollViewDelegate {
        let stage = Stage()
        let scroll = ScrollView(name: "scroll")
        /// The content: one view as tall as it, which counts taps.
        let row: View
        var calls: [String] = []
        var target: Point?
        var tapped = 0

        init(height: Double = 3000) {
            row = View(frame: Rect(x: 0, y: 0, width: 400, height: height), name: "content")
            scroll.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            scroll.contentSize = Size(width: 400, height: height)
            scroll.delegate = self
            scroll.addSubview(row)
            row.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in tapped += 1 })
            stage.navigation.setNavigationBarHidden(true, animated: false)
            stage.root.view.addSubview(scroll)
        }

        var offset: Double { scroll.contentOffset.y }

        /// A drag from (200, `y`) by `dy` a frame for `steps` frames, then, unless `hold`, the release.
        func drag(from y: Double, by dy: Double, steps: Int, release: Bool = true) {
            stage.pointer(.down, 200, y)
            for step in 1...steps {
                stage.frames(1)
                stage.pointer(.move, 200, y + dy * Double(step))
            }
            if release { stage.pointer(.up, 200, y + dy * Double(steps)) }
        }

        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
            calls.append("willEndDragging")
            if let target { targetContentOffset = target }
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    }

    @Test func aDragMovesTheContentOneToOneFromWhereThePanBegan() {
        let s = Scroller()
        s.scroll.contentOffset = Point(x: 0, y: 1000)
        s.drag(from: 250, by: -20, steps: 5, release: false)
        // The pan began at the first move (20 points): from there the content follows 1:1.
        #expect(abs(s.offset - 1080) < 1e-9 && s.scroll.isDragging && s.scroll.isTracking)
        #expect(s.calls == ["willBeginDragging"])
        s.stage.frames(10)
        s.stage.pointer(.up, 200, 150)
        #expect(!s.scroll.isDragging && !s.scroll.isDecelerating, "held still: no velocity")
        #expect(s.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    /// Past the top, the drag's overshoot x shows as (1 − 1/(x·0.55/300 + 1))·300.
    @Test(arguments: [40.0, 160.0, 400.0])
    func pastTheTopTheContentRubberBands(overshoot: Double) {
        let s = Scroller()
        s.drag(from: 50, by: 10, steps: 1 + Int(overshoot / 10), release: false)
        let dragged = 10 * Double(1 + Int(overshoot / 10)) - 10  // less the pan's first move
        #expect(abs(s.offset + RubberBand.offset(dragged, dimension: 300)) < 1e-9, "\(s.offset)")
        s.stage.pointer(.up, 200, 60 + dragged)
        s.stage.settle()
        #expect(s.offset == 0, "it springs back to the top")
    }

    /// A flick decelerates to the projection v·r/(1 − r)/1000 of its velocity.
    @Test(arguments: [ScrollView.DecelerationRate.normal, .fast])
    func aFlickComesToRestAtItsProjection(rate: ScrollView.DecelerationRate) throws {
        let s = Scroller(height: 100_000)
        s.scroll.decelerationRate = rate
        s.scroll.contentOffset = Point(x: 0, y: 20_000)
        var proposed: Point?
        final class Spy: ScrollViewDelegate {
            var velocity = Point.zero
            var target = Point.zero
            func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
                self.velocity = velocity
                target = targetContentOffset
            }
        }
        let spy = Spy()
        s.scroll.delegate = spy
        s.drag(from: 280, by: -30, steps: 6)
        proposed = spy.target
        let released = s.offset
        #expect(s.scroll.isDecelerating)
        let v = spy.velocity.y * 1000  // points per second
        #expect(v > 1000)
        let projection = v * rate.rawValue / (1 - rate.rawValue) / 1000
        #expect(abs(try #require(proposed).y - released - projection) <= 0.01 * projection)
        s.stage.settle()
        #expect(abs(s.offset - released - projection) <= 0.01 * projection && !s.scroll.isDecelerating)
    }

    /// The release runs as the simulation it is, in animation time: every frame the offset is
    /// the release's closed form at the time since it began, with no animator's progress standing
    /// in for a clock (no property animator runs), slow motion included.
    @Test func theReleaseRunsItsSimulationInAnimationTime() {
        let s = Scroller()
        s.scroll.contentOffset = Point(x: 0, y: 1000)
        s.stage.driver.rate = 0.25
        s.drag(from: 280, by: -30, steps: 6)
        let released = s.offset
        #expect(s.scroll.isDecelerating)
        #expect(s.stage.driver.hasRunningAnimations && s.stage.driver.runningCount == 0, "no property animator")
        let velocity = s.stage.driver.animationVelocity(fromClockVelocity: 30 * 60)
        let release = ScrollMotion(position: released, velocity: velocity, range: s.scroll.contentOffsetRange.y)
        var frames = 0.0
        while s.scroll.isDecelerating && frames < 60 {
            s.stage.frames(1)
            frames += 1
            #expect(abs(s.offset - release.position(at: frames / 60 * 0.25)) < 0.5, "frame \(frames)")
        }
    }

    @Test func theDelegatesTargetIsHonoured() {
        let s = Scroller()
        s.scroll.contentOffset = Point(x: 0, y: 1000)
        s.target = Point(x: 0, y: 1234)
        s.drag(from: 280, by: -30, steps: 6)
        s.stage.settle()
        #expect(abs(s.offset - 1234) <= ScrollMotion.restDistance)
        #expect(s.calls.suffix(3) == ["willEndDragging", "didEndDragging(true)", "didEndDecelerating"])
    }

    /// A flick near the end passes the edge at its speed and comes back to rest on it.
    @Test func aFlickIntoTheEndBouncesBackToIt() {
        let s = Scroller()
        s.scroll.contentOffset = Point(x: 0, y: 2600)
        s.drag(from: 280, by: -30, steps: 6)
        var furthest = s.offset
        while s.scroll.isDecelerating {
            s.stage.frames(1)
            furthest = max(furthest, s.offset)
        }
        #expect(furthest > 2700 + 5, "past the end: \(furthest)")
        #expect(s.offset == 2700)
    }

    @Test func pagingLandsOnAPage() {
        let s = Scroller(height: 1500)
        s.scroll.isPagingEnabled = true
        s.scroll.contentOffset = Point(x: 0, y: 300)
        s.drag(from: 250, by: -15, steps: 4)  // a quick drag up: the next page
        s.stage.settle()
        #expect(s.offset == 600)
        s.drag(from: 150, by: 4, steps: 10)  // slow, under half a page: back to it
        s.stage.settle()
        #expect(s.offset == 600)
    }

    /// A press while it decelerates stops it where it is, and is not a tap on the content.
    @Test func aPressStopsTheDecelerationWithinHalfAPoint() {
        let s = Scroller()
        s.scroll.contentOffset = Point(x: 0, y: 500)
        s.drag(from: 280, by: -30, steps: 6)
        s.stage.frames(6)
        let before = s.offset
        #expect(s.scroll.isDecelerating)
        s.stage.pointer(.down, 200, 150)  // on the content
        #expect(abs(s.offset - before) <= 0.5 && !s.scroll.isDecelerating)
        s.stage.frames(10)
        #expect(abs(s.offset - before) <= 0.5, "held")
        s.stage.pointer(.up, 200, 150)
        #expect(s.tapped == 0, "the press that stopped it is no tap")
        s.stage.pointer(.down, 200, 150)
        s.stage.pointer(.up, 200, 150)
        #expect(s.tapped == 1, "at rest a tap is a tap")
    }

    @Test func theIndicatorShowsWhileScrollingAndFadesAfter() {
        let s = Scroller()
        #expect(s.scroll.verticalIndicator.alpha == 0)
        s.drag(from: 280, by: -30, steps: 6)
        #expect(s.scroll.verticalIndicator.alpha == 1 && s.scroll.horizontalIndicator.alpha == 0, "content no wider than the view")
        let indicator = s.scroll.verticalIndicator.frame
        // A tenth of the track would be 29.4 points: the indicator is never shorter than 36.
        #expect(indicator.height == 36 && indicator.maxX == 397 && indicator.minY > s.offset + 3)
        #expect(s.scroll.subviews.last === s.scroll.horizontalIndicator, "on top of the content")
        s.stage.settle()
        #expect(s.scroll.verticalIndicator.alpha == 0, "faded")
        #expect(s.scroll.verticalIndicator.presentationValues.alpha == 0, "on screen too")
    }

    @Test func setContentOffsetAnimatedEasesThereAndTellsTheDelegate() {
        let s = Scroller()
        s.scroll.setContentOffset(Point(x: 0, y: 900), animated: true)
        s.stage.frames(9)
        #expect(s.offset > 0 && s.offset < 900)
        s.stage.settle()
        #expect(s.offset == 900 && s.calls == ["didEndScrollingAnimation"])
        s.scroll.contentSize = Size(width: 400, height: 1000)
        #expect(s.offset == 700, "a smaller content pulls the offset into range")
    }

    /// UIKit's `scrollRectToVisible(_:animated:)`: as little as shows the rect, nothing when it
    /// shows already, its top when it is taller than the view (ours: Apple does not say), never
    /// past the content's ends; animated, as `setContentOffset(_:animated:)`.
    @Test func scrollRectToVisibleMovesAsLittleAsShowsTheRect() {
        let s = Scroller()  // 300 points tall over 3,000
        s.scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 50, height: 40), animated: false)
        #expect(s.offset == 0, "shown already: nothing moves")
        s.scroll.scrollRectToVisible(Rect(x: 0, y: 500, width: 50, height: 40), animated: false)
        #expect(s.offset == 240, "below: its bottom at the view's bottom")
        s.scroll.scrollRectToVisible(Rect(x: 0, y: 200, width: 50, height: 40), animated: false)
        #expect(s.offset == 200, "above: its top at the view's top")
        s.scroll.scrollRectToVisible(Rect(x: 0, y: 1000, width: 50, height: 500), animated: false)
        #expect(s.offset == 1000, "taller than the view: its top")
        s.scroll.scrollRectToVisible(Rect(x: 0, y: 2950, width: 50, height: 100), animated: false)
        #expect(s.offset == 2700, "never past the end")
        #expect(s.scroll.contentOffset.x == 0, "the content fits across: no sideways move")
        s.scroll.scrollRectToVisible(Rect(x: 0, y: 0, width: 50, height: 40), animated: true)
        s.stage.frames(9)
        #expect(s.offset > 0 && s.offset < 2700, "animated, it eases there")
        s.stage.settle()
        #expect(s.offset == 0 && s.calls == ["didEndScrollingAnimation"])
    }

    /// What the content inset covers does not count as shown: a rect under a bottom inset (a
    /// keyboard's, in Apple's guide) scrolls up above it (found by review).
    @Test func scrollRectToVisibleKeepsTheRectClearOfTheContentInset() {
        let s = Scroller()
        s.scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        s.scroll.scrollRectToVisible(Rect(x: 0, y: 220, width: 50, height: 40), animated: false)
        #expect(s.offset == 60, "its bottom at the inset's top, 200")
        s.scroll.contentInset = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        s.scroll.scrollRectToVisible(Rect(x: 0, y: 80, width: 50, height: 40), animated: false)
        #expect(s.offset == 30, "under a top inset: its top just below it")
    }

    /// Content that shrinks while the scroll view decelerates toward its old end leaves it past
    /// the new end: it springs back to the edge when the deceleration ends, as a release past an
    /// edge does, rather than resting outside the content.
    @Test func contentThatShrinksUnderADecelerationIsReturnedTo() {
        let s = Scroller()
        s.drag(from: 250, by: -40, steps: 5)  // a flick up, toward the end
        s.stage.frames(2)
        #expect(s.scroll.isDecelerating)
        s.scroll.contentSize = Size(width: 400, height: 400)  // the end is now at 100
        s.stage.frames(1)
        #expect(s.offset > 100, "the motion under way goes on where it was")
        s.stage.settle()
        #expect(abs(s.offset - 100) < 1e-6, "and comes back to the new end: \(s.offset)")
    }

    /// Scrolls from the host (`ScrollDrag`) at 60 a second, each of `delta` units, then the
    /// release its quiet period sends.
    static func scrolls(_ s: Scroller, x: Double = 0, y: Double, count: Int, precise: Bool) {
        var drag = ScrollDrag()
        for _ in 0..<count {
            for event in drag.scroll(x: x, y: y, precise: precise, flipped: false, at: Point(x: 200, y: 150), time: s.stage.clock.now) {
                s.stage.window.handle(event)
            }
            s.stage.frames(1)
        }
        let quiet = precise ? ScrollDrag.quietPeriod : ScrollDrag.clickQuietPeriod
        if let release = drag.endIfQuiet(at: s.stage.clock.now + quiet) { s.stage.window.handle(release) }
    }

    /// A two-finger swipe on a touchpad that ends with speed carries on decelerating, though the
    /// host hears no end: the quiet period (60 ms) releases it, stamped when the fingers left.
    @Test func aTouchpadSwipeThatEndsWithSpeedCarriesOn() {
        let s = Scroller()
        Self.scrolls(s, y: -0.5, count: 8, precise: true)  // 20 points a scroll, toward the end
        let released = s.offset
        #expect(abs(released - 8 * 20) < 1e-9, "1:1 with the fingers, the first scroll included")
        #expect(s.scroll.isDecelerating)
        s.stage.settle()
        #expect(s.offset > released + 200, "it carried on: \(s.offset)")
    }

    /// A notched wheel steps the content and stops: no momentum after the last click.
    @Test func aNotchedWheelStepsWithoutMomentum() {
        let s = Scroller()
        Self.scrolls(s, y: -1, count: 3, precise: false)
        let stepped = s.offset
        #expect(!s.scroll.isDecelerating, "no momentum")
        s.stage.settle()
        #expect(s.offset == stepped)
    }

    /// libadwaita's rule: a swipe is horizontal only if it moves at least 1.2 times as far across
    /// as down; a vertical list leaves a horizontal touchpad swipe alone (to a swipe back, say).
    @Test func aVerticalListLeavesAHorizontalTouchpadSwipeAlone() {
        let s = Scroller()
        s.scroll.contentOffset = Point(x: 0, y: 500)
        Self.scrolls(s, x: -0.6, y: -0.45, count: 6, precise: true)  // 24 across for 18 down: 1.33
        #expect(s.offset == 500, "horizontal: not this list's")
        Self.scrolls(s, x: -0.5, y: -0.45, count: 6, precise: true)  // 1.11: vertical
        #expect(s.offset > 500)
    }

    /// The safe area joins the content inset by `contentInsetAdjustmentBehavior`, as UIKit's:
    /// a scroll view filling a screen under a 44-point navigation bar (the stage's) rests at
    /// −44 with content taller than itself, and an offset at the top follows a change of inset.
    @Test @MainActor func theSafeAreaAdjustsTheInsetByTheBehaviour() {
        let stage = Stage()
        let scroll = ScrollView(frame: stage.root.view.bounds)
        scroll.contentSize = Size(width: 400, height: 1000)
        stage.root.view.addSubview(scroll)
        stage.frames(1)
        let safe = scroll.insetsOfSafeArea
        #expect(safe.top == 44, "the bar covers the top 44 points: \(safe)")
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset.y == -44 && scroll.contentOffsetRange.y == -44...700)
        scroll.contentInset.top = 10
        #expect(scroll.adjustedContentInset.top == 54 && scroll.contentOffset.y == -54, "at the top, it stays at the top")
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset.top == 10 && scroll.contentOffset.y == -10)
        // Content shorter than the view does not scroll: `.scrollableAxes` adds nothing to it.
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = Size(width: 400, height: 100)
        #expect(scroll.adjustedContentInset.top == 10)
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset.top == 54)
    }

    /// `.automatic` adjusts the top and bottom of short content too when the scroll view is
    /// its controller's, in a navigation controller: UIKit's rule from
    /// `automaticallyAdjustsScrollViewInsets`, which takes the controller's view or its first
    /// subview (the collection view an app adds in `viewDidLoad`). A later subview is not.
    @Test @MainActor func automaticAdjustsTheControllersFirstSubviewWithShortContent() {
        let stage = Stage()
        let first = ScrollView(frame: stage.root.view.bounds)
        first.contentSize = Size(width: 400, height: 100)
        let second = ScrollView(frame: stage.root.view.bounds)
        second.contentSize = Size(width: 400, height: 100)
        stage.root.view.addSubview(first)
        stage.root.view.addSubview(second)
        stage.frames(1)
        #expect(first.adjustedContentInset.top == 44 && first.contentOffset.y == -44, "short, yet under the bar")
        #expect(second.adjustedContentInset.top == 0, "not the controller's own: short content is not adjusted")
    }
}
