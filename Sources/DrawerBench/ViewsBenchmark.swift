import Foundation
import Motion
import SDLHost
import ViewKit

/// The views-scaling stress scene (a scene of the bench, not of the demo): `count` rounded
/// tiles in a grid that fills the window, every fourth holding the picture, each turning under
/// an animator of its own, so every frame moves every view. Its `style` adds what the
/// compositor draws beyond shapes: a shadow under each tile, each tile clipping a picture
/// larger than itself to its rounded shape, or a material over the grid's middle third.
final class TileGridApplication: HostedApplication {
    enum Style: String {
        case plain, shadows, clipping, material
    }

    let rootView = View(name: "tiles")
    let clock: AnimationClock
    private let driver: AnimationDriver
    private var tiles: [(view: View, animator: PropertyAnimator)] = []

    init(count: Int, size: Size, image: Image, clock: AnimationClock, style: Style = .plain) {
        self.clock = clock
        driver = AnimationDriver(clock: clock)
        rootView.bounds = Rect(origin: .zero, size: size)
        rootView.backgroundColor = Color(rgb: 0xF2F2F7)
        let columns = max(1, Int((Double(count) * size.width / size.height).squareRoot().rounded(.up)))
        let rows = (count + columns - 1) / columns
        let cell = Size(width: size.width / Double(columns), height: size.height / Double(rows))
        let side = min(cell.width, cell.height) * 0.7
        for index in 0..<count {
            let tile = View(name: "tile \(index)")
            tile.bounds = Rect(x: 0, y: 0, width: side, height: side)
            tile.position = Point(
                x: (Double(index % columns) + 0.5) * cell.width, y: (Double(index / columns) + 0.5) * cell.height)
            let hue = Double(index % 12) / 12
            tile.backgroundColor = Color(
                red: 0.5 + 0.5 * cos(2 * .pi * hue), green: 0.5 + 0.5 * cos(2 * .pi * (hue - 1.0 / 3)),
                blue: 0.5 + 0.5 * cos(2 * .pi * (hue - 2.0 / 3)))
            tile.cornerRadius = side * 0.2
            if index % 4 == 0 { tile.image = image }
            switch style {
            case .shadows:
                tile.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 8, offset: Point(x: 0, y: 4))
            case .clipping:
                tile.clipsToBounds = true
                let picture = ImageView(frame: Rect(x: -side * 0.25, y: -side * 0.25, width: side * 1.5, height: side * 1.5))
                picture.image = image
                tile.addSubview(picture)
            case .plain, .material: break
            }
            rootView.addSubview(tile)
            // Durations spread over 1.0–1.6 s, so the tiles are at different angles.
            let animator = PropertyAnimator(duration: 1 + Double(index % 7) / 10, curve: .easeInOut, driver: driver)
            tiles.append((tile, animator))
            turn(index)
        }
        if style == .material {
            let material = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
            material.frame = Rect(x: 0, y: size.height / 3, width: size.width, height: size.height / 3)
            rootView.addSubview(material)
        }
    }

    /// One full turn of tile `index`; its completion starts the next.
    private func turn(_ index: Int) {
        let (tile, animator) = tiles[index]
        animator.addAnimation(from: 0.0, to: 2 * Double.pi) { tile.transform = Transform2D(rotationAngle: $0) }
        animator.addCompletion { [weak self] _ in self?.turn(index) }
        animator.startAnimation()
    }

    func handle(_ event: InputEvent) {}

    func update(at time: Double) -> Bool {
        driver.update()
        return driver.hasRunningAnimations
    }
}

extension FrameBenchmark {
    /// `count` turning tiles of `style` as a workload.
    func tiles(_ count: Int, style: TileGridApplication.Style = .plain, slicesShadows: Bool = true) -> Workload {
        let name = (style == .plain ? "tiles-\(count)" : "tiles-\(count)-\(style.rawValue)") + (slicesShadows ? "" : "-meshes")
        var workload = Workload(name: name) { [image] clock, size in
            (TileGridApplication(count: count, size: size, image: image, clock: clock, style: style), {})
        }
        workload.slicesShadows = slicesShadows
        return workload
    }
}
