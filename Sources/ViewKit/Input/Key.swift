/// A key press, by what the key means to an application: arrows, space, tab, escape, return,
/// function keys and printable characters (letters as their capitals, as on the keycap).
/// A host maps its platform's key codes onto it once; scripts name keys the same way.
public nonisolated enum Key: Hashable, Sendable, CustomStringConvertible {
    case left, right, up, down
    case space, tab, escape, `return`, backspace
    /// F1, F2, …
    case function(Int)
    /// A printable key: "A"…"Z" (always capitals), "0"…"9", punctuation.
    case character(Character)
    /// Any other key, by the host's name for it.
    case other(String)

    /// The key that types `character`; letters are keyed by their capital.
    public static func typing(_ character: Character) -> Key {
        .character(Character(character.uppercased()))
    }

    /// The key's name as a keycap shows it: "Left", "Space", "F12", "M".
    public var description: String {
        switch self {
        case .left: return "Left"
        case .right: return "Right"
        case .up: return "Up"
        case .down: return "Down"
        case .space: return "Space"
        case .tab: return "Tab"
        case .escape: return "Escape"
        case .return: return "Return"
        case .backspace: return "Backspace"
        case .function(let number): return "F\(number)"
        case .character(let character): return String(character)
        case .other(let name): return name
        }
    }

    /// The key named `name` as `description` writes it ("Left", "F12", "m" or "M", …);
    /// names of no key of its own become `.other(name)`.
    public init(name: String) {
        let named: [String: Key] = [
            "Left": .left, "Right": .right, "Up": .up, "Down": .down, "Space": .space, "Tab": .tab,
            "Escape": .escape, "Return": .return, "Backspace": .backspace,
        ]
        if let key = named[name] {
            self = key
        } else if name.count == 1, let character = name.first {
            self = .typing(character)
        } else if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) {
            self = .function(number)
        } else {
            self = .other(name)
        }
    }
}

nonisolated extension Key {
    /// The Back key of keyboards with browser keys, which the desktop also gives for Alt+Left and
    /// the mouse's back button: it goes back a screen.
    public static let back = Key.other("Back")
}
