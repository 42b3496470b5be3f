import ViewKit

/// A row of a key table: the keys, what they do in words (for the help text), and the action.
/// A table of these is both the help and the dispatch, so the two cannot drift apart.
package nonisolated struct KeyBinding<Target>: Sendable {
    package let keys: [Key]
    package let meaning: String
    /// Answers a key of `keys` on the target; returns whether it was used (a key may do nothing
    /// in a state, and then goes on to whoever is next).
    package let action: @MainActor (Target, Key) -> Bool

    package init(_ keys: [Key], _ meaning: String, action: @escaping @MainActor (Target, Key) -> Bool) {
        self.keys = keys
        self.meaning = meaning
        self.action = action
    }

    /// A binding whose action always uses the key.
    package init(_ keys: [Key], _ meaning: String, perform: @escaping @MainActor (Target) -> Void) {
        self.init(keys, meaning) { target, _ in
            perform(target)
            return true
        }
    }

    /// The keys as the help names them: keycaps between commas, a run of three or more
    /// consecutive digits as a range ("1–6").
    package var label: String {
        var names: [String] = []
        var index = keys.startIndex
        while index < keys.endIndex {
            var end = index
            while end + 1 < keys.endIndex, let digit = keys[end].digit, keys[end + 1].digit == digit + 1 { end += 1 }
            if end - index >= 2 {
                names.append("\(keys[index])–\(keys[end])")
            } else {
                names += keys[index...end].map(\.description)
            }
            index = end + 1
        }
        return names.joined(separator: ", ")
    }
}

extension Array {
    /// Runs the binding of `key` in this table on `target`; returns whether one used it.
    package func handle<Target>(_ key: Key, on target: Target) -> Bool where Element == KeyBinding<Target> {
        guard let binding = first(where: { $0.keys.contains(key) }) else { return false }
        return binding.action(target, key)
    }

    /// The table as the help's lines: keys and what they do.
    package func guide<Target>() -> [(keys: String, meaning: String)] where Element == KeyBinding<Target> {
        map { ($0.label, $0.meaning) }
    }
}

nonisolated extension Key {
    /// The digit a number key types, nil for any other key.
    fileprivate var digit: Int? {
        guard case .character(let character) = self else { return nil }
        return character.wholeNumberValue
    }
}
