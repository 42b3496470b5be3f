import Motion
import Testing
import ViewKit

// (Imports ViewKit, not UIKit: see Sample000Tests.swift.)

/// OrientationZoom.swift run as written: the photo zooms from its thumbnail to a frame whose
/// margins follow `UIDevice.current`'s idiom and orientation, which follow the window: a wide
/// window is a pad in landscape, a narrow tall one a phone in portrait.
@MainActor @Suite struct OrientationZoomTests {
    /// The photo (600 × 400) aspect-fit into the window less `margin` on every side.
    private func fitted(in size: Size, margin: Double) -> Rect {
        let (width, height) = (size.width - 2 * margin, size.height - 2 * margin)
        let scale = min(width / 600, height / 400)
        return Rect(
            x: (size.width - 600 * scale) / 2, y: (size.height - 400 * scale) / 2, width: 600 * scale, height: 400 * scale)
    }

    @Test(arguments: [(1024.0, 720.0, 80.0), (390.0, 844.0, 12.0), (844.0, 390.0, 32.0), (700.0, 1000.0, 40.0)])
    func thePhotoZoomsToTheMarginsOfTheWindowsIdiomAndOrientation(width: Double, height: Double, margin: Double) throws {
        let gallery = OrientationZoomGalleryViewController()
        let stage = PortStage(root: gallery, size: Size(width: width, height: height))
        stage.frames(1)
        let thumbnail = try #require(gallery.view.subviews.first { $0 is ImageView })
        // 40 below the safe area's top, which starts under the stage's navigation bar (44), as
        // UIKit's does.
        #expect(thumbnail.frame == Rect(x: 24, y: 84, width: 150, height: 100))
        stage.tap(thumbnail)
        let detail = try #require(gallery.presentedViewController as? OrientationZoomDetailViewController)
        stage.frames(1)
        let container = try #require(detail.view.superview)
        let flying = try #require(container.subviews.last)
        #expect(flying !== detail.view && thumbnail.isHidden, "a snapshot of the thumbnail flies")
        stage.settle()
        let expected = fitted(in: Size(width: width, height: height), margin: margin)
        let shown = detail.imageView.convert(detail.imageView.bounds, to: nil)
        #expect(abs(shown.minX - expected.minX) < 1e-6 && abs(shown.width - expected.width) < 1e-6, "\(shown) for \(expected)")
        #expect(flying.superview == nil && !thumbnail.isHidden && !detail.imageView.isHidden)
        stage.tap(detail.view)
        stage.settle()
        #expect(gallery.presentedViewController == nil && !thumbnail.isHidden)
    }
}
