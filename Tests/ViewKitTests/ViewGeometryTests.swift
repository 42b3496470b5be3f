import Foundation
import Testing

@testable import ViewKit

/// The worked examples of UIKIT-SEMANTICS.md §7: frame, anchor, position and transform.
struct ViewGeometryTests {
    static func expectRect(_ actual: Rect, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close =
            abs(actual.minX - expected.minX) < 1e-9 && abs(actual.minY - expected.minY) < 1e-9
            && abs(actual.width - expected.width) < 1e-9 && abs(actual.height - expected.height) < 1e-9
        #expect(close, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    static func view(anchor: Point) -> View {
        let view = View(frame: Rect(x: 20, y: 30, width: 100, height: 50))
        view.setAnchorPoint(anchor, keepingFrame: true)
        return view
    }

    @Test func settingTheFramePlacesTheAnchor() {
        let view = View(frame: Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(view.position == Point(x: 70, y: 55))
        #expect(view.center == Point(x: 70, y: 55))
        Self.expectRect(view.frame, Rect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func rotatingAboutTheTopLeftCorner() {
        let view = Self.view(anchor: Point(x: 0, y: 0))
        #expect(view.position == Point(x: 20, y: 30))
        view.transform = Transform2D(rotationAngle: .pi / 2)
        let corners = view.cornersInWindow
        #expect(corners[0].distance(to: Point(x: 20, y: 30)) < 1e-9)  // top-left stays
        #expect(corners[1].distance(to: Point(x: 20, y: 130)) < 1e-9)  // top-right swings down: clockwise
        #expect(corners[3].distance(to: Point(x: -30, y: 30)) < 1e-9)
        Self.expectRect(view.frame, Rect(x: -30, y: 30, width: 50, height: 100))
        view.transform = Transform2D(rotationAngle: -.pi / 2)
        Self.expectRect(view.frame, Rect(x: 20, y: -70, width: 50, height: 100))
    }

    @Test func rotatingAboutTheTopRightCorner() {
        let view = Self.view(anchor: Point(x: 1, y: 0))
        #expect(view.position == Point(x: 120, y: 30))
        view.transform = Transform2D(rotationAngle: .pi / 2)
        Self.expectRect(view.frame, Rect(x: 70, y: -70, width: 50, height: 100))
        view.transform = Transform2D(rotationAngle: -.pi / 2)
        Self.expectRect(view.frame, Rect(x: 120, y: 30, width: 50, height: 100))
    }

    @Test func rotatingAboutTheCentre() {
        let view = Self.view(anchor: Point(x: 0.5, y: 0.5))
        view.transform = Transform2D(rotationAngle: .pi / 2)
        Self.expectRect(view.frame, Rect(x: 45, y: 5, width: 50, height: 100))
    }

    @Test func changingTheAnchorAloneMovesTheFrame() {
        let view = View(frame: Rect(x: 20, y: 30, width: 100, height: 50))
        view.setAnchorPoint(Point(x: 0, y: 0), keepingFrame: false)
        Self.expectRect(view.frame, Rect(x: 70, y: 55, width: 100, height: 50))
        view.setAnchorPoint(Point(x: 1, y: 0), keepingFrame: false)
        Self.expectRect(view.frame, Rect(x: -30, y: 55, width: 100, height: 50))
    }

    @Test func windowCoordinatesFollowTheWholeChain() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let parent = View(frame: Rect(x: 100, y: 50, width: 200, height: 100))
        let child = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convertToWindow(.zero) == Point(x: 110, y: 70))
        parent.transform = Transform2D(scaleX: 2, y: 2)  // about parent's centre (200, 100)
        #expect(child.convertToWindow(.zero).distance(to: Point(x: 20, y: 40)) < 1e-9)
    }

    @Test func hitTestingFollowsTransformsAndSkipsHiddenViews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let panel = View(frame: Rect(x: 0, y: 0, width: 100, height: 50), name: "panel")
        panel.setAnchorPoint(.zero, keepingFrame: true)
        panel.transform = Transform2D(rotationAngle: .pi / 2)  // now covers x -50...0, y 0...100
        root.addSubview(panel)
        #expect(root.hitTest(Point(x: -25, y: 80))?.name == "panel")
        #expect(root.hitTest(Point(x: 25, y: 20))?.name == "root")
        panel.transform = .identity
        #expect(root.hitTest(Point(x: 25, y: 20))?.name == "panel")
        panel.isHidden = true
        #expect(root.hitTest(Point(x: 25, y: 20))?.name == "root")
        #expect(root.hitTest(Point(x: 500, y: 20)) == nil)
    }

    @Test func subviewOrderingAndReparenting() {
        let root = View(name: "root")
        let a = View(name: "a")
        let b = View(name: "b")
        let c = View(name: "c")
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, below: a)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
        root.insertSubview(c, above: b)
        #expect(root.subviews.map(\.name) == ["a", "b", "c"])
        a.addSubview(b)
        #expect(root.subviews.map(\.name) == ["a", "c"])
        #expect(b.superview === a)
        b.removeFromSuperview()
        #expect(a.subviews.isEmpty && b.superview == nil)
    }

    @Test func layoutRunsWhenTheSizeChanges() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.center = Point(x: 50, y: 50)  // moving is not resizing
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }
}
