// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Motion
import ViewKit

// Core Animation's 3D transform: ViewKit's `Transform3D` under its name, and its C functions.

/// A transform of 3D space: ViewKit's `Transform3D` (row vectors; `m34` is the perspective).
public typealias CATransform3D = Transform3D

/// The identity.
public let CATransform3DIdentity = Transform3D.identity

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the axis (x, y, z); an axis of no length, the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// A translation by (tx, ty, tz), then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// A scale by (sx, sy, sz), then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about (x, y, z), then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse of `t`; `t` itself when it has none, as Core Animation's.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() ?? t }

/// The affine transform `m` in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }

/// Whether `t` is an affine transform of the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The plane's part of `t` (exact when it is affine).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
