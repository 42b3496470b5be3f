import CSDL
import Glibc
import Motion
import ViewKit

/// The renderer's clipping: clips drawn directly where no group is needed (an upright rounded
/// clip whose subviews stay clear of its corners), and clip groups drawn through a pass.
extension ViewRenderer {
    // MARK: Clips that need no group

    /// Draws a view that clips with no offscreen pass where its clip cuts nothing but its own
    /// rim: an opaque background, nothing of its own but subviews, each wholly inside its bounds
    /// by a pixel and clear of its rounded corners. Its background is drawn through the exact
    /// edge a clip group composites through, its subviews as they are, and its own shadow not at
    /// all (the clip cuts it to the shape, where the background covers it): the picture the clip
    /// group draws, without a pass the size of the view. Returns false where that does not hold.
    func drawClipDirectly(_ view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double) -> Bool {
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
    func contentExtent(of view: View, toPixels: Transform2D) -> Extent {
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
    func drawClipGroup(_ view: View, _ shown: PresentationValues, toPixels: Transform2D, alpha: Double) -> Bool {
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
    func pixelBox(of rect: Rect, toPixels: Transform2D, margin: Double = 0, inWholeWindow: Bool = false) -> SDL_Rect? {
        var target = drawnOnto
        if inWholeWindow && offscreenDepth == 0 {
            target = SDL_Rect()
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
    func applyMask(_ path: Path, width: Int32, height: Int32, toTexture: Transform2D) {
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
}
