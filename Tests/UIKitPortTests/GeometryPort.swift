// The geometry iOS code does, as it writes it: `CGFloat` is Foundation's, which Swift converts
// to and from `Double` implicitly, and `CGRect`, `CGPoint`, `CGSize` and `CGAffineTransform` are
// ViewKit's types under Core Graphics' names.
//
// Lines that differ from what this file would be on iOS, and why:
// - no `import Foundation` beside `import UIKit` (UIKit brings Foundation in, as on iOS): with
//   both, Swift finds two `CGRect`s in a type position, Foundation's and UIKit's, and reports
//   it ambiguous (a module's declaration shadows one of a module it re-exports only where a
//   file reaches that module through it alone). Kept so by decision, measured: the manual's
//   "Porting transition code from iOS" says why.

import UIKit

enum GeometryPort {
    /// A card's frame inset by a margin, centred under a point, clipped to a container.
    static func card(in container: CGRect, under point: CGPoint, size: CGSize, margin: CGFloat) -> CGRect {
        var frame = CGRect(origin: .zero, size: size).insetBy(dx: margin, dy: margin)
        frame.origin = CGPoint(x: point.x - frame.width / 2, y: point.y - frame.height / 2)
        return frame.intersection(container)
    }

    /// A point scaled about the origin then moved, and the size scaled.
    static func transformed(_ point: CGPoint, _ size: CGSize) -> (CGPoint, CGSize) {
        let transform = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0))
        return (point.applying(transform), size.applying(transform))
    }

    /// Whether two cards overlap, and where, as iOS code checks (`isNull` for none).
    static func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
        let overlap = a.intersection(b)
        return overlap.isNull ? nil : overlap
    }

    static let half: CGFloat = 0.5
    static let duration: TimeInterval = 0.3
}
