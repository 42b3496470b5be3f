import Foundation
import Motion
import Testing
import ViewKit

@testable import SDLHost

/// The typed host API: an app's state written beside the host's fields, its tunables checked.
struct HostedApplicationTests {
    final class App: HostedApplication {
        nonisolated struct State: Encodable {
            let stack: [String]
            let progress: Double?
            let speed: Double
        }
        let clock: AnimationClock = FixedStepClock()
        let rootView = View(name: "root")
        var speed = 1.0
        var progress: Double? = 0.25

        func handle(_ event: InputEvent) {}
        func update(at time: Double) -> Bool { false }
        func state() -> State { State(stack: ["first"], progress: progress, speed: speed) }

        static let tunables = [Tunable(name: "app.speed", summary: "how fast, ×", range: 0.5...4, defaultValue: 1)]
        func set(_ tunable: Tunable, to value: Double) { if tunable.name == "app.speed" { speed = value } }
    }

    /// An app that reports nothing of its own.
    final class Quiet: HostedApplication {
        let clock: AnimationClock = FixedStepClock()
        let rootView = View(name: "root")
        func handle(_ event: InputEvent) {}
        func update(at time: Double) -> Bool { false }
    }

    @Test func theStateIsWrittenBesideTheHostsFields() throws {
        let app = App()
        let line = try app.stateLine(timeMilliseconds: 16.5, frame: 1)
        #expect(line == #"{"frame":1,"progress":0.25,"speed":1,"stack":["first"],"t_ms":16.5}"#)
        #expect(try Quiet().stateLine(timeMilliseconds: 0, frame: 0) == #"{"frame":0,"t_ms":0}"#)
    }

    @Test func aStateThatCannotBeWrittenIsAHostError() {
        let app = App()
        app.progress = .nan
        #expect {
            try app.stateLine(timeMilliseconds: 0, frame: 0)
        } throws: { error in
            guard case .cannotEncodeState = error as? HostError else { return false }
            return "\(error)".hasPrefix("cannot write the state line: ")
        }
    }

    @Test func settingsAreTheTunablesTheAppDeclares() throws {
        let speed = try Tunable.named("app.speed", in: App.tunables)
        #expect(speed == App.tunables[0])
        try speed.validate(2)
        #expect(throws: SettingError(description: "unknown setting 'app.sped' (one of app.speed)")) {
            try Tunable.named("app.sped", in: App.tunables)
        }
        #expect(throws: SettingError(description: "unknown setting 'app.speed' (this app has none)")) {
            try Tunable.named("app.speed", in: Quiet.tunables)
        }
        #expect(throws: SettingError(description: "app.speed 5 is out of range: how fast, ×, from 0.5 to 4")) {
            try speed.validate(5)
        }
        #expect(throws: SettingError.self) { try speed.validate(.nan) }
    }
}
