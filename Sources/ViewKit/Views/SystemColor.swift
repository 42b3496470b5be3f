/// iOS's light-mode system colours that ViewKit's own views draw with (Apple's Human Interface
/// Guidelines list them). The UIKit module's `Color.systemRed` and its kin are these values, so
/// each is written once.
package nonisolated enum SystemColor {
    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    package static let red = rgb(255, 59, 48)
    package static let gray = rgb(142, 142, 147)
    package static let blue = rgb(0, 122, 255)
    package static let green = rgb(52, 199, 89)
    /// A selected row's background.
    package static let gray4 = rgb(209, 209, 214)
    /// `systemGroupedBackground`, behind grouped tables.
    package static let groupedBackground = rgb(242, 242, 247)
    package static let secondaryLabel = rgb(60, 60, 67, 0.6)
    package static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    package static let separator = rgb(60, 60, 67, 0.29)
}
