/// A property of a view's layer that an animation names by Core Animation's key path: how to
/// read it from what shows, how to write it back, and how to take the values iOS code hands an
/// animation (numbers, points, sizes, rectangles, colours, transforms).
nonisolated struct LayerKeyPath: Sendable {
    let read: @Sendable (PresentationValues) -> LayerVector
    let write: @Sendable (inout PresentationValues, LayerVector) -> Void
    let parse: @Sendable (Any) -> LayerVector?
    /// How an additive animation's value adds to what is under it: number by number, but for a
    /// whole transform the two matrices concatenated, as Core Animation's `isAdditive` says.
    var add: @Sendable (_ value: LayerVector, _ underneath: LayerVector) -> LayerVector = { $0 + $1 }

    /// The key path's property, or nil for one a view's layer does not animate.
    static func named(_ name: String) -> LayerKeyPath? { all[name] }

    private static let all: [String: LayerKeyPath] = [
        "position": LayerKeyPath(
            read: { LayerVector($0.position.x, $0.position.y) }, write: { $0.position = Point(x: $1[0], y: $1[1]) }, parse: point),
        "position.x": LayerKeyPath(read: { LayerVector($0.position.x) }, write: { $0.position.x = $1[0] }, parse: number),
        "position.y": LayerKeyPath(read: { LayerVector($0.position.y) }, write: { $0.position.y = $1[0] }, parse: number),
        "bounds": LayerKeyPath(
            read: { LayerVector($0.bounds.origin.x, $0.bounds.origin.y, $0.bounds.width, $0.bounds.height) },
            write: { $0.bounds = Rect(x: $1[0], y: $1[1], width: max($1[2], 0), height: max($1[3], 0)) }, parse: rect),
        "bounds.size": LayerKeyPath(
            read: { LayerVector($0.bounds.width, $0.bounds.height) },
            write: { $0.bounds.size = Size(width: max($1[0], 0), height: max($1[1], 0)) }, parse: size),
        "opacity": LayerKeyPath(read: { LayerVector($0.alpha) }, write: { $0.alpha = min(max($1[0], 0), 1) }, parse: number),
        "cornerRadius": LayerKeyPath(
            read: { LayerVector($0.cornerRadius) }, write: { $0.cornerRadius = max($1[0], 0) }, parse: number),
        "backgroundColor": LayerKeyPath(
            read: {
                LayerVector($0.backgroundColor.red, $0.backgroundColor.green, $0.backgroundColor.blue, $0.backgroundColor.alpha)
            },
            write: { $0.backgroundColor = Color(red: $1[0], green: $1[1], blue: $1[2], alpha: $1[3]) }, parse: color),
        "transform": LayerKeyPath(
            read: { components(of: $0.transform) }, write: { $0.transform = transform(of: $1) },
            parse: { ($0 as? Transform2D).map(components(of:)) },
            add: { components(of: transform(of: $1).concatenating(transform(of: $0))) }),
        "transform.rotation": rotation,
        "transform.rotation.z": rotation,
        "transform.scale": transformPart(read: { ($0.scaleX + $0.scaleY) / 2 }, write: { ($0.scaleX, $0.scaleY) = ($1, $1) }),
        "transform.scale.x": transformPart(read: { $0.scaleX }, write: { $0.scaleX = $1 }),
        "transform.scale.y": transformPart(read: { $0.scaleY }, write: { $0.scaleY = $1 }),
        "transform.translation.x": transformPart(read: { $0.translationX }, write: { $0.translationX = $1 }),
        "transform.translation.y": transformPart(read: { $0.translationY }, write: { $0.translationY = $1 }),
        "transform.translation": LayerKeyPath(
            read: {
                let parts = TransformComponents($0.transform)
                return LayerVector(parts.translationX, parts.translationY)
            },
            write: { values, vector in
                var parts = TransformComponents(values.transform)
                (parts.translationX, parts.translationY) = (vector[0], vector[1])
                values.transform = parts.transform
            }, parse: size),
        "shadowOpacity": shadowPart(read: { $0.color.alpha }, write: { $0.color.alpha = min(max($1, 0), 1) }),
        "shadowRadius": shadowPart(read: { $0.radius }, write: { $0.radius = max($1, 0) }),
    ]

    private static let rotation = transformPart(read: { $0.rotation }, write: { $0.rotation = $1 })

    /// One number of the transform's parts (Core Animation's value functions: a rotation of 2π is
    /// a whole turn, as a matrix could not say).
    private static func transformPart(
        read: @escaping @Sendable (TransformComponents) -> Double, write: @escaping @Sendable (inout TransformComponents, Double) -> Void
    ) -> LayerKeyPath {
        LayerKeyPath(
            read: { LayerVector(read(TransformComponents($0.transform))) },
            write: { values, vector in
                var parts = TransformComponents(values.transform)
                write(&parts, vector[0])
                values.transform = parts.transform
            }, parse: number)
    }

    /// One number of the shadow (Core Animation's default shadow where the view has none).
    private static func shadowPart(read: @escaping @Sendable (Shadow) -> Double, write: @escaping @Sendable (inout Shadow, Double) -> Void)
        -> LayerKeyPath
    {
        LayerKeyPath(
            read: { LayerVector(read($0.shadow ?? .layerDefault)) },
            write: { values, vector in
                var shadow = values.shadow ?? .layerDefault
                write(&shadow, vector[0])
                values.shadow = shadow
            }, parse: number)
    }

    private static func number(_ value: Any) -> LayerVector? { LayerValue.number(value).map { LayerVector($0) } }
    private static func point(_ value: Any) -> LayerVector? { (value as? Point).map { LayerVector($0.x, $0.y) } }
    private static func size(_ value: Any) -> LayerVector? { (value as? Size).map { LayerVector($0.width, $0.height) } }
    private static func rect(_ value: Any) -> LayerVector? {
        (value as? Rect).map { LayerVector($0.origin.x, $0.origin.y, $0.width, $0.height) }
    }
    private static func color(_ value: Any) -> LayerVector? {
        (value as? Color).map { LayerVector($0.red, $0.green, $0.blue, $0.alpha) }
    }

    private static func components(of transform: Transform2D) -> LayerVector {
        let parts = TransformComponents(transform)
        return LayerVector(parts.translationX, parts.translationY, parts.rotation, parts.scaleX, parts.scaleY, parts.shear)
    }

    private static func transform(of vector: LayerVector) -> Transform2D {
        TransformComponents(
            translationX: vector[0], translationY: vector[1], rotation: vector[2], scaleX: vector[3], scaleY: vector[4],
            shear: vector[5]
        ).transform
    }
}
