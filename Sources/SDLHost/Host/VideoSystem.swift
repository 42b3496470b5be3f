import CSDL
import Foundation

/// SDL's video subsystem and SDL_image, initialised once for the life of this object.
package final class VideoSystem {
    /// The video driver SDL chose ("x11", "wayland", "offscreen", "dummy", …).
    package let driverName: String

    /// Starts SDL video. With `requireDisplay`, a run that found no window system (SDL fell back
    /// to its offscreen or dummy driver without being asked to) fails with `.noDisplay`.
    package init(requireDisplay: Bool) throws(HostError) {
        let environment = ProcessInfo.processInfo.environment
        let asked = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        let windowSystemAdvertised = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
        if !asked && !windowSystemAdvertised {
            // Probing X11 and Wayland with nothing to find only prints their libraries' noise.
            if requireDisplay { throw .noDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY is set") }
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
        }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw .noDisplay(reason: sdlErrorMessage())
        }
        driverName = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if requireDisplay, !asked, VideoSystem.headlessDrivers.contains(driverName) {
            SDL_Quit()
            throw .noDisplay(reason: "SDL found no window system and fell back to its \(driverName) driver")
        }
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue))
    }

    /// Drivers that draw into memory instead of a visible window.
    package static let headlessDrivers: Set<String> = ["offscreen", "dummy"]

    /// Whether the driver draws into memory (nothing appears on a screen).
    package var isHeadless: Bool { Self.headlessDrivers.contains(driverName) }

    deinit {
        IMG_Quit()
        SDL_Quit()
    }
}
