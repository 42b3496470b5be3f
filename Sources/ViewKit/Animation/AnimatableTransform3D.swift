import Glibc
import Motion

/// A 3D transform taken apart to animate, as Core Animation interpolates `transform`: M = scale ·
/// shear · rotation · translation · perspective (row vectors), the rotation a unit quaternion.
/// Between two rotations the quaternions are blended and normalised (a normalised lerp: the
/// same path as Core Animation's slerp, a little faster through the middle), taken the shorter
/// way round, so a turn of 180° about y is a turn, not a squash; whole turns are not kept, as a
/// matrix keeps none (`transform.rotation` key paths animate those).
public nonisolated struct Transform3DComponents: VectorArithmetic, Sendable {
    public var translation: SIMD3<Double>
    public var scale: SIMD3<Double>
    /// Shear of y along x, of z along x, of z along y.
    public var shear: SIMD3<Double>
    /// The perspective column (m14, m24, m34, m44) once the rest is taken out.
    public var perspective: SIMD4<Double>
    /// The rotation, (x, y, z, w).
    public var quaternion: SIMD4<Double>

    public init(
        translation: SIMD3<Double>, scale: SIMD3<Double>, shear: SIMD3<Double>, perspective: SIMD4<Double>,
        quaternion: SIMD4<Double>
    ) {
        self.translation = translation
        self.scale = scale
        self.shear = shear
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The parts of `transform`; a matrix whose w row is zero, or whose plane part is singular,
    /// animates as the identity's parts would (it cannot be taken apart).
    public init(_ transform: Transform3D) {
        let identityParts = Transform3DComponents(
            translation: .zero, scale: .one, shear: .zero, perspective: SIMD4(0, 0, 0, 1), quaternion: SIMD4(0, 0, 0, 1))
        var m = transform.rows
        guard m[3][3] != 0, m.allSatisfy({ $0.allSatisfy(\.isFinite) }) else {
            self = identityParts
            return
        }
        let norm = m[3][3]
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= norm } }
        func row(_ i: Int) -> SIMD3<Double> { SIMD3(m[i][0], m[i][1], m[i][2]) }
        var rows = [row(0), row(1), row(2)]
        let translation = row(3)
        // M[i][3] = rows[i]·p for i < 3 and M[3][3] = t·p + p3: solve for p.
        let plane = Transform3D(rows: [
            [m[0][0], m[0][1], m[0][2], 0], [m[1][0], m[1][1], m[1][2], 0], [m[2][0], m[2][1], m[2][2], 0], [0, 0, 0, 1],
        ])
        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            guard let inverse = plane.inverted()?.rows else {
                self = identityParts
                return
            }
            // p = A⁻¹ · c (c the column), for row-vector A.
            let c = SIMD3(m[0][3], m[1][3], m[2][3])
            let p = SIMD3(
                inverse[0][0] * c.x + inverse[0][1] * c.y + inverse[0][2] * c.z,
                inverse[1][0] * c.x + inverse[1][1] * c.y + inverse[1][2] * c.z,
                inverse[2][0] * c.x + inverse[2][1] * c.y + inverse[2][2] * c.z)
            perspective = SIMD4(p.x, p.y, p.z, m[3][3] - (translation * p).sum())
        }
        func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
        func unit(_ v: SIMD3<Double>, _ fallback: SIMD3<Double>) -> SIMD3<Double> {
            let l = length(v)
            return l > 1e-12 ? v / l : fallback
        }
        // Gram–Schmidt on the rows: A = diag(scale) · shear · R.
        var scale = SIMD3<Double>(length(rows[0]), 0, 0)
        rows[0] = unit(rows[0], SIMD3(1, 0, 0))
        var shearXY = (rows[0] * rows[1]).sum()
        rows[1] -= shearXY * rows[0]
        scale.y = length(rows[1])
        rows[1] = unit(rows[1], SIMD3(0, 1, 0))
        var shearXZ = (rows[0] * rows[2]).sum()
        var shearYZ = (rows[1] * rows[2]).sum()
        rows[2] -= shearXZ * rows[0] + shearYZ * rows[1]
        scale.z = length(rows[2])
        rows[2] = unit(rows[2], SIMD3(0, 0, 1))
        shearXY = scale.y > 1e-12 ? shearXY / scale.y : 0
        shearXZ = scale.z > 1e-12 ? shearXZ / scale.z : 0
        shearYZ = scale.z > 1e-12 ? shearYZ / scale.z : 0
        // A mirror: the rotation stays proper, the scale takes the sign.
        let cross = SIMD3(
            rows[1].y * rows[2].z - rows[1].z * rows[2].y, rows[1].z * rows[2].x - rows[1].x * rows[2].z,
            rows[1].x * rows[2].y - rows[1].y * rows[2].x)
        if (rows[0] * cross).sum() < 0 {
            scale = -scale
            rows = rows.map { -$0 }
        }
        self.init(
            translation: translation, scale: scale, shear: SIMD3(shearXY, shearXZ, shearYZ), perspective: perspective,
            quaternion: Self.quaternion(ofRows: rows))
    }

    /// The unit quaternion of a proper rotation written as row-vector rows (Shepperd's method).
    private static func quaternion(ofRows r: [SIMD3<Double>]) -> SIMD4<Double> {
        // The column-vector matrix is the transpose: c[i][j] = r[j][i].
        let (c00, c11, c22) = (r[0].x, r[1].y, r[2].z)
        let trace = c00 + c11 + c22
        let q: SIMD4<Double>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = SIMD4((r[1].z - r[2].y) / s, (r[2].x - r[0].z) / s, (r[0].y - r[1].x) / s, s / 4)
        } else if c00 > c11 && c00 > c22 {
            let s = (1 + c00 - c11 - c22).squareRoot() * 2
            q = SIMD4(s / 4, (r[1].x + r[0].y) / s, (r[2].x + r[0].z) / s, (r[1].z - r[2].y) / s)
        } else if c11 > c22 {
            let s = (1 + c11 - c00 - c22).squareRoot() * 2
            q = SIMD4((r[1].x + r[0].y) / s, s / 4, (r[2].y + r[1].z) / s, (r[2].x - r[0].z) / s)
        } else {
            let s = (1 + c22 - c00 - c11).squareRoot() * 2
            q = SIMD4((r[2].x + r[0].z) / s, (r[2].y + r[1].z) / s, s / 4, (r[0].y - r[1].x) / s)
        }
        return q.w < 0 ? -q : q
    }

    /// The transform the parts make.
    public var transform: Transform3D {
        let norm = (quaternion * quaternion).sum().squareRoot()
        let (x, y, z, w) =
            norm > 1e-12 ? (quaternion.x / norm, quaternion.y / norm, quaternion.z / norm, quaternion.w / norm) : (0, 0, 0, 1)
        // Row-vector rows of the rotation: the transpose of the column-vector matrix.
        let rotation: [SIMD3<Double>] = [
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
        ]
        let a0 = scale.x * rotation[0]
        let a1 = scale.y * (shear.x * rotation[0] + rotation[1])
        let a2 = scale.z * (shear.y * rotation[0] + shear.z * rotation[1] + rotation[2])
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        return Transform3D(rows: [
            [a0.x, a0.y, a0.z, (a0 * p).sum()], [a1.x, a1.y, a1.z, (a1 * p).sum()], [a2.x, a2.y, a2.z, (a2 * p).sum()],
            [translation.x, translation.y, translation.z, (translation * p).sum() + perspective.w],
        ])
    }

    public static var zero: Transform3DComponents {
        Transform3DComponents(translation: .zero, scale: .zero, shear: .zero, perspective: .zero, quaternion: .zero)
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            translation: lhs.translation + rhs.translation, scale: lhs.scale + rhs.scale, shear: lhs.shear + rhs.shear,
            perspective: lhs.perspective + rhs.perspective, quaternion: lhs.quaternion + rhs.quaternion)
    }

    /// The difference, with the rotation taken the shorter way round (q and −q are one rotation).
    public static func - (lhs: Self, rhs: Self) -> Self {
        let near = (lhs.quaternion * rhs.quaternion).sum() < 0 ? -lhs.quaternion : lhs.quaternion
        return Self(
            translation: lhs.translation - rhs.translation, scale: lhs.scale - rhs.scale, shear: lhs.shear - rhs.shear,
            perspective: lhs.perspective - rhs.perspective, quaternion: near - rhs.quaternion)
    }

    public func scaled(by factor: Double) -> Self {
        Self(
            translation: translation * factor, scale: scale * factor, shear: shear * factor, perspective: perspective * factor,
            quaternion: quaternion * factor)
    }

    public var magnitudeSquared: Double {
        (translation * translation).sum() + (scale * scale).sum() + (shear * shear).sum() + (perspective * perspective).sum()
            + (quaternion * quaternion).sum()
    }
}

nonisolated extension Transform3D: Animatable {
    public var animatableData: Transform3DComponents {
        get { Transform3DComponents(self) }
        set { self = newValue.transform }
    }
}
