import CSDL
import ViewKit

/// Text as textures: SDL_ttf renders each distinct line and size once; the texture is reused
/// while it is drawn and freed after it has gone undrawn for a while. It holds its window, so
/// the renderer that owns the textures outlives them.
@MainActor final class TextRenderer {
    struct Entry {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
    }

    private nonisolated struct Key: Hashable {
        let string: String
        let pixelSize: Int
        let isBold: Bool
    }

    private let fonts: FontCache
    /// The font file text is drawn in.
    var fontPath: String { fonts.path }
    private let window: HostWindow
    private var renderer: OpaquePointer { window.renderer }
    /// Text not drawn for about two seconds is freed.
    private var cache = FrameStampedCache<Key, Entry>(releaseAfterFrames: 120)
    /// Widths measured, by the same keys (the size in points at scale 1): layout measures the
    /// same titles every frame of a transition, and SDL_ttf shapes the text anew each time.
    private var widths = FrameStampedCache<Key, Double>(releaseAfterFrames: 120)
    /// The pixels of every texture kept.
    private(set) var cachedPixels = 0
    /// The pixels of every texture ever made.
    private(set) var pixelsMade = 0
    /// The most pixels kept: text drawn at many scales (a title on a page that zooms) makes a
    /// texture at each; beyond this, the one drawn longest ago goes first. 16 MiB of RGBA.
    static let pixelBudget = 4 << 20

    /// The scale to rasterise text at when it is drawn at `drawnScale` pixels per point, in a
    /// window of `windowScale`: the window's own when they agree (the common case, snapped to
    /// whole pixels), otherwise the next of the steps a quarter of an octave apart from it, so
    /// that text zooming through every scale makes a texture every few frames, each at least as
    /// sharp as needed.
    static func rasterScale(drawnScale: Double, windowScale: Double) -> Double {
        guard drawnScale.isFinite, drawnScale > 0, abs(drawnScale / windowScale - 1) > 1e-6 else { return windowScale }
        return windowScale * pow(2, (4 * log2(drawnScale / windowScale) - 1e-9).rounded(.up) / 4)
    }

    init(fontPath: String, window: HostWindow) throws(HostError) {
        fonts = try FontCache(path: fontPath)
        self.window = window
        _ = try fonts.font(pixelSize: 13)  // fail now, not in the middle of a frame
    }

    isolated deinit {
        for entry in cache.values { SDL_DestroyTexture(entry.texture) }
    }

    /// The texture of `string` at `pixelSize` (bold for semibold text), white (tint it with the
    /// vertex colour), made on first use.
    func texture(for string: String, pixelSize: Int, bold: Bool = false) -> Entry? {
        let key = Key(string: string, pixelSize: pixelSize, isBold: bold)
        if let entry = cache.use(key) { return entry }
        guard !string.isEmpty, let font = try? fonts.font(pixelSize: pixelSize, bold: bold),
            let surface = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
        cache.insert(entry, for: key)
        cachedPixels += Int(entry.width) * Int(entry.height)
        pixelsMade += Int(entry.width) * Int(entry.height)
        while cachedPixels > Self.pixelBudget, let old = cache.removeLeastRecentlyUsed() {
            release(old)
        }
        return entry
    }

    /// Called once per drawn frame: frees text not drawn in the last two seconds or so.
    func endFrame() {
        cache.endFrame { release($0) }
        widths.endFrame { _ in }
    }

    private func release(_ entry: Entry) {
        cachedPixels -= Int(entry.width) * Int(entry.height)
        SDL_DestroyTexture(entry.texture)
    }

    /// The size of the panel `drawPanel` draws for `lines`, in pixels; nil when nothing can be drawn.
    func panelSize(_ lines: [String], pixelSize: Int) -> (width: Int32, height: Int32)? {
        Self.panelSize(of: lines.compactMap { texture(for: $0, pixelSize: pixelSize) }, pixelSize: pixelSize)
    }

    private static func panelSize(of entries: [Entry], pixelSize: Int) -> (width: Int32, height: Int32)? {
        guard !entries.isEmpty else { return nil }
        let padding = Int32(pixelSize / 2)
        return ((entries.map(\.width).max() ?? 0) + 2 * padding, entries.reduce(0) { $0 + $1.height } + 2 * padding)
    }

    /// Draws `lines` in white on a dark panel whose top-left corner is at `origin` (pixels).
    func drawPanel(_ lines: [String], at origin: Point, pixelSize: Int) {
        let entries = lines.compactMap { texture(for: $0, pixelSize: pixelSize) }
        guard let size = Self.panelSize(of: entries, pixelSize: pixelSize) else { return }
        let padding = Int32(pixelSize / 2)
        var panel = SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: size.width, h: size.height)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 170)
        SDL_RenderFillRect(renderer, &panel)
        var y = panel.y + padding
        for entry in entries {
            var target = SDL_Rect(x: panel.x + padding, y: y, w: entry.width, h: entry.height)
            SDL_RenderCopy(renderer, entry.texture, nil, &target)
            y += entry.height
        }
    }
}

extension TextRenderer: TextMeasuring {
    /// The width of `text` in points, as SDL_ttf lays it out at its size (points at scale 1).
    func width(of text: Text) -> Double {
        let key = Key(string: text.string, pixelSize: Int(text.size.rounded()), isBold: text.weight == .semibold)
        if let width = widths.use(key) { return width }
        guard !text.string.isEmpty, let font = try? fonts.font(pixelSize: key.pixelSize, bold: key.isBold) else { return 0 }
        var width: Int32 = 0
        var height: Int32 = 0
        guard TTF_SizeUTF8(font, text.string, &width, &height) == 0 else { return text.estimatedWidth }
        widths.insert(Double(width), for: key)
        return Double(width)
    }
}
