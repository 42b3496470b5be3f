import Foundation
import QuartzCore
import ViewKit

// UIKit's colour initializers and system colours. The system colours are iOS's light-mode
// values (Apple's Human Interface Guidelines list them); Drawer has no dark mode yet.
nonisolated extension Color {
    /// A grey of `white` (0 black, 1 white).
    public init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    public static let systemBlue = SystemColor.blue
    public static let systemRed = SystemColor.red
    public static let systemGreen = SystemColor.green
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemMint = rgb(0, 199, 190)
    public static let systemGray = SystemColor.gray
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = SystemColor.gray4
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    public static let systemBackground = Color.white
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = Color.white
    public static let systemGroupedBackground = SystemColor.groupedBackground
    public static let secondarySystemGroupedBackground = Color.white
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    public static let label = Color.black
    public static let darkText = Color.black
    public static let lightText = Color(white: 1, alpha: 0.6)
    public static let secondaryLabel = SystemColor.secondaryLabel
    public static let gray = Color(white: 0.5, alpha: 1)
    public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
}
