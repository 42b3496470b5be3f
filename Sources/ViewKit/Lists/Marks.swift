/// Identifiers marked for a reload or a reconfigure: in the order they were marked, once each.
nonisolated struct Marks<Identifier: Hashable> {
    private(set) var list: [Identifier] = []
    private var members: Set<Identifier> = []

    mutating func insert(_ identifier: Identifier) {
        if members.insert(identifier).inserted { list.append(identifier) }
    }

    func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }

    mutating func keep(where isKept: (Identifier) -> Bool) {
        guard !list.isEmpty else { return }
        list.removeAll { !isKept($0) }
        members = Set(list)
    }
}

extension Marks: Sendable where Identifier: Sendable {}
