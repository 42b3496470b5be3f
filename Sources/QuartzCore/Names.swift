import Foundation
import Motion
import ViewKit

// Core Animation's and Core Graphics' names for what ViewKit has under its own.

/// A view's layer: Core Animation's layer as ViewKit has it, one with its view (`view.layer`).
public typealias CALayer = Layer
public typealias CACornerMask = CornerMask
public typealias CALayerCornerCurve = CornerCurve
public typealias CAShapeLayer = ShapeLayer
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's animation base classes: the basic animation is the base here, and the
/// keyframe animation its subclass.
public typealias CAAnimation = BasicAnimation
public typealias CAPropertyAnimation = BasicAnimation
public typealias CAKeyframeAnimation = LayerKeyframeAnimation
public typealias CASpringAnimation = SpringAnimation
public typealias CAAnimationGroup = AnimationGroup
public typealias CAAnimationCalculationMode = KeyframeCalculationMode
public typealias CAMediaTimingFillMode = FillMode
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
public typealias CAAnimationDelegate = AnimationDelegate
public typealias CGPath = Path

/// Core Graphics' colour: a colour is one value here, so `UIColor.red.cgColor` is the colour.
public typealias CGColor = Color

nonisolated extension Color {
    /// The colour, as Core Graphics' (`layer.borderColor = UIColor.red.cgColor`).
    public var cgColor: CGColor { self }
}
