import ViewKit

/// The zoom mode's root screen: the grid of tiles.
final class ZoomGridController: ViewController {
    let gridView: ZoomGridView

    init(image: Image) {
        gridView = ZoomGridView(image: image)
        super.init(title: "grid")
    }

    override func loadView() -> View { gridView }
}

/// Three columns, two rows of square tiles, centred under the mode bar: a collection view on a
/// compositional layout (one custom group that places the six where the grid puts them), fed
/// by a diffable data source of the tiles' numbers, each tile a cell made by a registration.
final class ZoomGridView: CollectionView, CollectionViewDelegate {
    static let columns = 3
    static let rows = 2
    static let tileRadius = 20.0
    /// What a selected tile does (the mode opens its page).
    var onSelect: (Int) -> Void = { _ in }
    private var tileSource: CollectionViewDiffableDataSource<Int, Int>?

    init(image: Image) {
        let whole = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let group = CollectionLayoutGroup.custom(layoutSize: whole) { environment in
            (0..<Self.columns * Self.rows).map {
                CollectionLayoutGroupCustomItem(frame: Self.tileFrame($0, in: environment.container.contentSize))
            }
        }
        super.init(frame: .zero, collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        name = "zoom.grid"
        backgroundColor = Color(rgb: 0x1D2433)
        // The tiles are placed under the mode bar already; the content takes no inset for it.
        contentInsetAdjustmentBehavior = .never
        let registration = CollectionView.CellRegistration<ZoomTileCell, Int> { cell, _, index in
            cell.show(tile: index, image: image)
        }
        tileSource = CollectionViewDiffableDataSource(collectionView: self) { collection, indexPath, index in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: index)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<Self.columns * Self.rows))
        tileSource?.apply(snapshot, animatingDifferences: false)
        delegate = self
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        deselectItem(at: indexPath, animated: false)
        if let index = tileSource?.itemIdentifier(for: indexPath) { onSelect(index) }
    }

    /// Tile `index`'s cell while it shows: the zoom's source, found by the tile's number as
    /// iOS 18's article finds it by an item's identifier.
    func tile(at index: Int) -> ZoomTileCell? {
        tileSource?.indexPath(for: index).flatMap { cellForItem(at: $0) as? ZoomTileCell }
    }

    /// The tiles that show, in order.
    var tiles: [ZoomTileCell] {
        layoutIfNeeded()
        return (0..<Self.columns * Self.rows).compactMap(tile(at:))
    }

    /// The frame of tile `index`, in this view's points.
    func tileFrame(_ index: Int) -> Rect { Self.tileFrame(index, in: bounds.size) }

    /// The frame of tile `index` in a grid of `size`.
    static func tileFrame(_ index: Int, in size: Size) -> Rect {
        let margin = 24.0
        let gap = 16.0
        let top = ModeBar.height + margin
        let columns = Double(Self.columns)
        let rows = Double(Self.rows)
        let side = max(
            min((size.width - 2 * margin - (columns - 1) * gap) / columns, (size.height - top - margin - (rows - 1) * gap) / rows),
            8)
        let gridWidth = columns * side + (columns - 1) * gap
        let gridHeight = rows * side + (rows - 1) * gap
        let left = ((size.width - gridWidth) / 2).rounded()
        let upper = (top + (size.height - top - margin - gridHeight) / 2).rounded()
        let column = Double(index % Self.columns)
        let row = Double(index / Self.columns)
        return Rect(x: left + column * (side + gap), y: upper + row * (side + gap), width: side, height: side)
    }
}

/// A tile of the grid: its page in miniature, rounded.
final class ZoomTileCell: CollectionViewCell {
    private var page: ZoomPageView?

    required init(frame: Rect) {
        super.init(frame: frame)
        cornerRadius = ZoomGridView.tileRadius
        cornerCurve = .continuous
        clipsToBounds = true
    }

    /// The picture of the tile's page (the content view before the cell shows a tile).
    var picture: View { page?.picture ?? contentView }

    func show(tile index: Int, image: Image) {
        page?.removeFromSuperview()
        let page = ZoomPageView(color: ScreenPalette.color(atDepth: index + 1), image: image, name: "zoom.tile\(index + 1).page")
        page.isUserInteractionEnabled = false
        contentView.addSubview(page)
        self.page = page
        name = "zoom.tile\(index + 1)"
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        page?.pageSize = superview?.bounds.size ?? bounds.size
        page?.frame = contentView.bounds
    }
}

/// A tile: its page (`ScreenView`) drawn at the tile's size, the picture scaled with the page to
/// fill the tile (aspect-fill, centred), as the zoom transition scales the page and masks it to
/// its card. So the card that grows out of the tile looks exactly like it at the start.
final class ZoomPageView: View {
    let picture: View
    /// The size of the full page (the window), which the picture's natural size refers to.
    var pageSize = Size(width: 1, height: 1) { didSet { setNeedsLayout() } }

    init(color: Color, image: Image, name: String) {
        picture = View(frame: Rect(origin: .zero, size: image.size), name: "\(name).picture")
        picture.image = image
        picture.isUserInteractionEnabled = false
        super.init(name: name)
        backgroundColor = color
        clipsToBounds = true
        addSubview(picture)
    }

    /// How much the page is scaled to fill this view.
    var pageScale: Double {
        max(bounds.width / max(pageSize.width, 1), bounds.height / max(pageSize.height, 1))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = (picture.image?.size ?? .zero) * pageScale
        var origin = Point(x: bounds.midX - side.width / 2, y: bounds.midY - side.height / 2)
        // At the page's own size, whole points keep the picture crisp (as ScreenView does).
        if pageScale == 1 { origin = Point(x: origin.x.rounded(), y: origin.y.rounded()) }
        picture.frame = Rect(origin: origin, size: side)
    }
}
