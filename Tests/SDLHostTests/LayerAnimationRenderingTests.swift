import Testing
import ViewKit

@testable import SDLHost

/// A layer animation (CALayer's `add(_:forKey:)`) is drawn where it shows the view, not where
/// the model has it, read back from the offscreen driver.
extension OffscreenRenderingTests {
    /// A white 40×40 square whose model sits at x 10…50, held at x 130…170 by an animation that
    /// has not begun but fills backward: drawn there, not where the model is, until the animation
    /// is removed.
    @Test func aViewIsDrawnWhereItsLayerAnimationShowsIt() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let square = View(frame: Rect(x: 10, y: 80, width: 40, height: 40))
        square.backgroundColor = .white
        root.addSubview(square)
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 150.0
        move.toValue = 30.0
        move.beginTime = square.animationDriver.now + 100
        move.fillMode = .backwards
        square.layer.add(move, forKey: "move")
        renderer.draw(root)
        let frame = try window.snapshot()
        #expect(Self.red(frame.color(x: 150, y: 100)) > 0.95 && Self.red(frame.color(x: 133, y: 83)) > 0.95)
        #expect(Self.red(frame.color(x: 30, y: 100)) < 0.05, "the model's place is empty")
        square.layer.removeAnimation(forKey: "move")
        renderer.draw(root)
        let after = try window.snapshot()
        #expect(Self.red(after.color(x: 30, y: 100)) > 0.95 && Self.red(after.color(x: 150, y: 100)) < 0.05)
    }
}
