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
