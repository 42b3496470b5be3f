// The view's frame and centre, and its geometry mapped to its superview's, the window's and other views'.
extension View {
    /// The rectangle the view covers in its superview's coordinates.
    ///
    /// Setting it sets the bounds size and the position (keeping the anchor point). With a
    /// transform other than identity, reading it gives the bounding box of the transformed bounds.
    public var frame: Rect {
        get { bounds.boundingBox(mappedBy: transformToSuperview) }
        set {
            bounds.size = newValue.size
            position = Point(
                x: newValue.minX + anchorPoint.x * newValue.width,
                y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The view's centre in the superview's coordinates, as UIKit's: the layer's `position`, the
    /// point the anchor sits at. With the default anchor (the middle) it is the untransformed
    /// frame's midpoint; with another it is not (`frame.midX` and `midY` are). Animatable.
    public var center: Point {
        get { position }
        set { position = newValue }
    }

    /// Changes the anchor point without moving the view on screen (adjusts `position`).
    public func setAnchorPoint(_ anchor: Point, keepingFrame: Bool) {
        guard keepingFrame else {
            anchorPoint = anchor
            return
        }
        let before = transformToSuperview.apply(
            to: Point(
                x: bounds.minX + anchor.x * bounds.width,
                y: bounds.minY + anchor.y * bounds.height))
        anchorPoint = anchor
        position = before
    }

    /// Maps the view's bounds coordinates to its superview's: about the anchor, then to `position`.
    public var transformToSuperview: Transform2D {
        Self.transformToSuperview(bounds: bounds, anchorPoint: anchorPoint, transform: transform, position: position)
    }

    /// The mapping of a layer's geometry to its superview's: about the anchor, then to `position`
    /// (the model's, and the presentation's in `PresentationValues`).
    nonisolated static func transformToSuperview(bounds: Rect, anchorPoint: Point, transform: Transform2D, position: Point) -> Transform2D {
        let anchor = Point(
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height)
        return Transform2D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(Transform2D(translationX: position.x, y: position.y))
    }

    /// Maps the view's bounds coordinates to the root of its tree (the window).
    public var transformToWindow: Transform2D {
        var result = transformToSuperview
        var ancestor = superview
        while let view = ancestor {
            result = result.concatenating(view.transformToSuperview)
            ancestor = view.superview
        }
        return result
    }

    /// Converts a point in this view's bounds coordinates to the window's (the root's superview space).
    public func convertToWindow(_ point: Point) -> Point { transformToWindow.apply(to: point) }

    /// `point`, in this view's coordinates, in `view`'s (the window's when nil), as UIKit's
    /// `convert(_:to:)`: through both views' transforms as the model has them.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = transformToWindow.apply(to: point)
        guard let view, let back = view.transformToWindow.inverted() else { return inWindow }
        return back.apply(to: inWindow)
    }

    /// `point`, in `view`'s coordinates (the window's when nil), in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view?.transformToWindow.apply(to: point) ?? point
        return transformToWindow.inverted()?.apply(to: inWindow) ?? inWindow
    }

    /// `rect`, in this view's coordinates, in `view`'s: the bounding box of its corners, as
    /// UIKit's `convert(_:to:)` for a rect.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect.boundingBox(of: rect.corners.map { convert($0, to: view) })
    }

    /// `rect`, in `view`'s coordinates, in this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect.boundingBox(of: rect.corners.map { convert($0, from: view) })
    }

    /// The bounds' corners, top-left, top-right, bottom-right, bottom-left, in window coordinates.
    public var cornersInWindow: [Point] { corners(mappedBy: transformToWindow) }

    private func corners(mappedBy map: Transform2D) -> [Point] {
        let b = bounds
        return [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
            Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY),
        ].map(map.apply(to:))
    }
}
