import Foundation
import Motion
import SDLHost
import Testing
import ViewKit

@testable import DrawerApp

/// The registry is the one list of modes: names, keys, help, tunables and the bench read it.
struct ModeRegistryTests {
    @Test func namesComeFromTheRegistryInItsOrder() {
        #expect(ModeName.allCases.map(\.rawValue) == ["side", "card", "modal", "spin", "zoom", "sheet"])
        #expect(ModeName(rawValue: "fade") == nil)
        #expect(Set(ModeName.allCases).count == ModeRegistry.modes.count, "each name once")
    }

    @Test func theHelpsKeyLinesAreMadeFromTheModes() {
        let guide = ModeRegistry.keyGuide
        #expect(guide.map(\.keys) == ["Right, Left", "B", "Space", "7, 8, 9"])
        #expect(
            guide.map(\.meaning) == [
                "side and spin: push, pop",
                "side and spin: navigation bar hidden or shown",
                "card: open or close; modal and sheet: present or dismiss; zoom: open the first tile or close it",
                "sheet: peek, medium, large",
            ])
        #expect(ModeRegistry.list(["side", "spin", "fade"]) == "side, spin and fade")
        #expect(ModeRegistry.list(["card"]) == "card")
        #expect(DrawerApplication.keyGuide[0].meaning == "next mode; 1–6 pick a mode (or click the bar at the top)")
    }

    @Test func everyTunableIsAModesAndReadingOneCannotFail() throws {
        let names = MotionSettings.tunables.map(\.name)
        #expect(names.count == Set(names).count, "each tunable once")
        for mode in ModeRegistry.modes {
            for tunable in mode.tunables { #expect(tunable.name.hasPrefix(mode.name.rawValue + ".") || tunable.name.hasPrefix("side.")) }
        }
        let settings = MotionSettings()
        #expect(settings[CardDrawerMode.peek] == 80, "a tunable never set reads its default")
        settings.set(CardDrawerMode.peek, to: 500)
        #expect(settings[CardDrawerMode.peek] == 200, "a typed set is held to the range")
        try settings.set("card.peek", to: 120)
        #expect(settings[CardDrawerMode.peek] == 120, "--set and the script's set reach the same value")
    }

    @Test func aNumberKeyPastTheLastModeDoesNothing() {
        let rig = DemoRig(mode: .card)
        rig.app.handle(.key(.character("7")))
        #expect(rig.app.modeName == .card)
        rig.app.handle(.key(.character("6")))
        #expect(rig.app.modeName == .sheet)
    }
}
