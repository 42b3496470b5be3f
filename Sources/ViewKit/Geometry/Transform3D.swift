import Glibc

/// A 4×4 transform of 3D space, as Core Animation's `CATransform3D`: row vectors, so a point
/// (x, y, z, 1) maps to (x, y, z, 1)·M and is then divided by its fourth coordinate; `m41`…`m43`
/// translate, and `m34` is the perspective (−1/d puts the eye d points in front of the plane).
/// A layer applies it about its anchor point, and draws its plane (z = 0) through it.
public nonisolated struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Core Animation's `CATransform3D()`: all zero.
    public init() { self.init(rows: Array(repeating: [0, 0, 0, 0], count: 4)) }

    /// The transform that leaves every point where it is.
    public static let identity = Transform3D(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

    /// A translation by (x, y, z).
    public init(translationX x: Double, y: Double, z: Double) {
        self.init(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]])
    }

    /// A scale by (sx, sy, sz).
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self.init(rows: [[sx, 0, 0, 0], [0, sy, 0, 0], [0, 0, sz, 0], [0, 0, 0, 1]])
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the origin, as
    /// `CATransform3DMakeRotation`; an axis of no length gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (x, y, z) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        // The rotation about the unit axis, written for row vectors: Core Animation's, a positive
        // angle about z turning x toward y as CGAffineTransform's rotation does.
        self.init(rows: [
            [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
            [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
            [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
            [0, 0, 0, 1],
        ])
    }

    /// The affine transform `affine` in the plane, as `CATransform3DMakeAffineTransform`.
    public init(_ affine: Transform2D) {
        self.init(rows: [[affine.a, affine.b, 0, 0], [affine.c, affine.d, 0, 0], [0, 0, 1, 0], [affine.tx, affine.ty, 0, 1]])
    }

    init(rows: [[Double]]) {
        self.init(
            m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
            m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
            m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
            m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
    }

    /// The entries, row by row.
    var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform is an affine transform of the plane, as `CATransform3DIsAffine`:
    /// nothing in or out of z, no perspective.
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m43 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1
    }

    /// The plane's part, as `CATransform3DGetAffineTransform`: exact when `isAffine`.
    public var affine: Transform2D { Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// The transform that applies `self` first and then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows
        let b = other.rows
        var product = Array(repeating: [0.0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 { product[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j] }
        }
        return Transform3D(rows: product)
    }

    /// `self` preceded by a translation, as `CATransform3DTranslate`.
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a scale, as `CATransform3DScale`.
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a rotation, as `CATransform3DRotate`.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The inverse, or nil when the matrix is singular (`CATransform3DInvert` returns the
    /// transform unchanged there).
    public func inverted() -> Transform3D? {
        var a = rows
        var inverse = Transform3D.identity.rows
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-300
            else { return nil }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let divisor = a[column][column]
            for j in 0..<4 {
                a[column][j] /= divisor
                inverse[column][j] /= divisor
            }
            for i in 0..<4 where i != column {
                let factor = a[i][column]
                guard factor != 0 else { continue }
                for j in 0..<4 {
                    a[i][j] -= factor * a[column][j]
                    inverse[i][j] -= factor * inverse[column][j]
                }
            }
        }
        let result = Transform3D(rows: inverse)
        return result.rows.allSatisfy { $0.allSatisfy(\.isFinite) } ? result : nil
    }

    /// Where the plane's point `point` lands, projected: (x, y) after the divide by w, and w
    /// itself (positive in front of the eye).
    public func project(_ point: Point) -> (point: Point, w: Double) {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        return (Point(x: x / w, y: y / w), w)
    }
}
