import Motion
import SDLHost
import Testing
import ViewKit

@testable import DrawerApp

/// The sheet mode is a user of ViewKit's sheet: these check what the demo adds, through its
/// keys, clicks and state line (the sheet's own rules are ViewKitTests' SheetPresentationTests).
struct SheetModeTests {
    static func presented() throws -> (DemoRig, DemoState.Sheet) {
        let rig = DemoRig(mode: .sheet)
        #expect(
            try rig.state.sheet
                == DemoState.Sheet(
                    presented: false, detent: nil, height: 0, dimming: 0, presenterScale: 1, interactive: false, behindTaps: 0,
                    contentOffset: 0, decelerating: false))
        rig.key(.space)
        rig.frames(2)
        #expect(try rig.state.sheet?.detent == nil)  // still rising
        rig.settle()
        let sheet = try #require(try rig.state.sheet)
        return (rig, sheet)
    }

    @Test func spacePresentsAtMediumBelowTheModeBar() throws {
        let (rig, sheet) = try Self.presented()
        // The rig's window is 1024×720: the largest detent stops 10 points below the 44-point bar.
        #expect(sheet.presented && sheet.detent == "medium")
        #expect(sheet.height == (720 - 44 - 10) / 2)
        #expect(sheet.dimming == 0 && sheet.presenterScale == 1 && !sheet.interactive)
        #expect(try rig.state.presented == "sheet")
        #expect(try rig.state.card == DemoState.Card(progress: 0, open: false, animator: nil))
        rig.key(.space)
        rig.settle()
        #expect(try rig.state.sheet?.presented == false && rig.state.presented == nil)
    }

    @Test func upAndDownStepThroughTheDetentsAndTheScreenRecedesAtLarge() throws {
        let (rig, _) = try Self.presented()
        rig.key(.up)
        rig.frames(3)
        #expect(try rig.state.sheet?.detent == nil)  // animated, not a jump
        rig.settle()
        let large = try #require(try rig.state.sheet)
        #expect(large.detent == "large" && large.height == 666 && large.dimming == 1)
        #expect(abs(large.presenterScale - SheetPresentationController.recededPresenterScale) < 1e-12)
        rig.key(.up)
        rig.settle()
        #expect(try rig.state.sheet?.detent == "large", "no detent above large")
        rig.key(.down)
        rig.settle()
        #expect(try rig.state.sheet?.detent == "medium")
        rig.key(.down)
        rig.settle()
        #expect(try rig.state.sheet?.detent == "peek" && rig.state.sheet?.height == 96)
        #expect(try rig.state.sheet?.presenterScale == 1)
    }

    @Test func clicksAboveAnUndimmedSheetReachTheScreenBehind() throws {
        let (rig, _) = try Self.presented()
        rig.pointer(.down, 100, 100)
        rig.pointer(.up, 100, 100)
        #expect(try rig.state.sheet?.behindTaps == 1)
        rig.key(.up)
        rig.settle()
        rig.pointer(.down, 100, 50)  // on the dimming, above the large sheet: it dismisses
        rig.pointer(.up, 100, 50)
        rig.settle()
        #expect(try rig.state.sheet?.behindTaps == 1 && rig.state.sheet?.presented == false)
    }

    @Test func aDragHoldsTheSheetAndAFlickDownDismissesIt() throws {
        let (rig, sheet) = try Self.presented()
        let top = 720 - sheet.height
        rig.drag(from: Point(x: 500, y: top + 30), step: Point(x: 0, y: -20), frames: 6, release: false)
        let held = try #require(try rig.state.sheet)
        #expect(held.interactive && held.detent == nil && held.height == sheet.height + 120)
        #expect(held.dimming > 0 && held.dimming < 1)
        rig.pointer(.up, 500, top + 30 - 120)
        rig.settle()
        #expect(try rig.state.sheet?.detent == "large")
        rig.drag(from: Point(x: 500, y: 100), step: Point(x: 0, y: 40), frames: 4)
        rig.settle()
        #expect(try rig.state.sheet?.presented == false)
    }

    @Test func aModeSwitchTakesTheSheetAwayWithItsScreenAndBringsItBack() throws {
        let (rig, _) = try Self.presented()
        rig.key(.up)
        rig.frames(3)
        rig.key(.character("1"))
        #expect(rig.app.rootView.subviews.allSatisfy { !$0.name.hasPrefix("presentation.") })
        #expect(try rig.state.sheet == nil)
        rig.key(.character(Character("\(try #require(ModeName.allCases.firstIndex(of: .sheet)) + 1)")))
        #expect(rig.app.rootView.subviews.contains { $0.name == "presentation.sheet" })
        let back = try #require(try rig.state.sheet)
        #expect(back.presented && back.detent == "large" && back.height == 666)  // landed, not left mid-way
    }

    @Test func theHUDSaysWhereTheSheetIsAndWhatMovesIt() throws {
        let rig = DemoRig(mode: .sheet)
        #expect(rig.app.hudLines().last == "sheet dismissed, behind 0 clicks")
        rig.key(.space)
        rig.settle()
        #expect(rig.app.hudLines().suffix(2) == ["sheet medium 333 pt, dimming 0.00", "animator: none"])
        rig.key(.up)
        rig.frames(3)
        let moving = rig.app.hudLines().suffix(2)
        #expect(moving.first?.hasPrefix("sheet moving ") == true)
        #expect(moving.last?.hasPrefix("animator: active, running") == true)
        #expect(rig.app.keyToKeepMoving(base: 1) == .space)
        #expect(!rig.app.mode.handleKey(.character("x")))
    }

    /// The sheet's list of 200 rows: a drag up on it at medium grows the sheet to large first and
    /// then scrolls the rows, in one drag; the state line says where the list is.
    @Test func aDragUpOnTheListGrowsTheSheetAndThenScrollsIt() throws {
        let (rig, sheet) = try Self.presented()
        let top = 720 - sheet.height
        // 10 points of hysteresis, 333 to large, then 157 more into the list.
        rig.drag(from: Point(x: 512, y: top + 200), step: Point(x: 0, y: -10), frames: 50, release: false)
        let held = try #require(try rig.state.sheet)
        #expect(held.height == 666 && abs(held.contentOffset - 157) < 1e-9 && held.interactive)
        rig.frames(10)
        rig.pointer(.up, 512, top - 300)
        rig.settle()
        let after = try #require(try rig.state.sheet)
        #expect(after.detent == "large" && abs(after.contentOffset - 157) < 1e-9 && !after.decelerating)
        // The wheel scrolls it headless: a notch down steps it, without momentum.
        rig.wheel(512, 400, clicks: -2)
        rig.settle()
        #expect(try abs((rig.state.sheet?.contentOffset ?? 0) - 157 - 2 * ScrollDrag.pointsPerClick) < 1e-9)
    }
}
