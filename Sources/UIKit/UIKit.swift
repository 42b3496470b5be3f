// UIKit's names and shapes over Motion and ViewKit, for code that arrives from iOS.
//
// A file that imports `UIKit` (or `UIKit` and `Foundation`) sees Foundation, Motion and ViewKit
// as well, as an iOS file sees Foundation through UIKit. ViewKit keeps its own names; this module
// adds UIKit's: `UIView` is ViewKit's `View`, `CGRect` its `Rect`, and where UIKit's shape
// differs from ViewKit's (a transition context that is a protocol, a delegate whose methods
// take and return UIKit's protocols) a small adapter here bridges the two.

@_exported import Foundation
@_exported import Motion
@_exported import ViewKit
