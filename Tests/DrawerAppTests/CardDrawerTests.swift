import Foundation
import Motion
import Testing
import ViewKit

@testable import DrawerApp

struct CardDrawerTests {

    @Test func restsClosedWithItsHeaderShowingAndOpensToTwoThirds() throws {
        let rig = DemoRig(mode: .card)
        #expect(rig.cardTop == 720 - 80, "80 points showing")
        rig.key(.space)
        rig.settle()
        #expect(abs(rig.cardTop - 240) < 0.5, "two-thirds of 720 covered")
        #expect(rig.card.isOpen && abs(rig.card.progress - 1) < 1e-9)
        #expect(abs(rig.card.sheet.dimmingView.alpha - 0.5) < 1e-9, "the screen behind is dimmed")
        #expect(try rig.state.card.open)
    }

    @Test func theCardFollowsThePointerAndRubberBandsPastTheTop() {
        let rig = DemoRig(mode: .card)
        var checked = 0
        rig.drag(from: Point(x: 500, y: 680), step: Point(x: 0, y: -10), frames: 40, release: false) { p in
            let travelled = 680 - p.y
            guard travelled >= 10, travelled <= 400 else { return }
            #expect(abs(rig.cardTop - (640 - travelled)) <= 1, "the card is where the pointer says")
            checked += 1
        }
        #expect(checked >= 30)
        for _ in 0..<30 {
            rig.frames()
            rig.pointer(.move, 500, 280 - 10 * 5)
        }
        let beyond = rig.card.progress
        #expect(beyond > 1 && beyond < 1.3, "past the open end it resists: \(beyond)")
    }

    @Test func theReleaseHandsItsVelocityToTheSpring() {
        let rig = DemoRig(mode: .card)
        // Up at 8 points a frame = 480 points per second, released 160 points up (progress 0.4).
        rig.drag(from: Point(x: 500, y: 700), step: Point(x: 0, y: -8), frames: 20)
        let p0 = rig.card.progress
        #expect(abs(p0 - 0.4) < 1e-9)
        let progressVelocity = 480.0 / 400
        let v0 = progressVelocity / (1 - p0)
        let motion = CardDrawerMode.spring(MotionSettings()).motion(initialVelocity: v0)
        for frame in 1...3 {
            rig.frames()
            let expected = p0 + (1 - p0) * motion.value(at: Double(frame) / 60)
            #expect(abs(rig.card.progress - expected) < 1e-9, "frame \(frame): the spring that started at the pointer's velocity")
        }
        #expect(abs(motion.velocity(at: 0) * (1 - p0) * 400 - 480) < 1e-9, "which is the pointer's 480 points/s")
        rig.settle()
        #expect(rig.card.isOpen)
    }

    @Test func theHandOffVelocityIsCappedAtThirty() {
        let rig = DemoRig(mode: .card)
        // A violent flick released almost at the top: the distance left is tiny.
        rig.drag(from: Point(x: 500, y: 700), step: Point(x: 0, y: -99), frames: 4)
        rig.frames()
        #expect(rig.card.progress.isFinite && rig.card.progress < 1.5)
        rig.settle()
        #expect(rig.card.isOpen && abs(rig.card.progress - 1) < 1e-9)
    }

    @Test func grabbingTheCardMidFlightCatchesItWhereItIs() {
        let rig = DemoRig(mode: .card)
        rig.key(.space)
        rig.frames(6)
        let before = rig.cardTop
        #expect(before < 600 && before > 260, "on its way up: \(before)")
        rig.pointer(.down, 500, before + 40)
        rig.frames(10)
        #expect(abs(rig.cardTop - before) < 1e-9, "held where it was caught, no jump")
        for _ in 0..<10 {
            rig.frames()
            rig.pointer(.move, 500, before + 40 + 5)
        }
        rig.frames()
        #expect(abs(rig.cardTop - (before + 5)) <= 1, "and the drag goes on from there")
        rig.pointer(.up, 500, before + 45)
        rig.settle()
        #expect(rig.card.progress == (rig.card.isOpen ? 1 : 0), "it settles at the end it was heading for")
    }

    @Test func aSlowDragDownFromOpenCloses() {
        let rig = DemoRig(mode: .card)
        rig.key(.space)
        rig.settle()
        rig.drag(from: Point(x: 500, y: 260), step: Point(x: 0, y: 5), frames: 50)  // 250 points down, slowly
        rig.settle()
        #expect(!rig.card.isOpen && rig.card.progress == 0)
    }

    @Test func tappingTheHeaderOrTheDimmedScreenToggles() {
        let rig = DemoRig(mode: .card)
        rig.pointer(.down, 500, 690)
        rig.frames()
        rig.pointer(.up, 500, 690)
        rig.settle()
        #expect(rig.card.isOpen, "a tap on the header opens it")
        rig.pointer(.down, 500, 100)
        rig.frames()
        rig.pointer(.up, 500, 100)
        rig.settle()
        #expect(!rig.card.isOpen, "a tap on the dimmed screen closes it")
    }

    /// The state line shows the sample's mechanism: the one animator, paused while dragged,
    /// reversed when the release goes back, gone at rest.
    @Test func theStateLineShowsTheAnimator() throws {
        let rig = DemoRig(mode: .card)
        #expect(try rig.state.card.animator == nil, "none at rest")
        rig.drag(from: Point(x: 500, y: 700), step: Point(x: 0, y: -10), frames: 12, release: false)
        var animator = try #require(try rig.state.card.animator)
        #expect(animator.state == "active" && !animator.running && !animator.reversed)
        #expect(abs(animator.fractionComplete - rig.card.progress) < 1e-12, "scrubbed to where the card is")
        // Held still, then let go short of half-way: back down, on the same animator reversed.
        for _ in 0..<10 {
            rig.frames()
            rig.pointer(.move, 500, 580)
        }
        rig.pointer(.up, 500, 580)
        rig.frames()
        animator = try #require(try rig.state.card.animator)
        #expect(animator.running && animator.reversed)
        #expect(
            abs(animator.fractionComplete - (1 - rig.card.progress)) < 1e-12,
            "a reversed animator counts its fraction backward")
        #expect(DrawerApplication.describe(rig.card.animator).hasPrefix("animator: active, running, reversed, fractionComplete"))
        rig.settle()
        #expect(try rig.state.card.animator == nil)
    }
}
