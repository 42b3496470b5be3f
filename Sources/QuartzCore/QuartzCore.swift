// Core Animation's and Core Graphics' names and shapes over Motion and ViewKit, for code that
// arrives from iOS: `import QuartzCore` gives `CALayer` (a view's layer), the animation classes,
// `CATransform3D` and its functions, `CACurrentMediaTime()` and `CATransaction`, with CGRect,
// CGPoint, CGSize, CGAffineTransform, CGVector, CGPath and CGColor. `import UIKit` brings it in,
// as it does on iOS. It brings Motion and ViewKit, not Foundation: Foundation on Linux has
// CGRect, CGPoint and CGSize types of its own, and only a module that imports Foundation
// itself and declares these names hides Foundation's (UIKit declares them again for that).

import Foundation
@_exported import Motion
@_exported import ViewKit

/// iOS code hands Core Animation its numbers as `NSNumber`s (`NSNumber(value: 2 * .pi)`, a
/// keyframe animation's `values`); a layer animation here reads them as it reads Swift's numbers.
extension NSNumber: AnimationNumber {}
