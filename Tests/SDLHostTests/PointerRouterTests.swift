import Testing
import ViewKit

@testable import SDLHost

/// The one pointer an app sees, made of the mouse, scrolls and touches.
struct PointerRouterTests {
    static func phases(_ events: [PointerEvent]) -> [PointerEvent.Phase] { events.map(\.phase) }

    @Test func aLostFocusCancelsOnlyAPressedPointer() {
        var router = PointerRouter()
        #expect(router.focusLost(at: 0).isEmpty)
        _ = router.mouse(.down, Point(x: 10, y: 20), time: 0)
        _ = router.mouse(.move, Point(x: 30, y: 20), time: 0.1)
        let cancel = router.focusLost(at: 0.2)
        #expect(Self.phases(cancel) == [.cancel])
        #expect(cancel.first?.location == Point(x: 30, y: 20))
        #expect(!router.isPointerDown)
    }

    @Test func aScrollDragsFromTheMouseAndNeverMovesIt() {
        var router = PointerRouter()
        _ = router.mouse(.move, Point(x: 500, y: 400), time: 0)
        let first = router.scroll(x: -1, y: 0, precise: true, flipped: false, at: router.mouseLocation, time: 0.1)
        #expect(Self.phases(first) == [.down, .move])
        #expect(router.isScrolling && router.isPointerDown)
        #expect(router.mouseLocation == Point(x: 500, y: 400))
        #expect(router.lastPointer != router.mouseLocation)
        // The mouse moving does not disturb the scroll; a press ends it first.
        #expect(router.mouse(.move, Point(x: 600, y: 400), time: 0.12).isEmpty)
        #expect(Self.phases(router.mouse(.down, Point(x: 600, y: 400), time: 0.13)) == [.up, .down])
        #expect(!router.isScrolling)
        // While the mouse drags, a scroll does nothing.
        #expect(router.scroll(x: -1, y: 0, precise: true, flipped: false, at: router.mouseLocation, time: 0.14).isEmpty)
    }

    @Test func aQuietScrollLetsGo() {
        var router = PointerRouter()
        _ = router.scroll(x: -1, y: 0, precise: true, flipped: false, at: Point(x: 100, y: 100), time: 0)
        #expect(router.endQuietScroll(at: 0.01).isEmpty)
        #expect(Self.phases(router.endQuietScroll(at: 1)) == [.up])
        #expect(!router.isPointerDown)
    }

    @Test func theMouseIsIgnoredWhileAFingerDrives() {
        var router = PointerRouter()
        #expect(Self.phases(router.touch(.down, id: 7, at: Point(x: 10, y: 10), time: 0)) == [.down])
        #expect(router.mouse(.down, Point(x: 90, y: 90), time: 0.1).isEmpty)
        #expect(router.mouseLocation == Point(x: 90, y: 90), "the mouse is still where it is")
        #expect(Self.phases(router.touch(.up, id: 7, at: Point(x: 10, y: 10), time: 0.2)) == [.up])
        #expect(Self.phases(router.mouse(.down, Point(x: 90, y: 90), time: 0.3)) == [.down])
    }
}
