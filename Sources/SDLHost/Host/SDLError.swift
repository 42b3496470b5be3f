import CSDL

/// SDL's last error message, or a fallback when SDL set none.
func sdlErrorMessage() -> String {
    guard let message = SDL_GetError() else { return "unknown SDL error" }
    let text = String(cString: message)
    return text.isEmpty ? "unknown SDL error" : text
}
