import Foundation
import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// `CircularReveal.swift` run as written: "+" presents the detail through a circle growing from
/// the button's centre to the farthest corner (0.5 s, ease-in-ease-out), a shape layer's path
/// animated by a basic animation whose delegate completes the transition; "Close" shrinks it
/// back into the button (0.4 s) and takes the detail away.
@MainActor @Suite struct CircularRevealTests {
    /// The button's centre in the 400×300 window, and the radius that reaches (0, 0) from it.
    private let centre = Point(x: 400 - 20 - 22, y: 300 - 20 - 22)
    private var farthest: Double { hypot(centre.x, centre.y) }

    /// The circle the mask shows now: its centre and radius, from the path's box.
    private func circle(of view: View) throws -> (centre: Point, radius: Double) {
        let path = try #require(view.shapeMask?.maskPath)
        let box = path.boundingBox
        #expect(abs(box.width - box.height) < 1e-9, "a circle")
        return (box.center, box.width / 2)
    }

    private func revealed() throws -> (PortStage, RevealHostViewController, View) {
        let host = RevealHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        try stage.tapButton("+")
        stage.settle()
        let detail: View = try #require(host.presentedViewController).view
        return (stage, host, detail)
    }

    @Test func theDetailIsRevealedByACircleGrowingFromTheButton() throws {
        let host = RevealHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        try stage.tapButton("+")
        let detail: View = try #require(host.presentedViewController).view
        #expect(detail.frame == stage.window.rootView.bounds, "the detail fills the window, cut by its mask")
        var frames = 0
        while host.presentationTransition != nil && frames < 60 {
            stage.frames(1)
            frames += 1
            guard host.presentationTransition != nil else { break }
            let shown = try circle(of: detail)
            let eased = easeInOut(Double(frames) / 60 / 0.5)
            #expect(shown.centre.distance(to: centre) < 1e-9, "about the button's centre")
            #expect(abs(shown.radius - (1 + (farthest - 1) * eased)) < 1e-6, "frame \(frames): \(shown.radius)")
        }
        #expect(frames == 30 || frames == 31, "0.5 s: \(frames) frames")
        #expect(host.presentedViewController != nil && detail.shapeMask == nil, "presented, the mask taken off")
    }

    @Test func closeShrinksItBackIntoTheButtonAndTakesItAway() throws {
        let (stage, host, detail) = try revealed()
        try stage.tapButton("Close")
        var radii: [Double] = []
        while host.presentationTransition != nil && radii.count < 60 {
            stage.frames(1)
            guard host.presentationTransition != nil else { break }
            let shown = try circle(of: detail)
            radii.append(shown.radius)
            let eased = easeInOut(Double(radii.count) / 60 / 0.4)
            #expect(abs(shown.radius - (farthest - (farthest - 1) * eased)) < 1e-6, "frame \(radii.count)")
        }
        #expect(radii.count >= 23 && radii.count <= 25, "0.4 s: \(radii.count) frames")
        #expect(host.presentedViewController == nil && detail.superview == nil)
    }

    /// The transition completes once, when the animation's delegate hears it stop.
    @Test func itCompletesOnceWhenTheAnimationStops() throws {
        let host = RevealHostViewController()
        let stage = PortStage(root: host)
        stage.frames(1)
        host.showDetail()
        let context = try #require(host.presentationTransition)
        var completions = 0
        context.coordinator.animate(alongsideTransition: nil) { _ in completions += 1 }
        stage.settle()
        stage.frames(30)
        #expect(completions == 1 && host.presentationTransition == nil)
    }
}
