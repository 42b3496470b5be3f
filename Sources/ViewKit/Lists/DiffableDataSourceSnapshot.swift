/// The sections and items of a list at one moment, each named by an identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`: build one, hand it to a ``TableViewDiffableDataSource``'s
/// `apply(_:animatingDifferences:completion:)`, and the table shows it, animating from the
/// snapshot before it by their difference.
///
/// Identifiers are unique across the snapshot: an item is in one section, once. Every lookup by
/// identifier (`indexOfItem(_:)`, `sectionIdentifier(containingItem:)`, a duplicate check) is a
/// dictionary's, so building a snapshot of 10,000 items one append at a time stays linear; a
/// change costs what the arrays it shifts cost, plus a pass over the sections after it (each
/// section's start among all items is kept for `indexOfItem(_:)`).
///
/// Where Drawer differs from UIKit, on purpose:
/// - A duplicate identifier (one already in the snapshot, or given twice) is ignored, the first
///   kept, and reported in one line naming it and the call; UIKit traps ("supplied item
///   identifiers are not unique"), which takes the whole app down for what is usually a model
///   with a repeated row.
/// - A call naming an identifier the snapshot does not have (inserting before a missing item,
///   deleting a missing section, appending with no section) is reported in one line and changes
///   nothing; UIKit raises an exception.
///
/// The lines go where `TableView` reports a batch that does not add up (`LayoutEngine.report`).
public nonisolated struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    /// Where an item is: its section's identifier (so that moving sections renumbers no item)
    /// and its row in that section.
    struct Place {
        var section: Section
        var row: Int
    }

    /// The sections in order, and each one's items.
    private(set) var sectionList: [Section] = []
    private(set) var itemLists: [[Item]] = []
    /// The index of every section, and the place of every item: the O(1) lookups.
    private(set) var sectionPositions: [Section: Int] = [:]
    private(set) var places: [Item: Place] = [:]
    /// The index among all items of each section's first item, for `indexOfItem(_:)`.
    private var starts: [Int] = []
    private var reloadedItems = Marks<Item>()
    private var reconfiguredItems = Marks<Item>()
    private var reloadedSections = Marks<Section>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading it

    public var numberOfItems: Int { places.count }
    public var numberOfSections: Int { sectionList.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sectionList }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { itemLists.flatMap { $0 } }

    /// The items of `identifier`'s section; 0 for a section the snapshot does not have, which
    /// is reported (UIKit raises an exception).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = sectionPositions[identifier] else {
            report("numberOfItems(inSection:)", "\(identifierPhrase([identifier], "section")) is not in the snapshot; the answer is 0")
            return 0
        }
        return itemLists[index].count
    }

    /// The items of `identifier`'s section in order; none for a section the snapshot does not
    /// have, which is reported (UIKit raises an exception).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionPositions[identifier] else {
            report("itemIdentifiers(inSection:)", "\(identifierPhrase([identifier], "section")) is not in the snapshot; the answer is []")
            return []
        }
        return itemLists[index]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        places[identifier]?.section
    }

    /// The item's index among all the snapshot's items (section by section), as UIKit's.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = places[identifier], let section = sectionPositions[place.section] else { return nil }
        return starts[section] + place.row
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// The items `reloadItems(_:)` marked, in the order they were marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.list }
    /// The items `reconfigureItems(_:)` marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.list }
    /// The sections `reloadSections(_:)` marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.list }

    /// Where an item is, as a table's row.
    func indexPath(of item: Item) -> IndexPath? {
        guard let place = places[item], let section = sectionPositions[place.section] else { return nil }
        return IndexPath(row: place.row, section: section)
    }

    /// The item at a table's row, nil past the snapshot's rows.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, itemLists.indices.contains(indexPath.section),
            itemLists[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return itemLists[indexPath.section][indexPath.row]
    }

    /// The snapshot without its reload and reconfigure marks: what a data source keeps once it
    /// has applied them.
    var unmarked: Self {
        var copy = self
        copy.reloadedItems = Marks()
        copy.reconfiguredItems = Marks()
        copy.reloadedSections = Marks()
        return copy
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let call = "appendItems(_:toSection:)"
        let section: Int
        if let sectionIdentifier {
            guard let found = sectionPositions[sectionIdentifier] else {
                return report(call, "\(identifierPhrase([sectionIdentifier], "section")) is not in the snapshot; nothing is appended")
            }
            section = found
        } else {
            guard !sectionList.isEmpty else {
                return report(
                    call, "the snapshot has no sections to append to; nothing is appended",
                    uikit: "UIKit traps: \"There are currently no sections in the data source. Please add a section first.\"")
            }
            section = sectionList.count - 1
        }
        insert(admitted(identifiers, call), inSection: section, at: itemLists[section].count)
    }

    /// Adds items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
    }

    /// Adds items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
    }

    private mutating func insertItems(_ identifiers: [Item], next anchor: Item, after: Bool, call: String) {
        guard let place = places[anchor], let section = sectionPositions[place.section] else {
            return report(call, "\(identifierPhrase([anchor], "item")) is not in the snapshot; nothing is inserted")
        }
        insert(admitted(identifiers, call), inSection: section, at: place.row + (after ? 1 : 0))
    }

    /// Takes items out, wherever they are.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var rowsBySection: [Int: Set<Int>] = [:]
        var missing: [Item] = []
        for identifier in identifiers {
            guard let place = places[identifier], let section = sectionPositions[place.section] else {
                missing.append(identifier)
                continue
            }
            rowsBySection[section, default: []].insert(place.row)
        }
        if !missing.isEmpty {
            report(
                "deleteItems(_:)", "\(identifierPhrase(missing, "item")) \(Self.be(missing)) not in the snapshot; \(Self.skipped(missing))")
        }
        guard !rowsBySection.isEmpty else { return }
        for (section, rows) in rowsBySection {
            let first = rows.min() ?? 0
            var kept: [Item] = []
            kept.reserveCapacity(itemLists[section].count - rows.count)
            for (row, item) in itemLists[section].enumerated() {
                if rows.contains(row) { places[item] = nil } else { kept.append(item) }
            }
            itemLists[section] = kept
            renumberRows(ofSection: section, from: first)
        }
        recount(from: rowsBySection.keys.min() ?? 0)
        forgetMarksOfDeleted()
    }

    /// Takes every item and every section out, as UIKit's.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item to just before `toIdentifier`, in that item's section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves an item to just after `toIdentifier`, in that item's section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    private mutating func moveItem(_ item: Item, next anchor: Item, after: Bool, call: String) {
        let missing = [item, anchor].filter { places[$0] == nil }
        guard missing.isEmpty, let from = places[item], let fromSection = sectionPositions[from.section] else {
            return report(call, "\(identifierPhrase(missing, "item")) \(Self.be(missing)) not in the snapshot; nothing moves")
        }
        // Moving an item next to itself leaves it where it is (our reading; UIKit does not say).
        guard item != anchor else { return }
        itemLists[fromSection].remove(at: from.row)
        renumberRows(ofSection: fromSection, from: from.row)
        // The anchor's place after the item left.
        guard let to = places[anchor], let toSection = sectionPositions[to.section] else { return }
        let row = to.row + (after ? 1 : 0)
        itemLists[toSection].insert(item, at: row)
        renumberRows(ofSection: toSection, from: row)
        recount(from: min(fromSection, toSection) + 1)
    }

    /// Marks items whose cells the data source makes again, from a fresh dequeue, when it
    /// applies the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        var marks = reloadedItems
        mark(identifiers, in: &marks, call: "reloadItems(_:)")
        reloadedItems = marks
    }

    /// Marks items whose existing cells the data source configures again in place, without a
    /// new dequeue, when it applies the snapshot (iOS 15's cheaper reload).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        var marks = reconfiguredItems
        mark(identifiers, in: &marks, call: "reconfigureItems(_:)")
        reconfiguredItems = marks
    }

    private func mark(_ identifiers: [Item], in marks: inout Marks<Item>, call: String) {
        var missing: [Item] = []
        for identifier in identifiers {
            if places[identifier] == nil { missing.append(identifier) } else { marks.insert(identifier) }
        }
        guard !missing.isEmpty else { return }
        report(call, "\(identifierPhrase(missing, "item")) \(Self.be(missing)) not in the snapshot; \(Self.skipped(missing))")
    }

    // MARK: Sections

    /// Adds empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(admitted(identifiers, "appendSections(_:)"), at: sectionList.count)
    }

    /// Adds empty sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: false, call: "insertSections(_:beforeSection:)")
    }

    /// Adds empty sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: true, call: "insertSections(_:afterSection:)")
    }

    private mutating func insertSections(_ identifiers: [Section], next anchor: Section, after: Bool, call: String) {
        guard let index = sectionPositions[anchor] else {
            return report(call, "\(identifierPhrase([anchor], "section")) is not in the snapshot; nothing is inserted")
        }
        insertSections(admitted(identifiers, call), at: index + (after ? 1 : 0))
    }

    /// Takes sections out, with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var gone: Set<Int> = []
        var missing: [Section] = []
        for identifier in identifiers {
            if let index = sectionPositions[identifier] { gone.insert(index) } else { missing.append(identifier) }
        }
        if !missing.isEmpty {
            report(
                "deleteSections(_:)",
                "\(identifierPhrase(missing, "section")) \(Self.be(missing)) not in the snapshot; \(Self.skipped(missing))")
        }
        guard let first = gone.min() else { return }
        var keptSections: [Section] = []
        var keptItems: [[Item]] = []
        for index in sectionList.indices {
            guard gone.contains(index) else {
                keptSections.append(sectionList[index])
                keptItems.append(itemLists[index])
                continue
            }
            sectionPositions[sectionList[index]] = nil
            for item in itemLists[index] { places[item] = nil }
        }
        sectionList = keptSections
        itemLists = keptItems
        renumberSections(from: first)
        forgetMarksOfDeleted()
    }

    /// Moves a section, with its items, to just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// Moves a section, with its items, to just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    private mutating func moveSection(_ section: Section, next anchor: Section, after: Bool, call: String) {
        let missing = [section, anchor].filter { sectionPositions[$0] == nil }
        guard missing.isEmpty, let from = sectionPositions[section], let anchorIndex = sectionPositions[anchor] else {
            return report(call, "\(identifierPhrase(missing, "section")) \(Self.be(missing)) not in the snapshot; nothing moves")
        }
        guard section != anchor else { return }
        let items = itemLists.remove(at: from)
        sectionList.remove(at: from)
        // The anchor's index once the section left, then its side.
        let to = (anchorIndex > from ? anchorIndex - 1 : anchorIndex) + (after ? 1 : 0)
        sectionList.insert(section, at: to)
        itemLists.insert(items, at: to)
        renumberSections(from: min(from, to))
    }

    /// Marks sections whose rows, headers and footers the data source makes again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        var missing: [Section] = []
        for identifier in identifiers {
            if sectionPositions[identifier] == nil { missing.append(identifier) } else { reloadedSections.insert(identifier) }
        }
        guard !missing.isEmpty else { return }
        report(
            "reloadSections(_:)",
            "\(identifierPhrase(missing, "section")) \(Self.be(missing)) not in the snapshot; \(Self.skipped(missing))")
    }

    // MARK: Keeping the indexes

    /// Puts `items` (already unique) at `row` of a section.
    private mutating func insert(_ items: [Item], inSection section: Int, at row: Int) {
        guard !items.isEmpty else { return }
        itemLists[section].insert(contentsOf: items, at: row)
        renumberRows(ofSection: section, from: row)
        recount(from: section + 1)
    }

    private mutating func insertSections(_ sections: [Section], at index: Int) {
        guard !sections.isEmpty else { return }
        sectionList.insert(contentsOf: sections, at: index)
        itemLists.insert(contentsOf: Array(repeating: [], count: sections.count), at: index)
        renumberSections(from: index)
    }

    /// Gives each item of a section from `row` on its place: what a change within a section
    /// shifts, and no more.
    private mutating func renumberRows(ofSection section: Int, from row: Int) {
        let identifier = sectionList[section]
        for index in max(row, 0)..<max(itemLists[section].count, row) {
            places[itemLists[section][index]] = Place(section: identifier, row: index)
        }
    }

    /// Gives each section from `index` on its index, and recounts where the sections start.
    private mutating func renumberSections(from index: Int) {
        for position in index..<sectionList.count { sectionPositions[sectionList[position]] = position }
        recount(from: index)
    }

    /// Recounts where each section from `index` on starts among all items.
    private mutating func recount(from index: Int) {
        let index = min(max(index, 0), starts.count)
        starts.removeSubrange(index...)
        var start = index == 0 ? 0 : starts[index - 1] + itemLists[index - 1].count
        for position in index..<itemLists.count {
            starts.append(start)
            start += itemLists[position].count
        }
    }

    /// Drops the marks of what is no longer in the snapshot, so that an item deleted and added
    /// again is not still marked.
    private mutating func forgetMarksOfDeleted() {
        let places = places
        let sections = sectionPositions
        reloadedItems.keep { places[$0] != nil }
        reconfiguredItems.keep { places[$0] != nil }
        reloadedSections.keep { sections[$0] != nil }
    }

    // MARK: Duplicates and reports

    /// `identifiers` less those already in the snapshot or given twice (the first is kept),
    /// which are reported in one line.
    private func admitted(_ identifiers: [Item], _ call: String) -> [Item] {
        var seen: Set<Item> = []
        var fresh: [Item] = []
        var duplicates: [Item] = []
        for identifier in identifiers {
            if places[identifier] != nil || (identifiers.count > 1 && !seen.insert(identifier).inserted) {
                duplicates.append(identifier)
            } else {
                fresh.append(identifier)
            }
        }
        if !duplicates.isEmpty { reportDuplicates(duplicates, "item", call) }
        return fresh
    }

    private func admitted(_ identifiers: [Section], _ call: String) -> [Section] {
        var seen: Set<Section> = []
        var fresh: [Section] = []
        var duplicates: [Section] = []
        for identifier in identifiers {
            if sectionPositions[identifier] != nil || (identifiers.count > 1 && !seen.insert(identifier).inserted) {
                duplicates.append(identifier)
            } else {
                fresh.append(identifier)
            }
        }
        if !duplicates.isEmpty { reportDuplicates(duplicates, "section", call) }
        return fresh
    }

    private func reportDuplicates<Identifier>(_ duplicates: [Identifier], _ kind: String, _ call: String) {
        let what = duplicates.count == 1 ? "the duplicate is" : "the duplicates are"
        report(
            call, "\(identifierPhrase(duplicates, kind)) \(Self.be(duplicates)) already in the snapshot; \(what) ignored",
            uikit: "UIKit traps: \"supplied \(kind) identifiers are not unique\"")
    }

    /// One line on the channel `TableView` reports on: `Drawer: call: what (what UIKit does)`.
    private func report(_ call: String, _ what: String, uikit: String = "UIKit raises an exception") {
        reportListMisuse("Drawer: \(call): \(what) (\(uikit))")
    }

    private static func be<Identifier>(_ identifiers: [Identifier]) -> String { identifiers.count == 1 ? "is" : "are" }
    private static func skipped<Identifier>(_ identifiers: [Identifier]) -> String {
        identifiers.count == 1 ? "it is skipped" : "they are skipped"
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension DiffableDataSourceSnapshot.Place: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
