// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; compiled as
// written (laid out again by `swift format`, as every file here is).
// Lines that differ from what this file would be on iOS: none. (It compiled once the UIKit
// module had what it uses: see the CHANGELOG's 4.1.0.)
//
//  A 2×3 grid of coloured tiles; pushing a detail zooms it out of the tapped tile, popping shrinks it back.
//  Test entry points (TileZoomGridViewController):
//    func embedInNavigationController() -> UINavigationController   – wraps the grid and installs the nav delegate
//    func open(tileAt index: Int)   – pushes TileZoomDetailViewController, zooming out of tiles[index]
//    func closeDetail()             – pops the detail, zooming back into the tile

import UIKit

final class TileZoomGridViewController: UIViewController, UINavigationControllerDelegate {
    static let tileColors: [UIColor] = [
        UIColor(red: 0.95, green: 0.36, blue: 0.33, alpha: 1), UIColor(red: 0.98, green: 0.67, blue: 0.24, alpha: 1),
        UIColor(red: 0.40, green: 0.78, blue: 0.45, alpha: 1), UIColor(red: 0.27, green: 0.60, blue: 0.96, alpha: 1),
        UIColor(red: 0.58, green: 0.42, blue: 0.90, alpha: 1), UIColor(red: 0.93, green: 0.40, blue: 0.70, alpha: 1),
    ]
    private(set) var tiles: [UIControl] = []
    private(set) var selectedTileIndex: Int?

    /// The grid is the navigation controller's delegate (UIKit holds it weakly; the nav stack retains the grid).
    func embedInNavigationController() -> UINavigationController {
        let navController = UINavigationController(rootViewController: self)
        navController.delegate = self
        return navController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tiles"
        view.backgroundColor = .systemBackground
        for (index, color) in Self.tileColors.enumerated() {
            let tile = UIControl()
            tile.backgroundColor = color
            tile.layer.cornerRadius = TileZoomAnimator.cornerRadius
            tile.accessibilityLabel = "Tile \(index + 1)"
            tile.addAction(UIAction { [weak self] _ in self?.open(tileAt: index) }, for: .touchUpInside)
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let columns = 2
        let rows = 3
        let gap: CGFloat = 12  // gap is also the outer padding
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: gap, dy: gap)
        let width = (area.width - gap * CGFloat(columns - 1)) / CGFloat(columns)
        let height = (area.height - gap * CGFloat(rows - 1)) / CGFloat(rows)
        for (index, tile) in tiles.enumerated() {
            let column = index % columns
            let row = index / columns
            tile.frame = CGRect(
                x: area.minX + CGFloat(column) * (width + gap),
                y: area.minY + CGFloat(row) * (height + gap), width: width, height: height)
        }
    }

    func open(tileAt index: Int) {
        guard tiles.indices.contains(index), navigationController?.topViewController === self else { return }
        selectedTileIndex = index
        let detail = TileZoomDetailViewController(index: index, color: Self.tileColors[index])
        navigationController?.pushViewController(detail, animated: true)
    }

    func closeDetail() {
        guard navigationController?.topViewController is TileZoomDetailViewController else { return }
        navigationController?.popViewController(animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let index = selectedTileIndex, tiles.indices.contains(index) else { return nil }
        switch operation {
        case .push where fromVC === self && toVC is TileZoomDetailViewController:
            return TileZoomAnimator(operation: .push, tile: tiles[index])
        case .pop where toVC === self && fromVC is TileZoomDetailViewController:
            return TileZoomAnimator(operation: .pop, tile: tiles[index])
        default:
            return nil
        }
    }
}

final class TileZoomDetailViewController: UIViewController {
    let index: Int
    private let color: UIColor
    private lazy var closeButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Close") { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })

    init(index: Int, color: UIColor) {
        self.index = index
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tile \(index + 1)"
        view.backgroundColor = color
        closeButton.tintColor = .white
        view.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        closeButton.frame = CGRect(x: view.bounds.midX - 60, y: view.bounds.midY - 22, width: 120, height: 44)
    }
}

final class TileZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let cornerRadius: CGFloat = 12
    static let pushDuration: TimeInterval = 0.4
    static let popDuration: TimeInterval = 0.3
    private let operation: UINavigationController.Operation
    private let tile: UIView

    init(operation: UINavigationController.Operation, tile: UIView) {
        self.operation = operation
        self.tile = tile
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        operation == .push ? Self.pushDuration : Self.popDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if operation == .push { animatePush(transitionContext) } else { animatePop(transitionContext) }
    }

    private func animatePush(_ context: UIViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to),
            let toView = context.view(forKey: .to)
        else { return context.completeTransition(false) }
        let containerView = context.containerView
        let startFrame = tile.convert(tile.bounds, to: containerView)
        let finalFrame = context.finalFrame(for: toVC)
        tile.isHidden = true  // the detail view takes the tile's place
        toView.frame = startFrame
        toView.layer.cornerRadius = Self.cornerRadius
        toView.clipsToBounds = true
        containerView.addSubview(toView)
        toView.layoutIfNeeded()
        UIView.animate(
            withDuration: Self.pushDuration, delay: 0, usingSpringWithDamping: 0.85,
            initialSpringVelocity: 0, options: [],
            animations: {
                toView.frame = finalFrame
                toView.layer.cornerRadius = 0
                toView.layoutIfNeeded()
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled { self.tile.isHidden = false }
                context.completeTransition(!cancelled)
            })
    }

    private func animatePop(_ context: UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from),
            let toVC = context.viewController(forKey: .to),
            let toView = context.view(forKey: .to)
        else { return context.completeTransition(false) }
        let containerView = context.containerView
        toView.frame = context.finalFrame(for: toVC)  // grid underneath, already in place
        containerView.insertSubview(toView, belowSubview: fromView)
        toView.layoutIfNeeded()  // lay out the grid so the tile's frame is current before converting it
        let startFrame = fromView.frame
        let endFrame = tile.convert(tile.bounds, to: containerView)
        fromView.clipsToBounds = true
        UIView.animate(
            withDuration: Self.popDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                fromView.frame = endFrame
                fromView.layer.cornerRadius = Self.cornerRadius
                fromView.layoutIfNeeded()
            },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled {
                    fromView.frame = startFrame
                    fromView.layer.cornerRadius = 0
                } else {
                    self.tile.isHidden = false  // the detail has landed back in the tile's frame
                }
                context.completeTransition(!cancelled)
            })
    }
}
