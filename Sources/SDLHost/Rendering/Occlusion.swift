import CSDL
import Motion
import ViewKit

/// Which views a frame need not draw, or need draw only in part, because opaque views in front
/// cover them: what a software rasterizer spends its time on is pixels filled, and a screen
/// covered by the one pushed over it is a screen's worth of pixels no one sees.
///
/// Before each frame the tree is walked once in drawing order. Each view that is certainly
/// opaque (alpha 1 down its whole chain, an opaque background, upright on screen, under no
/// mask, fade or projection) is an occluder: its bounds in whole pixels that it covers fully
/// (inside its anti-aliased rim and clear of its rounded corners, cut to the clips around it).
/// Each view's subtree gets a box in pixels that holds everything it may draw (its bounds, its
/// shadow's 3σ, its picture and shape layers, its subviews' boxes, cut to its bounds where it
/// clips). Then, for each view, the occluders drawn after its whole subtree are taken from that
/// box: a box they cover entirely is not drawn (`Visibility.hidden`); a box they cut to a smaller
/// rectangle (an occluder across the whole of one side) is drawn through that rectangle as a clip
/// (`Visibility.clipped`), and one they leave in a few rectangles (a card in the middle of a
/// screen leaves four) is drawn once through each (`Visibility.pieces`), so the pixels under the
/// occluder are not filled. Nothing that shows changes: every pixel left out is one an opaque
/// pixel is drawn over later in the same frame, and the rectangles do not overlap, so no pixel
/// is drawn twice.
///
/// Views whose box cannot be bounded (text, whose width is the font's, in a view that does not
/// clip), materials (whose blur reads what is round them) and what holds them, and views drawn
/// into an offscreen pass are left alone. Occluders are capped at
/// `occludersKept` (the largest), so the walk stays linear in the views.
@MainActor struct Occlusion {
    /// What a frame does with one view's subtree.
    enum Visibility: Equatable {
        /// Covered entirely by opaque views drawn after it.
        case hidden
        /// Drawn only inside this box of pixels; the rest is covered.
        case clipped(PixelBox)
        /// Drawn once inside each of these boxes of pixels (at most `piecesKept`, none overlapping
        /// another); the rest is covered.
        case pieces(PixelBoxes)
    }

    /// At most `piecesKept` boxes, held in place: a decision allocates nothing.
    nonisolated struct PixelBoxes: RandomAccessCollection, Equatable {
        private var storage = InlineArray<4, PixelBox>(repeating: .empty)
        private(set) var count = 0

        init(_ boxes: [PixelBox]) {
            precondition(boxes.count <= storage.count, "more boxes than a decision keeps")
            for box in boxes {
                storage[count] = box
                count += 1
            }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(index: Int) -> PixelBox {
            precondition(index >= 0 && index < count, "box \(index) of \(count)")
            return storage[index]
        }

        static func == (lhs: PixelBoxes, rhs: PixelBoxes) -> Bool { lhs.elementsEqual(rhs) }
    }

    /// A box of whole pixels, `min` inclusive and `max` exclusive.
    nonisolated struct PixelBox: Equatable {
        var minX: Int32, minY: Int32, maxX: Int32, maxY: Int32

        static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

        var isEmpty: Bool { maxX <= minX || maxY <= minY }
        var area: Int { isEmpty ? 0 : Int(maxX - minX) * Int(maxY - minY) }

        /// The pixels of `boxes`, which do not overlap. Nonisolated: a closure written in the
        /// renderer's main-actor code checks the executor each time it runs, once a box.
        static func area(of boxes: [PixelBox]) -> Int { boxes.reduce(0) { $0 + $1.area } }
        var sdlRect: SDL_Rect { SDL_Rect(x: minX, y: minY, w: maxX - minX, h: maxY - minY) }

        /// The whole pixels that touch `rect` (pixel units).
        init(covering rect: Rect) {
            func clamped(_ value: Double) -> Int32 { Int32(clamping: Int(min(max(value, -1e9), 1e9))) }
            minX = clamped(rect.minX.rounded(.down))
            minY = clamped(rect.minY.rounded(.down))
            maxX = clamped(rect.maxX.rounded(.up))
            maxY = clamped(rect.maxY.rounded(.up))
        }

        init(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        func intersection(_ other: PixelBox) -> PixelBox {
            PixelBox(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        }

        func contains(_ other: PixelBox) -> Bool {
            other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
        }

        /// Appends to `rest` what is left of this box once `cover` is taken away: none, or up to
        /// four boxes that do not overlap (above and below `cover`, the whole width; beside it,
        /// its height).
        func removing(_ cover: PixelBox, into rest: inout [PixelBox]) {
            let overlap = intersection(cover)
            guard !overlap.isEmpty else { return rest.append(self) }
            if overlap.minY > minY { rest.append(PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: overlap.minY)) }
            if overlap.maxY < maxY { rest.append(PixelBox(minX: minX, minY: overlap.maxY, maxX: maxX, maxY: maxY)) }
            if overlap.minX > minX { rest.append(PixelBox(minX: minX, minY: overlap.minY, maxX: overlap.minX, maxY: overlap.maxY)) }
            if overlap.maxX < maxX { rest.append(PixelBox(minX: overlap.maxX, minY: overlap.minY, maxX: maxX, maxY: overlap.maxY)) }
        }
    }

    /// The most boxes a subtree is drawn through: each draws the whole subtree again (cut to the
    /// box), which costs its draw calls, not its pixels.
    nonisolated static let piecesKept = 4

    /// The most occluders a frame keeps: the largest, which cover the most.
    static let occludersKept = 16

    /// Each view in drawing order: its subtree's box and its own content's (nil where they cannot
    /// be bounded), and where its subtree ends in this order. The occluders are the opaque boxes,
    /// each with the place of its view in that order.
    private var entries: [(view: ObjectIdentifier, box: PixelBox?, ownBox: PixelBox?, subtreeEnd: Int)] = []
    private var occluders: [(index: Int, box: PixelBox)] = []
    /// How many materials the walk has met so far, and where each is in drawing order: a material
    /// reads back what is drawn before it, so an occluder after it must not take pixels away
    /// from what is drawn before it.
    private var materials = 0
    private var materialIndices: [Int] = []
    /// What `visibility` leaves of a box so far, and after the next occluder (kept for their
    /// capacity).
    private var pieces: [PixelBox] = []
    private var cut: [PixelBox] = []
    /// The decisions for subtrees that are not drawn whole.
    private(set) var decisions: [ObjectIdentifier: Visibility] = [:]
    /// The decisions for views' own content (shadow, background, picture) that is not drawn
    /// whole: covered by their subviews, or by views drawn after them.
    private(set) var contentDecisions: [ObjectIdentifier: Visibility] = [:]
    /// Whether an occluder covers the whole target, so clearing it first changes nothing.
    private(set) var coversTarget = false

    /// Walks `root` (at `rootTransform` to pixels) over a target of `target` pixels and decides
    /// each view's visibility.
    mutating func prepare(_ root: View, rootTransform: Transform2D, target: PixelBox) {
        entries.removeAll(keepingCapacity: true)
        occluders.removeAll(keepingCapacity: true)
        decisions.removeAll(keepingCapacity: true)
        contentDecisions.removeAll(keepingCapacity: true)
        materials = 0
        materialIndices.removeAll(keepingCapacity: true)
        if occluders.capacity < Self.occludersKept { occluders.reserveCapacity(Self.occludersKept) }
        _ = visit(root, in: root.superview, parentTransform: rootTransform, parentAlpha: 1, clip: target, occluding: true)
        // Room for a decision on every view walked: the tables grow with the tree (when views
        // join), not with how many views a frame's motion happens to cover.
        decisions.reserveCapacity(entries.count)
        contentDecisions.reserveCapacity(entries.count)
        let firstMaterial = materialIndices.first ?? Int.max
        coversTarget = occluders.contains { $0.index < firstMaterial && $0.box.contains(target) }
        guard !occluders.isEmpty else { return }
        var nextMaterial = 0
        for (index, entry) in entries.enumerated() {
            while nextMaterial < materialIndices.count && materialIndices[nextMaterial] <= index { nextMaterial += 1 }
            let until = nextMaterial < materialIndices.count ? materialIndices[nextMaterial] : Int.max
            if let box = entry.box, let visibility = visibility(of: box, in: target, from: entry.subtreeEnd, until: until) {
                decisions[entry.view] = visibility
                if visibility == .hidden { continue }
            }
            if let box = entry.ownBox, let visibility = visibility(of: box, in: target, from: index + 1, until: until) {
                contentDecisions[entry.view] = visibility
            }
        }
    }

    /// What of `box` the occluders drawn from `first` on (before `end`, the next material) leave
    /// to be seen: nil where they take nothing, `.hidden` where they take it all, else the boxes
    /// they leave. An occluder that would leave more boxes is taken only where it takes a quarter
    /// of the box or more, and leaves at most `piecesKept`.
    private mutating func visibility(of box: PixelBox, in target: PixelBox, from first: Int, until end: Int) -> Visibility? {
        let box = box.intersection(target)
        guard !box.isEmpty else { return nil }
        pieces.removeAll(keepingCapacity: true)
        pieces.append(box)
        for occluder in occluders where occluder.index >= first && occluder.index < end {
            cut.removeAll(keepingCapacity: true)
            for piece in pieces { piece.removing(occluder.box, into: &cut) }
            // More boxes are more draw calls: worth it only for a quarter of the box or more.
            let saves = PixelBox.area(of: pieces) - PixelBox.area(of: cut)
            if cut.count <= pieces.count || (cut.count <= Self.piecesKept && 4 * saves >= box.area) { swap(&pieces, &cut) }
            if pieces.isEmpty { return .hidden }
        }
        guard PixelBox.area(of: pieces) < box.area else { return nil }
        return pieces.count == 1 ? .clipped(pieces[0]) : .pieces(PixelBoxes(pieces))
    }

    /// Records `view` (a subview of `superview`) and its subtree; returns the subtree's box in
    /// pixels (nil where it cannot be bounded). `clip` is the pixels its ancestors' clips leave;
    /// `occluding` is false under a mask, a projection or a rasterized bitmap, where nothing is
    /// known to be opaque on screen.
    private mutating func visit(
        _ view: View, in superview: View?, parentTransform: Transform2D, parentAlpha: Double, clip: PixelBox, occluding: Bool
    ) -> PixelBox? {
        // What the renderer skips, this skips (an empty box: nothing to decide, nothing drawn);
        // a hidden view before its presentation is read (a list's cells hide three views each).
        guard !view.isHiddenWhenDrawn else { return PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        let shown = view.presentationValues
        let alpha = parentAlpha * min(max(shown.alpha, 0), 1)
        guard alpha > 0.001 else { return PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        let index = entries.count
        entries.append((ObjectIdentifier(view), nil, nil, index + 1))
        // A layer in 3D is drawn through an offscreen pass in its own plane: its subtree is
        // neither bounded here nor an occluder.
        let toPixels = shown.transformToSuperview.concatenating(parentTransform)
        guard view.projectiveTransformToSuperview(shown, under: superview) == nil, toPixels.isFinite else { return nil }
        let bounds = shown.bounds
        let upright = ViewRenderer.isUpright(toPixels)
        let radius = min(max(shown.cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        // A rasterized subtree is a bitmap resampled where it is composited (at its own
        // resolution, perhaps not the window's): neither an occluder nor bounded by its views.
        let rasterized = view.shouldRasterize
        let masked = view.shapeMask != nil || rasterized
        let clips = view.clipsToBounds

        // Its own pixels, and the clip its subviews are drawn in.
        var inner = clip
        if clips && upright {
            // The larger of the boxes, as a conservative clip for what is inside.
            // (Not `Optional.map`: its closure would check the main actor's executor, a view a frame.)
            let (first, second) = Self.opaqueBoxes(of: bounds, radius: radius, view: view, toPixels: toPixels, in: inner)
            if let second, second.area > first.area { inner = second } else { inner = first }
        }
        if occluding, !masked, alpha >= 1, upright, shown.backgroundColor.alpha >= 1 {
            let (first, second) = Self.opaqueBoxes(of: bounds, radius: radius, view: view, toPixels: toPixels, in: clip)
            if !first.isEmpty { keep(occluder: first, at: index) }
            if let second, second != first, !second.isEmpty { keep(occluder: second, at: index) }
        }

        // Everything it may draw, in its own units.
        var own = bounds
        if let shadow = shown.shadow, shadow.color.alpha > 0, !clips {
            own = own.union(ViewRenderer.shadowBox(shadow, of: view, bounds: bounds))
        }
        if let image = view.image, !clips,
            let placement = view.contentMode.placement(ofImageSized: image.size, in: bounds, clipped: false)
        {
            own = own.union(placement.frame)
        }
        // A material blurs what is behind it, up to 3σ round: cut by a clip, it would read less.
        let material = view is VisualEffectView
        if material {
            materials += 1
            materialIndices.append(index)
        }
        let materialsBefore = materials
        var unbounded = (view.textLine != nil && !clips) || material
        if !clips {
            for layer in view.shapeSublayers {
                if let box = ViewRenderer.drawnBox(of: layer) { own = own.union(box) }
            }
        }
        // A pixel round it: the anti-aliased rims.
        let covering = PixelBox(covering: Self.pixelBounds(of: own, toPixels))
        var box = PixelBox(minX: covering.minX - 1, minY: covering.minY - 1, maxX: covering.maxX + 1, maxY: covering.maxY + 1)
        // A view's own content is drawn whole under a clip group or a fade (a pass of its own),
        // and where it holds text, whose width is the font's.
        if view.textLine == nil && !material { entries[index].ownBox = box }
        // Under a turned clip nothing is known to be upright on screen.
        let subviewsOccluding = occluding && !masked && (upright || !clips)
        // Each subview borrowed from a held copy of the list: a loop over the list retains and
        // releases each (on the side table's slow path, since views are weakly held).
        let subviews = view.subviews
        for index in subviews.indices {
            let sub = withoutRetaining(.passUnretained(subviews[index])) { subview in
                visit(subview, in: view, parentTransform: toPixels, parentAlpha: alpha, clip: inner, occluding: subviewsOccluding)
            }
            if let sub {
                if !sub.isEmpty {
                    box = PixelBox(
                        minX: min(box.minX, sub.minX), minY: min(box.minY, sub.minY), maxX: max(box.maxX, sub.maxX),
                        maxY: max(box.maxY, sub.maxY))
                }
            } else if !clips {
                unbounded = true
            }
        }
        entries[index].subtreeEnd = entries.count
        // A material anywhere inside: the whole subtree is left alone, clip or no clip.
        let holdsMaterial = material || materials > materialsBefore
        if holdsMaterial {
            return nil
        } else if clips && upright {
            // A view that clips cuts everything it draws (its shadow too) to its bounds.
            let cut = PixelBox(covering: Self.pixelBounds(of: bounds, toPixels))
            box = box.intersection(PixelBox(minX: cut.minX - 1, minY: cut.minY - 1, maxX: cut.maxX + 1, maxY: cut.maxY + 1))
            unbounded = false
        } else if clips {
            unbounded = false
        }
        if unbounded || rasterized { return nil }
        entries[index].box = box
        return box
    }

    private mutating func keep(occluder box: PixelBox, at index: Int) {
        if occluders.count < Self.occludersKept {
            occluders.append((index, box))
        } else if let smallest = occluders.indices.min(by: { occluders[$0].box.area < occluders[$1].box.area }),
            occluders[smallest].box.area < box.area
        {
            occluders[smallest] = (index, box)
        }
    }

    /// The whole pixels inside `clip` that an upright view's bounds cover fully, as up to two
    /// boxes: where its corners are rounded, the two rectangles that clear them (each cut only
    /// at the sides that have them; a continuous corner takes 1.53 times its radius of each
    /// side). A pixel wholly inside a straight edge is opaque: the edge's anti-aliased ramp
    /// reaches half a pixel in, to that pixel's centre (a pixel further in where the view
    /// clips, for a clip group's exact edge).
    static func opaqueBoxes(
        of bounds: Rect, radius: Double, view: View, toPixels: Transform2D, in clip: PixelBox
    ) -> (PixelBox, PixelBox?) {
        // A view that clips may be drawn through a clip group, whose exact edge leaves its rim
        // pixels a little short of opaque: a pixel in from it, they are not.
        let margin = view.clipsToBounds ? 1 : 0.0
        func box(_ rect: Rect) -> PixelBox {
            func whole(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int32 {
                Int32(clamping: Int(min(max(value.rounded(rule), -1e9), 1e9)))
            }
            let pixels = Occlusion.pixelBounds(of: rect, toPixels)
            let box = PixelBox(
                minX: whole(pixels.minX - 1e-3 + margin, .up), minY: whole(pixels.minY - 1e-3 + margin, .up),
                maxX: whole(pixels.maxX + 1e-3 - margin, .down), maxY: whole(pixels.maxY + 1e-3 - margin, .down)
            ).intersection(clip)
            return box.isEmpty ? PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0) : box
        }
        let corners = view.roundedCorners
        guard radius > 0, !corners.isEmpty else { return (box(bounds), nil) }
        let reach = view.cornerCurve == .continuous ? min(radius * 1.528665, min(bounds.width, bounds.height) / 2) : radius
        func inset(_ first: ViewKit.Corners, _ second: ViewKit.Corners) -> Double {
            corners.contains(first) || corners.contains(second) ? reach : 0
        }
        let across = bounds.inset(
            by: EdgeInsets(top: inset(.topLeft, .topRight), left: 0, bottom: inset(.bottomLeft, .bottomRight), right: 0))
        let down = bounds.inset(
            by: EdgeInsets(top: 0, left: inset(.topLeft, .bottomLeft), bottom: 0, right: inset(.topRight, .bottomRight)))
        return (box(across), box(down))
    }

    /// The box round `rect`'s four corners mapped by `transform` (without an array: this runs
    /// for every view, every frame).
    static func pixelBounds(of rect: Rect, _ transform: Transform2D) -> Rect {
        let a = transform.apply(to: Point(x: rect.minX, y: rect.minY))
        let b = transform.apply(to: Point(x: rect.maxX, y: rect.minY))
        let c = transform.apply(to: Point(x: rect.maxX, y: rect.maxY))
        let d = transform.apply(to: Point(x: rect.minX, y: rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y)
        return Rect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }
}
