import Motion
import SDLHost
import ViewKit

// A matched-element photo viewer, written as an app writes it on ViewKit's public API alone
// (this package sees nothing else): a click on a thumbnail presents its photo, which grows out
// of the thumbnail; a drag takes the photo anywhere, shrinking it as it is pulled down; the
// release closes it onto its thumbnail or springs it back open; and a press catches it at any
// moment, while it opens or closes. The transition is the app's own (`MatchedZoom`), set as the
// photo's `preferredTransition`, as ViewKit's zoom is made.

let palette: [UInt32] = [0x264653, 0x2A9D8F, 0xE9C46A, 0xF4A261, 0xE76F51, 0x6D597A]

/// A photo: its colour with a pale sun in it, laid out from its bounds so that it keeps its
/// picture at any size.
final class PhotoView: View {
    let sun = View(name: "sun")

    init(color: UInt32, name: String) {
        super.init(name: name)
        backgroundColor = Color(rgb: color)
        clipsToBounds = true
        sun.backgroundColor = Color(red: 1, green: 0.96, blue: 0.85, alpha: 1)
        sun.isUserInteractionEnabled = false
        addSubview(sun)
    }

    override func layoutSubviews() {
        let side = min(bounds.width, bounds.height) * 0.3
        sun.frame = Rect(x: bounds.width * 0.62 - side / 2, y: bounds.height * 0.32 - side / 2, width: side, height: side)
        sun.cornerRadius = side / 2
    }
}

/// Three columns of thumbnails.
final class GridView: View {
    override func layoutSubviews() {
        let side = min((bounds.width - 64) / 3, (bounds.height - 48) / 2)
        for (index, thumbnail) in subviews.enumerated() {
            let (column, row) = (Double(index % 3), Double(index / 3))
            thumbnail.frame = Rect(x: 16 + column * (side + 16), y: 16 + row * (side + 16), width: side, height: side)
        }
    }
}

/// The photo's own transition: an animator for the presentation and the dismissal, the
/// interaction that drives the dismissal, and the interruption hook that lets a press during the
/// presentation turn it round. One is kept for the photo from its arrival to its leave.
final class MatchedZoom: AnimatedTransitioning, InteractiveTransitioning, TransitionInterruptionHandling {
    /// The photo's controller (it holds this transition, so this holds it unowned).
    unowned let photo: ViewController
    weak var thumbnail: View?
    let dimming = View(name: "dimming")
    let pan = PanGestureRecognizer()
    private weak var context: TransitionContext?
    /// Counts the springs: only the latest one's completion ends the transition.
    private var springs = 0
    /// Where a drag took hold: the photo's frame and the pointer, in the container.
    /// The photo's frame when the drag took it, the pointer then, and the drag's hold on the
    /// point under it (ViewKit's `SnapDrag2D`: free both ways, closing a fifth of the way down).
    private var grab: (frame: Rect, pointer: Point, hold: SnapDrag2D)?
    /// The frame a presentation caught in flight had, for the dismissal that takes over.
    private var handOver: Rect?

    init(photo: ViewController, thumbnail: View) {
        self.photo = photo
        self.thumbnail = thumbnail
        dimming.backgroundColor = Color(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.85)
        dimming.isUserInteractionEnabled = false
        // While the photo moves a press takes it at once; at rest only a pull down does.
        pan.beginsOnPress = { [unowned self] in isMoving }
        pan.shouldBegin = { [unowned self] _ in
            let t = pan.translation(in: nil)
            return isMoving || t.y > abs(t.x)
        }
        pan.action = { [unowned self] _ in handlePan() }
        photo.view.addGestureRecognizer(pan)
    }

    /// A presentation or dismissal runs.
    var isMoving: Bool { context.map { !$0.isCompleted } ?? false }

    /// Whether a person holds the photo.
    var isHeld: Bool { grab != nil }

    // MARK: AnimatedTransitioning

    func transitionDuration(using context: TransitionContext) -> Double { 0.5 }

    /// The transition's own animator carries its progress only: the photo moves on springs of
    /// its own, and this ends the transition when the last of them lands.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        context.propertyAnimator {
            let progress = PropertyAnimator(duration: 1, curve: .linear, driver: context.animationDriver)
            progress.pauseAnimation()
            return progress
        }
    }

    func animateTransition(using context: TransitionContext) {
        begin(context)
        spring(open: context.kind == .present, velocity: .zero)
    }

    // MARK: InteractiveTransitioning

    /// A dismissal this drag started (`dismiss(animated:drivenBy:)`): the photo is held from the start.
    func startInteractiveTransition(_ context: TransitionContext) {
        begin(context)
        takeHold()
    }

    var wantsInteractiveStart: Bool { true }

    // MARK: TransitionInterruptionHandling

    /// A dismissal asked for while the photo opens: the presentation completes where the photo
    /// is, and the dismissal goes on from there.
    func completeArrival(forLeaveDuring context: TransitionContext) -> Bool {
        stopSprings()
        handOver = photo.view.frame
        end(context, completing: true)
        return true
    }

    func animationEnded(_ transitionCompleted: Bool) {
        context = nil
        grab = nil
        if photo.view.window == nil {
            thumbnail?.isHidden = false
            dimming.removeFromSuperview()
        }
    }

    // MARK: The photo

    /// The thumbnail's frame in `container`.
    private func thumbnailFrame(in container: View) -> Rect {
        guard let thumbnail else {
            let size = container.bounds.size
            return Rect(x: size.width / 3, y: size.height / 3, width: size.width / 3, height: size.height / 3)
        }
        return container.convert(thumbnail.bounds, from: thumbnail)
    }

    /// Puts the dimming and the photo in the container where the transition starts.
    private func begin(_ context: TransitionContext) {
        self.context = context
        let container = context.containerView
        dimming.frame = container.bounds
        if dimming.superview !== container { container.insertSubview(dimming, at: 0) }
        if photo.view.superview !== container { container.addSubview(photo.view) }
        if context.kind == .present {
            photo.view.frame = thumbnailFrame(in: container)
            photo.view.cornerRadius = thumbnail?.cornerRadius ?? 0
            photo.view.layoutIfNeeded()
            dimming.alpha = 0
        } else if let handOver {
            photo.view.frame = handOver
            self.handOver = nil
        }
        thumbnail?.isHidden = true
        _ = interruptibleAnimator(using: context)
    }

    private func handlePan() {
        switch pan.state {
        case .began:
            if let context, !context.isCompleted, context.kind == .dismiss {
                // Caught while it closes or springs back: the dismissal is a person's again.
                context.pauseInteractiveTransition()
                takeHold()
            } else {
                // At rest, or opening (which completes where it is first): a dismissal under the drag.
                _ = photo.dismiss(animated: true, drivenBy: self)
            }
        case .changed: follow()
        case .ended, .cancelled: letGo()
        default: break
        }
    }

    /// The photo stays where it shows and is held there.
    private func takeHold() {
        guard let context else { return }
        stopSprings()
        let height = context.containerView.bounds.height
        grab = (
            photo.view.frame, pan.location(in: context.containerView),
            SnapDrag2D(
                x: SnapDrag(at: 0, snapPoints: [0], range: -Double.infinity...Double.infinity),
                y: SnapDrag(at: 0, snapPoints: [0, height], range: -Double.infinity...Double.infinity))
        )
    }

    /// The point of the photo under the pointer stays under it; pulled down, the photo shrinks
    /// (to half its size over the container's height), and the dimming fades.
    private func follow() {
        guard var grab, let context, !context.isCompleted else { return }
        grab.hold.move(by: pan.location(in: context.containerView) - grab.pointer)
        self.grab = grab
        let container = context.containerView.bounds
        let pointer = grab.pointer + grab.hold.position
        let pull = min(max(grab.hold.y.position / container.height, 0), 1)
        let scale = 1 - 0.5 * pull
        let size = Size(width: grab.frame.width * scale, height: grab.frame.height * scale)
        let anchor = Point(
            x: (grab.pointer.x - grab.frame.minX) / max(grab.frame.width, 1),
            y: (grab.pointer.y - grab.frame.minY) / max(grab.frame.height, 1))
        photo.view.frame = Rect(
            x: pointer.x - anchor.x * size.width, y: pointer.y - anchor.y * size.height, width: size.width, height: size.height)
        dimming.alpha = 1 - pull
        context.updateInteractiveTransition(pull)
        _ = context.runningAnimator?.setFractionComplete(pull)
    }

    /// Where the release would carry the photo, decelerating as a scroll view does, decides: a
    /// fifth of the height down or more, it closes onto its thumbnail; otherwise it opens again.
    /// Either way it leaves at the pointer's velocity, in both directions.
    private func letGo() {
        guard var grab, let context, !context.isCompleted else { return }
        self.grab = nil
        grab.hold.move(by: pan.location(in: context.containerView) - grab.pointer)
        let released = pan.state == .ended
        let velocity = released ? pan.velocity(in: context.containerView) : .zero
        let height = context.containerView.bounds.height
        let closes =
            released
            && grab.hold.y.snapPoint(from: grab.hold.y.position, velocity: velocity.y, using: GestureRelease(threshold: 0.2)) == height
        if closes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        spring(open: !closes, velocity: velocity)
    }

    /// Sends the photo open or onto its thumbnail on a spring that leaves at `velocity`; when it
    /// lands the transition ends.
    private func spring(open: Bool, velocity: Point) {
        guard let context else { return }
        springs += 1
        let spring = springs
        let target = open ? context.containerView.bounds : thumbnailFrame(in: context.containerView)
        let radius = open ? 0 : thumbnail?.cornerRadius ?? 0
        View.animate(springDuration: 0.45, bounce: 0, initialVelocity: velocity) { [self] in
            photo.view.frame = target
            photo.view.cornerRadius = radius
            // The sun moves with the photo, on the same spring.
            photo.view.layoutIfNeeded()
            dimming.alpha = open ? 1 : 0
        } completion: { [weak self] _ in
            guard let self, spring == springs, let context = self.context else { return }
            end(context, completing: open == (context.kind == .present))
        }
    }

    /// Stops the photo's spring where it shows; its completion no longer ends anything.
    private func stopSprings() {
        springs += 1
        photo.view.stopAnimations()
        dimming.stopAnimations()
    }

    /// Ends the transition through its animator, at its end or back at its start.
    private func end(_ context: TransitionContext, completing: Bool) {
        guard let progress = context.runningAnimator else { return context.completeTransition(completing) }
        progress.stopAnimation(false)
        progress.finishAnimation(at: completing ? .end : .start)
    }
}

/// The grid of thumbnails; a click on one presents its photo.
final class Grid: ViewController {
    private(set) var thumbnails: [PhotoView] = []
    /// The photo's transition while one is out.
    private(set) weak var zoom: MatchedZoom?

    override func loadView() -> View { GridView(name: "grid") }

    override func viewDidLoad() {
        view.backgroundColor = Color(rgb: 0x1D2433)
        thumbnails = palette.indices.map { index in
            let thumbnail = PhotoView(color: palette[index], name: "thumbnail\(index + 1)")
            thumbnail.cornerRadius = 12
            thumbnail.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in open(index) })
            view.addSubview(thumbnail)
            return thumbnail
        }
    }

    func open(_ index: Int) {
        guard presentedViewController == nil else { return }
        let photo = ViewController(title: "photo\(index + 1)")
        photo.view = PhotoView(color: palette[index], name: "photo\(index + 1)")
        photo.modalPresentationStyle = .overFullScreen
        let zoom = MatchedZoom(photo: photo, thumbnail: thumbnails[index])
        photo.preferredTransition = .init { _ in zoom }
        self.zoom = zoom
        present(photo, animated: true)
    }
}

let grid = Grid(title: "Photos")

/// What a script's `state` prints: the photo out (if one is), the transition running, the
/// photo's frame as it shows, whether a person holds it, and the thumbnails hidden.
struct State: Encodable {
    let photo: String?
    let transition: String?
    let rect: [Double]?
    let held: Bool
    let hidden: [String]
}

HostRunner.main(
    title: "Photos", rootViewController: grid,
    state: {
        let photo = grid.presentedViewController
        let shown = photo.map { $0.view.layer.presentation()?.frame ?? $0.view.frame }
        return State(
            photo: photo?.title, transition: grid.presentationTransition?.kind.rawValue,
            rect: shown.map { [$0.minX, $0.minY, $0.width, $0.height] }, held: grid.zoom?.isHeld ?? false,
            hidden: grid.thumbnails.filter(\.isHidden).map(\.name))
    }
)
