import CSDL
import FoundationEssentials
import Glibc

/// SDL's video subsystem and SDL_image, initialised once for the life of this object.
@MainActor package final class VideoSystem {
    /// The video driver SDL chose ("x11", "wayland", "offscreen", "dummy", …).
    package let driverName: String
    /// Why this driver, when it is not simply SDL's own choice (for `--verbose`).
    package let driverNote: String?

    /// Starts SDL video on the driver `VideoDriverChoice` picks. With `requireDisplay`, a run
    /// that found no window system (SDL fell back to its offscreen or dummy driver without being
    /// asked to) fails with `.noDisplay`.
    package init(requireDisplay: Bool) throws(HostError) {
        let environment = ProcessInfo.processInfo.environment
        let asked = environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        let choice = try VideoDriverChoice(environment: environment, requireDisplay: requireDisplay) {
            WaylandProbe(drawer_wayland_seat())
        }
        var failures: [String] = []
        var started = false
        for driver in choice.drivers {
            if let driver { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
            if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 {
                started = true
                break
            }
            failures.append("\(driver ?? "SDL's choice"): \(sdlErrorMessage())")
            SDL_Quit()
        }
        guard started else { throw .noDisplay(reason: failures.joined(separator: "; ")) }
        driverName = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        driverNote = failures.isEmpty ? choice.note : "\(failures.joined(separator: "; ")); then this one"
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

    isolated deinit {
        IMG_Quit()
        SDL_Quit()
    }
}

/// What the Wayland compositor named by `WAYLAND_DISPLAY` offers, asked before SDL starts.
package nonisolated enum WaylandProbe: Equatable, Sendable {
    /// It answered and offers an input seat.
    case seat
    /// It answered without a seat: SDL 2.26 crashes inside `SDL_Init` there.
    case noSeat
    /// Nothing answered.
    case unreachable

    init(_ answer: Int32) {
        self = answer > 0 ? .seat : answer == 0 ? .noSeat : .unreachable
    }
}

/// The video drivers to try, in order, and why. `SDL_VIDEODRIVER` wins. Otherwise, where a
/// Wayland compositor is advertised, Wayland comes first, X11 after it if `DISPLAY` is set:
/// SDL 2.26 on its own prefers X11, which on a Wayland desktop means XWayland, whose scaling
/// blurs a HiDPI screen. A compositor without a seat, on which SDL would crash, is never tried.
package nonisolated struct VideoDriverChoice: Equatable, Sendable {
    /// Each driver to hand SDL as its hint in turn; nil leaves SDL to its own order and
    /// `SDL_VIDEODRIVER`.
    package var drivers: [String?]
    /// Why, for `--verbose`, when it is not SDL's own choice.
    package var note: String?

    /// The choice for `environment`; `probeWayland` is asked only where Wayland would be tried.
    /// Throws `.noDisplay` where no driver can start without crashing or drawing off screen
    /// unasked.
    package init(
        environment: [String: String], requireDisplay: Bool, probeWayland: () -> WaylandProbe
    ) throws(HostError) {
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        let compositor = "the Wayland compositor '\(environment["WAYLAND_DISPLAY"] ?? "wayland-0")'"
        let noSeat = "\(compositor) offers no input seat (wl_seat), and SDL 2.26 crashes without one"
        if isSet("SDL_VIDEODRIVER") {
            let asked = environment["SDL_VIDEODRIVER"] ?? ""
            if asked.split(separator: ",").first == "wayland", probeWayland() == .noSeat {
                throw .noDisplay(reason: "\(noSeat); SDL_VIDEODRIVER=x11 uses X11")
            }
            self.init(drivers: [nil], note: nil)
        } else if isSet("WAYLAND_DISPLAY") {
            let x11: [String?] = isSet("DISPLAY") ? ["x11"] : []
            switch probeWayland() {
            case .seat:
                self.init(drivers: ["wayland"] + x11, note: "Wayland first: WAYLAND_DISPLAY is set")
            case .noSeat where !x11.isEmpty:
                self.init(drivers: x11, note: "X11: \(noSeat)")
            case .noSeat:
                throw .noDisplay(reason: noSeat)
            case .unreachable where !x11.isEmpty:
                self.init(drivers: x11, note: "X11: \(compositor) did not answer")
            case .unreachable:
                throw .noDisplay(reason: "\(compositor) did not answer")
            }
        } else if isSet("DISPLAY") {
            self.init(drivers: [nil], note: nil)
        } else if requireDisplay {
            // Probing X11 and Wayland with nothing to find only prints their libraries' noise.
            throw .noDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        } else {
            self.init(drivers: ["offscreen"], note: "off screen: no DISPLAY or WAYLAND_DISPLAY")
        }
    }

    package init(drivers: [String?], note: String?) {
        self.drivers = drivers
        self.note = note
    }
}
