import CSDL
import FoundationEssentials
import Glibc
import ViewKit

/// An off-screen picture to draw lines, rectangles and text into and save as a PNG, with no
/// window or display (SDL's software renderer on a surface).
///
/// Drawing happens at twice the size and is filtered down when read, which smooths edges.
@MainActor package final class Canvas {
    /// Size of the finished picture, in pixels.
    package let width: Int, height: Int
    private static let supersampling = 2
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    private let fonts: FontCache

    /// Creates a blank canvas; `fontPath` is the TrueType font used by `text`.
    package init(width: Int, height: Int, fontPath: String) throws(HostError) {
        guard FileManager.default.fileExists(atPath: fontPath) else {
            throw .sdl(what: "finding the font", reason: "'\(fontPath)' does not exist")
        }
        let s = Self.supersampling
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width * s), Int32(height * s), 32,
                SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
            throw .sdl(what: "creating a canvas", reason: sdlErrorMessage())
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let reason = sdlErrorMessage()
            SDL_FreeSurface(surface)
            throw .sdl(what: "creating a software renderer", reason: reason)
        }
        do {
            fonts = try FontCache(path: fontPath)
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
            throw error
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderSetScale(renderer, Float(s), Float(s))
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Fills the whole canvas.
    package func fill(_ color: Color) {
        setColor(color)
        SDL_RenderClear(renderer)
    }

    /// Fills an axis-aligned rectangle (canvas pixels).
    package func fill(_ rect: Rect, _ color: Color) {
        setColor(color)
        var r = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
        SDL_RenderFillRectF(renderer, &r)
    }

    /// Draws a polyline `width` pixels wide through `points`, with round-enough joins (each
    /// segment is a quad; the joints get a small square).
    package func stroke(_ points: [Point], _ color: Color, width: Double) {
        guard points.count > 1 else { return }
        let sdlColor = SDL_Color(color)
        let half = width / 2
        var vertices: [SDL_Vertex] = []
        vertices.reserveCapacity((points.count - 1) * 6)
        for (a, b) in zip(points, points.dropFirst()) {
            let length = a.distance(to: b)
            guard length > 0, a.isFinite, b.isFinite else { continue }
            // Extend each segment by half the width so consecutive segments overlap at the joint.
            let ux = (b.x - a.x) / length
            let uy = (b.y - a.y) / length
            let nx = -uy * half
            let ny = ux * half
            let a2 = Point(x: a.x - ux * half * 0.5, y: a.y - uy * half * 0.5)
            let b2 = Point(x: b.x + ux * half * 0.5, y: b.y + uy * half * 0.5)
            let quad = [
                Point(x: a2.x + nx, y: a2.y + ny), Point(x: b2.x + nx, y: b2.y + ny),
                Point(x: b2.x - nx, y: b2.y - ny), Point(x: a2.x - nx, y: a2.y - ny),
            ]
            for index in [0, 1, 2, 0, 2, 3] {
                let p = quad[index]
                vertices.append(
                    SDL_Vertex(
                        position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: sdlColor,
                        tex_coord: SDL_FPoint(x: 0, y: 0)))
            }
        }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// Draws a dashed straight line.
    package func dashedLine(from a: Point, to b: Point, _ color: Color, width: Double, dash: Double = 6) {
        let length = a.distance(to: b)
        guard length > 0 else { return }
        var s = 0.0
        while s < length {
            let e = min(s + dash, length)
            stroke([a + (b - a) * (s / length), a + (b - a) * (e / length)], color, width: width)
            s += dash * 2
        }
    }

    /// Draws `text` in `size`-pixel type with its anchor (unit coordinates of the text's box,
    /// (0, 0) top-left, (0.5, 0.5) centre) at `point`.
    package func text(_ text: String, at point: Point, size: Int, _ color: Color, anchor: Point = .zero) throws(HostError) {
        guard !text.isEmpty else { return }
        let font = try fonts.font(pixelSize: size * Self.supersampling)
        guard let rendered = TTF_RenderUTF8_Blended(font, text, SDL_Color(color)) else {
            throw .sdl(what: "rendering text", reason: sdlErrorMessage())
        }
        defer { SDL_FreeSurface(rendered) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, rendered) else {
            throw .sdl(what: "rendering text", reason: sdlErrorMessage())
        }
        defer { SDL_DestroyTexture(texture) }
        let s = Double(Self.supersampling)
        let w = Double(rendered.pointee.w) / s
        let h = Double(rendered.pointee.h) / s
        var target = SDL_FRect(x: Float(point.x - anchor.x * w), y: Float(point.y - anchor.y * h), w: Float(w), h: Float(h))
        SDL_RenderCopyF(renderer, texture, nil, &target)
    }

    /// Filters the drawing down to the canvas size and writes it as a PNG.
    package func writePNG(to path: String) throws(HostError) {
        try requireParentDirectory(of: path)
        SDL_RenderFlush(renderer)
        guard
            let small = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32,
                SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
            throw .cannotWrite(path: path, reason: sdlErrorMessage())
        }
        defer { SDL_FreeSurface(small) }
        // Box-filter 2×2 blocks: an exact average of the supersamples.
        SDL_LockSurface(surface)
        SDL_LockSurface(small)
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let target = small.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let sourcePitch = Int(surface.pointee.pitch)
        let targetPitch = Int(small.pointee.pitch)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<4 {
                    var sum = 0
                    for dy in 0..<2 {
                        for dx in 0..<2 {
                            sum += Int(source[(2 * y + dy) * sourcePitch + (2 * x + dx) * 4 + channel])
                        }
                    }
                    target[y * targetPitch + x * 4 + channel] = UInt8((sum + 2) / 4)
                }
            }
        }
        SDL_UnlockSurface(small)
        SDL_UnlockSurface(surface)
        guard IMG_SavePNG(small, path) == 0 else { throw .cannotWrite(path: path, reason: sdlErrorMessage()) }
    }

    private func setColor(_ color: Color) {
        let c = SDL_Color(color)
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
    }

}
