import Foundation
import Motion
import SDLHost
import TestSupport
import ViewKit

@testable import DrawerApp

/// The whole demo in-process on a fixed 60 Hz clock, driven by pointer events and keys as the host
/// would deliver them (input, then animation, then layout).
final class DemoRig {
    let clock = FixedStepClock()
    let app: DrawerApplication
    let size: Size

    private var stepper: FrameRig!

    init(mode: ModeName, reduceMotion: Bool = false, size: Size = Size(width: 1024, height: 720)) {
        self.size = size
        app = DrawerApplication(
            image: Image(name: "test.png", size: Size(width: 240, height: 240)), clock: clock,
            size: size, initialMode: mode, reduceMotion: reduceMotion)
        app.rootView.layoutIfNeeded()
        stepper = FrameRig(clock: clock) { [unowned self] in
            let moving = app.update(at: clock.now)
            app.rootView.layoutIfNeeded()
            return moving
        }
    }

    /// Advances `count` frames.
    func frames(_ count: Int = 1) { stepper.frames(count) }

    /// Runs until nothing moves (at most 10 s).
    func settle() { stepper.settle() }

    func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double) {
        app.handle(.pointer(PointerEvent(phase, at: Point(x: x, y: y), time: clock.now)))
    }

    /// Wheel clicks (`clicks` down when negative) at (x, y), one a frame, then the release the
    /// host sends after its quiet period.
    func wheel(_ x: Double, _ y: Double, clicks: Int) {
        var scroll = ScrollDrag()
        for _ in 0..<abs(clicks) {
            for event in scroll.scroll(
                x: 0, y: clicks < 0 ? -1 : 1, precise: false, flipped: false, at: Point(x: x, y: y), time: clock.now)
            {
                app.handle(.pointer(event))
            }
            frames()
        }
        if let release = scroll.endIfQuiet(at: clock.now + ScrollDrag.clickQuietPeriod) { app.handle(.pointer(release)) }
        frames()
    }

    func key(_ key: Key) { app.handle(.key(key)) }

    /// Presses at `from`, moves by `step` every frame for `frames` frames (calling `each` after
    /// every frame with the pointer's position), and releases there unless `release` is false.
    func drag(from: Point, step: Point, frames count: Int, release: Bool = true, each: ((Point) -> Void)? = nil) {
        pointer(.down, from.x, from.y)
        var p = from
        for _ in 0..<count {
            frames()
            p = p + step
            pointer(.move, p.x, p.y)
            _ = app.update(at: clock.now)
            app.rootView.layoutIfNeeded()
            each?(p)
        }
        if release { pointer(.up, p.x, p.y) }
    }

    /// The state line the app prints now, decoded from its JSON.
    var state: DemoState {
        get throws {
            let line = try app.stateLine(timeMilliseconds: clock.now * 1000, frame: clock.ticks)
            return try JSONDecoder().decode(DemoState.self, from: Data(line.utf8))
        }
    }

    var stack: [String] { app.mode.stack }
    var side: SideDrawerMode { app.mode as! SideDrawerMode }
    var card: CardDrawerMode { app.mode as! CardDrawerMode }
    /// The card's top edge, in points from the window's top.
    var cardTop: Double { card.cardSheet.view.frame.minY }
}

/// The demo's modes by name, for tests that pick one.
nonisolated extension ModeName {
    static let side = ModeName(rawValue: "side")!
    static let card = ModeName(rawValue: "card")!
    static let modal = ModeName(rawValue: "modal")!
    static let spin = ModeName(rawValue: "spin")!
    static let zoom = ModeName(rawValue: "zoom")!
    static let sheet = ModeName(rawValue: "sheet")!
}
