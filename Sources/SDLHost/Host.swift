import CSDL
import Foundation
import Motion
import ViewKit

/// What a host runs: a View tree to draw, input to react to, and animations to advance.
public protocol HostedApplication: AnyObject {
    /// The tree drawn every frame; the host sizes it to fill the window.
    var rootView: View { get }
    /// Called for each input event the host does not handle itself, in arrival order.
    func handle(_ event: InputEvent)
    /// Advances animations to clock `time` (seconds); returns whether anything is still moving,
    /// so the host knows to keep drawing.
    func update(at time: Double) -> Bool
}

/// Runs the frame loop: input, then animation, then render, then present.
///
/// An idle window (nothing animating, no input) blocks in SDL_WaitEvent and draws nothing.
public final class Host {
    public let window: HostWindow
    public let renderer: ViewRenderer
    private let application: HostedApplication
    private let clock: AnimationClock
    private var quitRequested = false
    private var needsDisplay = true
    private var isAnimating = false
    private var lastFrameTime: UInt64 = 0

    /// Creates a host for `application` in `window`, drawing with textures from `images`, on `clock`.
    public init(window: HostWindow, images: ImageStore, application: HostedApplication, clock: AnimationClock) {
        self.window = window
        self.renderer = ViewRenderer(window: window, images: images)
        self.application = application
        self.clock = clock
    }

    /// Runs frames until the window is closed or Esc or Q is pressed.
    public func run() {
        lastFrameTime = SDL_GetPerformanceCounter()
        while !quitRequested {
            if !needsDisplay && !isAnimating {
                var event = SDL_Event()
                if SDL_WaitEvent(&event) == 1 { process(event) }
                // The time spent idle is not animation time.
                lastFrameTime = SDL_GetPerformanceCounter()
            }
            runFrame()
        }
    }

    /// One frame: drain every pending event, advance the clock and the animations, lay out, draw, present.
    public func runFrame() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { process(event) }
        guard !quitRequested else { return }
        let now = SDL_GetPerformanceCounter()
        clock.tick(realElapsed: Double(now - lastFrameTime) / Double(SDL_GetPerformanceFrequency()))
        lastFrameTime = now
        isAnimating = application.update(at: clock.now)
        drawFrame()
        window.present()
        needsDisplay = false
    }

    /// Lays the tree out for the window's current size and draws it, without presenting: what
    /// `HostWindow.snapshot()` then reads is exactly the frame that would be shown.
    public func drawFrame() {
        layoutRoot()
        renderer.draw(application.rootView)
    }

    /// Sizes the root view to the window and lays out whatever changed.
    public func layoutRoot() {
        let root = application.rootView
        let size = window.size
        if root.frame != Rect(origin: .zero, size: size) {
            root.anchorPoint = Point(x: 0.5, y: 0.5)
            root.frame = Rect(origin: .zero, size: size)
        }
        root.layoutIfNeeded()
    }

    private func process(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_WINDOWEVENT:
            needsDisplay = true
        case SDL_KEYDOWN:
            let key = event.key.keysym.sym
            if key == Int32(SDLK_ESCAPE.rawValue) || key == Int32(SDLK_q.rawValue) {
                quitRequested = true
            } else {
                application.handle(.key(String(cString: SDL_GetKeyName(key))))
                needsDisplay = true
            }
        case SDL_MOUSEBUTTONDOWN where Int32(event.button.button) == SDL_BUTTON_LEFT:
            deliver(.down, x: event.button.x, y: event.button.y)
        case SDL_MOUSEBUTTONUP where Int32(event.button.button) == SDL_BUTTON_LEFT:
            deliver(.up, x: event.button.x, y: event.button.y)
        case SDL_MOUSEMOTION:
            deliver(.move, x: event.motion.x, y: event.motion.y)
        default:
            break
        }
    }

    private func deliver(_ phase: PointerEvent.Phase, x: Int32, y: Int32) {
        application.handle(.pointer(PointerEvent(phase, at: Point(x: Double(x), y: Double(y)), time: clock.now)))
        needsDisplay = true
    }
}
