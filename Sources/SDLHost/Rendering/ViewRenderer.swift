import CSDL
import Glibc
import Motion
import ViewKit

/// Draws a View tree: each visible view is a shape carrying its whole transform chain and its
/// inherited alpha, drawn as shadow, then background colour, then image, then subviews.
///
/// A view with alpha below 1 whose content overlaps itself (subviews, or more than one of
/// shadow, background, image and text) fades as one picture when it `allowsGroupOpacity`: its
/// subtree is drawn into an offscreen texture at full opacity, which then blends once with
/// what is behind (see `drawGroup`).
///
/// Shapes are rounded rectangles (plain ones have radius 0), tessellated by `ShapeTessellator`
/// and drawn with SDL_RenderGeometry. Clipping (`clipsToBounds`) is honoured for views whose transform chain keeps them
/// axis-aligned. The renderer reads the tree; it decides nothing about layout. Its buffers are
/// reused from frame to frame.
@MainActor package final class ViewRenderer {
    let window: HostWindow
    /// The pictures' textures on this window's renderer.
    let textures: TextureCache
    /// Draws `View.text`; without a font, text is not drawn.
    let text: TextRenderer?
    var tessellator = ShapeTessellator()
    var stroker = ShapeStroker()
    var clipStack: [SDL_Rect] = []

    /// The colour the frame is cleared to before the tree is drawn.
    package var clearColor = Color.black
    /// When set, every draw call is recorded (for the benchmark's C baseline). A recording
    /// starts with every offscreen pass drawn: it holds no pass kept from before it.
    package var recorder: GeometryRecorder? {
        didSet { passCache.removeAll { groupTextures.giveBack($0) } }
    }

    /// The textures fading groups are drawn into (premultiplied colour), shared by all groups.
    var groupTextures = GroupTexturePool { SDL_DestroyTexture($0) }
    /// Whether this renderer can draw groups offscreen (render targets and a premultiplied blend
    /// mode); when not, fading views blend view by view, after one warning.
    lazy var drawsGroups: Bool = SDL_RenderTargetSupported(window.renderer) == SDL_TRUE
    /// Premultiplied "over": a group's texture holds colour already multiplied by its alpha.
    static let premultipliedBlend = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    /// Multiplies what is drawn onto by the source's alpha: a mask's coverage applied to a group.
    static let maskBlend = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    /// False draws every view whole, even where opaque views in front cover it (see
    /// `Occlusion`): for tests and measurements that compare the two.
    package var drawsOnlyWhatShows = true
    /// This frame's views covered by opaque views in front.
    var occlusion = Occlusion()
    /// How many offscreen passes are being drawn into: occlusion is decided in the window's
    /// pixels, so it applies only outside them.
    var offscreenDepth = 0

    /// False draws every fading view view by view, as if no view allowed group opacity: for
    /// the benchmark that measures what groups cost.
    package var drawsGroupOpacity = true

    /// False draws every offscreen pass afresh each frame (see `PassCache`): for tests and
    /// measurements that compare the two.
    package var keepsPasses = true
    /// Offscreen passes kept from the last frame.
    var passCache = PassCache()
    /// While a kept pass's content is captured (`isCapturing`), draw calls go into `capture`.
    var capture = DrawCommands()
    var isCapturing = false
    /// Textures borrowed by passes nested in a capture: held until it has been replayed.
    var heldForReplay: [GroupTexturePool.Texture] = []
    /// What was drawn into before each pass under way, innermost last.
    var outerTargets: [OpaquePointer?] = []

    /// How many passes are kept, and their textures' pixels.
    var keptPassCount: Int { passCache.count }
    var keptPassPixels: Int { passCache.pixels }
    /// Captures made for passes kept anew, not taken from one given up (`PassCache.spares`).
    var passCapturesMade: Int { passCache.capturesMade }
    /// Passes composited from their kept texture, and passes drawn, since the renderer was made.
    var passesReused: Int { passCache.reused }
    var passesRedrawn: Int { passCache.redrawn }

    /// How many group textures exist now.
    var groupTextureCount: Int { groupTextures.count }
    /// The group textures' pixels, all together.
    var groupTexturePixels: Int { groupTextures.pixels }
    /// How many group textures have been made.
    var groupTexturesMade: Int { groupTextures.made }

    /// Creates a renderer drawing into `window` with textures from `images`, and text in the
    /// TrueType font at `fontPath` (no text without one).
    package init(window: HostWindow, images: ImageStore, fontPath: String? = nil) throws(HostError) {
        self.window = window
        textures = TextureCache(window: window, images: images)
        text = try fontPath.map { path throws(HostError) in try TextRenderer(fontPath: path, window: window) }
    }

    /// Clears the frame and draws `root`, whose superview space is the window, at `scale` pixels
    /// per point (the window's pixel scale by default).
    package func draw(_ root: View, scale pixelScale: Double? = nil) {
        // What shows is summed once for every animating property, then read as it is drawn.
        PresentationStore.shared.serving { drawFrame(root, scale: pixelScale) }
    }

    func drawFrame(_ root: View, scale pixelScale: Double?) {
        let renderer = window.renderer
        SDL_RenderSetClipRect(renderer, nil)
        clipStack.removeAll(keepingCapacity: true)
        let clear = SDL_Color(clearColor)
        let s = pixelScale ?? window.pixelScale
        scale = s
        let rootTransform = Transform2D(scaleX: s, y: s)
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        passCache.budget = 2 * Int(width) * Int(height)
        if drawsOnlyWhatShows {
            occlusion.prepare(root, rootTransform: rootTransform, target: Occlusion.PixelBox(minX: 0, minY: 0, maxX: width, maxY: height))
        }
        // An opaque view over the whole frame draws every pixel: clearing first would be a
        // frame's worth of pixels filled for nothing.
        let clears = !drawsOnlyWhatShows || !occlusion.coversTarget
        recorder?.beginFrame(clear: clears ? clear : nil, pixels: (width, height))
        shadowSlices.beginFrame()
        if clears {
            SDL_SetRenderDrawColor(renderer, clear.r, clear.g, clear.b, 255)
            SDL_RenderClear(renderer)
        }
        draw(root, in: root.superview, parentTransform: rootTransform, parentAlpha: 1)
        passCache.endFrame { groupTextures.giveBack($0) }
        textures.endFrame()
        text?.endFrame()
        recorder?.endFrame()
    }

    isolated deinit {
        passCache.removeAll { groupTextures.giveBack($0) }
        groupTextures.removeAll()
        if let backdrop { SDL_DestroyTexture(backdrop.texture) }
        if let shadowAtlasTexture { SDL_DestroyTexture(shadowAtlasTexture) }
    }

    /// Pixels per point of the frame being drawn.
    var scale = 1.0

    /// Draws `view`, a subview of `superview`, and its subtree.
    func draw(_ view: View, in superview: View?, parentTransform: Transform2D, parentAlpha: Double) {
        // A hidden view is skipped before its presentation is read.
        guard !view.isHiddenWhenDrawn else { return }
        // What is on screen: the presentation values, which animations move (the model is
        // where they end).
        let shown = view.presentationValues
        let alpha = parentAlpha * min(max(shown.alpha, 0), 1)
        guard alpha > 0.001 else { return }
        if offscreenDepth == 0, drawsOnlyWhatShows, let visibility = occlusion.decisions[ObjectIdentifier(view)] {
            drawShown(visibility) { drawVisible(view, in: superview, shown, parentTransform: parentTransform, alpha: alpha) }
            return
        }
        drawVisible(view, in: superview, shown, parentTransform: parentTransform, alpha: alpha)
    }

    /// Runs `body` once through each box of pixels `visibility` leaves to be seen that the clip
    /// round it does not cut away (none where it is hidden).
    func drawShown(_ visibility: Occlusion.Visibility, _ body: () -> Void) {
        func drawThrough(_ box: Occlusion.PixelBox) {
            if let clip = clipStack.last {
                let outer = Occlusion.PixelBox(minX: clip.x, minY: clip.y, maxX: clip.x + clip.w, maxY: clip.y + clip.h)
                guard !box.intersection(outer).isEmpty else { return }
            }
            pushClip(pixels: box.sdlRect)
            body()
            popClip()
        }
        switch visibility {
        case .hidden: return
        case .clipped(let box): drawThrough(box)
        case .pieces(let boxes): for box in boxes { drawThrough(box) }
        }
    }

    /// Draws a view that shows: flat, through a group, or in perspective.
    func drawVisible(_ view: View, in superview: View?, _ shown: PresentationValues, parentTransform: Transform2D, alpha: Double) {
        if let projective = view.projectiveTransformToSuperview(shown, under: superview) {
            drawInPerspective(view, shown, mapping: projective.concatenating(Transform3D(parentTransform)), alpha: alpha)
            return
        }
        let toPixels = shown.transformToSuperview.concatenating(parentTransform)
        let determinant = toPixels.a * toPixels.d - toPixels.b * toPixels.c
        guard toPixels.isFinite, abs(determinant) > 1e-12 else { return }
        // A rasterized view is a bitmap at its own resolution (`Layer.shouldRasterize`).
        let resolution = view.shouldRasterize ? min(max(view.rasterizationScale, 0.01), 64) : nil
        if let mask = view.shapeMask,
            drawGroup(view, shown, toPixels: toPixels, alpha: alpha, mask: mask.maskPath, resolution: resolution)
        {
            return
        }
        if let resolution, drawGroup(view, shown, toPixels: toPixels, alpha: alpha, resolution: resolution) { return }
        let shapedClip = needsShapedClip(view, shown, toPixels: toPixels)
        // A shaped clip draws the view as one picture already, which is what group opacity asks.
        if !shapedClip, shown.alpha < 1, view.allowsGroupOpacity, Self.overlapsItself(view, shown),
            drawGroup(view, shown, toPixels: toPixels, alpha: alpha)
        {
            return
        }
        drawBody(of: view, shown, toPixels: toPixels, alpha: alpha, shapedClip: shapedClip)
    }

    /// Draws the view's content, its subviews and its border. A view that clips does so as Core
    /// Animation's `masksToBounds`: its subviews and its own shadow are cut to its shape. SDL's
    /// clip rectangle does that exactly for a rectangle upright on whole pixels; any other clip
    /// (`shapedClip`) is drawn through a group (see `drawClipGroup`).
    func drawBody(of view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double, shapedClip: Bool) {
        if shapedClip, drawClipDirectly(view, shown, toPixels: toPixels, alpha: alpha) { return }
        if shapedClip, drawClipGroup(view, shown, toPixels: toPixels, alpha: alpha) { return }
        let clips = Self.clipsContent(view, shown) && pushClip(shown.bounds, transform: toPixels)
        if offscreenDepth == 0, drawsOnlyWhatShows, let visibility = occlusion.contentDecisions[ObjectIdentifier(view)] {
            drawShown(visibility) { drawContent(of: view, shown, toPixels: toPixels, alpha: alpha) }
        } else {
            drawContent(of: view, shown, toPixels: toPixels, alpha: alpha)
        }
        drawSublayers(of: view, toPixels: toPixels, alpha: alpha)
        if clips { popClip() }
        drawBorder(of: view, shown, toPixels: toPixels, alpha: alpha)
    }

    /// Draws the view's border over its content and subviews, as Core Animation composites it.
    func drawBorder(of view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double) {
        guard view.borderWidth > 0, view.borderColor.alpha > 0 else { return }
        let bounds = shown.bounds
        let radius = min(max(shown.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        let feather = 0.5 / abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c).squareRoot()
        tessellator.border(
            of: bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, width: view.borderWidth,
            edge: feather,
            transform: toPixels, color: SDL_Color(view.borderColor.multiplyingAlpha(by: alpha)))
        drawTriangles(texture: nil, vertices: tessellator.vertices, indices: tessellator.indices)
    }

    /// Draws the view's own shadow, background, image and text (not its subviews). In a clip
    /// group (`inClipGroup`) the background and picture are square: the group's shape rounds them.
    func drawContent(
        of view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double, inClipGroup: Bool = false
    ) {
        let determinant = toPixels.a * toPixels.d - toPixels.b * toPixels.c
        // Half a pixel, in the view's own units. Backgrounds and pictures are smoothed by a ramp
        // a pixel wide across their outline: each pixel's exact share inside it where the edge
        // is upright, close to it elsewhere, for a fraction of what `.exact` costs (a clip's
        // edge is exact; see `drawClipGroup`).
        let feather = 0.5 / abs(determinant).squareRoot()
        let bounds = shown.bounds
        let shapeRadius = min(max(shown.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        let radius = inClipGroup ? 0 : shapeRadius

        if let shadow = shown.shadow, shadow.color.alpha > 0 {
            // Cast by the shadow path's rounded rectangle (or its box) where there is one.
            let caster: (rect: Rect, cornerRadius: Double) =
                view.shadowPath.map { $0.roundedRectangle ?? ($0.boundingBox, 0) } ?? (bounds, shapeRadius)
            let shadowRect = Rect(origin: caster.rect.origin + shadow.offset, size: caster.rect.size)
            let shadowRadius = min(max(caster.cornerRadius, 0), min(shadowRect.width, shadowRect.height) / 2)
            // Core Animation's shadowRadius read as twice the Gaussian's σ (see `Shadow.radius`);
            // a blur under a quarter of a pixel is drawn as the sharp shape.
            let sigma = max(shadow.radius, 0) / 2
            // Under an opaque background the shadow's middle is drawn over: it is left out.
            let body =
                drawsOnlyWhatShows && alpha >= 1 && shown.backgroundColor.alpha >= 1 && !(view is VisualEffectView)
                ? OpaqueBody(bounds: bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, margin: 2 * feather)
                : nil
            let corners = view.shadowPath == nil ? view.roundedCorners : .all
            let color = shadow.color.multiplyingAlpha(by: alpha)
            if sigma <= feather / 2
                || !drawSlices(
                    ofShadow: shadowRect, radius: shadowRadius, corners: corners, sigma: sigma, transform: toPixels, color: color,
                    under: body)
            {
                fillShape(
                    shadowRect, radius: shadowRadius, corners: corners,
                    edge: sigma > feather / 2 ? .gaussian(sigma: sigma, opacity: shadow.color.alpha * alpha) : .ramp(feather),
                    transform: toPixels, color: color, texture: nil, under: body)
            }
        }
        if let effectView = view as? VisualEffectView {
            drawMaterial(
                effectView.presentationMaterial, of: view, in: bounds, radius: radius, toPixels: toPixels, feather: feather,
                alpha: alpha)
        }
        if shown.backgroundColor.alpha > 0 {
            fillShape(
                bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, edge: .ramp(feather),
                transform: toPixels, color: shown.backgroundColor.multiplyingAlpha(by: alpha), texture: nil)
        }
        // A picture with no pixels (`UIImage()`, an SF Symbol's stand-in) draws nothing.
        if let image = view.image, image.size.width > 0, image.size.height > 0 {
            let placement = view.contentMode.placement(ofImageSized: image.size, in: bounds, clipped: view.clipsToBounds)
            // Picture pixels per screen pixel, the geometric mean of the two axes'.
            let minification = placement.map { frame, source in
                let across = image.size.width * source.width / max(frame.width, 1e-9)
                let down = image.size.height * source.height / max(frame.height, 1e-9)
                return (across * down).squareRoot() * 2 * feather
            }
            if let texture = textures.texture(for: image, minification: minification ?? 1) {
                // Placed by the content mode; rounded by the view's corners only where it fills the
                // bounds (elsewhere the corners would cut the picture where iOS does not).
                if let (frame, source) = placement {
                    recorder?.register(texture, as: .file(image.name))
                    fillShape(
                        frame, radius: frame == bounds ? radius : 0, corners: view.roundedCorners, curve: view.cornerCurve,
                        edge: .ramp(feather),
                        transform: toPixels, color: Color.white.multiplyingAlpha(by: alpha), texture: texture,
                        textureWindow: (Float(source.minX), Float(source.minY), Float(source.width), Float(source.height)))
                }
            } else {
                drawPlaceholder(
                    for: image, bounds: bounds, radius: radius, corners: view.roundedCorners,
                    feather: feather, transform: toPixels, alpha: alpha)
            }
        }
        if let label = view.textLine, text != nil {
            drawText(label, in: bounds, toPixels: toPixels, feather: feather, alpha: alpha)
        }
    }

    /// Draws the view's subviews and shape layers over its content in their order, as Core
    /// Animation's sublayers: each shape layer over the subviews that were there when it was
    /// added (`ShapeLayer.subviewsBelow`).
    func drawSublayers(of view: View, toPixels: Transform2D, alpha: Double) {
        let shapes = view.shapeSublayers
        // Each subview borrowed from a held copy of the list: a loop over the list retains and
        // releases each (on the side table's slow path, since views are weakly held).
        let subviews = view.subviews
        func drawSubview(at index: Int) {
            withoutRetaining(.passUnretained(subviews[index])) { draw($0, in: view, parentTransform: toPixels, parentAlpha: alpha) }
        }
        guard !shapes.isEmpty else {
            for index in subviews.indices { drawSubview(at: index) }
            return
        }
        let feather = 0.5 / abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c).squareRoot()
        func drawShapes(over count: Int) {
            for layer in shapes where layer.subviewsBelow == count {
                drawShapeLayer(layer, toPixels: toPixels, feather: feather, alpha: alpha)
            }
        }
        drawShapes(over: 0)
        for index in subviews.indices {
            drawSubview(at: index)
            drawShapes(over: index + 1)
        }
    }

    /// Draws a shape layer added to a view: its path filled (convex subpaths exactly; see
    /// `ShapeLayer`), then stroked (`ShapeStroker`) from its stroke's start to its end, both at
    /// the view's alpha.
    func drawShapeLayer(_ layer: ShapeLayer, toPixels: Transform2D, feather: Double, alpha: Double) {
        guard let path = layer.maskPath else { return }
        if let fill = layer.fillColor, fill.alpha > 0 {
            let color = SDL_Color(fill.multiplyingAlpha(by: alpha))
            for polygon in path.polygons() {
                tessellator.fill(polygon: polygon, edge: feather, transform: toPixels, color: color)
                drawTriangles(texture: nil, vertices: tessellator.vertices, indices: tessellator.indices)
            }
        }
        if let strokeColor = layer.strokeColor, strokeColor.alpha > 0, layer.lineWidth > 0 {
            let shown = layer.presentationStrokeRange
            stroker.stroke(
                Polyline.trim(path.polylines(), from: shown.start, to: shown.end), width: layer.lineWidth, cap: layer.lineCap,
                join: layer.lineJoin, miterLimit: layer.miterLimit, feather: feather, transform: toPixels,
                color: SDL_Color(strokeColor.multiplyingAlpha(by: alpha)))
            drawTriangles(texture: nil, vertices: stroker.vertices, indices: stroker.indices)
        }
    }

    /// Draws `label` in `bounds`: its lines (split at line breaks) stacked a line height apart
    /// (`Font.lineHeight`: 1.2 times the size, rounded up), each placed by the alignment, the
    /// block centred vertically, as UILabel places its text. Text is rasterised at the scale it
    /// is drawn at (in steps, see `TextRenderer.rasterScale`), so a title on a page a transform
    /// enlarges stays sharp.
    func drawText(_ label: Text, in bounds: Rect, toPixels: Transform2D, feather: Double, alpha: Double) {
        guard let text else { return }
        layOutLines(of: label, in: bounds, feather: feather) { box, entry, line, pixelSize, bold in
            recorder?.register(entry.texture, as: .text(font: text.fontPath, pixelSize: Int32(pixelSize), bold: bold, string: line))
            // White glyphs tinted by the vertex colour: one texture serves every colour and fade.
            fillShape(
                box, radius: 0, corners: [], edge: .ramp(0), transform: toPixels,
                color: label.color.multiplyingAlpha(by: alpha), texture: entry.texture)
        }
    }

    /// Where each line of `label` goes in `bounds` (view units), with its texture: see `drawText`.
    func layOutLines(
        of label: Text, in bounds: Rect, feather: Double,
        _ body: (_ box: Rect, _ entry: TextRenderer.Entry, _ line: String, _ pixelSize: Int, _ bold: Bool) -> Void
    ) {
        guard let text else { return }
        let rasterScale = TextRenderer.rasterScale(drawnScale: 0.5 / feather, windowScale: scale)
        let string = label.string
        // A loop, not `reduce`: its closure would check the main actor's executor at every byte.
        var lineCount = 1
        for byte in string.utf8 where byte == UInt8(ascii: "\n") { lineCount += 1 }
        let lineHeight = (label.size * 1.2).rounded(.up)
        // Whole pixels keep the glyphs sharp where the text is drawn at the window's scale.
        let snap = rasterScale == scale ? scale : 0
        func snapped(_ v: Double) -> Double { snap > 0 ? (v * snap).rounded() / snap : v }
        let pixelSize = min(Int((label.size * rasterScale).rounded()), 512)
        let bold = label.weight == .semibold
        // Line by line without a list of them (a frame allocates nothing); a label of one line
        // is its string itself.
        var start = string.startIndex
        for index in 0..<lineCount {
            let end = string[start...].firstIndex(of: "\n") ?? string.endIndex
            let line = lineCount == 1 ? string : String(string[start..<end])
            if end < string.endIndex { start = string.index(after: end) }
            guard let entry = text.texture(for: line, pixelSize: pixelSize, bold: bold) else { continue }
            let size = Size(width: Double(entry.width) / rasterScale, height: Double(entry.height) / rasterScale)
            let x =
                switch label.alignment {
                case .leading: bounds.minX
                case .center: bounds.midX - size.width / 2
                case .trailing: bounds.maxX - size.width
                }
            // Line `index`'s middle, the block of lines centred on the bounds' middle.
            let middle = bounds.midY + (Double(index) - Double(lineCount - 1) / 2) * lineHeight
            body(
                Rect(x: snapped(x), y: snapped(middle - size.height / 2), width: size.width, height: size.height), entry,
                line, pixelSize, bold)
        }
    }

    /// The texture a material's blurred backdrop is drawn from: streaming, RGBA, grown as needed.
    var backdrop: (texture: OpaquePointer, width: Int32, height: Int32)?

    /// The backdrop's pixels read back, and its blur, kept for their capacity.
    var backdropBytes: [UInt8] = []

    var backdropBlur = BackdropBlur()

    /// Whether Gaussian shadows are drawn in slices of corners kept in a texture where they can
    /// be (`ShadowSlices`); else, and where they cannot, as meshes of rings.
    package var slicesShadows = true

    var shadowSlices = ShadowSlices()

    var shadowAtlasTexture: OpaquePointer?

    /// Shadows drawn in slices since the renderer was made.
    var shadowsSliced = 0

    /// Whether a group's flat parts are filled with their colour rather than sampled from its
    /// texture (see `flatPart`); off only to compare with.
    package var fillsFlatParts = true

    /// How many groups have been composited with their flat part filled (for tests).
    var flatPartsFilled = 0

    /// The boxes cut out of the last flat part, and the grid it is composited through: kept, so
    /// that a frame allocates nothing for them.
    var flatHoles: [Rect] = []

    var flatGrid = FlatGrid()

    /// Images that could not be drawn, each warned about once.
    var warnedImages: Set<String> = []

    /// The triangles of the last shape left after `cullsOutside`.
    var culledIndices: [Int32] = []
}

extension Rect {
    /// The box holding this rectangle and `other`, if there is one: an extent being grown.
    func union(_ other: Rect?) -> Rect { other.map { union($0) } ?? self }
}
