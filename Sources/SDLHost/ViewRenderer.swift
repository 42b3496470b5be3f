import CSDL
import ViewKit

/// Draws a View tree: each visible view is a quad carrying its whole transform chain and its
/// inherited alpha, filled with its background colour and then its image.
///
/// The renderer reads the tree; it decides nothing about layout.
public final class ViewRenderer {
    private let window: HostWindow
    private let images: ImageStore
    /// Reused every frame so drawing allocates nothing once warmed up.
    private var vertices = [SDL_Vertex](repeating: SDL_Vertex(), count: 4)
    private static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]

    /// The colour the frame is cleared to before the tree is drawn.
    public var clearColor = Color.black

    /// Creates a renderer drawing into `window` with textures from `images`.
    public init(window: HostWindow, images: ImageStore) {
        self.window = window
        self.images = images
    }

    /// Clears the frame and draws `root` and its subtree; `root`'s superview space is the window.
    public func draw(_ root: View) {
        let renderer = window.renderer
        SDL_SetRenderDrawColor(renderer, Self.byte(clearColor.red), Self.byte(clearColor.green),
                               Self.byte(clearColor.blue), 255)
        SDL_RenderClear(renderer)
        let scale = window.pixelScale
        draw(root, parentTransform: Transform2D(scaleX: scale, y: scale), parentAlpha: 1)
    }

    private func draw(_ view: View, parentTransform: Transform2D, parentAlpha: Double) {
        let alpha = parentAlpha * view.alpha
        guard !view.isHidden, alpha > 0 else { return }
        let toPixels = view.transformToSuperview.concatenating(parentTransform)
        guard toPixels.isFinite else { return }
        if view.backgroundColor.alpha > 0 {
            fillQuad(bounds: view.bounds, transform: toPixels, color: view.backgroundColor.multiplyingAlpha(by: alpha),
                     texture: nil)
        }
        if let image = view.image, let texture = images.texture(for: image, renderer: window.renderer) {
            fillQuad(bounds: view.bounds, transform: toPixels, color: Color.white.multiplyingAlpha(by: alpha),
                     texture: texture)
        }
        for subview in view.subviews {
            draw(subview, parentTransform: toPixels, parentAlpha: alpha)
        }
    }

    private func fillQuad(bounds: Rect, transform: Transform2D, color: Color, texture: OpaquePointer?) {
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY)]
        let texCoords: [(Float, Float)] = [(0, 0), (1, 0), (1, 1), (0, 1)]
        let sdlColor = SDL_Color(r: Self.byte(color.red), g: Self.byte(color.green),
                                 b: Self.byte(color.blue), a: Self.byte(color.alpha))
        for i in 0..<4 {
            let p = transform.apply(to: corners[i])
            vertices[i] = SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: sdlColor,
                                     tex_coord: SDL_FPoint(x: texCoords[i].0, y: texCoords[i].1))
        }
        Self.quadIndices.withUnsafeBufferPointer { indices in
            _ = SDL_RenderGeometry(window.renderer, texture, vertices, 4, indices.baseAddress, 6)
        }
    }

    private static func byte(_ component: Double) -> UInt8 {
        UInt8(max(0, min(255, (component * 255).rounded())))
    }
}
