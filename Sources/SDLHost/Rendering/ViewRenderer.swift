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
    private var tessellator = ShapeTessellator()
    private var stroker = ShapeStroker()
    private var clipStack: [SDL_Rect] = []

    /// The colour the frame is cleared to before the tree is drawn.
    package var clearColor = Color.black
    /// When set, every draw call is recorded (for the benchmark's C baseline). A recording
    /// starts with every offscreen pass drawn: it holds no pass kept from before it.
    package var recorder: GeometryRecorder? {
        didSet { passCache.removeAll { groupTextures.giveBack($0) } }
    }

    /// The textures fading groups are drawn into (premultiplied colour), shared by all groups.
    private var groupTextures = GroupTexturePool { SDL_DestroyTexture($0) }
    /// Whether this renderer can draw groups offscreen (render targets and a premultiplied blend
    /// mode); when not, fading views blend view by view, after one warning.
    private(set) lazy var drawsGroups: Bool = SDL_RenderTargetSupported(window.renderer) == SDL_TRUE
    /// Premultiplied "over": a group's texture holds colour already multiplied by its alpha.
    private static let premultipliedBlend = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    /// Multiplies what is drawn onto by the source's alpha: a mask's coverage applied to a group.
    private static let maskBlend = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    /// False draws every view whole, even where opaque views in front cover it (see
    /// `Occlusion`): for tests and measurements that compare the two.
    package var drawsOnlyWhatShows = true
    /// This frame's views covered by opaque views in front.
    private var occlusion = Occlusion()
    /// How many offscreen passes are being drawn into: occlusion is decided in the window's
    /// pixels, so it applies only outside them.
    private var offscreenDepth = 0

    /// False draws every fading view view by view, as if no view allowed group opacity: for
    /// the benchmark that measures what groups cost.
    package var drawsGroupOpacity = true

    /// False draws every offscreen pass afresh each frame (see `PassCache`): for tests and
    /// measurements that compare the two.
    package var keepsPasses = true
    /// Offscreen passes kept from the last frame.
    private var passCache = PassCache()
    /// While a kept pass's content is captured (`isCapturing`), draw calls go into `capture`.
    private var capture = DrawCommands()
    private var isCapturing = false
    /// Textures borrowed by passes nested in a capture: held until it has been replayed.
    private var heldForReplay: [GroupTexturePool.Texture] = []
    /// What was drawn into before each pass under way, innermost last.
    private var outerTargets: [OpaquePointer?] = []

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

    private func drawFrame(_ root: View, scale pixelScale: Double?) {
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
        draw(root, parentTransform: rootTransform, parentAlpha: 1)
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
    private(set) var scale = 1.0

    private func draw(_ view: View, parentTransform: Transform2D, parentAlpha: Double) {
        // What is on screen: the presentation values, which animations move (the model is
        // where they end).
        let shown = view.presentationValues
        let alpha = parentAlpha * min(max(shown.alpha, 0), 1)
        guard !view.isHiddenWhenDrawn, alpha > 0.001 else { return }
        if offscreenDepth == 0, drawsOnlyWhatShows, let visibility = occlusion.decisions[ObjectIdentifier(view)] {
            drawShown(visibility) { drawVisible(view, shown, parentTransform: parentTransform, alpha: alpha) }
            return
        }
        drawVisible(view, shown, parentTransform: parentTransform, alpha: alpha)
    }

    /// Runs `body` once through each box of pixels `visibility` leaves to be seen that the clip
    /// round it does not cut away (none where it is hidden).
    private func drawShown(_ visibility: Occlusion.Visibility, _ body: () -> Void) {
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
    private func drawVisible(_ view: View, _ shown: PresentationValues, parentTransform: Transform2D, alpha: Double) {
        if let projective = view.projectiveTransformToSuperview(shown) {
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
    private func drawBorder(of view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double) {
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
    private func drawContent(
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
    private func drawSublayers(of view: View, toPixels: Transform2D, alpha: Double) {
        let shapes = view.shapeSublayers
        guard !shapes.isEmpty else {
            for subview in view.subviews { draw(subview, parentTransform: toPixels, parentAlpha: alpha) }
            return
        }
        let feather = 0.5 / abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c).squareRoot()
        func drawShapes(over count: Int) {
            for layer in shapes where layer.subviewsBelow == count {
                drawShapeLayer(layer, toPixels: toPixels, feather: feather, alpha: alpha)
            }
        }
        drawShapes(over: 0)
        for (index, subview) in view.subviews.enumerated() {
            draw(subview, parentTransform: toPixels, parentAlpha: alpha)
            drawShapes(over: index + 1)
        }
    }

    /// Draws a shape layer added to a view: its path filled (convex subpaths exactly; see
    /// `ShapeLayer`), then stroked (`ShapeStroker`) from its stroke's start to its end, both at
    /// the view's alpha.
    private func drawShapeLayer(_ layer: ShapeLayer, toPixels: Transform2D, feather: Double, alpha: Double) {
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
    private func drawText(_ label: Text, in bounds: Rect, toPixels: Transform2D, feather: Double, alpha: Double) {
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
    private func layOutLines(
        of label: Text, in bounds: Rect, feather: Double,
        _ body: (_ box: Rect, _ entry: TextRenderer.Entry, _ line: String, _ pixelSize: Int, _ bold: Bool) -> Void
    ) {
        guard let text else { return }
        let rasterScale = TextRenderer.rasterScale(drawnScale: 0.5 / feather, windowScale: scale)
        let string = label.string
        let lineCount = string.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
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

    // MARK: Clips that need no group

    /// Draws a view that clips with no offscreen pass where its clip cuts nothing but its own
    /// rim: an opaque background, nothing of its own but subviews, each wholly inside its bounds
    /// by a pixel and clear of its rounded corners. Its background is drawn through the exact
    /// edge a clip group composites through, its subviews as they are, and its own shadow not at
    /// all (the clip cuts it to the shape, where the background covers it): the picture the clip
    /// group draws, without a pass the size of the view. Returns false where that does not hold.
    private func drawClipDirectly(_ view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double) -> Bool {
        guard alpha >= 1, shown.backgroundColor.alpha >= 1, view.image == nil, view.textLine == nil,
            view.shapeSublayers.isEmpty, view.shapeMask == nil, !(view is VisualEffectView)
        else { return false }
        let determinant = toPixels.a * toPixels.d - toPixels.b * toPixels.c
        let pixel = 1 / abs(determinant).squareRoot()
        let bounds = shown.bounds
        let radius = min(max(shown.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        let rounded = radius > 0 && !view.roundedCorners.isEmpty
        let reach =
            rounded ? min(view.cornerCurve == .continuous ? radius * 1.528665 : radius, min(bounds.width, bounds.height) / 2) : 0
        let inner = bounds.inset(by: EdgeInsets(top: pixel, left: pixel, bottom: pixel, right: pixel))
        for subview in view.subviews where !subview.isHiddenWhenDrawn {
            let toSuperview = subview.presentationValues.transformToSuperview
            let extent: Rect
            switch contentExtent(of: subview, toPixels: toSuperview.concatenating(toPixels)) {
            case .unbounded: return false
            case .nothing: continue
            case .rect(let rect): extent = rect
            }
            let box = Occlusion.pixelBounds(of: extent, toSuperview)
            guard box.minX >= inner.minX, box.maxX <= inner.maxX, box.minY >= inner.minY, box.maxY <= inner.maxY else { return false }
            guard rounded else { continue }
            if Self.reachesIntoRoundedCorner(box, of: bounds, side: reach + pixel, corners: view.roundedCorners) { return false }
        }
        fillShape(
            bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, edge: .exact, transform: toPixels,
            color: shown.backgroundColor.multiplyingAlpha(by: alpha), texture: nil)
        drawSublayers(of: view, toPixels: toPixels, alpha: alpha)
        drawBorder(of: view, shown, toPixels: toPixels, alpha: alpha)
        return true
    }

    /// Everything `view`'s subtree may draw, in its own units (drawn to pixels by `toPixels`):
    /// bounds, shadow to 3σ, picture, text as laid out, shape layers, and its subviews' (cut to
    /// its bounds where it clips). A view that draws nothing in its bounds adds only what it
    /// holds. Not known for a subtree in 3D or holding a material.
    private func contentExtent(of view: View, toPixels: Transform2D) -> Extent {
        let shown = view.presentationValues
        guard view.projectiveTransformToSuperview(shown) == nil, !(view is VisualEffectView) else { return .unbounded }
        let bounds = shown.bounds
        // A view that draws nothing of its own in its bounds (no background, no border) reaches
        // only as far as what it holds.
        let drawsItsBounds = shown.backgroundColor.alpha > 0 || (view.borderWidth > 0 && view.borderColor.alpha > 0)
        // Unions written out, not through a local function: one that captures `extent` and is
        // passed as a closure boxes it on the heap, once a view a frame.
        var extent: Rect? = drawsItsBounds ? bounds : nil
        if !view.clipsToBounds {
            for layer in view.shapeSublayers { if let box = Self.drawnBox(of: layer) { extent = box.union(extent) } }
        } else if !view.shapeSublayers.isEmpty {
            extent = bounds.union(extent)
        }
        if let shadow = shown.shadow, shadow.color.alpha > 0, !view.clipsToBounds {
            extent = Self.shadowBox(shadow, of: view, bounds: bounds).union(extent)
        }
        if let label = view.textLine {
            let feather = 0.5 / abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c).squareRoot()
            layOutLines(of: label, in: bounds, feather: feather) { box, _, _, _, _ in
                extent = box.union(extent)
            }
        }
        if let image = view.image,
            let placement = view.contentMode.placement(ofImageSized: image.size, in: bounds, clipped: view.clipsToBounds)
        {
            extent = placement.frame.union(extent)
        }
        for subview in view.subviews where !subview.isHiddenWhenDrawn {
            let toSuperview = subview.presentationValues.transformToSuperview
            switch contentExtent(of: subview, toPixels: toSuperview.concatenating(toPixels)) {
            case .unbounded: return .unbounded
            case .nothing: continue
            case .rect(let inner): extent = Occlusion.pixelBounds(of: inner, toSuperview).union(extent)
            }
        }
        guard let extent else { return .nothing }
        guard view.clipsToBounds else { return .rect(extent) }
        // A view that clips cuts all it holds to its bounds.
        let minX = max(extent.minX, bounds.minX)
        let minY = max(extent.minY, bounds.minY)
        let maxX = min(extent.maxX, bounds.maxX)
        let maxY = min(extent.maxY, bounds.maxY)
        return maxX > minX && maxY > minY ? .rect(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) : .nothing
    }

    /// How far a subtree draws: a box, nothing at all, or not known.
    enum Extent {
        case unbounded, nothing
        case rect(Rect)
    }

    // MARK: Materials

    /// The texture a material's blurred backdrop is drawn from: streaming, RGBA, grown as needed.
    private var backdrop: (texture: OpaquePointer, width: Int32, height: Int32)?
    /// The backdrop's pixels read back, and its blur, kept for their capacity.
    private var backdropBytes: [UInt8] = []
    private var backdropBlur = BackdropBlur()

    // MARK: Shadows in slices

    /// Whether Gaussian shadows are drawn in slices of corners kept in a texture where they can
    /// be (`ShadowSlices`); else, and where they cannot, as meshes of rings.
    package var slicesShadows = true
    private var shadowSlices = ShadowSlices()
    private var shadowAtlasTexture: OpaquePointer?
    /// Shadows drawn in slices since the renderer was made.
    private(set) var shadowsSliced = 0
    /// Shadow corners whose texels have been made.
    var shadowCornersMade: Int { shadowSlices.atlas.made }

    /// Draws the Gaussian shadow of `rect` in slices (see `ShadowSlices`); false where slices
    /// cannot draw it, with nothing drawn.
    private func drawSlices(
        ofShadow rect: Rect, radius: Double, corners: ViewKit.Corners, sigma: Double, transform: Transform2D, color: Color,
        under body: OpaqueBody?
    ) -> Bool {
        guard slicesShadows, let texture = shadowAtlasTexture ?? makeShadowAtlasTexture() else { return false }
        let built = shadowSlices.build(
            rect, radius: radius, corners: corners, sigma: sigma, transform: transform, color: SDL_Color(color), under: body
        ) { corner, origin in
            // White texels whose alpha is the blur: the vertices' colour tints them.
            let texels = corner.alphas().flatMap { alpha -> [UInt8] in [255, 255, 255, alpha] }
            var area = SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: Int32(corner.size), h: Int32(corner.size))
            return texels.withUnsafeBytes { SDL_UpdateTexture(texture, &area, $0.baseAddress, Int32(corner.size * 4)) } == 0
        }
        guard built else { return false }
        recorder?.register(texture, as: .streaming(width: Int32(ShadowAtlas.side), height: Int32(ShadowAtlas.side)))
        shadowSlices.vertices.withUnsafeBufferPointer { vertices in
            shadowSlices.indices.withUnsafeBufferPointer { drawReachingIn(texture: texture, vertices: vertices, indices: $0) }
        }
        shadowsSliced += 1
        return true
    }

    private func makeShadowAtlasTexture() -> OpaquePointer? {
        let side = Int32(ShadowAtlas.side)
        guard
            let texture = SDL_CreateTexture(
                window.renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), side, side)
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        shadowAtlasTexture = texture
        return texture
    }

    /// Draws `material` in `view`'s shape: what has been drawn behind it so far (in what is
    /// being drawn onto) read back, blurred (`BackdropBlur`) and drawn back over itself, then the
    /// tint. Inside a group (a view that fades or clips as one picture) the backdrop is what the
    /// group holds so far, not what lies behind the group.
    private func drawMaterial(
        _ material: BlurMaterial, of view: View, in bounds: Rect, radius: Double, toPixels: Transform2D, feather: Double,
        alpha: Double
    ) {
        // A kept pass never holds a material (see `keepsPass`): a readback cannot be captured.
        assert(!isCapturing, "a material's backdrop read back while a pass is captured")
        let sigma = material.radius * 0.5 / feather  // in pixels
        if sigma > 0.25, var box = pixelBox(of: bounds, toPixels: toPixels) {
            // The blur reads 3σ past the shape; what is drawn onto ends where it ends.
            let reach = Int32((3 * sigma).rounded(.up))
            var target = SDL_Rect()
            if let clip = clipStack.last { target = clip } else { SDL_GetRendererOutputSize(window.renderer, &target.w, &target.h) }
            let minX = max(box.x - reach, target.x)
            let minY = max(box.y - reach, target.y)
            let maxX = min(box.x + box.w + reach, target.x + target.w)
            let maxY = min(box.y + box.h + reach, target.y + target.h)
            box = SDL_Rect(x: minX, y: minY, w: maxX - minX, h: maxY - minY)
            if box.w > 0, box.h > 0, let (texture, factor) = blurredBackdrop(in: box, sigma: sigma) {
                let pixels = Rect(x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h))
                let f = Double(factor)
                let shape = OpaqueBody(
                    bounds: bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, margin: 4 * feather)
                fillShape(
                    bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, edge: .ramp(feather),
                    transform: toPixels, color: Color(red: alpha, green: alpha, blue: alpha, alpha: alpha), texture: texture,
                    premultiplied: true, cutTo: pixels,
                    texturePlacement: Transform2D(translationX: -pixels.minX, y: -pixels.minY)
                        .concatenating(
                            Transform2D(scaleX: 1 / (f * Double(backdrop?.width ?? 1)), y: 1 / (f * Double(backdrop?.height ?? 1)))),
                    fanCentre: fanCentre(inside: pixels, of: shape, toPixels: toPixels))
            }
        }
        if material.tint.alpha > 0 {
            fillShape(
                bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, edge: .ramp(feather),
                transform: toPixels, color: material.tint.multiplyingAlpha(by: alpha), texture: nil)
        }
    }

    /// The pixels of `box` in what is being drawn onto, blurred by `sigma` pixels and loaded into
    /// the backdrop texture (its top-left corner); nil if they cannot be read or loaded.
    private func blurredBackdrop(in box: SDL_Rect, sigma: Double) -> (OpaquePointer, factor: Int)? {
        let renderer = window.renderer
        var region = box
        backdropBytes.removeAll(keepingCapacity: true)
        backdropBytes.append(contentsOf: repeatElement(0, count: Int(box.w) * Int(box.h) * 4))
        let read = backdropBytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, &region, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, box.w * 4)
        }
        guard read == 0 else { return nil }
        backdropBytes.withUnsafeBufferPointer { source in
            backdropBlur.blur(source, width: Int(box.w), height: Int(box.h), pitch: Int(box.w) * 4, sigma: sigma)
        }
        let blur = backdropBlur
        if backdrop == nil || backdrop!.width < Int32(blur.width) || backdrop!.height < Int32(blur.height) {
            if let old = backdrop { SDL_DestroyTexture(old.texture) }
            let width = max(Int32(blur.width), backdrop?.width ?? 0, 64)
            let height = max(Int32(blur.height), backdrop?.height ?? 0, 64)
            guard
                let texture = SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
            else {
                backdrop = nil
                return nil
            }
            SDL_SetTextureBlendMode(texture, Self.premultipliedBlend)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            backdrop = (texture, width, height)
        }
        guard let texture = backdrop?.texture else { return nil }
        var area = SDL_Rect(x: 0, y: 0, w: Int32(blur.width), h: Int32(blur.height))
        let loaded = blur.pixels.withUnsafeBytes { SDL_UpdateTexture(texture, &area, $0.baseAddress, Int32(blur.width * 4)) }
        guard loaded == 0, let size = backdrop else { return nil }
        recorder?.register(texture, as: .streaming(width: size.width, height: size.height))
        recorder?.blurBackdrop(box, sigma: sigma, into: texture)
        return (texture, blur.factor)
    }

    // MARK: Group opacity

    /// Whether a view's content overlaps itself, so that fading it part by part would show its
    /// parts through each other: it has subviews, or more than one layer of its own.
    static func overlapsItself(_ view: View, _ shown: PresentationValues) -> Bool {
        if view.subviews.contains(where: { !$0.isHiddenWhenDrawn }) { return true }
        func count(_ drawn: Bool) -> Int { drawn ? 1 : 0 }
        let layers =
            count(shown.shadow != nil) + count(shown.backgroundColor.alpha > 0) + count(view.image != nil) + count(view.textLine != nil)
        // A stroke's pieces overlap at its corners: a stroked layer overlaps itself.
        let shapes = view.shapeSublayers.reduce(0) { $0 + ($1.fillColor != nil ? 1 : 0) + ($1.strokeColor != nil ? 2 : 0) }
        return layers + shapes > 1
    }

    /// Where a shape layer draws, in its view's coordinates: its path's box, as far out as its
    /// stroke reaches (half its width, times a mitre's length or a square cap's diagonal) and a
    /// pixel's rim; nil for no path.
    static func drawnBox(of layer: ShapeLayer) -> Rect? {
        guard let path = layer.maskPath, !path.elements.isEmpty else { return nil }
        let reach = max(layer.lineJoin == .miter ? layer.miterLimit : 1, layer.lineCap == .square ? 2.0.squareRoot() : 1)
        let spread = (layer.strokeColor == nil ? 0 : layer.lineWidth * reach / 2) + 1
        return path.boundingBox.inset(by: EdgeInsets(top: -spread, left: -spread, bottom: -spread, right: -spread))
    }

    /// Where a view's own shadow draws, in its coordinates: its caster (the shadow path's box, or
    /// the bounds) moved by the offset, out to 3σ and a pixel's rim.
    static func shadowBox(_ shadow: Shadow, of view: View, bounds: Rect) -> Rect {
        let caster = view.shadowPath?.boundingBox ?? bounds
        let spread = 1.5 * max(shadow.radius, 0) + 1
        return Rect(origin: caster.origin + shadow.offset, size: caster.size).inset(
            by: EdgeInsets(top: -spread, left: -spread, bottom: -spread, right: -spread))
    }

    /// Where a view's subtree draws, in its own coordinates: its bounds, its shadow, and its
    /// subviews' (unless it clips them, or only its own are asked for).
    static func groupArea(of view: View, ownOnly: Bool = false) -> Rect {
        let shown = view.presentationValues
        var area = shown.bounds
        if let shadow = shown.shadow {
            let spread = shadow.radius / 2 + 1
            area = area.union(
                Rect(origin: shown.bounds.origin + shadow.offset, size: shown.bounds.size).inset(
                    by: EdgeInsets(top: -spread, left: -spread, bottom: -spread, right: -spread)))
        }
        guard !view.clipsToBounds else { return area }
        for layer in view.shapeSublayers {
            if let box = drawnBox(of: layer) { area = area.union(box) }
        }
        if ownOnly { return area }
        for subview in view.subviews where !subview.isHiddenWhenDrawn {
            let inner = groupArea(of: subview)
            area = area.union(inner.boundingBox(mappedBy: subview.presentationValues.transformToSuperview))
        }
        return area
    }

    /// The part of `area` (a view's own coordinates) that can show: inside what is being drawn
    /// onto (the clip, or the whole target), widened to whole texture pixels from `area`'s
    /// corner so the texture's grid is the same wherever the view is cut, and by one texture
    /// pixel more, which the texture's filtering reads at the edge of what shows (the picture is
    /// then the same as from a texture of the whole area). Nil where nothing shows.
    private func visiblePart(of area: Rect, toPixels: Transform2D, resolution scale: Double) -> Rect? {
        var target = SDL_Rect()
        if let clip = clipStack.last {
            target = clip
        } else {
            SDL_GetRendererOutputSize(window.renderer, &target.w, &target.h)
        }
        guard let toView = toPixels.inverted() else { return nil }
        let seen = Rect(x: Double(target.x), y: Double(target.y), width: Double(target.w), height: Double(target.h))
            .boundingBox(mappedBy: toView)
        let minX = max(area.minX, area.minX + (((seen.minX - area.minX) * scale).rounded(.down) - 1) / scale)
        let minY = max(area.minY, area.minY + (((seen.minY - area.minY) * scale).rounded(.down) - 1) / scale)
        let maxX = min(area.maxX, area.minX + (((seen.maxX - area.minX) * scale).rounded(.up) + 1) / scale)
        let maxY = min(area.maxY, area.minY + (((seen.maxY - area.minY) * scale).rounded(.up) + 1) / scale)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The pixels `area` (view units) takes in a texture at `resolution` pixels per point (the
    /// window's pixel scale unless given).
    func textureSize(of area: Rect, resolution: Double? = nil) -> (width: Int32, height: Int32) {
        let scale = resolution ?? scale
        return (Int32(min((area.width * scale).rounded(.up), 8192)), Int32(min((area.height * scale).rounded(.up), 8192)))
    }

    /// Draws `body` at full opacity into a texture holding `area` (view units) at `resolution`
    /// pixels per point (the window's pixel scale unless given), then `composite`s it (see
    /// `drawOffscreen(width:height:keptFor:body:composite:)`).
    func drawOffscreen(
        area: Rect, resolution: Double? = nil, keptFor view: View? = nil,
        body: (_ toTexture: Transform2D, _ width: Int32, _ height: Int32) -> Void,
        composite: (_ group: GroupTexturePool.Texture, _ width: Int32, _ height: Int32) -> Void
    ) -> Bool {
        let scale = resolution ?? scale
        let (width, height) = textureSize(of: area, resolution: scale)
        let toTexture = Transform2D(translationX: -area.minX, y: -area.minY).concatenating(Transform2D(scaleX: scale, y: scale))
        return drawOffscreen(width: width, height: height, keptFor: view) {
            body(toTexture, width, height)
        } composite: { group in
            composite(group, width, height)
        }
    }

    /// Whether the pass `view` is drawn through, `width` × `height` pixels, is kept from frame to
    /// frame (`PassCache`): unless passes are drawn afresh, inside a pass that is itself kept (its
    /// capture holds this one), or around a material (whose backdrop is read back as it is drawn).
    func keepsPass(of view: View, width: Int32, height: Int32) -> Bool {
        keepsPasses && drawsGroups && !isCapturing && width > 0 && height > 0 && !Self.holdsMaterial(view)
            && passCache.mayKeep(ObjectIdentifier(view), width: width, height: height)
    }

    /// Whether `view`'s subtree holds a material.
    private static func holdsMaterial(_ view: View) -> Bool {
        view is VisualEffectView || view.subviews.contains { !$0.isHiddenWhenDrawn && holdsMaterial($0) }
    }

    /// Draws `body` at full opacity into the top-left `width` × `height` pixels of a texture,
    /// cleared to transparent and clipped to those pixels, then `composite`s that texture onto
    /// what was being drawn. Drawing with SDL's blend into a clear texture leaves premultiplied
    /// colour in it, so the texture blends with premultiplied "over": no dark fringes, no shadow
    /// darkened twice. A pass `keptFor` a view (see `keepsPass`) keeps its texture for the next
    /// frame, which composites it without drawing it again if `body` draws the same. Returns false
    /// where no texture can be had.
    private func drawOffscreen(
        width: Int32, height: Int32, keptFor view: View? = nil, settled: Bool = false, body: () -> Void,
        composite: (_ group: GroupTexturePool.Texture) -> Void
    ) -> Bool {
        guard width > 0, height > 0 else { return true }
        if let view {
            return drawKeptPass(
                ObjectIdentifier(view), width: width, height: height, settled: settled, body: body, composite: composite)
        }
        guard let group = borrowGroupTexture(width: width, height: height) else { return false }
        defer { giveBackAfterReplay(group) }
        beginPass(into: group)
        drawPassContent(width: width, height: height, body: body)
        endPass()
        applyClip()
        composite(group)
        return true
    }

    /// Runs `body` as a pass's content, cut to the pass's top-left `width` × `height` pixels.
    private func drawPassContent(width: Int32, height: Int32, body: () -> Void) {
        // Nothing is drawn past the group's pixels: the texture's filtering at the group's edge
        // reads the next texel, which must be clear (a mask cuts the area inside what is drawn).
        // On top of the clips outside the pass, which only its end uncovers (the last is the
        // one that applies): the stack is not copied, so a pass allocates nothing.
        let outerDepth = clipStack.count
        clipStack.append(SDL_Rect(x: 0, y: 0, w: width, h: height))
        applyClip()
        offscreenDepth += 1
        body()
        offscreenDepth -= 1
        clipStack.removeSubrange(outerDepth...)
    }

    /// `drawOffscreen` for a pass kept from frame to frame: `body` is captured, not drawn; the
    /// kept texture is composited as it is where it holds what the capture draws, else the
    /// capture is drawn into it (or, past the budget, into a texture given back after).
    private func drawKeptPass(
        _ key: ObjectIdentifier, width: Int32, height: Int32, settled: Bool, body: () -> Void,
        composite: (_ group: GroupTexturePool.Texture) -> Void
    ) -> Bool {
        capture.removeAll()
        isCapturing = true
        drawPassContent(width: width, height: height, body: body)
        isCapturing = false
        defer {
            for texture in heldForReplay { groupTextures.giveBack(texture) }
            heldForReplay.removeAll(keepingCapacity: true)
        }
        if let kept = passCache.reuse(key, width: width, height: height, drawing: capture) {
            applyClip()
            composite(kept)
            return true
        }
        let kept = passCache.keep(
            key, width: width, height: height, drawing: capture, settled: settled,
            borrow: { borrowGroupTexture(width: $0, height: $1) }, giveBack: { groupTextures.giveBack($0) })
        guard let target = kept ?? borrowGroupTexture(width: width, height: height) else { return false }
        beginPass(into: target)
        replay(capture)
        endPass()
        applyClip()
        composite(target)
        if kept == nil { groupTextures.giveBack(target) }
        return true
    }

    /// Gives a pass's texture back to the pool; inside a capture, once the capture is replayed.
    private func giveBackAfterReplay(_ texture: GroupTexturePool.Texture) {
        if isCapturing { heldForReplay.append(texture) } else { groupTextures.giveBack(texture) }
    }

    /// Draws what a capture holds, as it would have been drawn.
    private func replay(_ commands: DrawCommands) {
        commands.vertices.withUnsafeBufferPointer { vertices in
            commands.indices.withUnsafeBufferPointer { indices in
                for command in commands.commands {
                    switch command {
                    case .triangles(let texture, let vertexRange, let indexRange):
                        drawTriangles(
                            texture: texture, vertices: UnsafeBufferPointer(rebasing: vertices[vertexRange]),
                            indices: UnsafeBufferPointer(rebasing: indices[indexRange]))
                    case .clip(let x, let y, let width, let height): setClip(SDL_Rect(x: x, y: y, w: width, h: height))
                    case .noClip: setClip(nil)
                    case .beginPass(let texture, let width, let height):
                        beginPass(into: GroupTexturePool.Texture(texture: texture, width: width, height: height))
                    case .endPass: endPass()
                    case .multiply(let coverage, let width, let height): multiply(by: coverage, width: width, height: height)
                    case .multiplyByShape(let shape, let width, let height): multiply(byShape: shape, width: width, height: height)
                    }
                }
            }
        }
    }

    /// Draws `view`'s subtree into a group (see `drawOffscreen`), then the group once with the
    /// view's transform and `alpha`: a view fading as one picture. A masked view (`mask` is its
    /// mask's path, in its bounds) is drawn the same way, its texture multiplied by the mask's
    /// coverage first; a mask with no path shows nothing. A rasterized view is drawn the same way
    /// too, its group `resolution` pixels per point (the window's unless given). Returns false
    /// (draw the view the direct way) where groups cannot be drawn.
    private func drawGroup(
        _ view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double, mask: Path?? = nil,
        resolution: Double? = nil
    ) -> Bool {
        guard drawsGroups, drawsGroupOpacity || mask != nil || resolution != nil else { return false }
        let scale = resolution ?? scale
        var area = Self.groupArea(of: view)
        if let mask {
            guard let path = mask else { return true }
            // The path's box and its anti-aliased rim, a pixel wide, past it.
            let rim = 1 / scale
            let box = path.boundingBox.inset(by: EdgeInsets(top: -rim, left: -rim, bottom: -rim, right: -rim))
            let minX = max(area.minX, box.minX)
            let minY = max(area.minY, box.minY)
            let maxX = min(area.maxX, box.maxX)
            let maxY = min(area.maxY, box.maxY)
            guard maxX > minX, maxY > minY else { return true }
            area = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        guard let visible = visiblePart(of: area, toPixels: toPixels, resolution: scale) else { return true }
        // A kept pass holds the whole group, so that it still holds it as the view moves; one
        // drawn afresh, only what shows.
        let (width, height) = textureSize(of: area, resolution: scale)
        let kept = keepsPass(of: view, width: width, height: height)
        if !kept { area = visible }
        return drawOffscreen(area: area, resolution: scale, keptFor: kept ? view : nil) { toTexture, width, height in
            drawBody(
                of: view, shown, toPixels: toTexture, alpha: 1,
                shapedClip: needsShapedClip(view, shown, toPixels: toTexture))
            if let mask, let path = mask {
                applyMask(path, width: width, height: height, toTexture: toTexture)
            }
        } composite: { group, width, height in
            // The group fills the texture's top-left width × height pixels; the rest is transparent.
            let drawn = Rect(x: area.minX, y: area.minY, width: Double(width) / scale, height: Double(height) / scale)
            let window = (u: Float(0), v: Float(0), width: Float(width) / Float(group.width), height: Float(height) / Float(group.height))
            if mask == nil, Self.isUpright(toPixels), let flat = flatPart(of: view, shown, in: drawn, resolution: scale) {
                compositeFilling(flat, group: group.texture, drawn: drawn, textureWindow: window, toPixels: toPixels, alpha: alpha)
                return
            }
            fillShape(
                drawn, radius: 0, corners: [], edge: .ramp(0), transform: toPixels,
                color: Color(red: alpha, green: alpha, blue: alpha, alpha: alpha), texture: group.texture, textureWindow: window)
        }
    }

    /// Whether a group's flat parts are filled with their colour rather than sampled from its
    /// texture (see `flatPart`); off only to compare with.
    package var fillsFlatParts = true
    /// How many groups have been composited with their flat part filled (for tests).
    private(set) var flatPartsFilled = 0

    /// Where a group's picture is its view's opaque background colour and nothing else (see
    /// `flatPart(of:_:in:resolution:)`), and that colour.
    struct FlatPart {
        let color: Color
        let inside: Rect
    }

    /// The most subviews a flat part is cut round; past that a group is sampled all over.
    static let flatPartHoles = 8

    /// The boxes cut out of the last flat part, and the grid it is composited through: kept, so
    /// that a frame allocates nothing for them.
    private var flatHoles: [Rect] = []
    private var flatGrid = FlatGrid()

    private struct FlatGrid {
        var xs: [Double] = [], ys: [Double] = []
        var sampledVertices: [SDL_Vertex] = [], filledVertices: [SDL_Vertex] = []
        var sampledIndices: [Int32] = [], filledIndices: [Int32] = []
    }

    /// Where the group of `view`, `drawn` in its units, is its opaque background colour and
    /// nothing else: inside its bounds by its rounded corners, its border and two texture pixels
    /// (its feathered edge, and the texture filtering's reach), cut to `drawn`, less each
    /// subview's box and two texture pixels round it (left in `flatHoles`). Nil where that is
    /// under a quarter of what is drawn, or the view draws anything of its own besides its
    /// background, or a subview's reach is not known. The modal's detail is such a group: a
    /// screen's colour with a picture and a line.
    private func flatPart(of view: View, _ shown: PresentationValues, in drawn: Rect, resolution scale: Double) -> FlatPart? {
        guard fillsFlatParts, shown.backgroundColor.alpha >= 1, !(view is VisualEffectView), view.image == nil,
            view.textLine == nil, view.shapeSublayers.isEmpty
        else { return nil }
        let reach = view.cornerCurve == .continuous ? 1.528665 : 1
        let rounded = view.roundedCorners.isEmpty ? 0 : max(shown.cornerRadius, 0) * reach
        let border = view.borderColor.alpha > 0 ? max(view.borderWidth, 0) : 0
        let inset = max(rounded, border) + 2 / scale
        // Only what the texture holds: a group drawn afresh holds only the part that shows.
        let bounds = shown.bounds.inset(by: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
        let (minX, minY) = (max(bounds.minX, drawn.minX), max(bounds.minY, drawn.minY))
        let (maxX, maxY) = (min(bounds.maxX, drawn.maxX), min(bounds.maxY, drawn.maxY))
        guard maxX > minX, maxY > minY else { return nil }
        let inside = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        flatHoles.removeAll(keepingCapacity: true)
        let margin = 2 / scale
        let toTexture = Transform2D(scaleX: scale, y: scale)
        var holed = 0.0
        for subview in view.subviews where !subview.isHiddenWhenDrawn {
            let toSuperview = subview.presentationValues.transformToSuperview
            switch contentExtent(of: subview, toPixels: toSuperview.concatenating(toTexture)) {
            case .unbounded: return nil
            case .nothing: continue
            case .rect(let box):
                let hole = Occlusion.pixelBounds(of: box, toSuperview).inset(
                    by: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin))
                guard hole.maxX > inside.minX, hole.minX < inside.maxX, hole.maxY > inside.minY, hole.minY < inside.maxY else {
                    continue
                }
                guard flatHoles.count < Self.flatPartHoles else { return nil }
                flatHoles.append(hole)
                holed += hole.width * hole.height
            }
        }
        guard inside.width * inside.height - holed >= drawn.width * drawn.height / 4 else { return nil }
        return FlatPart(color: shown.backgroundColor, inside: inside)
    }

    /// Composites a group's texture (`drawn`'s view units, at `textureWindow` of it) at `alpha`,
    /// filling its flat part (less `flatHoles`) with the colour at `alpha` instead: the same
    /// picture, for a fill costs llvmpipe about half what a sample does. The two share one grid
    /// through every edge, so no seam opens between them.
    private func compositeFilling(
        _ flat: FlatPart, group texture: OpaquePointer, drawn: Rect,
        textureWindow window: (u: Float, v: Float, width: Float, height: Float), toPixels: Transform2D, alpha: Double
    ) {
        var grid = flatGrid
        flatGrid = FlatGrid()
        defer { flatGrid = grid }
        /// Every edge across one axis, each once and in order: the group's, the flat part's,
        /// and each hole's (cut to the flat part).
        func lines(_ lines: inout [Double], _ outer: (Double, Double), _ inner: (Double, Double), horizontal: Bool) {
            lines.removeAll(keepingCapacity: true)
            for line in [outer.0, outer.1, inner.0, inner.1] { lines.append(line) }
            for hole in flatHoles {
                lines.append(min(max(horizontal ? hole.minX : hole.minY, inner.0), inner.1))
                lines.append(min(max(horizontal ? hole.maxX : hole.maxY, inner.0), inner.1))
            }
            lines.sort()
            var kept = 0
            for index in lines.indices where kept == 0 || lines[index] != lines[kept - 1] {
                lines[kept] = lines[index]
                kept += 1
            }
            lines.removeLast(lines.count - kept)
        }
        lines(&grid.xs, (drawn.minX, drawn.maxX), (flat.inside.minX, flat.inside.maxX), horizontal: true)
        lines(&grid.ys, (drawn.minY, drawn.maxY), (flat.inside.minY, flat.inside.maxY), horizontal: false)
        let sampled = SDL_Color(Color(red: alpha, green: alpha, blue: alpha, alpha: alpha))
        let filled = SDL_Color(flat.color.multiplyingAlpha(by: alpha))
        grid.sampledVertices.removeAll(keepingCapacity: true)
        grid.filledVertices.removeAll(keepingCapacity: true)
        for y in grid.ys {
            for x in grid.xs {
                let pixel = toPixels.apply(to: Point(x: x, y: y))
                let position = SDL_FPoint(x: Float(pixel.x), y: Float(pixel.y))
                let u = window.u + window.width * Float((x - drawn.minX) / drawn.width)
                let v = window.v + window.height * Float((y - drawn.minY) / drawn.height)
                grid.sampledVertices.append(SDL_Vertex(position: position, color: sampled, tex_coord: SDL_FPoint(x: u, y: v)))
                grid.filledVertices.append(SDL_Vertex(position: position, color: filled, tex_coord: SDL_FPoint(x: 0, y: 0)))
            }
        }
        grid.sampledIndices.removeAll(keepingCapacity: true)
        grid.filledIndices.removeAll(keepingCapacity: true)
        let columns = grid.xs.count
        for row in 0..<(grid.ys.count - 1) {
            for column in 0..<(columns - 1) {
                let middle = Point(x: (grid.xs[column] + grid.xs[column + 1]) / 2, y: (grid.ys[row] + grid.ys[row + 1]) / 2)
                let isFlat = flat.inside.contains(middle) && !flatHoles.contains { $0.contains(middle) }
                let topLeft = Int32(row * columns + column)
                let bottomLeft = topLeft + Int32(columns)
                for corner in [topLeft, topLeft + 1, bottomLeft + 1, topLeft, bottomLeft + 1, bottomLeft] {
                    if isFlat { grid.filledIndices.append(corner) } else { grid.sampledIndices.append(corner) }
                }
            }
        }
        drawTriangles(texture: texture, vertices: grid.sampledVertices, indices: grid.sampledIndices)
        drawTriangles(texture: nil, vertices: grid.filledVertices, indices: grid.filledIndices)
        flatPartsFilled += 1
    }

    // MARK: Clipping

    /// Whether a view that clips has anything to cut: subviews, or its own shadow.
    static func clipsContent(_ view: View, _ shown: PresentationValues) -> Bool {
        view.clipsToBounds && (shown.shadow != nil || !view.shapeSublayers.isEmpty || view.subviews.contains { !$0.isHiddenWhenDrawn })
    }

    /// Whether `view` clips to more than SDL's clip rectangle can: its bounds turned, off whole
    /// pixels, or rounded where what it clips reaches into a rounded corner.
    func needsShapedClip(_ view: View, _ shown: PresentationValues, toPixels: Transform2D) -> Bool {
        guard Self.clipsContent(view, shown) else { return false }
        guard Self.isUpright(toPixels) else { return true }
        let bounds = shown.bounds
        let a = toPixels.apply(to: bounds.origin)
        let b = toPixels.apply(to: Point(x: bounds.maxX, y: bounds.maxY))
        func onWholePixel(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-3 }
        let onWholePixels = onWholePixel(a.x) && onWholePixel(a.y) && onWholePixel(b.x) && onWholePixel(b.y)
        guard onWholePixels else { return true }
        let shapeRadius = min(max(shown.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        guard shapeRadius > 0, !view.roundedCorners.isEmpty else { return false }
        if shown.shadow != nil { return true }
        // A continuous corner takes 1.528665 × its radius of each side.
        let radius =
            view.cornerCurve == .continuous
            ? min(shapeRadius * ShapeTessellator.continuousCorner[0][0].b, min(bounds.width, bounds.height) / 2) : shapeRadius
        // A shape layer may reach into any corner.
        if !view.shapeSublayers.isEmpty { return true }
        return view.subviews.contains { subview in
            guard !subview.isHiddenWhenDrawn else { return false }
            let box = Self.groupArea(of: subview).boundingBox(mappedBy: subview.presentationValues.transformToSuperview)
            return Self.reachesIntoRoundedCorner(box, of: bounds, side: radius, corners: view.roundedCorners)
        }
    }

    /// Whether `box` overlaps the square of side `side` in a corner of `bounds` that `corners`
    /// rounds (written out, with no list of the corners: asked of many views a frame).
    static func reachesIntoRoundedCorner(_ box: Rect, of bounds: Rect, side: Double, corners: ViewKit.Corners) -> Bool {
        func reaches(_ corner: ViewKit.Corners, x: Double, y: Double) -> Bool {
            corners.contains(corner) && box.minX < x + side && box.maxX > x && box.minY < y + side && box.maxY > y
        }
        return reaches(.topLeft, x: bounds.minX, y: bounds.minY) || reaches(.topRight, x: bounds.maxX - side, y: bounds.minY)
            || reaches(.bottomRight, x: bounds.maxX - side, y: bounds.maxY - side)
            || reaches(.bottomLeft, x: bounds.minX, y: bounds.maxY - side)
    }

    /// Draws a view that clips to a shape SDL cannot clip to, as Core Animation draws a
    /// `masksToBounds` layer with rounded corners, offscreen: its content (square) and subviews
    /// go into a group in the pixels of what is being drawn onto, the whole pixels its bounds
    /// cover there, drawn as they would be directly. The group is then drawn back pixel for
    /// pixel (nothing resampled) through the view's own rounded shape, turned as the view is,
    /// each pixel on its edge weighted by its exact share inside the shape. Nested clips so
    /// multiply their coverage, as masks do. The border goes on top, as always. Returns false
    /// where groups cannot be drawn.
    private func drawClipGroup(_ view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double) -> Bool {
        guard drawsGroups else { return false }
        let bounds = shown.bounds
        // A pixel past the bounds all round: the exact edge's outer ring (at most 0.71 px out)
        // stays inside, so the composite needs no cutting.
        guard var box = pixelBox(of: bounds, toPixels: toPixels, margin: 1) else { return true }
        // A kept clip holds the whole of its view in the window, not only what shows round what
        // covers it: it stays the same while a view over it moves (the zoom's card over the grid).
        var kept = false
        if let whole = pixelBox(of: bounds, toPixels: toPixels, margin: 1, inWholeWindow: true),
            keepsPass(of: view, width: whole.w, height: whole.h)
        {
            (box, kept) = (whole, true)
        }
        let toGroup = toPixels.concatenating(Transform2D(translationX: -Double(box.x), y: -Double(box.y)))
        let radius = min(max(shown.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        // A kept group that holds still takes its edge into its texture once (each pixel by its
        // exact share inside the shape, in the same pixels) and is composited as its box: four
        // corners' rings of triangles not drawn again every frame.
        let settled = kept && passCache.drawsSettled(ObjectIdentifier(view))
        let drew = drawOffscreen(width: box.w, height: box.h, keptFor: kept ? view : nil, settled: settled) {
            drawContent(of: view, shown, toPixels: toGroup, alpha: 1, inClipGroup: true)
            drawSublayers(of: view, toPixels: toGroup, alpha: 1)
            if settled {
                let shape = DrawCommands.ExactShape(
                    rect: bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, transform: toGroup)
                multiply(byShape: shape, width: box.w, height: box.h)
            }
        } composite: { group in
            let pixels = Rect(x: Double(box.x), y: Double(box.y), width: Double(box.w), height: Double(box.h))
            if settled {
                fillShape(
                    pixels, radius: 0, corners: [], edge: .ramp(0), transform: .identity,
                    color: Color(red: alpha, green: alpha, blue: alpha, alpha: alpha), texture: group.texture,
                    textureWindow: (0, 0, Float(box.w) / Float(group.width), Float(box.h) / Float(group.height)),
                    premultiplied: true)
                return
            }
            let shape = OpaqueBody(
                bounds: bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve,
                margin: 2 / abs(toPixels.a * toPixels.d - toPixels.b * toPixels.c).squareRoot())
            fillShape(
                bounds, radius: radius, corners: view.roundedCorners, curve: view.cornerCurve, edge: .exact,
                transform: toPixels, color: Color(red: alpha, green: alpha, blue: alpha, alpha: alpha), texture: group.texture,
                premultiplied: true, cutTo: pixels,
                texturePlacement: Transform2D(translationX: -pixels.minX, y: -pixels.minY)
                    .concatenating(Transform2D(scaleX: 1 / Double(group.width), y: 1 / Double(group.height))),
                fanCentre: fanCentre(inside: pixels, of: shape, toPixels: toPixels))
        }
        guard drew else { return false }
        drawBorder(of: view, shown, toPixels: toPixels, alpha: alpha)
        return true
    }

    /// The whole pixels of what is being drawn onto (inside its clip; in the whole window,
    /// `inWholeWindow`, outside any pass) that `rect` covers under `toPixels`, and `margin`
    /// pixels round it; nil where it covers none.
    private func pixelBox(of rect: Rect, toPixels: Transform2D, margin: Double = 0, inWholeWindow: Bool = false) -> SDL_Rect? {
        var target = SDL_Rect()
        if let clip = clipStack.last, !(inWholeWindow && offscreenDepth == 0) {
            target = clip
        } else {
            SDL_GetRendererOutputSize(window.renderer, &target.w, &target.h)
        }
        let box = rect.boundingBox(mappedBy: toPixels)
            .inset(by: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin))
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return nil }
        let minX = max(Int32(clamping: Int(box.minX.rounded(.down))), target.x)
        let minY = max(Int32(clamping: Int(box.minY.rounded(.down))), target.y)
        let maxX = min(Int32(clamping: Int(box.maxX.rounded(.up))), target.x + target.w, minX + GroupTexturePool.largestSide)
        let maxY = min(Int32(clamping: Int(box.maxY.rounded(.up))), target.y + target.h, minY + GroupTexturePool.largestSide)
        guard maxX > minX, maxY > minY else { return nil }
        return SDL_Rect(x: minX, y: minY, w: maxX - minX, h: maxY - minY)
    }

    /// Multiplies the group just drawn (its top-left `width` × `height` pixels) by the coverage
    /// of `path`: the path is filled, anti-aliased, into a second texture cleared to
    /// transparent, which is then drawn over the whole group with `maskBlend`.
    private func applyMask(_ path: Path, width: Int32, height: Int32, toTexture: Transform2D) {
        guard let coverage = borrowGroupTexture(width: width, height: height) else { return }
        defer { giveBackAfterReplay(coverage) }
        beginPass(into: coverage)
        let feather = 0.5 / abs(toTexture.a * toTexture.d - toTexture.b * toTexture.c).squareRoot()
        for polygon in path.polygons() {
            tessellator.fill(polygon: polygon, edge: feather, transform: toTexture, color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
            drawTriangles(texture: nil, vertices: tessellator.vertices, indices: tessellator.indices)
        }
        endPass()
        multiply(by: coverage.texture, width: width, height: height)
    }

    // MARK: Draw calls

    /// Draws triangles (of a texture, or of their vertices' colours) and records them; while a
    /// kept pass's content is captured, captures them instead.
    func drawTriangles(texture: OpaquePointer?, vertices: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>) {
        guard !indices.isEmpty else { return }
        if isCapturing {
            capture.triangles(texture: texture, vertices: vertices, indices: indices)
            return
        }
        SDL_RenderGeometry(
            window.renderer, texture, vertices.baseAddress, Int32(vertices.count), indices.baseAddress, Int32(indices.count))
        recorder?.record(texture: texture, vertices: vertices, indices: indices)
    }

    func drawTriangles(texture: OpaquePointer?, vertices: [SDL_Vertex], indices: [Int32]) {
        vertices.withUnsafeBufferPointer { vertices in
            indices.withUnsafeBufferPointer { indices in drawTriangles(texture: texture, vertices: vertices, indices: indices) }
        }
    }

    /// Drawing goes into `target` from here on, cleared to transparent, uncut.
    private func beginPass(into target: GroupTexturePool.Texture) {
        if isCapturing {
            capture.beginPass(into: target.texture, width: target.width, height: target.height)
            return
        }
        let renderer = window.renderer
        recorder?.register(target.texture, as: .target(width: target.width, height: target.height))
        recorder?.beginPass(into: target.texture)
        outerTargets.append(SDL_GetRenderTarget(renderer))
        SDL_SetRenderTarget(renderer, target.texture)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
    }

    /// Drawing goes back to where it went before the innermost pass.
    private func endPass() {
        if isCapturing {
            capture.endPass()
            return
        }
        SDL_SetRenderTarget(window.renderer, outerTargets.removeLast() ?? nil)
        recorder?.endPass()
    }

    /// Multiplies what is being drawn onto, in its top-left `width` × `height` pixels, by the
    /// alpha of `coverage` there (a mask).
    private func multiply(by coverage: OpaquePointer, width: Int32, height: Int32) {
        if isCapturing {
            capture.multiply(by: coverage, width: width, height: height)
            return
        }
        // (The recording has no copy with a blend of its own: the C floor draws masks unmasked.)
        SDL_SetTextureBlendMode(coverage, Self.maskBlend)
        var source = SDL_Rect(x: 0, y: 0, w: width, h: height)
        var target = source
        SDL_RenderCopy(window.renderer, coverage, &source, &target)
        SDL_SetTextureBlendMode(coverage, Self.premultipliedBlend)
    }

    /// Multiplies what is being drawn onto, in its top-left `width` × `height` pixels, by each
    /// pixel's exact share inside `shape`: the shape's exact edge filled into a coverage texture,
    /// which then multiplies as a mask does.
    private func multiply(byShape shape: DrawCommands.ExactShape, width: Int32, height: Int32) {
        if isCapturing {
            capture.multiply(byShape: shape, width: width, height: height)
            return
        }
        guard let coverage = borrowGroupTexture(width: width, height: height) else { return }
        defer { groupTextures.giveBack(coverage) }
        beginPass(into: coverage)
        // Drawn as it is, not culled: this runs as a kept pass is replayed, when the clips the
        // renderer holds are those outside the pass.
        tessellator.fill(
            shape.rect, radius: shape.radius, corners: shape.corners, curve: shape.curve, edge: .exact,
            transform: shape.transform, color: SDL_Color(r: 255, g: 255, b: 255, a: 255))
        drawTriangles(texture: nil, vertices: tessellator.vertices, indices: tessellator.indices)
        endPass()
        multiply(by: coverage.texture, width: width, height: height)
    }

    /// A texture from the pool holding at least `width` × `height` pixels; nil, with groups
    /// turned off after one warning, where the renderer cannot make one.
    private func borrowGroupTexture(width: Int32, height: Int32) -> GroupTexturePool.Texture? {
        let renderer = window.renderer
        let group = groupTextures.borrow(width: width, height: height) { width, height in
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
            guard let texture, SDL_SetTextureBlendMode(texture, Self.premultipliedBlend) == 0 else {
                if let texture { SDL_DestroyTexture(texture) }
                return nil
            }
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            return texture
        }
        if group == nil {
            drawsGroups = false
            StandardStream.error.writeLine(
                "\(HostRunner.programName): warning: cannot draw fading views as groups (\(sdlErrorMessage())); they fade view by view")
        }
        return group
    }

    /// Images that could not be drawn, each warned about once.
    private var warnedImages: Set<String> = []

    /// A picture that cannot be drawn shows as a grey panel with a magenta frame, and one
    /// warning on stderr, rather than as nothing at all.
    private func drawPlaceholder(
        for image: Image, bounds: Rect, radius: Double, corners: ViewKit.Corners,
        feather: Double, transform: Transform2D, alpha: Double
    ) {
        if warnedImages.insert(image.name).inserted {
            StandardStream.error.writeLine(
                "\(HostRunner.programName): warning: cannot draw the picture '\(image.name)' (\(sdlErrorMessage())); showing a placeholder")
        }
        fillShape(
            bounds, radius: radius, corners: corners, edge: .ramp(feather), transform: transform,
            color: Color(rgb: 0xD6249F).multiplyingAlpha(by: alpha), texture: nil)
        let border = min(bounds.width, bounds.height) * 0.08
        fillShape(
            bounds.inset(by: EdgeInsets(top: border, left: border, bottom: border, right: border)),
            radius: max(radius - border, 0), corners: corners, edge: .ramp(feather), transform: transform,
            color: Color(rgb: 0x9A9A9A).multiplyingAlpha(by: alpha), texture: nil)
    }

    // MARK: Shapes

    /// Fills the rounded rectangle `rect` (view units), its edge drawn as `edge` says. With a
    /// texture, the texture spans `rect` (or `textureWindow` of it); a premultiplied texture
    /// takes a `premultiplied` colour. With `cut` (pixels), only the part inside it is drawn; its
    /// inside is then best a fan from `fanCentre` (see `fanCentre(inside:of:toPixels:)`). With
    /// `texturePlacement`, texture coordinates are that transform of each vertex's pixel position
    /// instead.
    private func fillShape(
        _ rect: Rect, radius: Double, corners: ViewKit.Corners, curve: CornerCurve = .circular, edge: ShapeTessellator.Edge,
        transform: Transform2D, color: Color, texture: OpaquePointer?,
        textureWindow: (u: Float, v: Float, width: Float, height: Float) = (0, 0, 1, 1), premultiplied: Bool = false,
        cutTo cut: Rect? = nil, texturePlacement: Transform2D? = nil, under body: OpaqueBody? = nil, fanCentre: Point? = nil
    ) {
        tessellator.fill(
            rect, radius: radius, corners: corners, curve: curve, edge: edge, transform: transform, color: SDL_Color(color),
            premultiplied: premultiplied, centre: fanCentre)
        if textureWindow != (0, 0, 1, 1) { tessellator.mapTextureCoordinates(to: textureWindow) }
        // A shape whose edge lies wholly inside its cut (a group's box with a margin round the
        // view, as it mostly is) is neither cut nor culled: no pass over its vertices.
        if let cut, Self.reaches(rect, edge: edge, transform: transform, outside: cut) {
            tessellator.clip(to: cut, transform: .identity)
        }
        if let texturePlacement { tessellator.placeTexture(by: texturePlacement) }
        let covered = body.map { body in tessellator.indicesCovered(by: body.covers) } ?? 0
        tessellator.vertices.withUnsafeBufferPointer { vertices in
            tessellator.indices.withUnsafeBufferPointer { indices in
                guard indices.count > covered else { return }
                let drawn = UnsafeBufferPointer(rebasing: indices[covered...])
                // A cut shape lies inside its cut, a box of what is drawn onto: SDL's clip takes
                // off what lies past the clip within it (a kept clip's box is its whole view).
                if cut != nil {
                    drawTriangles(texture: texture, vertices: vertices, indices: drawn)
                } else {
                    drawReachingIn(texture: texture, vertices: vertices, indices: drawn)
                }
            }
        }
    }

    /// Whether `rect` (view units) under `transform`, with as much past its outline as `edge`
    /// draws, reaches outside `cut` (pixels).
    static func reaches(_ rect: Rect, edge: ShapeTessellator.Edge, transform: Transform2D, outside cut: Rect) -> Bool {
        let pixelsPerUnit = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        let margin: Double =
            switch edge {
            case .exact: 1  // the outer ring lies at most 0.71 px out
            case .ramp(let width): width * pixelsPerUnit + 1
            case .gaussian(let sigma, _, _): 3 * sigma * pixelsPerUnit + 1
            }
        let (p0, p1) = (transform.apply(to: rect.origin), transform.apply(to: Point(x: rect.maxX, y: rect.minY)))
        let (p2, p3) = (transform.apply(to: Point(x: rect.maxX, y: rect.maxY)), transform.apply(to: Point(x: rect.minX, y: rect.maxY)))
        let inside =
            min(p0.x, p1.x, p2.x, p3.x) - margin >= cut.minX && min(p0.y, p1.y, p2.y, p3.y) - margin >= cut.minY
            && max(p0.x, p1.x, p2.x, p3.x) + margin <= cut.maxX && max(p0.y, p1.y, p2.y, p3.y) + margin <= cut.maxY
        return !inside
    }

    /// Draws the triangles, less those `cullsOutside` finds wholly outside what is drawn onto.
    private func drawReachingIn(
        texture: OpaquePointer?, vertices: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>
    ) {
        guard cullsOutside(vertices, indices) else {
            drawTriangles(texture: texture, vertices: vertices, indices: indices)
            return
        }
        culledIndices.withUnsafeBufferPointer { culled in drawTriangles(texture: texture, vertices: vertices, indices: culled) }
    }

    /// The triangles of the last shape left after `cullsOutside`.
    private var culledIndices: [Int32] = []

    /// Whether some of `indices`' triangles (of 32 or more) lie wholly past one side of what is
    /// being drawn onto (the clip, or the whole target); if so, `culledIndices` holds the others. A rasterizer
    /// sets up every triangle it is given, whatever it covers: the exact edge round the card,
    /// whose lower half is below the window, had half its 9,100 triangles there.
    private func cullsOutside(_ vertices: UnsafeBufferPointer<SDL_Vertex>, _ indices: UnsafeBufferPointer<Int32>) -> Bool {
        guard indices.count >= 96 else { return false }
        var target = SDL_Rect()
        if let clip = clipStack.last {
            target = clip
        } else {
            SDL_GetRendererOutputSize(window.renderer, &target.w, &target.h)
        }
        let (minX, minY) = (Float(target.x), Float(target.y))
        let (maxX, maxY) = (minX + Float(target.w), minY + Float(target.h))
        var (lowX, lowY, highX, highY) = (Float.infinity, Float.infinity, -Float.infinity, -Float.infinity)
        for vertex in vertices {
            (lowX, highX) = (min(lowX, vertex.position.x), max(highX, vertex.position.x))
            (lowY, highY) = (min(lowY, vertex.position.y), max(highY, vertex.position.y))
        }
        guard lowX < minX || lowY < minY || highX > maxX || highY > maxY else { return false }
        culledIndices.removeAll(keepingCapacity: true)
        for triangle in stride(from: 0, to: indices.count - 2, by: 3) {
            let a = vertices[Int(indices[triangle])].position
            let b = vertices[Int(indices[triangle + 1])].position
            let c = vertices[Int(indices[triangle + 2])].position
            let outside =
                (a.x < minX && b.x < minX && c.x < minX) || (a.x > maxX && b.x > maxX && c.x > maxX)
                || (a.y < minY && b.y < minY && c.y < minY) || (a.y > maxY && b.y > maxY && c.y > maxY)
            if !outside {
                culledIndices.append(indices[triangle])
                culledIndices.append(indices[triangle + 1])
                culledIndices.append(indices[triangle + 2])
            }
        }
        return culledIndices.count < indices.count
    }

    /// Where a shape cut to `pixels` is best filled from: the middle of what is left of it, where
    /// that lies inside it (`shape`, view units, mapped by `toPixels`); nil, its own middle, where
    /// the cut leaves it whole. Cut close to the shape's middle, a fan from there leaves needles
    /// a hundredth of a pixel wide along the cut, across which a rasterizer's texture coordinates
    /// stray (llvmpipe's did, letting a pixel of a sheet through).
    private func fanCentre(inside pixels: Rect, of shape: OpaqueBody, toPixels: Transform2D) -> Point? {
        guard let toView = toPixels.inverted() else { return nil }
        let box = shape.bounds.boundingBox(mappedBy: toPixels)
        guard box.minX < pixels.minX || box.minY < pixels.minY || box.maxX > pixels.maxX || box.maxY > pixels.maxY else {
            return nil
        }
        let middle = toView.apply(to: Point(x: pixels.midX, y: pixels.midY))
        return shape.covers(middle) ? middle : nil
    }

    /// A view's opaque background, which what is drawn just before it (its shadow) need not fill
    /// where the background covers it.
    nonisolated struct OpaqueBody {
        let bounds: Rect
        let radius: Double
        let corners: ViewKit.Corners
        let curve: CornerCurve
        /// How far inside its outline a point must be (view units): past the anti-aliased rim.
        let margin: Double

        /// Whether `point` (view units) lies where the background is wholly opaque: inside the
        /// outline by `margin`, and inside a rounded corner's arc by `margin`. A continuous
        /// corner is taken as the circle through its ends, 1.53 times its radius along each side,
        /// which the curve stays outside of.
        func covers(_ point: Point) -> Bool {
            let inner = bounds.inset(by: EdgeInsets(top: margin, left: margin, bottom: margin, right: margin))
            guard point.x >= inner.minX, point.x <= inner.maxX, point.y >= inner.minY, point.y <= inner.maxY else { return false }
            guard let reach else { return true }
            let cx = point.x < bounds.minX + reach ? bounds.minX + reach : point.x > bounds.maxX - reach ? bounds.maxX - reach : nil
            let cy = point.y < bounds.minY + reach ? bounds.minY + reach : point.y > bounds.maxY - reach ? bounds.maxY - reach : nil
            guard let cx, let cy else { return true }
            let corner: ViewKit.Corners =
                cy < bounds.midY ? (cx < bounds.midX ? .topLeft : .topRight) : (cx < bounds.midX ? .bottomLeft : .bottomRight)
            guard corners.contains(corner) else { return true }
            return ((point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy)).squareRoot() <= reach - margin
        }

        /// How far along each side a rounded corner reaches; nil where no corner is rounded.
        private var reach: Double? {
            guard !corners.isEmpty, radius > 0 else { return nil }
            return min(curve == .continuous ? radius * 1.528665 : radius, min(bounds.width, bounds.height) / 2)
        }

        /// The lines across which what it covers changes shape: its outline moved in by the
        /// margin, and where its corners' arcs begin.
        /// Appends those strictly inside the open ranges given to `x` and `y` (no list of its own:
        /// a shadow's slices are built every frame).
        func appendLines(x: inout [Double], y: inout [Double], inside xRange: (Double, Double), _ yRange: (Double, Double)) {
            func add(_ value: Double, to values: inout [Double], inside range: (Double, Double)) {
                if value > range.0 && value < range.1 { values.append(value) }
            }
            add(bounds.minX + margin, to: &x, inside: xRange)
            add(bounds.maxX - margin, to: &x, inside: xRange)
            add(bounds.minY + margin, to: &y, inside: yRange)
            add(bounds.maxY - margin, to: &y, inside: yRange)
            if let reach {
                add(bounds.minX + reach, to: &x, inside: xRange)
                add(bounds.maxX - reach, to: &x, inside: xRange)
                add(bounds.minY + reach, to: &y, inside: yRange)
                add(bounds.maxY - reach, to: &y, inside: yRange)
            }
        }
    }

    /// Whether `transform` keeps rectangles upright (scales and moves them only).
    static func isUpright(_ transform: Transform2D) -> Bool { abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9 }

    /// Clips to `rect` if the transform keeps it upright; returns whether a clip was pushed.
    private func pushClip(_ rect: Rect, transform: Transform2D) -> Bool {
        guard Self.isUpright(transform) else { return false }
        let a = transform.apply(to: rect.origin)
        let b = transform.apply(to: Point(x: rect.maxX, y: rect.maxY))
        pushClip(
            pixels: SDL_Rect(
                x: Int32(min(a.x, b.x).rounded()), y: Int32(min(a.y, b.y).rounded()),
                w: Int32(abs(b.x - a.x).rounded()), h: Int32(abs(b.y - a.y).rounded())))
        return true
    }

    /// Clips to `clip` (pixels of what is being drawn onto), inside the clip there is.
    private func pushClip(pixels clip: SDL_Rect) {
        var clip = clip
        if var outer = clipStack.last {
            var result = SDL_Rect()
            if SDL_IntersectRect(&outer, &clip, &result) == SDL_FALSE { result = SDL_Rect(x: clip.x, y: clip.y, w: 0, h: 0) }
            clip = result
        }
        clipStack.append(clip)
        applyClip()
    }

    private func popClip() {
        clipStack.removeLast()
        applyClip()
    }

    /// Cuts drawing to the innermost clip, or to nothing where there is none.
    private func applyClip() { setClip(clipStack.last) }

    /// Cuts drawing to `clip` (pixels of what is being drawn onto), or not at all.
    private func setClip(_ clip: SDL_Rect?) {
        if isCapturing {
            capture.clip(to: clip)
            return
        }
        if var clip {
            SDL_RenderSetClipRect(window.renderer, &clip)
        } else {
            SDL_RenderSetClipRect(window.renderer, nil)
        }
        recorder?.clip(to: clip)
    }

}

extension Rect {
    /// The box holding this rectangle and `other`, if there is one: an extent being grown.
    fileprivate func union(_ other: Rect?) -> Rect { other.map { union($0) } ?? self }
}
