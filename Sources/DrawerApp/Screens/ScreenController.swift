import Motion
import ViewKit

/// What every mode shares: the picture, the animation driver, and whether motion is reduced.
final class DemoEnvironment {
    let image: Image
    let driver: AnimationDriver
    /// Transitions become short cross-fades (interactive drags still track the pointer).
    var reduceMotion: Bool
    /// The live motion parameters, read when a transition starts.
    let settings: MotionSettings

    init(image: Image, driver: AnimationDriver, reduceMotion: Bool, settings: MotionSettings = MotionSettings()) {
        self.image = image
        self.driver = driver
        self.reduceMotion = reduceMotion
        self.settings = settings
    }
}

/// A coloured screen with the picture in the middle; its colour and title follow its depth.
final class ScreenController: ViewController {
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
