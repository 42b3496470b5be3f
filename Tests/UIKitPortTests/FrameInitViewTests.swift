import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// FrameInitView.swift run as written: a UIView subclass built in `override init(frame:)`,
/// whose CAShapeLayer dot is placed by `bounds` and `position`, and whose own `deinit` runs when
/// the badge is removed.
@MainActor @Suite struct FrameInitViewTests {
    @Test func badgesBuiltInInitFrameShowTheirDotsAndGoWhenRemoved() throws {
        let controller = FrameInitViewController()
        let stage = PortStage(root: controller, size: Size(width: 400, height: 500))
        stage.frames(1)
        var badges = controller.view.subviews.compactMap { $0 as? FrameInitBadgeView }
        #expect(badges.map(\.title) == ["Inbox", "Updates", "Drafts"])
        #expect(badges.map(\.frame.minY) == [120, 184, 248] && badges.allSatisfy { $0.frame.width == 220 })
        #expect(stage.label("Inbox · 3") != nil && badges[0].layer.cornerRadius == 22)
        let dot = try #require(badges[0].layer.sublayers?.first)
        // Centred 22 points from the right edge, 12 across: its path drawn in its own bounds.
        #expect(dot.bounds == Rect(x: 0, y: 0, width: 12, height: 12) && dot.position == Point(x: 198, y: 22))
        #expect(dot.frame == Rect(x: 192, y: 16, width: 12, height: 12))
        let drawn = try #require(dot.maskPath).boundingBox
        #expect(abs(drawn.minX - 192) < 1e-9 && abs(drawn.maxY - 28) < 1e-9, "\(drawn)")
        #expect(dot.fillColor == .systemRed && badges[2].layer.sublayers?.first?.fillColor == .systemGray)

        weak let last = badges.last
        badges.removeAll()
        try stage.tapButton("Remove Last")
        stage.frames(1)
        #expect(last == nil, "nothing keeps the removed badge: its own deinit ran")
        #expect(controller.view.subviews.compactMap { $0 as? FrameInitBadgeView }.count == 2)
    }
}
