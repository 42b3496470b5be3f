import Motion
import SDLHost
import ViewKit

/// A page of a navigation stack: its colour, its number as its title, and a button that pushes
/// the next page.
final class Page: ViewController {
    static let colors: [UInt32] = [0x264653, 0x2A9D8F, 0xE9C46A, 0xF4A261, 0xE76F51]
    let number: Int

    init(_ number: Int) {
        self.number = number
        super.init(title: "Page \(number)")
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Next") { [unowned self] in pushNext() }
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(rgb: Self.colors[(number - 1) % Self.colors.count])
    }

    func pushNext() {
        navigationController?.pushViewController(Page(number + 1), animated: true)
    }
}

/// UIKit's navigation stack: Next (or Right) pushes, the back button (or Left) pops, and a swipe
/// from the left edge pops interactively, caught if pressed while it settles.
let navigation = NavigationController(rootViewController: Page(1))

/// What a script's `state` prints: the stack's titles, and the bar's.
struct State: Encodable {
    let stack: [String]
    let bar: String
}

HostRunner.main(
    title: "Navigation", rootViewController: navigation,
    keys: { key in
        switch key {
        case .right: (navigation.topViewController as? Page)?.pushNext()
        case .left: navigation.popViewController(animated: true)
        default: break
        }
    },
    state: {
        State(
            stack: navigation.viewControllers.map(\.title),
            bar: navigation.topViewController.map { $0.navigationItem.title ?? $0.title } ?? "")
    }
)
