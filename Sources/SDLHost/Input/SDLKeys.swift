import CSDL
import ViewKit

nonisolated extension Key {
    /// The key SDL names `name` (any case: "left", "SPACE", "m"); nil for a name SDL does not
    /// know. The one place SDL's key names become Keys, for scripts and for the keyboard alike.
    init?(sdlName name: String) {
        // SDL names the Back key "AC Back", two words, which a script line cannot hold.
        if name.lowercased() == "back" {
            self = .back
            return
        }
        let keycode = SDL_GetKeyFromName(name)
        guard keycode != Int32(SDLK_UNKNOWN.rawValue) else { return nil }
        self.init(sdlKeycode: keycode)
    }

    /// The key with SDL's key code `keycode`.
    init(sdlKeycode keycode: SDL_Keycode) {
        if keycode == Int32(SDLK_AC_BACK.rawValue) {
            self = .back
            return
        }
        let name = SDL_GetKeyName(keycode).map { String(cString: $0) } ?? ""
        self.init(name: name.isEmpty ? "keycode \(keycode)" : name)
    }
}
