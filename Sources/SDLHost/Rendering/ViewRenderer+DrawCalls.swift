import CSDL
import Glibc
import Motion
import ViewKit

/// The renderer's draw calls and shapes: triangles to SDL (or into a capture), culled to the
/// clip, and rounded shapes tessellated with their exact or ramped edges.
extension ViewRenderer {
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
    func beginPass(into target: GroupTexturePool.Texture) {
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
    func endPass() {
        if isCapturing {
            capture.endPass()
            return
        }
        SDL_SetRenderTarget(window.renderer, outerTargets.removeLast() ?? nil)
        recorder?.endPass()
    }

    /// Multiplies what is being drawn onto, in its top-left `width` × `height` pixels, by the
    /// alpha of `coverage` there (a mask).
    func multiply(by coverage: OpaquePointer, width: Int32, height: Int32) {
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
    func multiply(byShape shape: DrawCommands.ExactShape, width: Int32, height: Int32) {
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
    func borrowGroupTexture(width: Int32, height: Int32) -> GroupTexturePool.Texture? {
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

    /// A picture that cannot be drawn shows as a grey panel with a magenta frame, and one
    /// warning on stderr, rather than as nothing at all.
    func drawPlaceholder(
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
    func fillShape(
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

    /// The pixels of what is being drawn onto: the clip, or the whole target.
    var drawnOnto: SDL_Rect {
        if let clip = clipStack.last { return clip }
        var target = SDL_Rect()
        SDL_GetRendererOutputSize(window.renderer, &target.w, &target.h)
        return target
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
    func drawReachingIn(
        texture: OpaquePointer?, vertices: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>
    ) {
        guard cullsOutside(vertices, indices) else {
            drawTriangles(texture: texture, vertices: vertices, indices: indices)
            return
        }
        culledIndices.withUnsafeBufferPointer { culled in drawTriangles(texture: texture, vertices: vertices, indices: culled) }
    }

    /// Whether some of `indices`' triangles (of 32 or more) lie wholly past one side of what is
    /// being drawn onto (the clip, or the whole target); if so, `culledIndices` holds the others. A rasterizer
    /// sets up every triangle it is given, whatever it covers: the exact edge round the card,
    /// whose lower half is below the window, had half its 9,100 triangles there.
    func cullsOutside(_ vertices: UnsafeBufferPointer<SDL_Vertex>, _ indices: UnsafeBufferPointer<Int32>) -> Bool {
        guard indices.count >= 96 else { return false }
        let target = drawnOnto
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
    func fanCentre(inside pixels: Rect, of shape: OpaqueBody, toPixels: Transform2D) -> Point? {
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
    func pushClip(_ rect: Rect, transform: Transform2D) -> Bool {
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
    func pushClip(pixels clip: SDL_Rect) {
        var clip = clip
        if var outer = clipStack.last {
            var result = SDL_Rect()
            if SDL_IntersectRect(&outer, &clip, &result) == SDL_FALSE { result = SDL_Rect(x: clip.x, y: clip.y, w: 0, h: 0) }
            clip = result
        }
        clipStack.append(clip)
        applyClip()
    }

    func popClip() {
        clipStack.removeLast()
        applyClip()
    }

    /// Cuts drawing to the innermost clip, or to nothing where there is none.
    func applyClip() { setClip(clipStack.last) }

    /// Cuts drawing to `clip` (pixels of what is being drawn onto), or not at all.
    func setClip(_ clip: SDL_Rect?) {
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
