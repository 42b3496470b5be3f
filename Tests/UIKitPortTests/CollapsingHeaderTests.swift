import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// CollapsingHeader.swift run as written, in a 400 × 300 window. The scroll view fills the window;
/// its offsets at rest run from −160 (contentInset.top) to 1200 − 300 = 900. The header is
/// (0, 0, 400, max(64, −offset.y)): 160 tall at the top, 64 once the offset reaches −64. The
/// collapse fraction is f = (160 − height) / 96 clamped to 0...1; the title's alpha is 1 − f and
/// its scale 1 − 0.4 f. The pointer presses at x = 200, below the expanded header (y > 160), so it
/// lands on the scroll view's content. "Collapse" is the header's button at (288, 12, 100, 40),
/// so its centre is the window's (338, 32) whatever the header's height.
@MainActor @Suite struct CollapsingHeaderTests {
    private static let expanded = 160.0
    private static let collapsed = 64.0

    private func stage() -> (PortStage, CollapsingHeaderViewController) {
        let port = CollapsingHeaderViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port)
    }

    /// The header's height as it shows in the window.
    private func header(_ stage: PortStage, _ port: CollapsingHeaderViewController) -> Double {
        stage.shownFrame(port.headerView).height
    }

    private func offset(_ port: CollapsingHeaderViewController) -> Double { port.scrollView.contentOffset.y }

    /// The collapse fraction the port's code gives for a header `height` tall.
    private func fraction(_ height: Double) -> Double { min(max((Self.expanded - height) / 96, 0), 1) }

    /// Presses at (200, `y`) and moves the pointer `step` points down (negative: up) a frame,
    /// `moves` times; the pointer stays down. Returns where it is.
    @discardableResult
    private func press(_ stage: PortStage, at y: Double, step: Double, moves: Int) -> Double {
        stage.drag(from: Point(x: 200, y: y), step: Point(x: 0, y: step), moves: moves).y
    }

    @discardableResult
    private func move(_ stage: PortStage, from y: Double, step: Double, moves: Int) -> Double {
        stage.move(from: Point(x: 200, y: y), step: Point(x: 0, y: step), moves: moves).y
    }

    /// A press at y = 280 moved 2 points up a frame for 10 frames: 20 points, past any pan's
    /// hysteresis, so the content moves from there on. Returns the pointer's y (260).
    private func beginDragUp(_ stage: PortStage, _ port: CollapsingHeaderViewController) -> Double {
        let y = press(stage, at: 280, step: -2, moves: 10)
        let begun = header(stage, port)
        #expect(begun < Self.expanded, "the drag began: \(begun)")
        #expect(begun >= Self.expanded - 20, "never more than the pointer moved: \(begun)")
        return y
    }

    /// Runs frames until the header and the offset stop changing (at most 3 s), recording the
    /// header's height every frame.
    private func runToRest(_ stage: PortStage, _ port: CollapsingHeaderViewController) -> [Double] {
        var heights: [Double] = []
        var still = 0
        for _ in 0..<180 where still < 10 {
            let before = (header(stage, port), offset(port))
            stage.frames(1)
            heights.append(header(stage, port))
            still = before == (header(stage, port), offset(port)) ? still + 1 : 0
        }
        return heights
    }

    /// The header is `height` tall at rest with the offset at `offset`, and stays so.
    private func expectRest(
        _ stage: PortStage, _ port: CollapsingHeaderViewController, header height: Double, offset y: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        stage.settle()
        stage.frames(30)
        #expect(header(stage, port) == height, "header \(header(stage, port))", sourceLocation: sourceLocation)
        #expect(offset(port) == y, "offset \(offset(port))", sourceLocation: sourceLocation)
        #expect(
            stage.shownFrame(port.headerView) == Rect(x: 0, y: 0, width: 400, height: height),
            sourceLocation: sourceLocation)
        let f = fraction(height)
        #expect(port.headerView.titleLabel.alpha == 1 - f, sourceLocation: sourceLocation)
    }

    /// At the top: offset −160, the header 160 tall over the scroll view (added after it), the
    /// first row just below the header at the window's y 160, the title opaque and unscaled.
    @Test func itStartsExpandedAtTheTopWithTheHeaderOverTheContent() {
        let (stage, port) = stage()
        #expect(port.view.subviews.count == 2)
        #expect(port.view.subviews.first === port.scrollView && port.view.subviews.last === port.headerView)
        #expect(port.scrollView.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(port.scrollView.contentSize == Size(width: 400, height: 1200))
        #expect(port.scrollView.contentInset.top == 160)
        #expect(port.scrollView.contentOffset == Point(x: 0, y: -160))
        #expect(stage.shownFrame(port.headerView) == Rect(x: 0, y: 0, width: 400, height: 160))
        #expect(port.rowViews.count == 12)
        #expect(stage.shownFrame(port.rowViews[0]) == Rect(x: 0, y: 160, width: 400, height: 100))
        #expect(port.headerView.titleLabel.alpha == 1 && port.headerView.titleLabel.transform == .identity)
        #expect(stage.buttons(titled: "Collapse").count == 1)
        #expect(stage.navigation.isNavigationBarHidden, "the header takes the bar's place")
        stage.frames(30)
        #expect(offset(port) == -160 && header(stage, port) == 160, "nothing moves by itself")
    }

    /// Once the pan has begun, every move of the pointer moves the content, and so the header's
    /// bottom, by exactly as far: 2 points a frame up for 20 frames is 40 points of collapse, and
    /// the first row stays just under the header.
    @Test func aSlowDragUpCollapsesTheHeaderOneForOne() {
        let (stage, port) = stage()
        var y = beginDragUp(stage, port)
        let begun = header(stage, port)
        for _ in 0..<20 {
            let before = header(stage, port)
            y = move(stage, from: y, step: -2, moves: 1)
            #expect(header(stage, port) == before - 2, "1:1: \(before) then \(header(stage, port))")
            #expect(offset(port) == -header(stage, port), "the header's height is −offset")
            #expect(stage.shownFrame(port.rowViews[0]).minY == header(stage, port), "the first row under the header")
        }
        #expect(header(stage, port) == begun - 40)
        // Past the collapse the header stays 64 and the content goes on under it.
        let atForty = offset(port)
        y = move(stage, from: y, step: -10, moves: 10)
        #expect(offset(port) == atForty + 100)
        #expect(header(stage, port) == 64, "collapsed: \(header(stage, port))")
        stage.pointer(.up, 200, y)
    }

    /// The title's alpha is 1 − f and its transform a scale of 1 − 0.4 f (no rotation, no
    /// translation), at every frame of a drag through the whole collapse and back. Its centre is
    /// 32 points above the header's bottom once the header has been laid out (layoutSubviews runs
    /// in the frame's layout pass, as on iOS, not when the frame is set).
    @Test func theTitlesAlphaAndScaleFollowTheCollapseFraction() {
        let (stage, port) = stage()
        var y = beginDragUp(stage, port)
        var fractions: [Double] = []
        for step in Array(repeating: -4.0, count: 30) + Array(repeating: 4.0, count: 30) {
            y = move(stage, from: y, step: step, moves: 1)
            let height = header(stage, port)
            let f = fraction(height)
            fractions.append(f)
            let title = port.headerView.titleLabel
            #expect(abs(title.alpha - (1 - f)) < 1e-12, "height \(height): alpha \(title.alpha)")
            let scale = 1 - 0.4 * f
            #expect(
                title.transform.isNear(Transform2D(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)),
                "height \(height): \(title.transform)")
            stage.frames(1)
            #expect(title.center == Point(x: 200, y: height - 32), "height \(height)")
        }
        let ends = (fractions.firstIndex(of: 1), fractions.lastIndex(of: 1))
        #expect(ends.0 != nil && fractions.prefix(ends.0 ?? 0).contains { $0 > 0 && $0 < 1 }, "\(fractions)")
        #expect(fractions.last! < 1 && fractions.suffix(from: (ends.1 ?? 0) + 1).contains { $0 > 0 }, "and back")
        stage.pointer(.up, 200, y)
    }

    /// Held still half-collapsed, the release has no velocity: the target lies where the content
    /// is, strictly between −160 and −64, so the delegate moves it to the nearer end. 40 points
    /// collapsed (header 120, nearer 160) goes back to −160; 60 points (header 100, nearer 64)
    /// goes on to −64. Either way it never leaves 64...160 on the way and rests there exactly.
    @Test(arguments: [(120.0, 160.0), (100.0, 64.0)])
    func aReleaseHalfCollapsedWithoutVelocitySnapsToTheNearerEnd(at height: Double, to end: Double) {
        let (stage, port) = stage()
        var y = beginDragUp(stage, port)
        y = move(stage, from: y, step: height - header(stage, port), moves: 1)
        #expect(header(stage, port) == height)
        stage.frames(12)  // held still for 0.2 s: no velocity left
        stage.pointer(.up, 200, y)
        let heights = runToRest(stage, port)
        #expect(heights.allSatisfy { $0 >= 64 && $0 <= 160 }, "\(heights)")
        let steps = zip(heights, heights.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { end > height ? $0 >= 0 : $0 <= 0 }, "straight there: \(heights)")
        expectRest(stage, port, header: end, offset: -end)
    }

    /// A slow drag, a steady point a frame (60 points a second), released while it moves, has a
    /// small velocity its way: the target is v·r/(1 − r)/1000 = 60 · 0.998 / 0.002 / 1000 ≈ 30
    /// points on, still half-collapsed, and the delegate snaps by the direction, not the
    /// nearness. Up, released at header 150, the target is offset −120 (nearer −160), and it
    /// collapses; down from collapsed, released at header 74, the target is −104 (nearer −64),
    /// and it expands.
    @Test func aSlowReleaseSnapsTheWayItMoves() {
        /// Moves the pointer a point a frame `step`'s way from (200, `y`), pressed first, until the
        /// header is `height` tall (at most 60 frames), and lets go there.
        func slowDrag(_ stage: PortStage, _ port: CollapsingHeaderViewController, from y: Double, step: Double, to height: Double) {
            var y = press(stage, at: y, step: step, moves: 1)
            for _ in 0..<60 where header(stage, port) != height { y = move(stage, from: y, step: step, moves: 1) }
            #expect(header(stage, port) == height)
            stage.pointer(.up, 200, y)
        }
        do {
            let (stage, port) = stage()
            slowDrag(stage, port, from: 280, step: -1, to: 150)
            expectRest(stage, port, header: 64, offset: -64)
        }
        do {
            let (stage, port) = stage()
            port.setCollapsed(true, animated: false)
            #expect(offset(port) == -64 && header(stage, port) == 64)
            slowDrag(stage, port, from: 200, step: 1, to: 74)
            expectRest(stage, port, header: 160, offset: -160)
        }
    }

    /// A flick up at a steady 20 points a frame (1200 points a second) from the press releases
    /// half-collapsed, and the content goes on for the projection v·r/(1 − r)/1000 = 1200 · 0.998 /
    /// 0.002 / 1000 = 598.8 points (WWDC 2018's, UIKit's deceleration at its normal rate; within a
    /// point, since a continuous decay, v/(−ln r)/1000, gives 599.4): not a half-collapsed rest, so
    /// no snap. It decelerates (each frame's step no larger than the last
    /// but the final one, which lands it and is under a point) far past −64, and the header ends
    /// fully collapsed, 64, with the title gone.
    @Test func aFlickDeceleratesAndLeavesTheHeaderCollapsed() {
        let (stage, port) = stage()
        let y = press(stage, at: 290, step: -20, moves: 4)
        let released = offset(port)
        #expect(header(stage, port) > 64 && header(stage, port) < 160, "released half-collapsed: \(header(stage, port))")
        stage.pointer(.up, 200, y)
        var offsets = [released]
        for _ in 0..<600 {
            stage.frames(1)
            offsets.append(offset(port))
        }
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        #expect(steps[0] > 19 && steps[0] <= 20, "it goes on at the flick's speed: \(steps[0])")
        let moving = Array(steps.prefix { $0 > 0 })
        #expect(zip(moving, moving.dropFirst()).dropLast().allSatisfy { $1 <= $0 }, "slowing every frame")
        #expect(moving.last.map { $0 < 1 } == true, "the last step \(moving.last ?? 0)")
        #expect(steps.suffix(30).allSatisfy { $0 == 0 }, "at rest")
        let travelled = offset(port) - released
        #expect(abs(travelled - 598.8) < 1, "the projection: \(travelled)")
        #expect(header(stage, port) == 64 && port.headerView.titleLabel.alpha == 0)
        #expect(port.headerView.titleLabel.transform.isNear(Transform2D(a: 0.6, b: 0, c: 0, d: 0.6, tx: 0, ty: 0)))
    }

    /// "Collapse" runs setContentOffset(_:animated:): the header shrinks over several frames,
    /// never growing, as scrollViewDidScroll follows the offset every frame, and rests at 64 with
    /// the title gone; the button then reads "Expand", which runs it back to 160.
    @Test func theCollapseButtonAnimatesToCollapsedAndBack() throws {
        let (stage, port) = stage()
        #expect(stage.buttons(titled: "Collapse").first?.frame == Rect(x: 288, y: 12, width: 100, height: 40))
        try stage.tapButton("Collapse")
        var heights: [Double] = []
        for _ in 0..<60 {
            stage.frames(1)
            heights.append(header(stage, port))
            #expect(header(stage, port) == max(64, -offset(port)), "the header follows the offset")
        }
        #expect(heights[0] < 160 && heights[0] > 64, "animated, not a jump: \(heights[0])")
        #expect(heights.filter { $0 > 64 && $0 < 160 }.count >= 5, "over several frames: \(heights)")
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $1 <= $0 }, "only shrinking: \(heights)")
        expectRest(stage, port, header: 64, offset: -64)
        #expect(stage.buttons(titled: "Collapse").isEmpty && stage.buttons(titled: "Expand").count == 1)

        try stage.tapButton("Expand")
        stage.frames(1)
        #expect(header(stage, port) > 64 && header(stage, port) < 160, "animated back")
        expectRest(stage, port, header: 160, offset: -160)
        #expect(stage.buttons(titled: "Collapse").count == 1)
    }

    /// The header is a sibling on top of the scroll view, not inside it: a drag that starts on it
    /// reaches the header, and the content does not move.
    @Test func aDragOnTheHeaderDoesNotScroll() {
        let (stage, port) = stage()
        let y = press(stage, at: 100, step: -5, moves: 12)
        stage.pointer(.up, 200, y)
        stage.frames(30)
        #expect(offset(port) == -160 && header(stage, port) == 160)
    }

    /// Pulled down past the top the content rubber-bands and the header stretches with it
    /// (−offset > 160; the title stays opaque and unscaled, f clamped at 0); let go, it springs
    /// back to 160 exactly.
    @Test func aPullDownStretchesTheHeaderAndSpringsBack() {
        let (stage, port) = stage()
        let y = press(stage, at: 200, step: 4, moves: 15)
        #expect(offset(port) < -160 && header(stage, port) == -offset(port), "stretched: \(header(stage, port))")
        #expect(port.headerView.titleLabel.alpha == 1 && port.headerView.titleLabel.transform == .identity)
        stage.pointer(.up, 200, y)
        expectRest(stage, port, header: 160, offset: -160)
    }

    /// UIKit: a navigation controller forwards the appearance calls to its top view controller,
    /// so the window's root navigation controller's root gets viewWillAppear and viewDidAppear
    /// when the window shows (the port hides the bar there). Until 5.2.0 the navigation
    /// controller got them and its root did not.
    @Test func theRootOfTheWindowsNavigationControllerIsToldItAppears() {
        let probe = AppearanceProbeViewController()
        let stage = PortStage(root: probe)
        stage.frames(2)
        #expect(probe.appearances == ["viewWillAppear", "viewDidAppear"])
    }

    /// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` hands the target
    /// over as an `UnsafeMutablePointer<CGPoint>`. Until 5.2.0 ViewKit's took it `inout` only, and a
    /// method written as on iOS compiled without a warning (every requirement has a default) and
    /// was never called, so the snapping it did silently never happened. Told once, it moves the
    /// rest to the top through the pointer.
    @Test func aDelegateWrittenWithUIKitsPointerIsToldTheDragEnds() {
        let (stage, port) = stage()
        let probe = PointerTargetProbe()
        port.scrollView.delegate = probe
        let y = press(stage, at: 280, step: -10, moves: 6)
        stage.pointer(.up, 200, y)
        stage.settle()
        #expect(probe.endDraggingCalls == 1)
        #expect(port.scrollView.contentOffset == .zero, "rests where the pointer said")
    }
}
