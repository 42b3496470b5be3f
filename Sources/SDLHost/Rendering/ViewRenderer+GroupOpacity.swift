import CSDL
import Glibc
import Motion
import ViewKit

/// The renderer's group opacity: a subtree that fades as one picture, drawn into a pass (kept
/// from frame to frame where it draws the same) and composited at its alpha.
extension ViewRenderer {
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
    func visiblePart(of area: Rect, toPixels: Transform2D, resolution scale: Double) -> Rect? {
        let target = drawnOnto
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

    /// Whether `view`'s subtree holds a material. (A loop: a closure passed to `contains` would
    /// check the main actor's executor at every view.)
    static func holdsMaterial(_ view: View) -> Bool {
        if view is VisualEffectView { return true }
        for subview in view.subviews where !subview.isHiddenWhenDrawn && holdsMaterial(subview) { return true }
        return false
    }

    /// Draws `body` at full opacity into the top-left `width` × `height` pixels of a texture,
    /// cleared to transparent and clipped to those pixels, then `composite`s that texture onto
    /// what was being drawn. Drawing with SDL's blend into a clear texture leaves premultiplied
    /// colour in it, so the texture blends with premultiplied "over": no dark fringes, no shadow
    /// darkened twice. A pass `keptFor` a view (see `keepsPass`) keeps its texture for the next
    /// frame, which composites it without drawing it again if `body` draws the same. Returns false
    /// where no texture can be had.
    func drawOffscreen(
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
    func drawPassContent(width: Int32, height: Int32, body: () -> Void) {
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
    func drawKeptPass(
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
    func giveBackAfterReplay(_ texture: GroupTexturePool.Texture) {
        if isCapturing { heldForReplay.append(texture) } else { groupTextures.giveBack(texture) }
    }

    /// Draws what a capture holds, as it would have been drawn.
    func replay(_ commands: DrawCommands) {
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
    func drawGroup(
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

    /// Where a group's picture is its view's opaque background colour and nothing else (see
    /// `flatPart(of:_:in:resolution:)`), and that colour.
    struct FlatPart {
        let color: Color
        let inside: Rect
    }

    /// The most subviews a flat part is cut round; past that a group is sampled all over.
    static let flatPartHoles = 8

    struct FlatGrid {
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
    func flatPart(of view: View, _ shown: PresentationValues, in drawn: Rect, resolution scale: Double) -> FlatPart? {
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
    func compositeFilling(
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
}
