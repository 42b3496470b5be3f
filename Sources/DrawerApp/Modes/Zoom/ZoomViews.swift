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

/// Three columns, two rows of square tiles, centred under the mode bar.
final class ZoomGridView: View {
    static let columns = 3
    static let rows = 2
    static let tileRadius = 20.0
    let tiles: [ZoomPageView]

    init(image: Image) {
        tiles = (0..<Self.columns * Self.rows).map { index in
            ZoomPageView(color: ScreenPalette.color(atDepth: index + 1), image: image, name: "zoom.tile\(index + 1)")
        }
        super.init(name: "zoom.grid")
        backgroundColor = Color(rgb: 0x1D2433)
        for tile in tiles {
            tile.cornerRadius = Self.tileRadius
            tile.cornerCurve = .continuous
            addSubview(tile)
        }
    }

    /// The frame of tile `index`, in this view's points.
    func tileFrame(_ index: Int) -> Rect {
        let margin = 24.0
        let gap = 16.0
        let top = ModeBar.height + margin
        let columns = Double(Self.columns)
        let rows = Double(Self.rows)
        let side = max(
            min((bounds.width - 2 * margin - (columns - 1) * gap) / columns, (bounds.height - top - margin - (rows - 1) * gap) / rows),
            8)
        let gridWidth = columns * side + (columns - 1) * gap
        let gridHeight = rows * side + (rows - 1) * gap
        let left = ((bounds.width - gridWidth) / 2).rounded()
        let upper = (top + (bounds.height - top - margin - gridHeight) / 2).rounded()
        let column = Double(index % Self.columns)
        let row = Double(index / Self.columns)
        return Rect(x: left + column * (side + gap), y: upper + row * (side + gap), width: side, height: side)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, tile) in tiles.enumerated() {
            tile.pageSize = bounds.size
            tile.frame = tileFrame(index)
        }
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
        let natural = picture.image?.size ?? .zero
        let side = natural * pageScale
        picture.bounds = Rect(origin: .zero, size: side)
        // At the page's own size, whole points keep the picture crisp (as ScreenView does).
        let left = bounds.midX - side.width / 2
        let top = bounds.midY - side.height / 2
        let whole = pageScale == 1
        picture.center = Point(
            x: (whole ? left.rounded() : left) + side.width / 2, y: (whole ? top.rounded() : top) + side.height / 2)
    }
}
