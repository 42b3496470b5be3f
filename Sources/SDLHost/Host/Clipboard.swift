import CSDL

/// The system clipboard, through SDL.
package enum Clipboard {
    /// Puts `text` on the clipboard; false where there is none (no video system, no display).
    @discardableResult
    package static func set(_ text: String) -> Bool {
        SDL_WasInit(SDL_INIT_VIDEO) != 0 && SDL_SetClipboardText(text) == 0
    }
}
