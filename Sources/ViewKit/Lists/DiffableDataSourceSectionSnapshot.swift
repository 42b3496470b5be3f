/// One section's items as an outline, as UIKit's `NSDiffableDataSourceSectionSnapshot`: items
/// with children, each parent expanded or collapsed. `items` lists them all depth first,
/// `visibleItems` those whose ancestors are all expanded (what a list shows).
///
/// `contains(_:)`, `parent(of:)`, `isExpanded(_:)` are dictionary lookups; `index(of:)`, whose
/// answer depends on every item before, walks the outline (O(n)). Duplicates and missing
/// identifiers are reported and ignored, as in ``DiffableDataSourceSnapshot`` (UIKit traps or
/// raises).
public nonisolated struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    typealias Item = ItemIdentifierType

    struct Node {
        var parent: Item?
        var children: [Item] = []
        var isExpanded = false
    }

    private var nodes: [Item: Node] = [:]
    private var roots: [Item] = []

    public init() {}

    /// Every item, depth first: a parent, then its children's outlines.
    public var items: [ItemIdentifierType] { flattened(roots, visibleOnly: false) }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flattened(roots, visibleOnly: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// Whether every ancestor of the item is expanded (a root item always shows).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent, let above = nodes[parent] {
            guard above.isExpanded else { return false }
            node = above
        }
        return true
    }

    /// How deep the item is: 0 for a root item. An item the snapshot does not have is
    /// reported, and answered 0 (UIKit raises an exception).
    public func level(of item: ItemIdentifierType) -> Int {
        guard var node = nodes[item] else {
            reportListMisuse(
                "Drawer: level(of:): \(identifierPhrase([item], "item")) is not in the snapshot; the answer is 0 (UIKit raises an exception)"
            )
            return 0
        }
        var level = 0
        while let parent = node.parent, let above = nodes[parent] {
            level += 1
            node = above
        }
        return level
    }

    /// The item's index in `items`.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }

    /// Adds items as the last children of `parent`, or as the last root items when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let call = "append(_:to:)"
        if let parent, nodes[parent] == nil { return reportMissing(parent, call, "nothing is appended") }
        let fresh = admitted(items, call)
        for item in fresh { nodes[item] = Node(parent: parent) }
        if let parent { nodes[parent]?.children.append(contentsOf: fresh) } else { roots.append(contentsOf: fresh) }
    }

    /// Adds items just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false, call: "insert(_:before:)")
    }

    /// Adds items just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true, call: "insert(_:after:)")
    }

    private mutating func insert(_ items: [Item], next anchor: Item, after: Bool, call: String) {
        guard let node = nodes[anchor] else { return reportMissing(anchor, call, "nothing is inserted") }
        let fresh = admitted(items, call)
        for item in fresh { nodes[item] = Node(parent: node.parent) }
        modifySiblings(of: node.parent) { siblings in
            guard let index = siblings.firstIndex(of: anchor) else { return }
            siblings.insert(contentsOf: fresh, at: index + (after ? 1 : 0))
        }
    }

    /// Adds another outline's root items (and their children) just before `item`.
    public mutating func insert(_ snapshot: DiffableDataSourceSectionSnapshot, before item: ItemIdentifierType) {
        insert(snapshot, next: item, after: false, call: "insert(_:before:)")
    }

    /// Adds another outline's root items (and their children) just after `item`.
    public mutating func insert(_ snapshot: DiffableDataSourceSectionSnapshot, after item: ItemIdentifierType) {
        insert(snapshot, next: item, after: true, call: "insert(_:after:)")
    }

    private mutating func insert(_ snapshot: Self, next anchor: Item, after: Bool, call: String) {
        guard let node = nodes[anchor] else { return reportMissing(anchor, call, "nothing is inserted") }
        let roots = graft(snapshot, under: node.parent, call: call)
        modifySiblings(of: node.parent) { siblings in
            guard let index = siblings.firstIndex(of: anchor) else { return }
            siblings.insert(contentsOf: roots, at: index + (after ? 1 : 0))
        }
    }

    /// Replaces `parent`'s children (and theirs) with another outline's.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: DiffableDataSourceSectionSnapshot) {
        guard let node = nodes[parent] else { return reportMissing(parent, "replace(childrenOf:using:)", "nothing is replaced") }
        for child in node.children { remove(child) }
        let children = graft(snapshot, under: parent, call: "replace(childrenOf:using:)")
        nodes[parent]?.children = children
    }

    /// Takes items out, each with its children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var missing: [Item] = []
        for item in items {
            guard let node = nodes[item] else {
                missing.append(item)
                continue
            }
            modifySiblings(of: node.parent) { $0.removeAll { $0 == item } }
            remove(item)
        }
        guard !missing.isEmpty else { return }
        reportListMisuse(
            "Drawer: delete(_:): \(identifierPhrase(missing, "item")) "
                + "\(missing.count == 1 ? "is" : "are") not in the snapshot; skipped (UIKit raises an exception)")
    }

    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands parents, so that their children show (an item without children keeps the state
    /// for when it has some, as UIKit's).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]?.isExpanded = true }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil { nodes[item]?.isExpanded = false }
    }

    /// The outline below `parent` (and `parent` as its one root when `includingParent`), with
    /// the expansion states.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> DiffableDataSourceSectionSnapshot {
        var copy = Self()
        guard let node = nodes[parent] else { return copy }
        copy.roots = includingParent ? [parent] : node.children
        var pending = copy.roots
        while let item = pending.popLast() {
            guard var found = nodes[item] else { continue }
            // The new roots have no parent in the copy.
            if item == parent || found.parent == parent && !includingParent { found.parent = nil }
            copy.nodes[item] = found
            pending.append(contentsOf: found.children)
        }
        return copy
    }

    /// The outline as indented lines, one item each, `+` for an expanded parent and `-` for a
    /// collapsed one: for reading in a failing test.
    public func visualDescription() -> String {
        var lines: [String] = []
        func describe(_ items: [Item], depth: Int) {
            for item in items {
                guard let node = nodes[item] else { continue }
                let mark = node.children.isEmpty ? " " : (node.isExpanded ? "+" : "-")
                lines.append(String(repeating: "  ", count: depth) + "\(mark) \(item)")
                describe(node.children, depth: depth + 1)
            }
        }
        describe(roots, depth: 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Keeping the outline

    private func flattened(_ items: [Item], visibleOnly: Bool) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(visibleOnly ? items.count : nodes.count)
        // Depth first without recursion: a deep outline does not grow the stack.
        var pending = Array(items.reversed())
        while let item = pending.popLast() {
            result.append(item)
            guard let node = nodes[item], !visibleOnly || node.isExpanded else { continue }
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    private mutating func modifySiblings(of parent: Item?, _ change: (inout [Item]) -> Void) {
        if let parent { change(&nodes[parent, default: Node()].children) } else { change(&roots) }
    }

    /// Takes an item and its descendants out of the index (not out of its parent's children).
    private mutating func remove(_ item: Item) {
        var pending = [item]
        while let next = pending.popLast() {
            guard let node = nodes.removeValue(forKey: next) else { continue }
            pending.append(contentsOf: node.children)
        }
    }

    /// Adds another outline's items under `parent`, less those already here (each reported,
    /// and skipped with its children); returns its root items that were added.
    private mutating func graft(_ snapshot: Self, under parent: Item?, call: String) -> [Item] {
        var clashes: [Item] = []
        func add(_ items: [Item], under parent: Item?) -> [Item] {
            var added: [Item] = []
            for item in items {
                guard nodes[item] == nil, let node = snapshot.nodes[item] else {
                    clashes.append(item)
                    continue
                }
                nodes[item] = Node(parent: parent, isExpanded: node.isExpanded)
                added.append(item)
                let children = add(node.children, under: item)
                nodes[item]?.children = children
            }
            return added
        }
        let roots = add(snapshot.roots, under: parent)
        if !clashes.isEmpty { reportDuplicates(clashes, call) }
        return roots
    }

    private func admitted(_ items: [Item], _ call: String) -> [Item] {
        var seen: Set<Item> = []
        var fresh: [Item] = []
        var duplicates: [Item] = []
        for item in items {
            if nodes[item] != nil || !seen.insert(item).inserted { duplicates.append(item) } else { fresh.append(item) }
        }
        if !duplicates.isEmpty { reportDuplicates(duplicates, call) }
        return fresh
    }

    private func reportDuplicates(_ duplicates: [Item], _ call: String) {
        let what =
            duplicates.count == 1 ? "is already in the snapshot; the duplicate is" : "are already in the snapshot; the duplicates are"
        reportListMisuse(
            "Drawer: \(call): \(identifierPhrase(duplicates, "item")) \(what) ignored "
                + "(UIKit traps: \"supplied item identifiers are not unique\")")
    }

    private func reportMissing(_ item: Item, _ call: String, _ outcome: String) {
        reportListMisuse(
            "Drawer: \(call): \(identifierPhrase([item], "item")) is not in the snapshot; \(outcome) (UIKit raises an exception)")
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
extension DiffableDataSourceSectionSnapshot.Node: Sendable where ItemIdentifierType: Sendable {}
