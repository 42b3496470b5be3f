import SDLHost

/// The demo's modes, in the order of the mode bar, the number keys and Tab. A new mode is its
/// own file and one line here.
enum ModeRegistry {
    nonisolated static let modes: [any DemoMode.Type] = [
        SideDrawerMode.self,
        CardDrawerMode.self,
        ModalMode.self,
        SpinMode.self,
        ZoomMode.self,
        SheetMode.self,
    ]

    /// The mode called `name`.
    static func mode(_ name: ModeName) -> any DemoMode.Type {
        guard let mode = modes.first(where: { $0.name == name }) else { preconditionFailure("no mode named \(name.rawValue)") }
        return mode
    }

    /// Every mode's tunables, each once, in the modes' order.
    static var tunables: [Tunable] {
        var seen = Set<String>()
        var all: [Tunable] = []
        for mode in modes {
            for tunable in mode.motion.tunables where seen.insert(tunable.name).inserted { all.append(tunable) }
        }
        return all
    }

    /// The modes' keys for the help text, a line for each set of keys: modes that do the same
    /// with them share a clause ("side and spin: push, pop"), others get their own.
    static var keyGuide: [(keys: String, meaning: String)] { keyGuide(of: modes) }

    /// The help's lines for the keys of `modes`.
    static func keyGuide(of modes: [any DemoMode.Type]) -> [(keys: String, meaning: String)] {
        var order: [String] = []
        var uses: [String: [(mode: String, meaning: String)]] = [:]
        for mode in modes {
            for entry in mode.keyGuide {
                if uses[entry.keys] == nil { order.append(entry.keys) }
                uses[entry.keys, default: []].append((mode.name.rawValue, entry.meaning))
            }
        }
        return order.map { keys in
            var meanings: [String] = []
            var modesByMeaning: [String: [String]] = [:]
            for use in uses[keys] ?? [] {
                if modesByMeaning[use.meaning] == nil { meanings.append(use.meaning) }
                modesByMeaning[use.meaning, default: []].append(use.mode)
            }
            let clauses = meanings.map { "\(Self.list(modesByMeaning[$0, default: []])): \($0)" }
            return (keys, clauses.joined(separator: "; "))
        }
    }
}

extension ModeRegistry {
    /// Names as a reader lists them: "side", "side and spin", "side, spin and fade".
    static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// A mode's name (`side`, `card`, …): what `--mode` takes, the mode bar shows and the state
/// line reports. Only the registry's modes have one.
package nonisolated struct ModeName: RawRepresentable, Hashable, Sendable, CaseIterable {
    package let rawValue: String

    /// The registered mode called `rawValue`, or nil.
    package init?(rawValue: String) {
        guard ModeRegistry.modes.contains(where: { $0.name.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// A mode's own name, declared in its file.
    init(declaring name: String) { rawValue = name }

    /// Every mode, in the registry's order.
    package static var allCases: [ModeName] { ModeRegistry.modes.map { $0.name } }
}
