/// Springs by name: the defaults other toolkits ship, each with the values their sources
/// publish, so an app can match a platform's feel without measuring it again.
///
/// Each preset keeps the parameters in the form its source gives them (mass, stiffness and
/// damping, or response and damping ratio); `drawer curve spring --preset NAME` evaluates, plots
/// or times any of them.
nonisolated extension Spring {
    /// UIKit's `UISpringTimingParameters()`: damping ratio 4.56 (Apple's reference: `init()`
    /// "sets the damping ratio to 4.56"), heavily over-damped.
    ///
    /// Apple publishes only the ratio. The mass 3, stiffness 1000 and damping 500 are the spring
    /// widely reported for UIKit's keyboard animation (Apple Developer Forums thread 48088, and
    /// the many apps that copy it), whose ratio 500 / (2√3000) = 4.564 is Apple's 4.56: the same
    /// spring, by that match, not by a statement of Apple's.
    public static let uiKitDefault = Spring(validMass: 3, stiffness: 1000, damping: 500)

    /// SwiftUI's `Animation.spring()`: response 0.5 s, damping fraction 0.825 (the defaults of
    /// `spring(response:dampingFraction:blendDuration:)` in SwiftUI's interface since iOS 17;
    /// the iOS 13 documentation gave a response of 0.55).
    public static let swiftUIDefault = Spring(validDampingRatio: 0.825, response: 0.5)

    /// SwiftUI's `Animation.interactiveSpring()`: response 0.15 s, damping fraction 0.86 (the
    /// defaults of `interactiveSpring(response:dampingFraction:blendDuration:)`), for content
    /// that follows a finger.
    public static let swiftUIInteractive = Spring(validDampingRatio: 0.86, response: 0.15)

    /// Flutter's Cupertino spring: mass 1, stiffness 522.35, damping 45.71 (flutter/flutter
    /// `packages/flutter/lib/src/cupertino/route.dart`, `_kStandardSpring`, which its modal
    /// popups and sheets use; its comment says the stiffness was read off a `CASpringAnimation`
    /// in Xcode and the damping chosen as 2√522.35, so it is critically damped).
    public static let cupertino = Spring(validMass: 1, stiffness: 522.35, damping: 45.7099552)

    /// libadwaita's navigation view (`AdwNavigationView`'s push and pop):
    /// `adw_spring_params_new (1, 1, 1000)`, damping ratio 1, mass 1, stiffness 1000
    /// (GNOME/libadwaita `src/adw-navigation-view.c`).
    public static let adwaitaNavigation = Spring(validDampingRatio: 1, mass: 1, stiffness: 1000)

    /// libadwaita's bottom sheet (`AdwBottomSheet` opening and closing):
    /// `adw_spring_params_new (0.8, 1, 400)`, damping ratio 0.8, mass 1, stiffness 400
    /// (GNOME/libadwaita `src/adw-bottom-sheet.c`).
    public static let adwaitaBottomSheet = Spring(validDampingRatio: 0.8, mass: 1, stiffness: 400)

    /// Every preset under the name `drawer curve spring --preset` takes, in the order above.
    public static let presets: [(name: String, spring: Spring)] = [
        ("uikit-default", uiKitDefault),
        ("swiftui-spring", swiftUIDefault),
        ("swiftui-interactive", swiftUIInteractive),
        ("cupertino", cupertino),
        ("adwaita-navigation", adwaitaNavigation),
        ("adwaita-bottom-sheet", adwaitaBottomSheet),
    ]

    /// The preset called `name` in `presets`, or nil.
    public static func preset(named name: String) -> Spring? {
        presets.first { $0.name == name }?.spring
    }

    /// A physical spring the caller knows to be valid (a constant): mass > 0, stiffness > 0,
    /// damping ≥ 0, finite; anything else is a programmer error and traps.
    public init(validMass mass: Double, stiffness: Double, damping: Double) {
        guard let spring = Spring(mass: mass, stiffness: stiffness, damping: damping) else {
            preconditionFailure("a spring needs mass > 0, stiffness > 0, damping ≥ 0, got \(mass), \(stiffness), \(damping)")
        }
        self = spring
    }

    /// libadwaita's form, `adw_spring_params_new (damping_ratio, mass, stiffness)`: the damping
    /// is 2ζ√(km). For constants; anything invalid traps.
    init(validDampingRatio dampingRatio: Double, mass: Double, stiffness: Double) {
        self.init(validMass: mass, stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
    }
}
