import Motion
import SDLHost
import ViewKit

/// `zoom`: iOS 18's fluid zoom transition (`preferredTransition = .zoom(…)`), continuously
/// interactive.
///
/// The root screen is a grid of tiles, each a miniature of its page. A click on a tile opens
/// its page, which grows out of the tile: its frame goes from the tile's to the window's, its
/// corners from the tile's radius to none, and its picture is the page's picture scaled with
/// it (aspect-fill, as the zoom transition scales and masks the page), so the tile's picture
/// and the page's are one at either end. The grid dims behind it.
///
/// The card moves on three springs, its centre's x and y and its size, so it can carry a
/// velocity in any direction. A press while it moves catches it where it is; a drag then takes
/// over. On an open page, a drag downward anywhere, a drag from the left edge, or a pinch
/// (`PinchGestureRecognizer`, together with the pan) turns the page into a card that follows
/// the fingers, the point under them staying under them, and shrinks as it is pulled or pinched.
/// On release the projected size and place decide: past `zoom.threshold` it lands on its tile
/// carrying the release's velocity, otherwise it springs back. Apple publishes no numbers for
/// this transition; every number here is Drawer's (README, "The four modes").
final class ZoomMode: DemoMode {
    static let name = ModeName(declaring: "zoom")
    static func make(_ environment: DemoEnvironment) -> any DemoMode { ZoomMode(environment: environment) }

    static let response = Tunable(name: "zoom.response", summary: "spring response, s", range: 0.1...1.5, defaultValue: 0.45)
    static let damping = Tunable(name: "zoom.damping", summary: "spring damping ratio", range: 0.3...1.5, defaultValue: 0.9)
    static let threshold = Tunable(
        name: "zoom.threshold", summary: "projected shrink or pull that closes", range: 0.05...0.8, defaultValue: 0.2)
    static let minScale = Tunable(
        name: "zoom.min_scale", summary: "card scale at a pull of the full height", range: 0.2...0.9, defaultValue: 0.5)
    static let tunables = [response, damping, threshold, minScale]
    static let keyGuide = [(keys: "Space", meaning: "open the first tile or close it")]
    static let roundTrip: [Key] = [.space, .space]

    /// The card's springs: by default nearly critically damped, settling in 0.6 s.
    static func spring(_ settings: MotionSettings) -> Spring {
        Spring(validDampingRatio: settings[damping], response: settings[response])
    }

    static func swiftCode(_ settings: MotionSettings) -> String {
        let n = SwiftCode.number
        return """
            // zoom: iOS 18's zoom transition grows the detail out of its tile and shrinks it back.
            // Apple publishes no springs for it; Drawer's (ours) carries the release velocity:
            // drawer curve spring --damping-ratio \(n(settings[damping])) --response \(n(settings[response])) --settling
            let tile = UIView()
            let detail = UIViewController()
            let options = UIViewController.Transition.ZoomOptions()
            options.interactiveDismissShouldBegin = { _ in true }
            detail.preferredTransition = .zoom(options: options) { _ in tile }
            let relativeVelocity: CGFloat = 0  // the pointer's over the distance left
            let release = \(SwiftCode.physical(spring(settings), velocity: "relativeVelocity"))
            """
    }

    static func plot(_ settings: MotionSettings) -> MotionPlot { .spring(spring(settings)) }

    /// Where the card is in its life.
    enum Phase: String {
        /// No page open.
        case grid
        /// Springs carry the card toward the full page.
        case opening
        /// The page is open, at rest.
        case open
        /// A person holds the card.
        case dismissing
        /// Springs carry the card back onto its tile.
        case closing
    }

    /// One of the card's springs: an animator from `from` to `to`.
    private struct Axis {
        let animator: PropertyAnimator
        let from: Double
        let to: Double
        /// Its velocity now, in its own units per second of animation time.
        var velocity: Double { animator.progressVelocity * (to - from) }
    }

    /// A hold of the card: where it was taken, at what size, and which point of it is under
    /// the pointers (as fractions of its width and height).
    private struct Grab {
        let point: Point
        let size: Size
        let anchor: Point
        /// Began at the left edge: a rightward drag pulls.
        let fromEdge: Bool
        /// The pull has begun (a caught card's at once; an open page's once a drag says so).
        var pulling: Bool
        /// The drag went some other way: it does nothing.
        var ignored = false
    }

    /// Points from the left edge in which a drag is a back swipe.
    static let edgeWidth = 24.0
    /// A drag's distance before it counts as a pull, or as going elsewhere.
    static let hysteresis = 10.0

    let controller: ZoomController
    private let environment: DemoEnvironment
    private let pan: PanGestureRecognizer
    private let pinch: PinchGestureRecognizer

    private(set) var phase = Phase.grid
    /// The tile the card grew from, while it is out.
    private(set) var tile: Int?
    /// The card's centre and size, in window points.
    private(set) var center = Point.zero
    private(set) var size = Size.zero
    private var x: Axis?
    private var y: Axis?
    /// The size's spring runs 0 → 1 from `sizeFrom` to `sizeTo`.
    private var scale: Axis?
    private var sizeFrom = Size.zero
    private var sizeTo = Size.zero
    /// With reduced motion, the fade that replaces the springs.
    private var fade: PropertyAnimator?
    private var grab: Grab?

    init(environment: DemoEnvironment) {
        self.environment = environment
        controller = ZoomController(image: environment.image)
        pan = PanGestureRecognizer()
        pinch = PinchGestureRecognizer()
        let card = controller.zoomView.card
        // The pinch first, so it hears the last finger lift before the pan lets go.
        card.addGestureRecognizer(pinch)
        card.addGestureRecognizer(pan)
        pan.beginsOnPress = { true }
        pinch.shouldRecognizeSimultaneously = { [unowned self] in $0 === pan }
        pan.action = { [unowned self] _ in handlePan() }
        pinch.action = { [unowned self] _ in if pinch.state == .began || pinch.state == .changed { follow() } }
        for (index, tileView) in controller.zoomView.tiles.enumerated() {
            tileView.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in open(tile: index) })
        }
        controller.zoomView.onLayout = { [unowned self] in boundsChanged() }
    }

    var rootViewController: ViewController { controller }
    var transition: TransitionContext? { nil }

    /// UIKit's stack: the page is on it from the call that opens it to the start of the pull
    /// that closes it, and again if the card springs back.
    var stack: [String] {
        guard let tile, phase == .opening || phase == .open else { return ["grid"] }
        return ["grid", "tile\(tile + 1)"]
    }

    /// The card's frame now.
    var cardFrame: Rect { Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    /// The frame of the open page: the whole window.
    private var pageFrame: Rect { controller.zoomView.bounds }
    /// The frame of the tile the card belongs to.
    private var sourceFrame: Rect? { tile.map(controller.zoomView.tileFrame) }
    /// How open the card looks: 0 the tile's size, 1 the page's.
    private var openness: Double {
        guard let source = sourceFrame, pageFrame.width > source.width else { return 1 }
        return min(max((size.width - source.width) / (pageFrame.width - source.width), 0), 1)
    }

    func handleKey(_ key: Key) -> Bool {
        guard key == .space else { return false }
        switch phase {
        case .grid: open(tile: 0)
        case .opening, .open: animate(toOpen: false, velocity: currentVelocity)
        case .closing: animate(toOpen: true, velocity: currentVelocity)
        case .dismissing: break  // a person holds it
        }
        return true
    }

    func keyToKeepMoving(base: Int) -> Key { .space }

    var restingHUDLines: [String] {
        let what = tile.map { "zoom \(phase.rawValue), tile \($0 + 1), \(Int((openness * 100).rounded()))% open" } ?? "zoom grid"
        return [what, DrawerApplication.describe(fade ?? scale?.animator ?? x?.animator)]
    }

    func describe(into state: inout DemoState) {
        state.zoom = DemoState.Zoom(
            phase: phase.rawValue, tile: tile, frame: tile == nil ? nil : DemoState.rect(cardFrame),
            cornerRadius: controller.zoomView.card.cornerRadius, source: sourceFrame.map(DemoState.rect),
            interactive: phase == .dismissing)
    }

    // MARK: Opening and closing

    /// Opens `index`'s page from its tile (from the grid only).
    func open(tile index: Int) {
        guard phase == .grid, controller.zoomView.tiles.indices.contains(index) else { return }
        tile = index
        let source = controller.zoomView.tileFrame(index)
        center = Point(x: source.midX, y: source.midY)
        size = source.size
        animate(toOpen: true, velocity: (.zero, .zero))
    }

    /// The card's velocity now: its centre's and its size's, in points per second of animation time.
    private var currentVelocity: (center: Point, size: Size) {
        let sizeProgress = scale?.velocity ?? 0
        return (
            Point(x: x?.velocity ?? 0, y: y?.velocity ?? 0),
            Size(width: (sizeTo.width - sizeFrom.width) * sizeProgress, height: (sizeTo.height - sizeFrom.height) * sizeProgress)
        )
    }

    /// Sends the card to the page (`toOpen`) or its tile on the springs, leaving at `velocity`
    /// (centre and size, points per second of animation time): nothing jumps, whatever it was doing.
    private func animate(toOpen: Bool, velocity: (center: Point, size: Size)) {
        guard let source = sourceFrame else { return }
        stopMotion()
        phase = toOpen ? .opening : .closing
        let target = toOpen ? pageFrame : source
        if environment.reduceMotion {
            crossFade(to: target)
            return
        }
        let release = GestureRelease(spring: Self.spring(environment.settings))
        x = spring(from: center.x, to: target.midX, velocity: velocity.center.x, release) { [unowned self] in center.x = $0 }
        y = spring(from: center.y, to: target.midY, velocity: velocity.center.y, release) { [unowned self] in center.y = $0 }
        sizeFrom = size
        sizeTo = target.size
        let widthSpan = sizeTo.width - sizeFrom.width
        scale = spring(from: 0, to: 1, velocity: abs(widthSpan) > 1e-6 ? velocity.size.width / widthSpan : 0, release) {
            [unowned self] q in size = Size.interpolate(from: sizeFrom, to: sizeTo, fraction: q)
        }
        if x == nil && y == nil && scale == nil { arrive() } else { render() }
    }

    /// One spring from `from` to `to` leaving at `velocity` (units per second), started; nil
    /// when there is nowhere to go (the value is set).
    private func spring(
        from: Double, to: Double, velocity: Double, _ release: GestureRelease, apply: @escaping (Double) -> Void
    ) -> Axis? {
        guard abs(to - from) > 1e-6 else {
            apply(to)
            return nil
        }
        let running = PropertyAnimator(
            duration: 0, timingParameters: release.timing(velocity: velocity / (to - from), distance: 1), driver: environment.driver)
        running.addAnimation(from: from, to: to) { [unowned self] in
            apply($0)
            render()
        }
        running.addCompletion { [weak self, weak running] position in
            guard let self, position == .end, let running else { return }
            springEnded(running)
        }
        running.startAnimation()
        return Axis(animator: running, from: from, to: to)
    }

    private func springEnded(_ animator: PropertyAnimator) {
        if x?.animator === animator { x = nil }
        if y?.animator === animator { y = nil }
        if scale?.animator === animator { scale = nil }
        if x == nil && y == nil && scale == nil && (phase == .opening || phase == .closing) { arrive() }
    }

    /// The springs have landed: at the page, open; at the tile, back to the grid.
    private func arrive() {
        if phase == .opening {
            phase = .open
            center = Point(x: pageFrame.midX, y: pageFrame.midY)
            size = pageFrame.size
        } else {
            phase = .grid
            tile = nil
        }
        render()
    }

    /// Stops every spring and fade where it is, the card staying where it shows.
    private func stopMotion() {
        for axis in [x, y, scale] { axis?.animator.stopAnimation(true) }
        x = nil
        y = nil
        scale = nil
        if let fade {
            self.fade = nil
            fade.stopAnimation(true)
            controller.zoomView.card.alpha = 1
        }
    }

    /// Reduced motion: the card fades out where it is and in at `target`.
    private func crossFade(to target: Rect) {
        let start = (center, size)
        let running = PropertyAnimator(duration: CrossFadeAnimator.duration, curve: .easeInOut, driver: environment.driver)
        running.addAnimations { [unowned self] p in
            controller.zoomView.card.alpha = abs(1 - 2 * p)
            (center, size) = p < 0.5 ? start : (Point(x: target.midX, y: target.midY), target.size)
            render()
        }
        running.addCompletion { [weak self, weak running] _ in
            guard let self, fade === running else { return }
            fade = nil
            controller.zoomView.card.alpha = 1
            arrive()
        }
        fade = running
        running.startAnimation()
    }

    func settleImmediately() {
        grab = nil
        if phase == .dismissing { phase = .opening }
        let landing = phase
        stopMotion()
        if landing == .opening || landing == .closing { arrive() }
    }

    func endMotionAtRest() {
        let axes = [x, y, scale].compactMap { $0 }
        guard !axes.isEmpty, phase == .opening || phase == .closing else { return }
        let widthSpan = abs(sizeTo.width - sizeFrom.width)
        let atRest = axes.allSatisfy { axis in
            RestThreshold.isAtRest(axis.animator, span: axis.animator === scale?.animator ? widthSpan : abs(axis.to - axis.from))
        }
        guard atRest else { return }
        for axis in axes {
            axis.animator.stopAnimation(false)
            axis.animator.finishAnimation(at: .end)
        }
    }

    // MARK: Holding, pulling, pinching

    private func handlePan() {
        switch pan.state {
        case .began: press(at: pan.location(in: nil))
        case .changed: follow()
        case .ended, .cancelled: letGo(cancelled: pan.state == .cancelled)
        default: break
        }
    }

    /// A press on the card: catches it if it moves, or waits to see what a drag on the open
    /// page does.
    private func press(at point: Point) {
        guard phase != .grid, grab == nil else { return }
        let frame = cardFrame
        let anchor = Point(
            x: frame.width > 0 ? (point.x - frame.minX) / frame.width : 0.5,
            y: frame.height > 0 ? (point.y - frame.minY) / frame.height : 0.5)
        let caught = phase != .open
        if caught {
            stopMotion()
            phase = .dismissing
        }
        grab = Grab(
            point: point, size: size, anchor: anchor, fromEdge: !caught && point.x - pageFrame.minX <= Self.edgeWidth,
            pulling: caught)
        render()
    }

    /// Puts the card under the fingers: scaled by the pull and the pinch, the grabbed point under
    /// their centroid.
    private func follow() {
        guard var grab, !grab.ignored else { return }
        let t = pan.translation(in: nil)
        if !grab.pulling {
            let pullsDown = t.y >= Self.hysteresis && t.y > abs(t.x)
            let swipesBack = grab.fromEdge && t.x >= Self.hysteresis && t.x > abs(t.y)
            if pinch.isActive || pullsDown || swipesBack {
                grab.pulling = true
                phase = .dismissing
            } else if (t.x * t.x + t.y * t.y).squareRoot() >= Self.hysteresis {
                grab.ignored = true
            }
            self.grab = grab
            guard grab.pulling else { return }
        }
        let s = scaleFactor(grab, translation: t)
        size = grab.size * s
        let centroid = grab.point + t
        center = Point(
            x: centroid.x + (0.5 - grab.anchor.x) * size.width, y: centroid.y + (0.5 - grab.anchor.y) * size.height)
        render()
    }

    /// How much of the held size the card keeps: the pull's share (down, or right from the
    /// edge, over the window's height or width, down to `zoom.min_scale` at a full pull) times
    /// the pinch's, held between a tenth of the page and the page.
    private func scaleFactor(_ grab: Grab, translation t: Point) -> Double {
        let bounds = scaleBounds(grab)
        return min(max(pullScale(grab, translation: t) * pinchScale, bounds.lowerBound), bounds.upperBound)
    }

    private func pullFraction(_ grab: Grab, translation t: Point) -> Double {
        let page = pageFrame
        let raw = grab.fromEdge ? t.x / max(page.width, 1) : t.y / max(page.height, 1)
        return min(max(raw, 0), 1)
    }

    private func pullScale(_ grab: Grab, translation t: Point) -> Double {
        1 - (1 - environment.settings[Self.minScale]) * pullFraction(grab, translation: t)
    }

    private var pinchScale: Double { pinch.isActive ? pinch.scale : 1 }

    /// The scale's bounds for a hold at `grab.size`.
    private func scaleBounds(_ grab: Grab) -> ClosedRange<Double> {
        let page = pageFrame
        let upper = max(min(page.width / max(grab.size.width, 1), page.height / max(grab.size.height, 1)), 1)
        let lower = min(0.1 * page.width / max(grab.size.width, 1), 1)
        return lower...upper
    }

    /// The release: the projected size and place decide between the tile and the page; the
    /// springs leave at the card's own velocity.
    private func letGo(cancelled: Bool) {
        guard let grab else { return }
        self.grab = nil
        guard grab.pulling else { return }
        let page = pageFrame
        let t = pan.translation(in: nil)
        let pointer = cancelled ? Point.zero : pan.velocity(in: nil)
        // d(scale)/dt from the pull (while it is within its range) and from the pinch.
        let fraction = pullFraction(grab, translation: t)
        let pullRate: Double
        if fraction > 0 && fraction < 1 {
            let along = grab.fromEdge ? pointer.x / max(page.width, 1) : pointer.y / max(page.height, 1)
            pullRate = -(1 - environment.settings[Self.minScale]) * along
        } else {
            pullRate = 0
        }
        let pinchRate = cancelled || !pinch.isActive ? 0 : pinch.velocity
        var scaleRate = pullRate * pinchScale + pullScale(grab, translation: t) * pinchRate
        let bounds = scaleBounds(grab)
        let s = pullScale(grab, translation: t) * pinchScale
        if s <= bounds.lowerBound || s >= bounds.upperBound { scaleRate = 0 }
        let sizeVelocity = grab.size * scaleRate
        let centerVelocity = Point(
            x: pointer.x + (0.5 - grab.anchor.x) * sizeVelocity.width, y: pointer.y + (0.5 - grab.anchor.y) * sizeVelocity.height)
        // Where the card would come to rest: its width, and its centre's distance from the page's.
        let projectedWidth = size.width + Deceleration.projectedDistance(velocity: sizeVelocity.width)
        let projectedCenter = Point(
            x: center.x + Deceleration.projectedDistance(velocity: centerVelocity.x),
            y: center.y + Deceleration.projectedDistance(velocity: centerVelocity.y))
        let shrink = 1 - projectedWidth / max(page.width, 1)
        let offset = projectedCenter.distance(to: Point(x: page.midX, y: page.midY)) / max(page.height, 1)
        let closes = !cancelled && max(shrink, offset) > environment.settings[Self.threshold]
        let driver = environment.driver
        animate(
            toOpen: !closes,
            velocity: (
                Point(
                    x: driver.animationVelocity(fromClockVelocity: centerVelocity.x),
                    y: driver.animationVelocity(fromClockVelocity: centerVelocity.y)),
                Size(
                    width: driver.animationVelocity(fromClockVelocity: sizeVelocity.width),
                    height: driver.animationVelocity(fromClockVelocity: sizeVelocity.height))
            ))
    }

    // MARK: Drawing

    /// The window changed size: an open page fills it again.
    private func boundsChanged() {
        if phase == .open {
            center = Point(x: pageFrame.midX, y: pageFrame.midY)
            size = pageFrame.size
        }
        render()
    }

    /// Puts the card, the tiles and the dimming where the state says.
    private func render() {
        let view = controller.zoomView
        view.card.isHidden = tile == nil
        for (index, tileView) in view.tiles.enumerated() { tileView.isHidden = index == tile }
        guard let tile else {
            view.dimming.alpha = 0
            return
        }
        let o = openness
        view.card.color = ScreenPalette.color(atDepth: tile + 1)
        view.card.pageSize = pageFrame.size
        view.card.frame = cardFrame
        view.card.cornerRadius = ZoomView.tileRadius * (1 - o)
        view.dimming.alpha = 0.5 * o
    }
}

extension DemoState {
    /// The zoom mode's card, in window points; `tile`, `frame` and `source` are null on the grid.
    package struct Zoom: Codable, Equatable {
        /// grid, opening, open, dismissing or closing.
        package let phase: String
        /// The tile the card belongs to, from 0.
        package let tile: Int?
        /// The card's frame, [x, y, width, height].
        package let frame: [Double]?
        package let cornerRadius: Double
        /// The frame of the card's tile.
        package let source: [Double]?
        /// Whether a person holds the card.
        package let interactive: Bool

        enum CodingKeys: String, CodingKey {
            case phase, tile, frame, source, interactive
            case cornerRadius = "corner_radius"
        }

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(phase, forKey: .phase)
            try container.encode(tile, forKey: .tile)
            try container.encode(frame, forKey: .frame)
            try container.encode(cornerRadius, forKey: .cornerRadius)
            try container.encode(source, forKey: .source)
            try container.encode(interactive, forKey: .interactive)
        }
    }
}

/// The zoom mode's screen: the grid of tiles, the dimming over it, and the card on top.
final class ZoomController: ViewController {
    let zoomView: ZoomView

    init(image: Image) {
        zoomView = ZoomView(image: image)
        super.init(title: "grid")
    }

    override func loadView() -> View { zoomView }
}

/// Lays out the grid: three columns, two rows of square tiles, centred under the mode bar.
final class ZoomView: View {
    static let columns = 3
    static let rows = 2
    static let tileRadius = 20.0
    let tiles: [ZoomPageView]
    let dimming = View(name: "zoom.dimming")
    let card: ZoomPageView
    /// Called after every layout, for the mode to place the card.
    var onLayout: (() -> Void)?

    init(image: Image) {
        tiles = (0..<Self.columns * Self.rows).map { index in
            ZoomPageView(color: ScreenPalette.color(atDepth: index + 1), image: image, name: "zoom.tile\(index + 1)")
        }
        card = ZoomPageView(color: ScreenPalette.color(atDepth: 1), image: image, name: "zoom.card")
        super.init(name: "zoom.grid")
        backgroundColor = Color(rgb: 0x1D2433)
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.isUserInteractionEnabled = false
        card.isHidden = true
        for tile in tiles {
            tile.cornerRadius = Self.tileRadius
            addSubview(tile)
        }
        addSubview(dimming)
        addSubview(card)
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
        for (index, tile) in tiles.enumerated() {
            tile.pageSize = bounds.size
            tile.frame = tileFrame(index)
        }
        dimming.frame = bounds
        onLayout?()
    }
}

/// A page of the zoom mode at any size: its colour, and the picture at its natural size on the
/// full page, scaled with the page to fill the view (aspect-fill, centred), as the zoom
/// transition scales the page and masks it to its frame. A tile is such a page at the tile's
/// size, so the card that grows out of it looks exactly like it.
final class ZoomPageView: View {
    let picture: View
    /// The size of the full page (the window), which the picture's natural size refers to.
    var pageSize = Size(width: 1, height: 1) { didSet { setNeedsLayout() } }
    var color: Color {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }

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
