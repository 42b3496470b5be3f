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
        return modes.flatMap { $0.motion.tunables }.filter { seen.insert($0.name).inserted }
    }

    /// The modes' keys for the help text, a line for each set of keys: modes that do the same
    /// with them share a clause ("side and spin: push, pop"), others get their own.
    static var keyGuide: [(keys: String, meaning: String)] { keyGuide(of: modes) }

    /// The help's lines for the keys of `modes`.
    static func keyGuide(of modes: [any DemoMode.Type]) -> [(keys: String, meaning: String)] {
        let uses = modes.flatMap { mode in mode.keyGuide.map { ($0.keys, (mode: mode.name.rawValue, meaning: $0.meaning)) } }
        return grouped(uses).map { keys, uses in
            let clauses = grouped(uses.map { ($0.meaning, $0.mode) }).map { meaning, modes in "\(list(modes)): \(meaning)" }
            return (keys, clauses.joined(separator: "; "))
        }
    }

    /// The values of `pairs` gathered under their keys, the keys in the order they first come.
    private static func grouped<Value>(_ pairs: [(String, Value)]) -> [(key: String, values: [Value])] {
        var groups: [(key: String, values: [Value])] = []
        for (key, value) in pairs {
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].values.append(value)
            } else {
                groups.append((key, [value]))
            }
        }
        return groups
    }

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
