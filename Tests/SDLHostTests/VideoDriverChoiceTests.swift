import Testing

@testable import SDLHost

/// Which video driver a run starts on: `SDL_VIDEODRIVER` wins; a Wayland compositor comes
/// first where one is advertised, X11 after it; a compositor without a seat is never tried.
struct VideoDriverChoiceTests {
    private func choice(_ environment: [String: String], _ probe: WaylandProbe, requireDisplay: Bool = true) throws
        -> VideoDriverChoice
    {
        try VideoDriverChoice(environment: environment, requireDisplay: requireDisplay) { probe }
    }

    @Test func withBothWaylandComesFirstAndX11After() throws {
        let both = try choice(["DISPLAY": ":1", "WAYLAND_DISPLAY": "wayland-0"], .seat)
        #expect(both.drivers == ["wayland", "x11"])
        let waylandOnly = try choice(["WAYLAND_DISPLAY": "wayland-0"], .seat)
        #expect(waylandOnly.drivers == ["wayland"])
    }

    @Test func sdlVideoDriverWins() throws {
        var asked = false
        let x11 = try VideoDriverChoice(
            environment: ["DISPLAY": ":1", "WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": "x11"], requireDisplay: true
        ) {
            asked = true
            return .seat
        }
        #expect(x11.drivers == [nil], "SDL reads SDL_VIDEODRIVER itself")
        #expect(!asked, "the compositor is not asked when Wayland is not to be tried")
    }

    @Test func aCompositorWithoutASeatIsNeverTried() throws {
        let fallback = try choice(["DISPLAY": ":1", "WAYLAND_DISPLAY": "headless"], .noSeat)
        #expect(fallback.drivers == ["x11"])
        #expect(fallback.note?.contains("no input seat") == true)
        #expect(throws: HostError.self) { try choice(["WAYLAND_DISPLAY": "headless"], .noSeat) }
        #expect(throws: HostError.self, "asked for by name, it is refused, not crashed on") {
            try choice(["WAYLAND_DISPLAY": "headless", "DISPLAY": ":1", "SDL_VIDEODRIVER": "wayland"], .noSeat)
        }
        // The refusal is one line naming the compositor.
        do {
            _ = try choice(["WAYLAND_DISPLAY": "headless"], .noSeat)
        } catch let error as HostError {
            #expect(error.description.contains("'headless' offers no input seat"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aCompositorThatDoesNotAnswerFallsBackToX11() throws {
        #expect(try choice(["DISPLAY": ":1", "WAYLAND_DISPLAY": "gone"], .unreachable).drivers == ["x11"])
        #expect(throws: HostError.self) { try choice(["WAYLAND_DISPLAY": "gone"], .unreachable) }
    }

    @Test func withoutADisplayAScriptDrawsOffScreenAndAWindowIsRefused() throws {
        #expect(try choice([:], .unreachable, requireDisplay: false).drivers == ["offscreen"])
        #expect(throws: HostError.self) { try choice([:], .unreachable) }
        #expect(try choice(["DISPLAY": ":1"], .unreachable).drivers == [nil], "X11 alone: SDL's own choice")
    }
}
