import CSDL
import ViewKit

/// A resizable, HiDPI-aware SDL window with its renderer.
///
/// Layout happens in points; drawing in pixels. `pixelScale` is the renderer's output size over
/// the window's size (2 on a Retina-style display, 1 on X11).
@MainActor package final class HostWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// The video system this window lives in; kept alive as long as the window.
    package let video: VideoSystem
    /// The renderer SDL gave us ("opengl", "opengles2", "software", …).
    package let rendererName: String

    /// Whether presenting waits for the display's vertical blank.
    package let hasVSync: Bool

    /// Opens a window of `size` points titled `title`, with an accelerated, vsynced renderer where
    /// one exists and the software renderer otherwise.
    package init(video: VideoSystem, title: String, size: Size) throws(HostError) {
        self.video = video
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, centered, centered,
                Int32(size.width.rounded()), Int32(size.height.rounded()), flags)
        else {
            throw .sdl(what: "opening the window", reason: sdlErrorMessage())
        }
        // Batching lets SDL hand the frame's geometry to the GPU in few calls; ask for it outright.
        SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard
            let renderer = SDL_CreateRenderer(window, -1, accelerated)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            let reason = sdlErrorMessage()
            SDL_DestroyWindow(window)
            throw .sdl(what: "creating a renderer", reason: reason)
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Pixels per point as a HiDPI display would have them, on a driver that has none (off
    /// screen): the window's pixels are its points times this. For measuring frames at 2×.
    package var simulatedScale: Double?

    /// The window's size in points.
    package var size: Size {
        if let simulatedScale {
            let pixels = pixelSize
            return Size(width: Double(pixels.width) / simulatedScale, height: Double(pixels.height) / simulatedScale)
        }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// The drawable size in pixels.
    package var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Pixels per point: the renderer's output width over the window's width (1 when unknown).
    package var pixelScale: Double {
        if let simulatedScale { return simulatedScale }
        let points = size.width
        return points > 0 ? Double(pixelSize.width) / points : 1
    }

    /// Keeps the window from being made smaller than `size` points, by a person or by `resize`.
    package func setMinimumSize(_ size: Size) {
        SDL_SetWindowMinimumSize(window, Int32(size.width.rounded(.up)), Int32(size.height.rounded(.up)))
    }

    /// Resizes the window to `size` points (as a person dragging its corner would).
    package func resize(to size: Size) {
        SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
    }

    /// The display's refresh rate in Hz (60 when SDL does not know).
    package var refreshRate: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Whether the window is minimised (iconified).
    package var isMinimized: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_MINIMIZED.rawValue != 0 }

    /// Whether presenting waits for the display: vsync on a driver that has one. The offscreen
    /// and dummy drivers may accept a swap interval, but nothing there ever waits.
    package var pacesItself: Bool { hasVSync && !video.isHeadless }

    /// Whether each frame must be finished by hand before the next: a GPU renderer whose present
    /// does not wait. Nothing else holds it back, so the GL driver would queue finished frames
    /// without bound (Mesa's llvmpipe on the offscreen driver: 932 MiB after 3,000 frames). A
    /// vsynced window is held back by the display, and the software renderer draws in place.
    package var needsFinishAfterPresent: Bool { !pacesItself && rendererName != "software" }

    /// Waits until the renderer has really drawn what it was given, by reading one pixel back:
    /// that works on every renderer, where `glFinish` would need a GL context of our own.
    package func finishRendering() {
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
    }

    /// Shows the frame drawn since the last present; where nothing else would, waits for the
    /// frame to be finished, so that memory stays bounded however long the run.
    package func present() {
        SDL_RenderPresent(renderer)
        if needsFinishAfterPresent { finishRendering() }
    }
}
