import Motion
import ViewKit

/// A coloured screen with the picture in the middle; its colour and title follow its depth.
class ScreenController: ViewController {
    let depth: Int
    /// The controller's view, made with it.
    let screenView: ScreenView

    init(depth: Int, image: Image) {
        self.depth = depth
        screenView = ScreenView(color: ScreenPalette.color(atDepth: depth), image: image, name: "screen\(depth + 1)")
        super.init(title: "screen\(depth + 1)")
    }

    override func loadView() -> View { screenView }
}
