import Motion
import SDLHost
import ViewKit

/// `zoom`: iOS 18's fluid zoom transition, as an app writes it with ViewKit:
/// `page.preferredTransition = .zoom(options:) { _ in tile }` and a push (written out here as
/// the public `ZoomTransitionAnimator` it makes, which the mode reads).
///
/// The root screen is a grid of tiles, each a miniature of its page; a click on a tile pushes
/// its page, which grows out of the tile, and everything else (the catch at any moment, the pull
/// down, the edge swipe, the pinch, the projected release on one spring) is
/// `ZoomTransitionAnimator`'s. The mode only chooses the options: its tunables, black dimming at
/// half, and the tiles as sources. Apple publishes no numbers for this transition; every number
/// here is Drawer's (docs/manual/modes.md).
///
/// Its card's spring (`spring(_:)`) is by default nearly critically damped, settling in 0.6 s.
final class ZoomMode: DemoMode, SpringTunedMode {
    nonisolated static let name = ModeName(declaring: "zoom")

    static let response = Tunable(name: "zoom.response", summary: "spring response, s", range: 0.1...1.5, defaultValue: 0.45)
    static let damping = Tunable(name: "zoom.damping", summary: "spring damping ratio", range: 0.3...1.5, defaultValue: 0.9)
    static let threshold = Tunable(
        name: "zoom.threshold", summary: "projected shrink or pull that closes", range: 0.05...0.8, defaultValue: 0.2)
    static let minScale = Tunable(
        name: "zoom.min_scale", summary: "card scale at a pull of the full height", range: 0.2...0.9, defaultValue: 0.5)
    static let motion = ModeMotion(tunables: [response, damping, threshold, minScale], code: swiftCode, plot: plot)
    static let keyBindings = [
        KeyBinding<ZoomMode>([.space], "open the first tile or close it") { mode in
            switch mode.phase {
            case .grid: mode.open(tile: 0)
            case .opening, .open: mode.navigation.popViewController(animated: true)
            case .closing, .dismissing: break  // refused during a leave, as UIKit refuses overlaps
            }
        }
    ]

    static func swiftCode(_ settings: MotionSettings) -> SwiftCode {
        let n = SwiftCode.number
        return SwiftCode(
            before: """
                // zoom: iOS 18's zoom transition grows the detail out of its tile and shrinks it back.
                // Apple publishes no springs for it; Drawer's (ours) carries the release velocity:
                // drawer curve spring --damping-ratio \(n(settings[damping])) --response \(n(settings[response])) --settling
                let tile = UIView()
                let detail = UIViewController()
                let options = UIViewController.Transition.ZoomOptions()
                options.interactiveDismissShouldBegin = { _ in true }
                detail.preferredTransition = .zoom(options: options) { _ in tile }
                let relativeVelocity: CGFloat = 0  // the pointer's over the distance left
                """,
            call: "let release = \(SwiftCode.physical(spring(settings), velocity: "relativeVelocity"))")
    }

    /// Where the page is in its life, read off the navigation stack and its transition.
    enum Phase: String {
        /// No page open.
        case grid
        /// The page grows toward the full window (a push, or a leave that was cancelled).
        case opening
        /// The page is open, at rest.
        case open
        /// A person holds the page as a card.
        case dismissing
        /// The card lands on its tile (a pop).
        case closing
    }

    let grid: ZoomGridController
    let navigation: NavigationController
    private let environment: DemoEnvironment

    init(environment: DemoEnvironment) {
        self.environment = environment
        grid = ZoomGridController(image: environment.image)
        navigation = NavigationController(rootViewController: grid, title: "zoom")
        navigation.setNavigationBarHidden(true, animated: false)
        grid.gridView.onSelect = { [unowned self] index in open(tile: index) }
    }

    var rootViewController: ViewController { navigation }

    /// The page being zoomed, shown, or leaving.
    private var page: ScreenController? {
        guard let context = navigation.transitionContext else { return navigation.topViewController as? ScreenController }
        return (context.kind == .push ? context.toViewController : context.fromViewController) as? ScreenController
    }

    /// The open page's zoom (the page keeps it, through its `preferredTransition`).
    private weak var zoom: ZoomTransitionAnimator?

    var phase: Phase {
        guard let context = navigation.transitionContext else { return page == nil ? .grid : .open }
        if zoom?.isHeld == true { return .dismissing }
        return context.kind == .push || context.transitionWasCancelled ? .opening : .closing
    }

    /// The tile the page belongs to, while it is out.
    var tile: Int? { page.map { $0.depth - 1 } }

    /// The card's frame now: the page's own at rest.
    var cardFrame: Rect {
        zoom?.cardFrame ?? page?.view.frame ?? tile.map(grid.gridView.tileFrame) ?? .zero
    }

    /// Pushes `index`'s page, zooming out of its tile (from the grid only).
    func open(tile index: Int) {
        guard page == nil, (0..<ZoomGridView.columns * ZoomGridView.rows).contains(index) else { return }
        let page = ScreenController(depth: index + 1, image: environment.image)
        page.title = "tile\(index + 1)"
        let options = ViewController.Transition.ZoomOptions()
        options.dimmingColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        options.spring = Self.spring(environment.settings)
        options.minimumScale = environment.settings[Self.minScale]
        options.dismissThreshold = environment.settings[Self.threshold]
        // iOS 18's `.zoom(options:sourceViewProvider:)`, written out so the mode keeps the zoom it
        // reads: the source is the cell of the tile the zoomed page shows now.
        let zoom = ZoomTransitionAnimator(zoomed: page, options: options) { [unowned self] context in
            (context.zoomedViewController as? ScreenController).flatMap { grid.gridView.tile(at: $0.depth - 1) }
        }
        page.preferredTransition = .init(ownsSwipeBack: true) { _ in zoom }
        self.zoom = zoom
        navigation.pushViewController(page, animated: true)
    }

    var restingHUDLines: [String] { [tile.map { "zoom \(phase.rawValue), tile \($0 + 1)" } ?? "zoom grid"] }

    func describe(into state: inout DemoState) {
        state.zoom = DemoState.Zoom(
            phase: phase.rawValue, tile: tile, frame: tile == nil ? nil : DemoState.rect(cardFrame),
            cornerRadius: tile == nil ? ZoomGridView.tileRadius : zoom?.cardCornerRadius ?? 0,
            source: tile.map { DemoState.rect(zoom?.sourceFrame ?? grid.gridView.tileFrame($0)) },
            interactive: phase == .dismissing)
    }

    func violations(at check: ModeCheck) -> [String] {
        guard case .afterFrame(let isAnimating) = check else {
            return phase == .dismissing ? ["the zoom card is held with no pointer down"] : []
        }
        var problems = navigation.containerViolations(allowing: ["zoom.dimming", "zoom.card"])
        // The tile hides while its page zooms (a page pushed with no window to animate in
        // never zoomed, and its tile stays, as no transition ran).
        let tiles = grid.gridView.tiles
        let hidden = tiles.indices.filter { tiles[$0].isHidden }
        let zooming = transition != nil ? tile.map { [$0] } : nil
        let wrongTiles = !hidden.allSatisfy({ $0 == tile }) || zooming.map({ $0 != hidden }) == true
        if (phase == .grid) != (tile == nil) || wrongTiles {
            problems.append("zoom \(phase): only the tile whose page is out hides (tile \(String(describing: tile)), hidden \(hidden))")
        }
        if !isAnimating && phase != .grid && phase != .open && phase != .dismissing {
            problems.append("zoom \(phase) with nothing moving")
        }
        return problems
    }

    /// Now: a zoom held by a person goes back. At rest: the zoom's own springs.
    func endMotion(_ ending: MotionEnding) {
        switch ending {
        case .now:
            guard let context = navigation.transitionContext else { return }
            context.endImmediately(completing: !context.isInteractive && !context.transitionWasCancelled)
        case .atRest:
            zoom?.endMotionAtRest(within: .visible)
        }
    }
}

extension DemoState {
    /// The zoom mode's card, in window points; `tile`, `frame` and `source` are null on the grid.
    package nonisolated struct Zoom: Codable, Equatable {
        /// grid, opening, open, dismissing or closing.
        package let phase: String
        /// The tile the card belongs to, from 0.
        @ExplicitNull package var tile: Int?
        /// The card's frame, [x, y, width, height].
        @ExplicitNull package var frame: [Double]?
        package let cornerRadius: Double
        /// The frame of the card's tile.
        @ExplicitNull package var source: [Double]?
        /// Whether a person holds the card.
        package let interactive: Bool

        nonisolated enum CodingKeys: String, CodingKey {
            case phase, tile, frame, source, interactive
            case cornerRadius = "corner_radius"
        }
    }
}
