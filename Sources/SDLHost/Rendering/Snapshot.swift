import CSDL
import Glibc
import ViewKit

/// The pixels of one rendered frame, read back from the renderer, as RGBA bytes.
package struct Snapshot {
    /// Width and height in pixels.
    package let width: Int, height: Int
    /// Row-major RGBA, 4 bytes a pixel.
    package let rgba: [UInt8]

    /// The colour of the pixel at (x, y) in pixels, or nil outside the frame.
    package func color(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return Color(
            red: Double(rgba[i]) / 255, green: Double(rgba[i + 1]) / 255,
            blue: Double(rgba[i + 2]) / 255, alpha: Double(rgba[i + 3]) / 255)
    }

    /// Writes the frame as a PNG file.
    package func writePNG(to path: String) throws(HostError) {
        try requireParentDirectory(of: path)
        var bytes = rgba
        let result: Int32 = bytes.withUnsafeMutableBytes { buffer in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        guard result == 0 else { throw .cannotWrite(path: path, reason: sdlErrorMessage()) }
    }
}

extension HostWindow {
    /// Reads back what the renderer drew since the last present (call before `present()`).
    package func snapshot() throws(HostError) -> Snapshot {
        let (width, height) = pixelSize
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let result = bytes.withUnsafeMutableBytes { buffer in
            // ABGR8888 is R, G, B, A in memory order on little-endian machines.
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        guard result == 0 else { throw .sdl(what: "reading back the frame", reason: sdlErrorMessage()) }
        return Snapshot(width: width, height: height, rgba: bytes)
    }
}
