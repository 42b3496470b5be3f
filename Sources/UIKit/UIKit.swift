// UIKit's names and shapes over Motion and ViewKit, for code that arrives from iOS.
//
// A file that imports `UIKit` sees Foundation, Motion and ViewKit as well, as an iOS file sees
// Foundation through UIKit. (A file that also imports Foundation itself finds Foundation's
// `CGRect`, `CGPoint` and `CGSize` beside these, and Swift reports a type written with them
// ambiguous: such a file drops its `import Foundation`. ViewKit adopting Foundation's geometry
// would end that, and was measured: it makes `drawer` 2.8 times its size, since Foundation's
// CGRect lives in Foundation proper, with ICU, and `drawer` links only FoundationEssentials.) ViewKit keeps its own names; this module
// adds UIKit's: `UIView` is ViewKit's `View`, `CGRect` its `Rect`, and where UIKit's shape
// differs from ViewKit's (a transition context that is a protocol, a delegate whose methods
// take and return UIKit's protocols) a small adapter here bridges the two.

@_exported import Foundation
@_exported import Motion
@_exported import QuartzCore
@_exported import ViewKit
