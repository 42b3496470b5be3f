import CSDL
import ViewKit

/// Text as textures: SDL_ttf renders each distinct line and size once; the texture is reused
/// while it is drawn and freed after it has gone undrawn for a while. It holds its window, so
/// the renderer that owns the textures outlives them.
final class TextRenderer {
    struct Entry {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
        var lastUsed: Int
    }

    private struct Key: Hashable {
        let string: String
        let pixelSize: Int
    }

    private let fontPath: String
    private let window: HostWindow
    private var renderer: OpaquePointer { window.renderer }
    private var fonts: [Int: OpaquePointer] = [:]
    private var cache: [Key: Entry] = [:]
    private var frame = 0

    init(fontPath: String, window: HostWindow) throws(HostError) {
        guard TTF_WasInit() > 0 || TTF_Init() == 0 else { throw .sdl(what: "starting SDL_ttf", reason: sdlErrorMessage()) }
        self.fontPath = fontPath
        self.window = window
        _ = try font(pixelSize: 13)  // fail now, not in the middle of a frame
    }

    deinit {
        for entry in cache.values { SDL_DestroyTexture(entry.texture) }
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The texture of `string` at `pixelSize`, white (tint it with the vertex colour), made on first use.
    func texture(for string: String, pixelSize: Int) -> Entry? {
        let key = Key(string: string, pixelSize: pixelSize)
        if var entry = cache[key] {
            entry.lastUsed = frame
            cache[key] = entry
            return entry
        }
        guard !string.isEmpty, let font = try? font(pixelSize: pixelSize),
              let surface = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
        cache[key] = entry
        return entry
    }

    /// Called once per drawn frame: frees text not drawn in the last two seconds or so.
    func endFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        for (key, entry) in cache where frame - entry.lastUsed > 120 {
            SDL_DestroyTexture(entry.texture)
            cache[key] = nil
        }
    }

    /// Draws `lines` in white on a dark panel whose top-left corner is at `origin` (pixels).
    func drawPanel(_ lines: [String], at origin: Point, pixelSize: Int) {
        let entries = lines.compactMap { texture(for: $0, pixelSize: pixelSize) }
        guard !entries.isEmpty else { return }
        let padding = Int32(pixelSize / 2)
        let width = entries.map(\.width).max() ?? 0
        let height = entries.reduce(0) { $0 + $1.height }
        var panel = SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: width + 2 * padding, h: height + 2 * padding)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 170)
        SDL_RenderFillRect(renderer, &panel)
        var y = panel.y + padding
        for entry in entries {
            var target = SDL_Rect(x: panel.x + padding, y: y, w: entry.width, h: entry.height)
            SDL_RenderCopy(renderer, entry.texture, nil, &target)
            y += entry.height
        }
    }

    private func font(pixelSize: Int) throws(HostError) -> OpaquePointer {
        if let font = fonts[pixelSize] { return font }
        guard let font = TTF_OpenFont(fontPath, Int32(max(1, pixelSize))) else {
            throw .sdl(what: "opening the font '\(fontPath)'", reason: sdlErrorMessage())
        }
        fonts[pixelSize] = font
        return font
    }
}
