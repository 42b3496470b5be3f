import DrawerCommandLine
import Foundation
import Motion
import Testing
import ViewKit

@testable import DrawerApp
@testable import SDLHost

/// A group composited where its picture is its view's flat background is filled with the
/// colour, not sampled from its texture: the same picture, wherever it is and at any scale.
extension OffscreenRenderingTests {
    /// A fading screen: a flat colour holding a picture-like tile, a rounded badge and a line.
    static func fadingScreen() -> (root: View, screen: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = Color(rgb: 0x1D2433)
        let screen = View(frame: Rect(x: 20.25, y: 10.5, width: 260, height: 170))
        screen.backgroundColor = Color(rgb: 0x3D5A80)
        screen.alpha = 0.55
        let tile = View(frame: Rect(x: 90, y: 40, width: 80, height: 80))
        tile.backgroundColor = Color(rgb: 0xF4F1DE)
        let badge = View(frame: Rect(x: 12, y: 12, width: 30, height: 30))
        badge.backgroundColor = Color(rgb: 0xE76F51)
        badge.cornerRadius = 15
        screen.addSubview(tile)
        screen.addSubview(badge)
        root.addSubview(screen)
        return (root, screen)
    }

    /// A second window beside `window`, the same size, whose renderer samples groups all over.
    static func samplingRenderer(beside window: HostWindow) throws -> (HostWindow, ViewRenderer) {
        let other = try HostWindow(video: window.video, title: "groups sampled all over", size: window.size)
        let renderer = try ViewRenderer(window: other, images: ImageStore())
        renderer.fillsFlatParts = false
        return (other, renderer)
    }

    @Test(arguments: [
        Transform2D.identity, Transform2D(translationX: 13.3, y: -4.7),
        Transform2D(scaleX: 0.83, y: 0.91).concatenating(Transform2D(translationX: 21.6, y: 9.2)),
        Transform2D(rotationAngle: 0.12).concatenating(Transform2D(translationX: 30.4, y: -12.1)),
    ])
    func aGroupsFlatPartIsFilledWithTheSamePicture(transform: Transform2D) throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (otherWindow, sampling) = try Self.samplingRenderer(beside: window)
        let (root, screen) = Self.fadingScreen()
        screen.transform = transform
        renderer.draw(root)
        sampling.draw(root)
        let (filled, sampled) = (try window.snapshot(), try otherWindow.snapshot())
        let worst = Self.largestDifference(filled, sampled)
        #expect(worst <= 1, "\(Self.firstDifference(filled, sampled) ?? "")")
        // A turned group is sampled all over: cells along its edge would bend that edge by a
        // float's rounding, and a pixel whose centre it passes within a hair of would change.
        #expect(renderer.flatPartsFilled == (ViewRenderer.isUpright(transform) ? 1 : 0))
        #expect(sampling.flatPartsFilled == 0)
    }

    /// What is not flat is sampled: a view with a picture, a line or a shape of its own, a
    /// background not opaque, a mask, or a flat part under a quarter of the group.
    @Test(arguments: 0..<4)
    func aGroupWithLittleFlatIsSampledAllOver(case index: Int) throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (root, screen) = Self.fadingScreen()
        switch index {
        case 0: screen.backgroundColor = Color(rgb: 0x3D5A80).withAlphaComponent(0.9)
        case 1: screen.cornerRadius = 80
        case 2: screen.subviews[0].frame = Rect(x: 5, y: 5, width: 250, height: 160)
        default:
            let mask = ShapeLayer()
            mask.path = BezierPath(ovalIn: screen.bounds).cgPath
            screen.layer.mask = mask
        }
        renderer.draw(root)
        _ = try window.snapshot()
        #expect(renderer.flatPartsFilled == 0)
    }

    /// Every mode of the demo through its transitions, drawn with flat parts filled and with
    /// groups sampled all over: the same frame, within a level.
    @Test(arguments: ModeName.allCases)
    func everyModesFramesAreTheSameWithFlatPartsFilled(mode: ModeName) throws {
        let renderer = try Self.drawTwoSessions(
            of: mode, theOther: { $0.fillsFlatParts = false },
            compare: { frame, filled, sampled in
                let worst = Self.largestDifference(filled, sampled)
                #expect(worst <= 1, "frame \(frame): \(Self.firstDifference(filled, sampled) ?? "")")
            })
        if mode == ModalMode.name {
            #expect(renderer.flatPartsFilled > 0, "the detail screen is a flat colour round its picture")
        }
    }
}
