import Foundation
import Motion
import ViewKit

/// Core Animation's display link: a block called once a frame, before the frame is drawn, on the
/// key window's animation driver (the one `CACurrentMediaTime()` reads), from `add(to:forMode:)`
/// until `invalidate()`. The target and selector of iOS's `init(target:selector:)` are a
/// closure here (Linux has no selectors), called with the link.
@preconcurrency @MainActor public final class CADisplayLink {
    private let action: (CADisplayLink) -> Void
    private var runner: SimulationAnimator<Forever>?
    private var lastFrame: Double?

    /// A link that calls `action` every frame once added to a run loop.
    public init(target: Any, action: @escaping (CADisplayLink) -> Void) {
        self.action = action
    }

    /// The time of the frame before the one being prepared, in `CACurrentMediaTime()` seconds.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time the frame being prepared will show at.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between the last two frames (1/60 s at first).
    public var duration: CFTimeInterval { targetTimestamp - timestamp }
    /// While true, the link skips its calls.
    public var isPaused = false
    /// Accepted for UIKit's sake: the link runs at the host's frame rate.
    public var preferredFramesPerSecond = 0

    /// Starts the calls, on the key window's driver (the mode changes nothing: there is one).
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runner == nil else { return }
        let runner = SimulationAnimator(simulation: Forever(), driver: Window.keyWindow?.driver ?? .fallback)
        runner.addAnimations { [unowned self] _ in tick() }
        self.runner = runner
        runner.startAnimation()
    }

    /// Stops the calls for good and lets go of the action.
    public func invalidate() {
        runner?.stopAnimation()
        runner = nil
    }

    private func tick() {
        guard let driver = runner?.driver else { return }
        let now = driver.now
        // `startAnimation` applies the first position at once: that is not a frame.
        guard let last = lastFrame else {
            lastFrame = now
            return
        }
        lastFrame = now
        guard now > last || timestamp == 0 else { return }
        targetTimestamp = now
        timestamp = now > last ? last : now - 1.0 / 60
        if !isPaused { action(self) }
    }
}

/// A motion that never ends: a display link's frames.
nonisolated struct Forever: Simulation {
    func position(at time: Double) -> Double { time }
    func velocity(at time: Double) -> Double { 1 }
    var destination: Double { .infinity }
    func isDone(at time: Double) -> Bool { false }
}
