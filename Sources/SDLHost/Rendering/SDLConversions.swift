import CSDL
import ViewKit

extension SDL_Color {
    /// `color` in 8-bit channels, rounded and clamped.
    init(_ color: Color) {
        func byte(_ component: Double) -> UInt8 { UInt8(max(0, min(255, (component * 255).rounded()))) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha))
    }
}

/// One font file opened once per pixel size and weight, on first use, and closed with the cache.
@MainActor final class FontCache {
    let path: String
    private nonisolated struct Key: Hashable {
        let pixelSize: Int
        let isBold: Bool
    }
    private var fonts: [Key: OpaquePointer] = [:]

    /// Starts SDL_ttf if need be; fails if it cannot.
    init(path: String) throws(HostError) {
        guard TTF_WasInit() > 0 || TTF_Init() == 0 else { throw .sdl(what: "starting SDL_ttf", reason: sdlErrorMessage()) }
        self.path = path
    }

    isolated deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The font at `pixelSize` (at least 1), in SDL_ttf's bold style when `bold` (the file has one
    /// weight; its bold is drawn heavier by SDL_ttf).
    func font(pixelSize: Int, bold: Bool = false) throws(HostError) -> OpaquePointer {
        let key = Key(pixelSize: pixelSize, isBold: bold)
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(path, Int32(max(1, pixelSize))) else {
            throw .sdl(what: "opening the font '\(path)'", reason: sdlErrorMessage())
        }
        if bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        fonts[key] = font
        return font
    }
}

/// Values kept while frames use them: each use stamps the current frame, and every 60 frames
/// the values no frame has used for `releaseAfterFrames` are released and dropped. The caches
/// of picture textures and of text textures.
struct FrameStampedCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, lastUsed: Int)] = [:]
    /// The keys a frame releases, kept for its capacity.
    private var leaving: [Key] = []
    private var frame = 0
    /// How many frames a value may go unused before it is released.
    var releaseAfterFrames: Int

    init(releaseAfterFrames: Int) {
        self.releaseAfterFrames = releaseAfterFrames
    }

    /// How many values are kept now.
    var count: Int { entries.count }

    /// Every value kept, for releasing them all.
    var values: [Value] { entries.values.map(\.value) }

    /// The value for `key`, stamped as used in this frame; nil if there is none.
    mutating func use(_ key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        entries[key] = (entry.value, frame)
        return entry.value
    }

    /// Keeps `value` for `key`, used in this frame. `leaving` grows here, where a value is made
    /// anyway, so that the frame that releases them all allocates nothing.
    mutating func insert(_ value: Value, for key: Key) {
        entries[key] = (value, frame)
        if leaving.capacity < entries.count { leaving.reserveCapacity(Swift.max(entries.count, 2 * leaving.capacity)) }
    }

    /// Removes and returns the value used longest ago, unless it was used in this frame.
    mutating func removeLeastRecentlyUsed() -> Value? {
        guard let (key, entry) = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed }), entry.lastUsed < frame else {
            return nil
        }
        entries[key] = nil
        return entry.value
    }

    /// Called once per drawn frame: hands the values unused for too long to `release`.
    mutating func endFrame(release: (Value) -> Void) {
        frame += 1
        guard frame % 60 == 0 else { return }
        // The keys first, then the removals: removing while iterating would copy the table.
        leaving.removeAll(keepingCapacity: true)
        for (key, entry) in entries where frame - entry.lastUsed > releaseAfterFrames { leaving.append(key) }
        for key in leaving {
            if let entry = entries.removeValue(forKey: key) { release(entry.value) }
        }
    }
}
