import Foundation
import Motion
import Testing
import ViewKit

@testable import DrawerApp

/// Slow motion (S, or --slow): the Simulator's Slow Animations. What the pointer does not drive
/// runs the factor slower; what it drives tracks it 1:1, and a release leaves at its speed.
struct SlowMotionTests {
    /// The pushed screen's right edge, in points.
    static func edge(_ rig: DemoRig) -> Double? { rig.side.transition?.toView.presentationValues.frame.maxX }

    @Test func aKeyDrivenPushIsStretchedExactlyByTheFactor() throws {
        let normal = DemoRig(mode: .side)
        normal.key(.right)
        normal.frames(24)
        let halfway = try #require(normal.side.transition?.progress)
        let slow = DemoRig(mode: .side)
        slow.key(.character("S"))
        #expect(slow.app.slowMotion == 10)
        slow.key(.right)
        slow.frames(240)
        let stretched = try #require(slow.side.transition?.progress)
        #expect(abs(stretched - halfway) < 1e-9, "frame 240 slowed is frame 24 at speed: \(stretched) vs \(halfway)")
        slow.frames(200)
        #expect(slow.side.transition != nil, "0.8 s at a tenth of the speed is still running after 7.3 s")
        slow.settle()
        #expect(slow.stack.count == 2)
        slow.key(.character("S"))
        #expect(slow.app.slowMotion == nil && slow.app.window.driver.rate == 1)
    }

    @Test func aDragStillTracksThePointerAndTheReleaseLeavesAtItsSpeed() throws {
        let rig = DemoRig(mode: .side)
        rig.key(.character("S"))
        var checked = 0
        // 12 points a frame, 720 points a second on screen.
        rig.drag(from: Point(x: 40, y: 400), step: Point(x: 12, y: 0), frames: 30, release: false) { p in
            guard let edge = Self.edge(rig) else { return }
            #expect(abs(edge - (p.x - 40)) <= 1, "slowed or not, the screen is under the pointer")
            checked += 1
        }
        #expect(checked >= 29)
        let before = try #require(Self.edge(rig))
        rig.pointer(.up, 400, 400)
        rig.frames()
        let after = try #require(Self.edge(rig))
        #expect(abs((after - before) - 12) < 2, "the first frame after the release moves as the pointer did: \(after - before) points")
    }

    @Test func theStateLineAndTheHUDSaySo() throws {
        let rig = DemoRig(mode: .card)
        #expect(try rig.state.slowMotion == nil)
        rig.key(.character("S"))
        #expect(try rig.state.slowMotion == 10)
        #expect(rig.app.hudLines().contains("slow motion ×10"))
    }
}
