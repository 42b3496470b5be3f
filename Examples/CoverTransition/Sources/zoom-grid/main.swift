import Motion
import SDLHost
import ViewKit

let colors: [UInt32] = [0x264653, 0x2A9D8F, 0xE9C46A, 0xF4A261, 0xE76F51, 0x6D597A]

/// Three columns of square tiles under the bar.
final class GridView: View {
    override func layoutSubviews() {
        let side = min((bounds.width - 64) / 3, (bounds.height - NavigationBar.height - 64) / 2)
        for (index, tile) in subviews.enumerated() {
            let (column, row) = (Double(index % 3), Double(index / 3))
            tile.frame = Rect(x: 16 + column * (side + 16), y: NavigationBar.height + 16 + row * (side + 16), width: side, height: side)
        }
    }
}

/// A grid of tiles; a click on one pushes its page, which zooms out of the tile and back into it.
final class Grid: ViewController {
    private var tiles: [View] = []

    override func loadView() -> View { GridView(name: "grid") }

    override func viewDidLoad() {
        view.backgroundColor = Color(rgb: 0x1D2433)
        tiles = colors.indices.map { index in
            let tile = View(name: "tile\(index + 1)")
            tile.backgroundColor = Color(rgb: colors[index])
            tile.cornerRadius = 16
            tile.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in open(index) })
            view.addSubview(tile)
            return tile
        }
    }

    func open(_ index: Int) {
        let page = ViewController(title: "Page \(index + 1)")
        page.view.backgroundColor = Color(rgb: colors[index])
        // The whole transition: pull it down, swipe from the edge or pinch to close, catch it anytime.
        page.preferredTransition = .zoom { [unowned self] _ in tiles[index] }
        navigationController?.pushViewController(page, animated: true)
    }
}

let navigation = NavigationController(rootViewController: Grid(title: "Photos"))

/// What a script's `state` prints: the stack, and the zoom while it runs.
struct State: Encodable {
    let stack: [String]
    let transition: String?
    let progress: Double?
}

HostRunner.main(
    title: "Zoom", rootViewController: navigation,
    state: {
        let context = navigation.transitionContext
        return State(stack: navigation.viewControllers.map(\.title), transition: context?.kind.rawValue, progress: context?.progress)
    }
)
