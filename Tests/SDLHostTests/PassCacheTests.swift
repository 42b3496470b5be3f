import DrawerCommandLine
import Foundation
import Motion
import TestSupport
import Testing
import ViewKit

@testable import DrawerApp
@testable import SDLHost

/// Offscreen passes kept from frame to frame: a pass whose content draws the same is
/// composited from the texture it was drawn into, one whose content changed is drawn again, and
/// every frame is the one drawn with every pass afresh.
extension OffscreenRenderingTests {
    /// A card fading as one picture: a rounded panel with a shadow, a badge and a line of text.
    static func fadingCard() -> (root: View, card: View, badge: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = Color(rgb: 0x1D2433)
        let card = View(frame: Rect(x: 60.25, y: 30.5, width: 180, height: 120))
        card.backgroundColor = Color(rgb: 0xF4F1DE)
        card.cornerRadius = 14
        card.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 12)
        card.alpha = 0.6
        let badge = View(frame: Rect(x: 20, y: 20, width: 60, height: 60))
        badge.backgroundColor = Color(rgb: 0xE76F51)
        badge.cornerRadius = 30
        card.addSubview(badge)
        root.addSubview(card)
        return (root, card, badge)
    }

    /// A second window beside `window`, the same size, whose renderer draws every pass afresh.
    static func freshRenderer(beside window: HostWindow) throws -> (HostWindow, ViewRenderer) {
        let fresh = try HostWindow(video: window.video, title: "passes drawn afresh", size: window.size)
        let renderer = try ViewRenderer(window: fresh, images: ImageStore())
        renderer.keepsPasses = false
        return (fresh, renderer)
    }

    @Test func aPassThatDrawsTheSameIsCompositedFromItsTexture() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        let (root, card, _) = Self.fadingCard()
        for frame in 0..<4 {
            // The card moves and fades: its pass holds it in its own units, so it is still the same.
            card.transform = Transform2D(translationX: Double(frame) * 7.3, y: Double(frame) * 1.1)
            card.alpha = 0.6 - Double(frame) * 0.1
            renderer.draw(root)
            fresh.draw(root)
            #expect(Self.firstDifference(try window.snapshot(), try freshWindow.snapshot()) == nil, "frame \(frame)")
        }
        #expect(renderer.passesRedrawn == 1, "drawn once, at the first frame")
        #expect(renderer.passesReused == 3)
        #expect(renderer.keptPassCount == 1)
        #expect(fresh.passesRedrawn == 0 && fresh.passesReused == 0 && fresh.keptPassCount == 0)
    }

    /// Whatever changes in what a kept pass draws, the pass is drawn again: each change below,
    /// made between two frames, gives the frame a pass drawn afresh gives.
    @Test(arguments: 0..<10)
    func aPassWhoseContentChangesIsDrawnAgain(change: Int) throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        let (root, card, badge) = Self.fadingCard()
        renderer.draw(root)
        renderer.draw(root)
        #expect(renderer.passesReused == 1)
        switch change {
        case 0: badge.backgroundColor = Color(rgb: 0x2A9D8F)
        case 1: badge.frame.origin.x += 0.5
        case 2: badge.isHidden = true
        case 3: badge.cornerRadius = 4
        case 4: badge.borderWidth = 3
        case 5: card.cornerRadius = 30
        case 6: card.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.8), radius: 20)
        case 7: card.bounds.size.width += 10
        case 8:
            let label = View(frame: Rect(x: 90, y: 20, width: 80, height: 20))
            label.backgroundColor = Color(rgb: 0x3D5A80)
            card.addSubview(label)
        default: badge.transform = Transform2D(rotationAngle: 0.3)
        }
        renderer.draw(root)
        fresh.draw(root)
        #expect(renderer.passesRedrawn == 2, "change \(change) draws the pass again")
        #expect(Self.firstDifference(try window.snapshot(), try freshWindow.snapshot()) == nil, "change \(change)")
    }

    /// A pass whose view is not drawn in a frame is given up at its end, its texture back in
    /// the pool; a recording starts with nothing kept.
    @Test func aPassNotDrawnIsGivenUp() throws {
        let (_, _, renderer) = try Self.makeWindow(320, 200)
        let (root, card, _) = Self.fadingCard()
        renderer.draw(root)
        #expect(renderer.keptPassCount == 1 && renderer.keptPassPixels > 0)
        card.isHidden = true
        renderer.draw(root)
        #expect(renderer.keptPassCount == 0 && renderer.keptPassPixels == 0)
        card.isHidden = false
        renderer.draw(root)
        #expect(renderer.keptPassCount == 1)
        #expect(renderer.groupTexturesMade == 1, "the texture given up is the one taken again")
        renderer.recorder = GeometryRecorder()
        #expect(renderer.keptPassCount == 0)
        renderer.draw(root)
        #expect(renderer.passesRedrawn == 3)
    }

    /// Views that fade in turn, each a few frames: a kept pass is given up at the end of the
    /// first frame that does not draw it, so the pool needs one texture more, not one a view.
    @Test func fadingViewsThatComeAndGoTakeTwoTextures() throws {
        let (_, _, renderer) = try Self.makeWindow(320, 200)
        var shown: [View] = []  // kept alive: a view made where a freed one was would share its key
        for _ in 0..<20 {
            let (root, _, _) = Self.fadingCard()
            shown.append(root)
            for _ in 0..<3 { renderer.draw(root) }
        }
        #expect(renderer.groupTexturesMade == 2 && renderer.groupTextureCount == 2, "\(renderer.groupTexturesMade) made")
        #expect(renderer.keptPassCount == 1)
    }

    /// A pass given up keeps its capture for the next pass kept anew, which takes its buffers
    /// (so that passes that come and go allocate none) and draws its own content, not what the
    /// capture held before: every frame is the one drawn with every pass afresh.
    @Test func aPassKeptAnewTakesTheCaptureOfOneGivenUp() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        var shown: [View] = []  // kept alive: a view made where a freed one was would share its key
        for index in 0..<6 {
            let (root, card, badge) = Self.fadingCard()
            badge.backgroundColor = index.isMultiple(of: 2) ? Color(rgb: 0x2A9D8F) : Color(rgb: 0xE9C46A)
            card.transform = Transform2D(translationX: Double(index) * 9, y: Double(index) * 2)
            shown.append(root)
            renderer.draw(root)
            fresh.draw(root)
            #expect(Self.firstDifference(try window.snapshot(), try freshWindow.snapshot()) == nil, "card \(index)")
        }
        // The first two cards' passes made a capture each (the first was given up only at the
        // end of the second's frame); every later card took the one given up before it.
        #expect(renderer.passCapturesMade == 2, "\(renderer.passCapturesMade) made")
        #expect(renderer.keptPassCount == 1 && renderer.passesRedrawn == 6)
    }

    /// Kept textures hold at most twice the window's pixels: a pass larger than that is drawn
    /// afresh, only where it shows.
    @Test func aPassPastTheBudgetIsDrawnAfresh() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        let (root, card, _) = Self.fadingCard()
        card.frame = Rect(x: -200, y: -150, width: 700, height: 500)
        for _ in 0..<2 {
            renderer.draw(root)
            #expect(renderer.keptPassCount == 0)
            #expect(renderer.keptPassPixels <= 2 * 320 * 200)
        }
        fresh.draw(root)
        #expect(Self.firstDifference(try window.snapshot(), try freshWindow.snapshot()) == nil)
        #expect(renderer.passesRedrawn == 0 && renderer.passesReused == 0)
    }

    /// A material reads back what is drawn behind it as it is drawn, which a capture cannot
    /// hold: a fading view around one is drawn afresh.
    @Test func aPassAroundAMaterialIsNotKept() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        let (root, card, _) = Self.fadingCard()
        let material = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
        material.frame = Rect(x: 10, y: 70, width: 150, height: 40)
        card.addSubview(material)
        renderer.draw(root)
        renderer.draw(root)
        fresh.draw(root)
        #expect(renderer.keptPassCount == 0 && renderer.passesReused == 0)
        #expect(Self.firstDifference(try window.snapshot(), try freshWindow.snapshot()) == nil)
    }

    /// `shouldRasterize`: the card is drawn once into a bitmap in its own units, with its shadow,
    /// and the bitmap composited where it is; moved, the bitmap is composited again, not drawn.
    /// On whole pixels at the window's resolution it is the picture drawn directly.
    @Test func aRasterizedViewIsABitmapKeptWhileItMoves() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        let (root, card, _) = Self.fadingCard()
        card.alpha = 1
        card.frame.origin = Point(x: 60, y: 30)
        for step in 0..<3 {
            card.transform = Transform2D(translationX: Double(step) * 9, y: Double(step) * 4)
            card.layer.shouldRasterize = true
            renderer.draw(root)
            card.layer.shouldRasterize = false
            fresh.draw(root)
            let (bitmap, direct) = (try window.snapshot(), try freshWindow.snapshot())
            let worst = Self.largestDifference(bitmap, direct)
            #expect(worst <= 2, "step \(step): \(Self.firstDifference(bitmap, direct) ?? "")")
        }
        #expect(renderer.passesRedrawn == 1 && renderer.passesReused == 2)
        #expect(fresh.passesRedrawn == 0 && fresh.keptPassCount == 0)
    }

    /// A photo tile: a rounded clip at a fraction of a pixel, turned a little, whose picture
    /// reaches into its corners (so it is drawn through a pass).
    static func photoTile() -> (root: View, tile: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = Color(rgb: 0x1D2433)
        let tile = View(frame: Rect(x: 70.3, y: 40.6, width: 150, height: 110))
        tile.backgroundColor = Color(rgb: 0x2A9D8F)
        tile.cornerRadius = 18
        tile.cornerCurve = .continuous
        tile.clipsToBounds = true
        tile.transform = Transform2D(rotationAngle: 0.05)
        let picture = View(frame: Rect(x: -10, y: -10, width: 120, height: 90))
        picture.backgroundColor = Color(rgb: 0xE9C46A)
        tile.addSubview(picture)
        root.addSubview(tile)
        return (root, tile)
    }

    /// Draws `root` with passes kept and afresh, and expects the two frames within a level.
    static func expectTheSameFrame(
        _ root: View, kept: (window: HostWindow, renderer: ViewRenderer), afresh: (window: HostWindow, renderer: ViewRenderer),
        frame: Int
    ) throws {
        kept.renderer.draw(root)
        afresh.renderer.draw(root)
        let (a, b) = (try kept.window.snapshot(), try afresh.window.snapshot())
        #expect(Self.largestDifference(a, b) <= 1, "frame \(frame): \(Self.firstDifference(a, b) ?? "")")
    }

    /// A rounded clip that holds still takes its exact edge into its kept texture once, at the
    /// third frame (the second shows it held still), and is composited as its box from then on:
    /// a handful of vertices a frame, not its corners' rings, and the same picture as drawn afresh.
    @Test func aRoundedClipThatHoldsStillIsCompositedAsItsBox() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        let (root, _) = Self.photoTile()
        let recorder = GeometryRecorder()
        renderer.recorder = recorder
        for frame in 0..<5 {
            try Self.expectTheSameFrame(root, kept: (window, renderer), afresh: (freshWindow, fresh), frame: frame)
        }
        let vertices = recorder.costs.map(\.vertices)
        #expect(renderer.passesRedrawn == 2 && renderer.passesReused == 3, "drawn at the first frame and settled at the third")
        #expect(vertices[0] > 1000 && vertices[1] > 1000, "the exact edge's rings: \(vertices)")
        #expect(vertices[3] < 50 && vertices[4] == vertices[3], "the root and the tile's box: \(vertices)")
    }

    /// Clips that hold still together settle one a frame: a grid that has just appeared spreads
    /// its coverage passes over as many frames instead of stalling one.
    @Test func roundedClipsThatHoldStillTogetherSettleOneAFrame() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        let (root, tile) = Self.photoTile()
        tile.transform = .identity
        tile.frame.size = Size(width: 80, height: 60)
        for column in 1..<3 {
            let other = View(frame: tile.frame.offsetBy(dx: Double(column) * 90, dy: 0))
            other.backgroundColor = tile.backgroundColor
            other.cornerRadius = tile.cornerRadius
            other.clipsToBounds = true
            other.addSubview(View(frame: Rect(x: -5, y: -5, width: 50, height: 40)))
            other.subviews[0].backgroundColor = Color(rgb: 0xE9C46A)
            root.addSubview(other)
        }
        let recorder = GeometryRecorder()
        renderer.recorder = recorder
        for frame in 0..<7 {
            try Self.expectTheSameFrame(root, kept: (window, renderer), afresh: (freshWindow, fresh), frame: frame)
        }
        let passes = recorder.costs.map(\.offscreenPasses)
        #expect(passes == [3, 0, 2, 2, 2, 0, 0], "passes a frame: \(passes)")
    }

    /// A rounded clip whose content changes every frame is never drawn in the settled form,
    /// which would cost it a second pass each frame; once it holds still again, it settles.
    @Test func aRoundedClipThatChangesEveryFrameStaysUnsettled() throws {
        let (window, _, renderer) = try Self.makeWindow(320, 200)
        let (freshWindow, fresh) = try Self.freshRenderer(beside: window)
        let (root, tile) = Self.photoTile()
        let recorder = GeometryRecorder()
        renderer.recorder = recorder
        for frame in 0..<8 {
            // Still for three frames (settled at the third), then growing for five: the first
            // change is drawn settled still, the next ones not.
            if frame >= 3 { tile.bounds.size.width += 3 }
            try Self.expectTheSameFrame(root, kept: (window, renderer), afresh: (freshWindow, fresh), frame: frame)
        }
        let passes = recorder.costs.map(\.offscreenPasses)
        // Settled, a pass draws the coverage too: two passes. Unsettled, one.
        #expect(passes == [1, 0, 2, 2, 1, 1, 1, 1], "passes a frame: \(passes)")
        for _ in 0..<3 { renderer.draw(root) }
        let again = recorder.costs.suffix(3).map(\.offscreenPasses)
        #expect(again == [0, 2, 0], "held still, then settled again: \(again)")
    }

    /// `rasterizationScale` is the bitmap's pixels per point: 1 unless set, as Core Animation's,
    /// so a window at 2× holds a rasterized view at half its own resolution.
    @Test func aRasterizedViewsBitmapHasItsOwnResolution() throws {
        let (window, _, renderer) = try Self.makeWindow(640, 400)
        window.simulatedScale = 2
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let tile = View(frame: Rect(x: 20, y: 20, width: 100, height: 100))
        tile.backgroundColor = Color(rgb: 0xE76F51)
        tile.addSubview(View(frame: Rect(x: 10, y: 10, width: 30, height: 30)))
        root.addSubview(tile)
        tile.layer.shouldRasterize = true
        renderer.draw(root)
        #expect(renderer.keptPassPixels == 128 * 128, "100 points at 1 pixel a point, on the pool's 64-pixel grid")
        tile.layer.rasterizationScale = 2
        renderer.draw(root)
        #expect(renderer.keptPassPixels == 256 * 256)
    }

    /// Every mode of the demo through its transitions, drawn with passes kept and afresh by two
    /// sessions given the same input: the same frame, within two levels.
    @Test(arguments: ModeName.allCases)
    func everyModesFramesAreTheSameWithPassesKept(mode: ModeName) throws {
        let renderer = try Self.drawTwoSessions(
            of: mode, theOther: { $0.keepsPasses = false },
            compare: { frame, kept, fresh in
                // A kept texture may be another size than the one the pool lends the same pass, and
                // its texels are then placed through other float rounding: a level or two at the
                // pass's edge, as `aGroupDrawnFromALargerTextureLooksTheSame` allows.
                let worst = Self.largestDifference(kept, fresh)
                #expect(worst <= 2, "frame \(frame): \(Self.firstDifference(kept, fresh) ?? "")")
            })
        if mode == ModalMode.name {
            #expect(renderer.passesReused > 0, "the detail screen fades as one picture while it slides")
        }
    }

    /// Runs two sessions of `mode` through its transitions on the same input, the second's
    /// renderer set up by `theOther`, and gives every third frame of both to `compare`; returns
    /// the first session's renderer.
    static func drawTwoSessions(
        of mode: ModeName, theOther configure: (ViewRenderer) -> Void, compare: (Int, Snapshot, Snapshot) throws -> Void
    ) throws -> ViewRenderer {
        let size = Size(width: 640, height: 400)
        let (app, host) = try Self.drawerSession(mode, size: size)
        let (otherApp, otherHost) = try Self.drawerSession(mode, size: size, video: host.window.video)
        configure(otherHost.renderer)
        let clock = try #require(app.clock as? FixedStepClock)
        let otherClock = try #require(otherApp.clock as? FixedStepClock)
        // Half the frames under a sanitizer: the same modes and paths, fewer repetitions.
        for frame in 0..<Workload.repetitions(72, underSanitizer: 36) {
            if !app.isAnimating {
                app.handle(.key(app.keyToKeepMoving(base: 1)))
                otherApp.handle(.key(otherApp.keyToKeepMoving(base: 1)))
            }
            clock.tick()
            otherClock.tick()
            _ = app.update(at: clock.now)
            _ = otherApp.update(at: otherClock.now)
            host.renderer.draw(app.rootView)
            otherHost.renderer.draw(otherApp.rootView)
            guard frame % 3 == 1 else { continue }
            try compare(frame, try host.window.snapshot(), try otherHost.window.snapshot())
        }
        return host.renderer
    }
}
