import CSDL
import ViewKit

/// What the host hears from SDL, in its own terms: one case per kind of event it acts on.
enum HostInput {
    case quit
    /// The window was shown, resized, exposed, or lost the focus.
    case windowChanged(focusLost: Bool)
    case key(Key)
    /// The left mouse button or the mouse's movement.
    case mouse(PointerEvent.Phase, Point)
    /// A scroll by touchpad (`precise`: fractions of a unit) or wheel (whole clicks), with the
    /// mouse where SDL says it is.
    case wheel(x: Double, y: Double, precise: Bool, flipped: Bool, mouse: Point)
    case touch(PointerEvent.Phase, id: Int64, location: Point)

    /// SDL_TOUCH_MOUSEID, `(Uint32)-1`, which the C macro's cast keeps from Swift.
    private static let touchMouseID = UInt32.max

    /// Translates `event`; nil for one the host ignores. Mouse events SDL makes up from touches
    /// are left out (the touches themselves come as touches), and touches, which SDL gives as
    /// fractions of the window, are placed in a window of `windowSize` points.
    init?(_ event: SDL_Event, windowSize: Size) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            self = .quit
        case SDL_WINDOWEVENT:
            self = .windowChanged(focusLost: event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue))
        case SDL_KEYDOWN:
            guard let key = Self.key(event.key.keysym) else { return nil }
            self = .key(key)
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_X1 && event.button.which != Self.touchMouseID:
            self = .key(.back)
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT && event.button.which != Self.touchMouseID:
            self = .mouse(.down, Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT && event.button.which != Self.touchMouseID:
            self = .mouse(.up, Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEMOTION where event.motion.which != Self.touchMouseID:
            self = .mouse(.move, Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEWHEEL where event.wheel.which != Self.touchMouseID:
            // A touchpad gives fractions of a unit, a wheel whole clicks.
            let x = Double(event.wheel.preciseX)
            let y = Double(event.wheel.preciseY)
            self = .wheel(
                x: x, y: y, precise: x.rounded() != x || y.rounded() != y,
                flipped: event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue,
                mouse: Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY)))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let phase: PointerEvent.Phase =
                event.type == SDL_FINGERDOWN.rawValue ? .down : event.type == SDL_FINGERUP.rawValue ? .up : .move
            let location = Point(x: Double(event.tfinger.x) * windowSize.width, y: Double(event.tfinger.y) * windowSize.height)
            self = .touch(phase, id: event.tfinger.fingerId, location: location)
        default:
            return nil
        }
    }

    /// The key a key press means: Alt+Left is the desktop's Back, as GNOME's apps read it. Forward
    /// (Alt+Right, like the mouse's forward button) is left unbound, and nil: a navigation
    /// stack keeps nothing to go forward to (docs/manual/input-and-command-line.md).
    private static func key(_ pressed: SDL_Keysym) -> Key? {
        let alt = pressed.mod & UInt16(KMOD_ALT.rawValue) != 0
        switch Int(pressed.sym) {
        case Int(SDLK_LEFT.rawValue) where alt: return .back
        case Int(SDLK_RIGHT.rawValue) where alt: return nil
        default: return Key(sdlKeycode: pressed.sym)
        }
    }

    /// Whether a person made it (for the input-to-screen latency): keys, the mouse, scrolls, touches.
    var isPersonsInput: Bool {
        switch self {
        case .key, .mouse, .wheel, .touch: return true
        case .quit, .windowChanged: return false
        }
    }
}
