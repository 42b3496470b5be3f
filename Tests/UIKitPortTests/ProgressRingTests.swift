import Glibc
import Motion
import Testing
import ViewKit

// Imports ViewKit, not UIKit (see Sample000Tests.swift).

/// ProgressRing.swift run as written, in a 400 × 300 window: the 160 × 160 ring at (120, 40), its
/// two shape layers on the circle of radius (160 − 12) / 2 = 74 about (80, 80) in the ring's
/// bounds, from the top clockwise; "Advance" at the window's (200, 242). An animated change runs
/// the stroke's end from what shows to the new value on ease-out over 0.5 s (30 frames at 60 Hz).
@MainActor @Suite struct ProgressRingTests {
    private let radius = 74.0
    private let centre = Point(x: 80, y: 80)

    private func stage() -> (PortStage, ProgressRingViewController, ProgressRingView) {
        let port = ProgressRingViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        return (stage, port, port.ringView)
    }

    /// The stroke's end on screen now.
    private func shownEnd(_ ring: ProgressRingView) -> Double { ring.progressLayer.presentationStrokeRange.end }

    /// The path `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` should give for a
    /// whole turn from the top, clockwise on screen (y down): a move to the top, then four quarter
    /// arcs through the right, the bottom, the left and back to the top, each a cubic whose control
    /// points lie along the tangents at 4/3 tan(π/8) of the radius.
    private func expectedCircle(centre c: Point, radius r: Double) -> [Path.Element] {
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * r
        return [
            .move(to: Point(x: c.x, y: c.y - r)),
            .curve(
                to: Point(x: c.x + r, y: c.y), control1: Point(x: c.x + k, y: c.y - r),
                control2: Point(x: c.x + r, y: c.y - k)),
            .curve(
                to: Point(x: c.x, y: c.y + r), control1: Point(x: c.x + r, y: c.y + k),
                control2: Point(x: c.x + k, y: c.y + r)),
            .curve(
                to: Point(x: c.x - r, y: c.y), control1: Point(x: c.x - k, y: c.y + r),
                control2: Point(x: c.x - r, y: c.y + k)),
            .curve(
                to: Point(x: c.x, y: c.y - r), control1: Point(x: c.x - r, y: c.y - k),
                control2: Point(x: c.x - k, y: c.y - r)),
        ]
    }

    private func points(of element: Path.Element) -> [Point] {
        switch element {
        case .move(let p), .line(let p): [p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }

    private func expectPath(
        _ path: Path?, is expected: [Path.Element], _ comment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let path else {
            Issue.record("\(comment): no path", sourceLocation: sourceLocation)
            return
        }
        let same =
            path.elements.count == expected.count
            && zip(path.elements, expected).allSatisfy { a, b in
                let (p, q) = (points(of: a), points(of: b))
                return p.count == q.count && zip(p, q).allSatisfy { $0.distance(to: $1) < 1e-9 }
            }
        #expect(same, "\(comment): \(path.elements)", sourceLocation: sourceLocation)
    }

    @Test func bothLayersDrawOneCircleAboutTheCentreFromTheTopClockwise() throws {
        let (stage, _, ring) = stage()
        #expect(stage.shownFrame(ring) == Rect(x: 120, y: 40, width: 160, height: 160))
        let sublayers = try #require(ring.layer.sublayers)
        #expect(sublayers.count == 2 && sublayers[0] === ring.trackLayer && sublayers[1] === ring.progressLayer)
        for shape in [ring.trackLayer, ring.progressLayer] {
            #expect(shape.frame == ring.bounds)
            expectPath(shape.path, is: expectedCircle(centre: centre, radius: radius), "the circle")
        }
        // Walked along, the outline stays on the circle and turns clockwise on screen (the angle
        // from the centre, y down, only grows) through one whole turn.
        let line = try #require(ring.progressLayer.path?.polylines(segmentsPerCurve: 32).first)
        #expect(line.points.allSatisfy { abs($0.distance(to: centre) - radius) < radius * 3e-4 })
        let steps = zip(line.points, line.points.dropFirst()).map { a, b in
            let step = atan2(b.y - centre.y, b.x - centre.x) - atan2(a.y - centre.y, a.x - centre.x)
            return step < -Double.pi ? step + 2 * .pi : step
        }
        #expect(steps.count == 4 * 32 && steps.allSatisfy { $0 > 0 }, "clockwise at every step")
        let turned = steps.reduce(0, +)
        #expect(abs(turned - 2 * .pi) < 1e-9, "one whole turn: \(turned)")
    }

    @Test func theLayersAreAnUnfilledTrackAndAnEmptyRoundCappedStroke() {
        let (_, _, ring) = stage()
        #expect(ring.trackLayer.fillColor == .clear && ring.progressLayer.fillColor == .clear)
        #expect(ring.trackLayer.strokeColor == .systemGray5 && ring.progressLayer.strokeColor == .systemBlue)
        #expect(ring.trackLayer.lineWidth == 12 && ring.progressLayer.lineWidth == 12)
        #expect(ring.trackLayer.lineCap == .round && ring.progressLayer.lineCap == .round)
        #expect(ring.trackLayer.strokeStart == 0 && ring.trackLayer.strokeEnd == 1, "the whole track")
        #expect(ring.progressLayer.strokeStart == 0 && ring.progressLayer.strokeEnd == 0, "no progress")
        #expect(ring.progress == 0 && shownEnd(ring) == 0)
    }

    @Test func theCircleFollowsTheBoundsWhenTheRingIsLaidOutAgain() {
        let (stage, _, ring) = stage()
        ring.frame = Rect(x: 10, y: 10, width: 100, height: 60)
        stage.frames(1)
        for shape in [ring.trackLayer, ring.progressLayer] {
            #expect(shape.frame == Rect(x: 0, y: 0, width: 100, height: 60))
            expectPath(shape.path, is: expectedCircle(centre: Point(x: 50, y: 30), radius: 24), "(60 − 12) / 2")
        }
    }

    @Test func withoutAnimationTheStrokeEndsAtTheProgressAtOnce() {
        let (stage, _, ring) = stage()
        ring.setProgress(0.5, animated: false)
        #expect(ring.progress == 0.5 && ring.progressLayer.strokeEnd == 0.5 && shownEnd(ring) == 0.5)
        #expect(ring.progressLayer.animationKeys() == nil)
        stage.frames(30)
        #expect(shownEnd(ring) == 0.5 && ring.progressLayer.strokeStart == 0)
        ring.setProgress(1.5, animated: false)
        #expect(ring.progress == 1 && ring.progressLayer.strokeEnd == 1, "clamped to 1")
        ring.setProgress(-1, animated: false)
        #expect(ring.progress == 0 && ring.progressLayer.strokeEnd == 0 && shownEnd(ring) == 0, "clamped to 0")
    }

    @Test func animatedTheStrokeRunsOnEaseOutToTheModelValue() {
        let (stage, _, ring) = stage()
        ring.setProgress(0.5, animated: true)
        #expect(ring.progress == 0.5 && ring.progressLayer.strokeEnd == 0.5, "the model is the target at once")
        #expect(shownEnd(ring) == 0, "what shows starts where it was")
        #expect(ring.progressLayer.animationKeys() == ["progress"])
        for frame in 1..<30 {
            stage.frames(1)
            let expected = 0.5 * easeOut(Double(frame) / 30)
            #expect(abs(shownEnd(ring) - expected) < 1e-6, "frame \(frame): \(shownEnd(ring)), expected \(expected)")
        }
        stage.frames(1)
        #expect(shownEnd(ring) == 0.5, "at the end after 0.5 s")
        #expect(ring.progressLayer.animationKeys() == nil, "removed on completion")
        stage.frames(30)
        #expect(shownEnd(ring) == 0.5 && ring.progressLayer.strokeEnd == 0.5, "and the model shows")
    }

    @Test func theButtonAdvancesTheRingAQuarterAtATimeUpToFull() throws {
        let (stage, _, ring) = stage()
        #expect(stage.buttons(titled: "Advance").count == 1)
        try stage.tapButton("Advance")
        #expect(ring.progress == 0.25 && ring.progressLayer.strokeEnd == 0.25)
        #expect(shownEnd(ring) == 0)
        stage.frames(15)
        #expect(abs(shownEnd(ring) - 0.25 * easeOut(0.5)) < 1e-6, "halfway through the time")
        stage.settle()
        #expect(shownEnd(ring) == 0.25)
        var shown: [Double] = []
        for _ in 0..<4 {
            try stage.tapButton("Advance")
            stage.settle()
            shown.append(shownEnd(ring))
        }
        #expect(shown == [0.5, 0.75, 1, 1], "a quarter a tap, held at full")
        #expect(ring.progress == 1 && ring.progressLayer.strokeEnd == 1)
    }

    @Test func anAdvanceMidwayRunsOnFromWhatIsOnScreenWithoutAJump() throws {
        let (stage, _, ring) = stage()
        try stage.tapButton("Advance")
        stage.frames(12)
        let midway = 0.25 * easeOut(12.0 / 30)
        #expect(abs(shownEnd(ring) - midway) < 1e-6)

        try stage.tapButton("Advance")
        #expect(ring.progress == 0.5 && ring.progressLayer.strokeEnd == 0.5, "the model is the new target")
        #expect(abs(shownEnd(ring) - midway) < 1e-9, "no jump: \(shownEnd(ring)) was \(midway)")
        #expect(ring.progressLayer.animationKeys() == ["progress"], "the new animation replaced the old")
        for frame in 1...30 {
            stage.frames(1)
            let expected = midway + (0.5 - midway) * easeOut(Double(frame) / 30)
            #expect(abs(shownEnd(ring) - expected) < 1e-6, "frame \(frame): \(shownEnd(ring)), expected \(expected)")
        }
        #expect(shownEnd(ring) == 0.5 && ring.progressLayer.animationKeys() == nil)
    }

    @Test func settingWithoutAnimationMidwayStopsTheAnimationAtTheNewValue() throws {
        let (stage, _, ring) = stage()
        try stage.tapButton("Advance")
        stage.frames(10)
        ring.setProgress(0.1, animated: false)
        #expect(shownEnd(ring) == 0.1 && ring.progressLayer.animationKeys() == nil)
        stage.frames(30)
        #expect(shownEnd(ring) == 0.1 && ring.progress == 0.1)
    }

    /// The port's `CATransaction` lines: the flag belongs to the innermost open transaction and
    /// goes with it; outside one it keeps nothing (layers here have no implicit actions, so the
    /// flag changes nothing else).
    @Test func theTransactionsFlagNestsAndEnds() {
        #expect(
            TransactionProbe.flags() == [false, false, true, false, true, false],
            "none; none kept outside; a nested one starts from its outer one's; set off; its outer one's again; none")
    }
}
