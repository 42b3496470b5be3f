import Foundation
import Motion
import SDLHost
import Testing
import ViewKit

@testable import DrawerApp

/// The registry is the one list of modes: names, keys, help, tunables and the bench read it.
struct ModeRegistryTests {
    @Test func namesComeFromTheRegistryInItsOrder() {
        #expect(ModeName.allCases.map(\.rawValue) == ModeRegistry.modes.map { $0.name.rawValue })
        let demo = ["side", "card", "modal", "spin", "zoom", "sheet"]
        #expect(demo.allSatisfy { ModeName(rawValue: $0) != nil }, "the demo's six are registered")
        #expect(ModeName(rawValue: "no-such-mode") == nil)
        #expect(Set(ModeName.allCases).count == ModeRegistry.modes.count, "each name once")
    }

    @Test func theHelpsKeyLinesAreMadeFromTheModes() {
        let six: [any DemoMode.Type] = [
            SideDrawerMode.self, CardDrawerMode.self, ModalMode.self, SpinMode.self, ZoomMode.self, SheetMode.self,
        ]
        let guide = ModeRegistry.keyGuide(of: six)
        #expect(guide.map(\.keys) == ["Right", "Left", "B", "Space", "Up, Down"])
        #expect(
            guide.map(\.meaning) == [
                "side and spin: push",
                "side and spin: pop",
                "side and spin: navigation bar hidden or shown",
                "card: open or close; modal and sheet: present or dismiss; zoom: open the first tile or close it",
                "sheet: the next detent up or down",
            ])
        #expect(ModeRegistry.list(["side", "spin", "fade"]) == "side, spin and fade")
        #expect(ModeRegistry.list(["card"]) == "card")
        #expect(DrawerApplication.keyGuide.prefix(2).map(\.keys) == ["Tab, M", "1–\(ModeRegistry.modes.count)"])
        let modes = ModeRegistry.keyGuide.map(\.keys)
        #expect(DrawerApplication.keyGuide.suffix(modes.count).map(\.keys) == modes, "the modes' keys after the demo's")
    }

    /// The help and the dispatch are one table: the mode answers every key the help names for
    /// it, at rest or once its round trip's first key has moved it (Left pops only a pushed
    /// screen, the detent keys move only a shown sheet), and no key the help does not name.
    @Test(arguments: ModeName.allCases)
    func everyKeyTheHelpNamesForAModeIsAnswered(mode: ModeName) throws {
        let type = ModeRegistry.mode(mode)
        for (keys, meaning) in type.boundKeys {
            for key in keys {
                let rig = DemoRig(mode: mode)
                if rig.app.mode.handleKey(key) { continue }
                let first = try #require(type.bench.roundTrip.first)
                #expect(rig.app.mode.handleKey(first))
                rig.settle()
                #expect(rig.app.mode.handleKey(key), "\(mode.rawValue): \(key) (\(meaning)) is not answered")
            }
        }
        let rig = DemoRig(mode: mode)
        let before = rig.app.state()
        #expect(!rig.app.mode.handleKey(.character("X")))
        rig.app.handle(.key(.character("X")))
        rig.settle()
        #expect(rig.app.state() == before, "a key the help does not name does nothing")
    }

    @Test func aRunOfDigitsIsARangeInTheHelp() {
        let keys: [Key] = [.character("1"), .character("2"), .character("3"), .space, .character("7"), .character("8")]
        #expect(KeyBinding<Int>(keys, "") { _ in }.label == "1–3, Space, 7, 8")
    }

    @Test func everyTunableIsAModesAndReadingOneCannotFail() throws {
        let names = MotionSettings.tunables.map(\.name)
        #expect(names.count == Set(names).count, "each tunable once")
        for mode in ModeRegistry.modes {
            for tunable in mode.motion.tunables {
                #expect(tunable.name.hasPrefix(mode.name.rawValue + ".") || tunable.name.hasPrefix("side."))
            }
        }
        let settings = MotionSettings()
        #expect(settings[CardDrawerMode.peek] == 80, "a tunable never set reads its default")
        settings.set(CardDrawerMode.peek, to: 500)
        #expect(settings[CardDrawerMode.peek] == 200, "a typed set is held to the range")
        try settings.set("card.peek", to: 120)
        #expect(settings[CardDrawerMode.peek] == 120, "--set and the script's set reach the same value")
    }

    @Test func aNumberKeyPastTheLastModeDoesNothing() {
        let count = ModeRegistry.modes.count
        let rig = DemoRig(mode: .card)
        rig.app.handle(.key(.character(Character("\(count + 1)"))))
        #expect(rig.app.modeName == .card)
        rig.app.handle(.key(.character(Character("\(count)"))))
        #expect(rig.app.modeName == ModeName.allCases[count - 1])
    }
}
