import Glibc
import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// SliderScrub.swift run as written, in a 400 × 300 view: the 80-point square rests centred at
/// (60, 90) and the animator carries its centre 280 points right, a quarter turn clockwise and to
/// half its size, on ease-in-out over 1 s. The slider's track spans x 29...371 at y 205.5 in the
/// window; "Linear" and "Curve" are the segmented control's halves at y 256.
@MainActor @Suite struct SliderScrubTests {
    /// What the controls sent, counted by actions the test adds beside the port's own.
    private final class Sent {
        var sliderValueChanged = 0
        var segmentValueChanged = 0
    }

    private func stage() -> (PortStage, SliderScrubViewController, Sent) {
        let port = SliderScrubViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        let sent = Sent()
        port.slider.addAction(Action { _ in sent.sliderValueChanged += 1 }, for: .valueChanged)
        port.curveControl.addAction(Action { _ in sent.segmentValueChanged += 1 }, for: .valueChanged)
        return (stage, port, sent)
    }

    private func part(_ name: String, of view: View) throws -> View {
        try #require(view.subviews.first { $0.name == name }, "no \(name)")
    }

    /// Where the thumb shows, in the window.
    private func thumb(_ stage: PortStage, _ port: SliderScrubViewController) throws -> Rect {
        stage.shownFrame(try part("slider.thumb", of: port.slider))
    }

    /// The x in the window where the thumb's centre stands at `value`: along the track as drawn.
    private func x(atValue value: Double, _ stage: PortStage, _ port: SliderScrubViewController) throws -> Double {
        let track = stage.shownFrame(try part("slider.track", of: port.slider))
        return track.minX + value * track.width
    }

    /// A press on the thumb's centre, then `steps` moves along the track to where `value` is, one
    /// a frame; the pointer stays down unless `release`.
    private func dragThumb(
        _ stage: PortStage, _ port: SliderScrubViewController, to value: Double, steps: Int = 6, release: Bool = true
    ) throws {
        let start = try thumb(stage, port)
        let end = try x(atValue: value, stage, port)
        stage.pointer(.down, start.midX, start.midY)
        for index in 1...steps {
            stage.frames(1)
            stage.pointer(.move, start.midX + (end - start.midX) * Double(index) / Double(steps), start.midY)
        }
        if release { stage.pointer(.up, end, start.midY) }
    }

    private func tapSegment(_ title: String, _ stage: PortStage, _ port: SliderScrubViewController) throws {
        stage.tap(try #require(stage.label(title, in: port.curveControl), "no segment \(title)"))
    }

    /// The square shows `progress` of the way along: centre (60 + 280 p, 90), turned p × 90°
    /// clockwise, its side 80 × (1 − p / 2).
    private func expectSquare(
        _ stage: PortStage, _ port: SliderScrubViewController, atProgress progress: Double, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let corners = stage.shownCorners(port.squareView)
        let centre = Point(x: (corners[0].x + corners[2].x) / 2, y: (corners[0].y + corners[2].y) / 2)
        let top = Point(x: corners[1].x - corners[0].x, y: corners[1].y - corners[0].y)
        let side = 80 * (1 - progress / 2)
        let angle = progress * Double.pi / 2
        let expected = [60 + 280 * progress, 90, side * cos(angle), side * sin(angle)]
        let shown = [centre.x, centre.y, top.x, top.y]
        #expect(
            zip(shown, expected).allSatisfy { abs($0 - $1) < 1e-6 },
            "\(comment ?? "") at \(progress): shown \(shown), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func theSquareRestsAtTheStartAndTheThumbAtTheLeftEndOfTheTrack() throws {
        let (stage, port, sent) = stage()
        expectSquare(stage, port, atProgress: 0)
        #expect(port.animator.state == .inactive && port.animator.scrubsLinearly && port.animator.pausesOnCompletion)
        #expect(port.slider.minimumValue == 0 && port.slider.maximumValue == 1 && port.slider.value == 0)
        #expect(try thumb(stage, port).midX == (try x(atValue: 0, stage, port)))
        #expect(port.curveControl.numberOfSegments == 2 && port.curveControl.selectedSegmentIndex == 0)
        #expect(stage.buttons(titled: "Play").count == 1 && stage.buttons(titled: "Pause").count == 1)
        stage.frames(30)
        expectSquare(stage, port, atProgress: 0, "nothing runs by itself")
        #expect(sent.sliderValueChanged == 0 && sent.segmentValueChanged == 0)
    }

    @Test func draggingTheThumbScrubsTheSquareLinearlyUnderThePointer() throws {
        let (stage, port, sent) = stage()
        try dragThumb(stage, port, to: 0.5, release: false)
        #expect(try x(atValue: 0.5, stage, port) == 200, "the track's middle is the window's")
        #expect(port.slider.value == 0.5, "the value under the pointer")
        #expect(sent.sliderValueChanged == 6, "one .valueChanged a move; none for the press on the thumb")
        #expect(port.animator.state == .active && !port.animator.isRunning)
        #expect(port.animator.fractionComplete == 0.5)
        expectSquare(stage, port, atProgress: 0.5, "halfway: 45°, three quarters its size")
        stage.frames(1)  // the slider lays its thumb out before the next frame shows
        #expect(try thumb(stage, port).midX == 200, "the thumb under the pointer")

        stage.frames(1)
        stage.pointer(.move, try x(atValue: 0.25, stage, port), 205.5)
        #expect(abs(port.slider.value - 0.25) < 1e-12 && abs(port.animator.fractionComplete - 0.25) < 1e-12)
        expectSquare(stage, port, atProgress: 0.25, "back to a quarter")
        stage.pointer(.up, try x(atValue: 0.25, stage, port), 205.5)
        stage.frames(30)
        expectSquare(stage, port, atProgress: 0.25, "still paused where the thumb was let go")
        #expect(sent.sliderValueChanged == 7)

        try dragThumb(stage, port, to: 1.2, steps: 3)  // past the track's right end
        #expect(port.slider.value == 1 && port.animator.fractionComplete == 1)
        expectSquare(stage, port, atProgress: 1, "at the end")
    }

    @Test func inCurveModeTheSquareIsWhereEaseInOutSaysAtTheSlidersFraction() throws {
        let (stage, port, sent) = stage()
        try tapSegment("Curve", stage, port)
        #expect(sent.segmentValueChanged == 1 && port.curveControl.selectedSegmentIndex == 1)
        #expect(!port.animator.scrubsLinearly)
        expectSquare(stage, port, atProgress: 0)

        try dragThumb(stage, port, to: 0.25)
        #expect(abs(port.slider.value - 0.25) < 1e-12)
        #expect(abs(port.animator.fractionComplete - 0.25) < 1e-9, "read back through the curve")
        expectSquare(stage, port, atProgress: easeInOut(0.25), "a quarter of the time: easeInOut(0.25) of the way")

        try dragThumb(stage, port, to: 0.75)
        expectSquare(stage, port, atProgress: easeInOut(0.75))

        try tapSegment("Linear", stage, port)
        #expect(sent.segmentValueChanged == 2 && port.animator.scrubsLinearly)
        #expect(abs(port.animator.fractionComplete - 0.75) < 1e-12)
        expectSquare(stage, port, atProgress: 0.75, "the same value, read linearly")
    }

    @Test func theSegmentedControlSendsValueChangedOncePerChangeAndNotForCode() throws {
        let (stage, port, sent) = stage()
        var counts: [Int] = []
        for title in ["Curve", "Curve", "Linear", "Linear", "Curve"] {
            try tapSegment(title, stage, port)
            counts.append(sent.segmentValueChanged)
        }
        #expect(counts == [1, 1, 2, 2, 3])
        #expect(!port.animator.scrubsLinearly)
        stage.frames(1)
        let marker = stage.shownFrame(try part("segmented.selection", of: port.curveControl))
        let curve = stage.shownFrame(try #require(stage.label("Curve", in: port.curveControl)))
        #expect(marker.midX == curve.midX, "the marker is under Curve")

        port.curveControl.selectedSegmentIndex = 0
        #expect(sent.segmentValueChanged == 3, "code that selects sends nothing")
        #expect(!port.animator.scrubsLinearly, "so the port was not told")
    }

    @Test func codeThatSetsTheSlidersValueSendsNoValueChanged() throws {
        let (stage, port, sent) = stage()
        port.slider.value = 0.7
        port.slider.setValue(0.3, animated: true)
        stage.frames(1)
        #expect(sent.sliderValueChanged == 0)
        #expect(port.slider.value == 0.3)
        #expect(try thumb(stage, port).midX == (try x(atValue: 0.3, stage, port)), "the thumb moved")
        #expect(port.animator.state == .inactive)
        expectSquare(stage, port, atProgress: 0, "the square did not move")
    }

    /// "Pause" stops the run and moves the thumb to `fractionComplete`: in Linear the progress
    /// (ease-in-out of the time), in Curve the time fraction itself. It sends no `.valueChanged`.
    @Test(arguments: ["Linear", "Curve"])
    func pauseMovesTheThumbToWhereTheRunStoppedAndSendsNothing(mode: String) throws {
        let shownValue = mode == "Linear" ? easeInOut(0.25) : 0.25
        let (stage, port, sent) = stage()
        try tapSegment(mode, stage, port)
        try stage.tapButton("Play")
        stage.frames(15)  // 0.25 s of 1
        try stage.tapButton("Pause")
        #expect(!port.animator.isRunning && port.animator.state == .active)
        expectSquare(stage, port, atProgress: easeInOut(0.25), "paused a quarter of the way through the time")
        #expect(abs(port.slider.value - shownValue) < 1e-9, "\(mode): \(port.slider.value)")
        #expect(port.slider.value == port.animator.fractionComplete)
        #expect(sent.sliderValueChanged == 0)
        stage.frames(1)
        #expect(abs(try thumb(stage, port).midX - (try x(atValue: shownValue, stage, port))) < 1e-9)
        stage.frames(30)
        expectSquare(stage, port, atProgress: easeInOut(0.25), "it stays paused")
    }

    /// The run is ease-in-out over 1 s whatever the mode (scrubsLinearly governs scrubbing only);
    /// at the end it stays paused there, runs no completion, and the slider has not followed it.
    @Test(arguments: ["Linear", "Curve"])
    func playRunsTheSquareOnEaseInOutAndStaysPausedAtTheEnd(mode: String) throws {
        let (stage, port, sent) = stage()
        try tapSegment(mode, stage, port)
        var completions: [PropertyAnimator.Position] = []
        port.animator.addCompletion { completions.append($0) }
        try stage.tapButton("Play")
        #expect(port.animator.isRunning)
        for (frames, elapsed) in [(15, 15), (15, 30), (29, 59)] {
            stage.frames(frames)
            expectSquare(stage, port, atProgress: easeInOut(Double(elapsed) / 60), "\(mode), \(elapsed) frames")
        }
        #expect(port.animator.isRunning)
        stage.frames(1)
        expectSquare(stage, port, atProgress: 1, "\(mode): at the end after 60 frames")
        #expect(port.animator.state == .active && !port.animator.isRunning)
        #expect(port.animator.fractionComplete == 1, "exactly, in Curve mode too")
        stage.frames(30)
        expectSquare(stage, port, atProgress: 1)
        #expect(completions.isEmpty, "pausesOnCompletion: no completion")
        #expect(port.slider.value == 0 && sent.sliderValueChanged == 0, "no display link: the slider stayed")

        try dragThumb(stage, port, to: 0.5)
        expectSquare(stage, port, atProgress: mode == "Linear" ? 0.5 : easeInOut(0.5), "scrubbed back after the end")
        #expect(completions.isEmpty)
    }

    @Test func aDragWhilePlayingPausesTheRunAndPutsTheSquareUnderTheThumb() throws {
        let (stage, port, _) = stage()
        try stage.tapButton("Play")
        stage.frames(15)
        try dragThumb(stage, port, to: 0.5, release: false)
        #expect(!port.animator.isRunning && port.animator.fractionComplete == 0.5)
        expectSquare(stage, port, atProgress: 0.5)
        stage.frames(30)
        expectSquare(stage, port, atProgress: 0.5, "held: it stays under the thumb")
        stage.pointer(.up, 200, 205.5)
        stage.frames(30)
        expectSquare(stage, port, atProgress: 0.5, "let go: still paused")
        #expect(port.animator.state == .active && !port.animator.isRunning)
    }

    @Test func playAtTheEndStartsOverAndPlayAfterAScrubGoesOnFromThere() throws {
        let (stage, port, sent) = stage()
        try stage.tapButton("Play")
        stage.frames(60)
        expectSquare(stage, port, atProgress: 1)
        try stage.tapButton("Play")
        #expect(port.slider.value == 0 && sent.sliderValueChanged == 0, "rewound by code: nothing sent")
        expectSquare(stage, port, atProgress: 0, "back at the start")
        stage.frames(15)
        expectSquare(stage, port, atProgress: easeInOut(0.25), "and running again")

        try dragThumb(stage, port, to: 0.5)
        #expect(!port.animator.isRunning)
        try stage.tapButton("Play")
        #expect(port.animator.isRunning)
        var shown: [Double] = []
        for _ in 0..<60 {
            stage.frames(1)
            shown.append(stage.shownCorners(port.squareView).map(\.x).reduce(0, +) / 4)
        }
        #expect(shown[0] > 200 && shown[0] < 201, "it goes on from the middle without a jump: \(shown[0])")
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 }, "forward only")
        #expect(!port.animator.isRunning && port.animator.state == .active && port.animator.fractionComplete == 1)
        expectSquare(stage, port, atProgress: 1, "at the end within the second")
    }

    /// As in Linear, "Play" at the end of a run should start it over; but with scrubsLinearly
    /// false the animator's fractionComplete at the end is not 1, so the port's `== 1` misses and
    /// Play leaves the square at the end.
    @Test func playAtTheEndStartsOverInCurveModeToo() throws {
        let (stage, port, _) = stage()
        try tapSegment("Curve", stage, port)
        try stage.tapButton("Play")
        stage.frames(60)
        expectSquare(stage, port, atProgress: 1)
        try stage.tapButton("Play")
        stage.frames(15)
        #expect(port.animator.isRunning)
        expectSquare(stage, port, atProgress: easeInOut(0.25), "running again from the start")
    }

    /// A click on the track away from the thumb puts the thumb there and sends `.valueChanged`:
    /// ViewKit follows the desktop's rule (GTK's `gtk-primary-button-warps-slider`, on by
    /// default), where UIKit's slider tracks only a touch that lands on its thumb. The port's
    /// handler runs as it would for a drag: the square goes to the value.
    @Test func aClickOnTheTrackAwayFromTheThumbPutsTheThumbThere() throws {
        let (stage, port, sent) = stage()
        let x = try x(atValue: 0.75, stage, port)
        stage.pointer(.down, x, 205.5)
        stage.pointer(.up, x, 205.5)
        #expect(abs(port.slider.value - 0.75) < 1e-9 && sent.sliderValueChanged == 1)
        expectSquare(stage, port, atProgress: 0.75, "the click scrubbed the square")
    }
}
