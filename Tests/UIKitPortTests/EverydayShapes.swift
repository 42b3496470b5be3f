import UIKit

// Lines that differ from what this file would be on iOS: none.

// Everyday UIKit written as iOS code writes it, each line in UIKit's exact shape: zero geometry,
// a colour at an alpha, views and controllers compared and kept in sets as NSObjects, a stack
// replaced by assignment, an optional top controller, the `.none` operation, the device's idiom
// and orientation, the status bar and memory hooks, and a timing provider read back.

final class EverydayShapesViewController: UIViewController {
    var statusBarHidden = false
    var memoryWarnings = 0

    override var prefersStatusBarHidden: Bool { statusBarHidden }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        memoryWarnings += 1
    }

    func hideStatusBar() {
        statusBarHidden = true
        setNeedsStatusBarAppearanceUpdate()
    }
}

enum EverydayShapes {
    static var zeroGeometry: (CGRect, CGPoint, CGSize) { (CGRect(), CGPoint(), CGSize()) }

    static func dimmed(_ color: UIColor) -> UIColor { color.withAlphaComponent(0.4) }

    /// How many different views a set keeps, given `views` with repeats.
    static func distinct(_ views: [UIView]) -> Int { Set(views).count }

    static func sameController(_ a: UIViewController, _ b: UIViewController) -> Bool { a == b }

    static func replaceStack(of navigation: UINavigationController, with controllers: [UIViewController]) {
        navigation.viewControllers = controllers
    }

    static func topTitle(of navigation: UINavigationController) -> String? {
        guard let top = navigation.topViewController else { return nil }
        return top.title
    }

    static func describe(_ operation: UINavigationController.Operation) -> String {
        switch operation {
        case .none: return "none"
        case .push: return "push"
        case .pop: return "pop"
        @unknown default: return "unknown"
        }
    }

    static var deviceDescription: String {
        let device = UIDevice.current
        let idiom = device.userInterfaceIdiom == .pad ? "pad" : device.userInterfaceIdiom == .phone ? "phone" : "other"
        return "\(idiom) \(device.orientation.isLandscape ? "landscape" : "portrait")"
    }

    static func timingKind(_ provider: UITimingCurveProvider) -> String {
        switch provider.timingCurveType {
        case .builtin: return "builtin"
        case .cubic: return "cubic \(provider.cubicTimingParameters?.controlPoint1 ?? .zero)"
        case .spring: return "spring \(provider.springTimingParameters?.initialVelocity ?? .zero)"
        case .composed: return "composed"
        @unknown default: return "unknown"
        }
    }
}
