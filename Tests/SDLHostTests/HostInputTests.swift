import CSDL
import Testing
import ViewKit

@testable import SDLHost

/// SDL's events as the host reads them, from real `SDL_Event` values: what SDL 2.26 sends for a
/// touchpad (Wayland's continuous axis, fractions of a unit), for a wheel (X11's buttons 4 and
/// 5, and Wayland's discrete axis, whole units), and for natural scrolling.
struct HostInputTests {
    private func wheel(_ x: Float, _ y: Float, direction: SDL_MouseWheelDirection = SDL_MOUSEWHEEL_NORMAL, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.which = which
        event.wheel.x = Int32(x.rounded(.towardZero))
        event.wheel.y = Int32(y.rounded(.towardZero))
        event.wheel.preciseX = x
        event.wheel.preciseY = y
        event.wheel.direction = direction.rawValue
        event.wheel.mouseX = 412
        event.wheel.mouseY = 300
        return event
    }

    private func scroll(_ event: SDL_Event) -> (x: Double, y: Double, precise: Bool, flipped: Bool, mouse: Point)? {
        guard case .wheel(let x, let y, let precise, let flipped, let mouse) = HostInput(event, windowSize: Size(width: 1024, height: 720))
        else { return nil }
        return (x, y, precise, flipped, mouse)
    }

    @Test func aTouchpadsFractionsArePreciseAndAWheelsClicksAreNot() throws {
        let touchpad = try #require(scroll(wheel(0, -0.375)))
        #expect(touchpad.precise && touchpad.y == -0.375 && touchpad.x == 0)
        #expect(touchpad.mouse == Point(x: 412, y: 300), "where SDL says the mouse is")
        let sideways = try #require(scroll(wheel(1.25, 0)))
        #expect(sideways.precise && sideways.x == 1.25, "a fraction on either axis makes it a touchpad's")
        let click = try #require(scroll(wheel(0, -1)))
        #expect(!click.precise && click.y == -1, "a whole click is a wheel's")
        #expect(try #require(scroll(wheel(0, 1, direction: SDL_MOUSEWHEEL_FLIPPED))).flipped, "natural scrolling")
        #expect(!(try #require(scroll(wheel(0, 1)))).flipped)
    }

    @Test func aScrollSDLMadeFromATouchIsLeftOut() {
        #expect(scroll(wheel(0, -0.5, which: UInt32.max)) == nil, "SDL_TOUCH_MOUSEID: the touches come as touches")
    }
}
