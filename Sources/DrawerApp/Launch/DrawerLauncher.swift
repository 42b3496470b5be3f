import Foundation
import Motion
import SDLHost
import ViewKit

/// Opens the demo as `drawer` does: checks everything it was given before any window opens,
/// starts SDL, opens the window and runs the frame loop until the window closes, the script
/// ends, or SIGINT or SIGTERM arrives.
public enum DrawerLauncher {
    /// Runs the demo with `options`; throws a `CommandError` for anything that stops it.
    public static func run(_ options: LaunchOptions) throws {
        // Everything that can be wrong with the input is found before any window opens.
        let images = ImageStore()
        guard let assets = AssetLocator.assetsDirectory() else { throw LaunchError.assetsMissing }
        let imagePath = options.imagePath ?? (assets as NSString).appendingPathComponent(AssetLocator.defaultImageName)
        let image = try images.load(path: imagePath)
        let fontPath = (assets as NSString).appendingPathComponent(AssetLocator.fontName)
        guard FileManager.default.fileExists(atPath: fontPath) else { throw LaunchError.fontMissing(fontPath) }
        let validate: (String, Double) -> String? = { name, value in
            do throws(SettingError) {
                try MotionSettings.validate(name, value)
                return nil
            } catch {
                return error.description
            }
        }
        try HostRunner.run(title: "Drawer", options: options.host, images: images, fontPath: fontPath, validateSetting: validate) {
            size, clock in
            let application = DrawerApplication(
                image: image, clock: clock, size: size, initialMode: options.mode, reduceMotion: options.reduceMotion)
            for setting in options.settings { try application.settings.set(setting.name, to: setting.value) }
            if let factor = options.slowMotion {
                application.slowMotionFactor = factor
                application.setSlowMotion(factor)
            }
            return application
        }
    }
}
