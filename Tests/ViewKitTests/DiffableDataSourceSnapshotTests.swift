import TestSupport
import Testing

@testable import ViewKit

/// `DiffableDataSourceSnapshot` as UIKit's `NSDiffableDataSourceSnapshot`: every operation,
/// its indexes kept right through random operations (against a plain array model), and
/// Drawer's departure from UIKit: a duplicate or a missing identifier is one reported line and
/// changes nothing (UIKit traps or raises).
@MainActor @Suite struct DiffableDataSourceSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    /// An item type whose description the duplicate line shows.
    struct Foo: Hashable {
        let id: Int
    }

    /// Sections "a" [1, 2, 3] and "b" [4, 5].
    private func twoSections() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    /// The lines reported while `body` runs.
    private func reports(_ body: () -> Void) -> [String] {
        var lines: [String] = []
        LayoutEngine.report = { lines.append($0) }
        defer { LayoutEngine.report = { _ in } }
        body()
        return lines
    }

    @Test func anEmptySnapshotHasNothing() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty && snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem(1) == nil && snapshot.indexOfSection("a") == nil)
    }

    /// `appendItems` without a section appends to the last; an item's index counts across
    /// sections, as UIKit's.
    @Test func appendingFillsTheLastSectionAndIndexesCountAcrossSections() {
        let snapshot = twoSections()
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
        #expect(snapshot.sectionIdentifiers == ["a", "b"] && snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5] && snapshot.numberOfItems(inSection: "a") == 3)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(3) == 2 && snapshot.indexOfSection("b") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b" && snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexPath(of: 5) == IndexPath(row: 1, section: 1) && snapshot.item(at: IndexPath(row: 0, section: 1)) == 4)
        #expect(snapshot.item(at: IndexPath(row: 2, section: 1)) == nil)
    }

    @Test func itemsAreInsertedBeforeAndAfterAnother() {
        var snapshot = twoSections()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 12])
        #expect(snapshot.indexOfItem(2) == 3 && snapshot.indexOfItem(4) == 5 && snapshot.indexOfItem(12) == 7)
    }

    @Test func itemsAreDeletedAndDeleteAllItemsTakesTheSectionsToo() {
        var snapshot = twoSections()
        snapshot.deleteItems([2, 4])
        #expect(snapshot.itemIdentifiers == [1, 3, 5] && snapshot.indexOfItem(5) == 2)
        #expect(snapshot.indexOfItem(2) == nil && snapshot.sectionIdentifier(containingItem: 4) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0 && snapshot.indexOfSection("a") == nil)
    }

    /// A move within a section and one across; `afterItem` puts it behind.
    @Test func itemsMoveBeforeAndAfterOthersAcrossSections() {
        var snapshot = twoSections()
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 1])
        snapshot.moveItem(5, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 2, 3, 1] && snapshot.itemIdentifiers(inSection: "b") == [4])
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "a" && snapshot.indexOfItem(4) == 4)
        snapshot.moveItem(2, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 2, 3, 1], "next to itself: where it was")
    }

    @Test func sectionsAreInsertedMovedAndDeletedWithTheirItems() {
        var snapshot = twoSections()
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.insertSections(["m"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "m", "b"] && snapshot.indexOfSection("b") == 3)
        snapshot.appendItems([7], toSection: "m")
        #expect(snapshot.indexOfItem(7) == 3 && snapshot.indexOfItem(4) == 4)
        snapshot.moveSection("b", beforeSection: "z")
        #expect(snapshot.sectionIdentifiers == ["b", "z", "a", "m"] && snapshot.itemIdentifiers == [4, 5, 1, 2, 3, 7])
        snapshot.moveSection("b", afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "b", "m"] && snapshot.indexOfItem(7) == 5)
        snapshot.deleteSections(["a", "z"])
        #expect(snapshot.sectionIdentifiers == ["b", "m"] && snapshot.itemIdentifiers == [4, 5, 7])
        #expect(snapshot.indexOfItem(1) == nil && snapshot.indexOfSection("b") == 0 && snapshot.indexOfItem(7) == 2)
    }

    /// Marks keep their order, once each; what is deleted is no longer marked; a data source
    /// keeps a snapshot without its marks.
    @Test func reloadAndReconfigureMarksAreKeptUntilTheirItemsGo() {
        var snapshot = twoSections()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([2])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1] && snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        snapshot.deleteItems([3])
        snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [1] && snapshot.reloadedSectionIdentifiers.isEmpty)
        snapshot.appendSections(["b"])
        snapshot.appendItems([3])
        #expect(snapshot.reloadedItemIdentifiers == [1], "added again, not marked again")
        let unmarked = snapshot.unmarked
        #expect(unmarked.reloadedItemIdentifiers.isEmpty && unmarked.reconfiguredItemIdentifiers.isEmpty)
        #expect(unmarked.itemIdentifiers == snapshot.itemIdentifiers)
    }

    // MARK: Duplicates and missing identifiers

    /// The duplicate is named, with the call and what UIKit would do, in one line; the first
    /// is kept where it was.
    @Test func aDuplicateItemIsReportedInOneLineAndIgnored() {
        var snapshot = DiffableDataSourceSnapshot<String, Foo>()
        snapshot.appendSections(["main"])
        snapshot.appendItems([Foo(id: 1), Foo(id: 3)])
        let lines = reports { snapshot.appendItems([Foo(id: 3), Foo(id: 4)]) }
        #expect(
            lines == [
                "Drawer: appendItems(_:toSection:): item identifier Foo(id: 3) is already in the snapshot; the duplicate is ignored "
                    + "(UIKit traps: \"supplied item identifiers are not unique\")"
            ])
        #expect(snapshot.itemIdentifiers == [Foo(id: 1), Foo(id: 3), Foo(id: 4)])
    }

    /// Twice in one call: the first is added, the second reported; several in one line.
    @Test func duplicatesWithinOneCallAreReportedTogether() {
        var snapshot = twoSections()
        let lines = reports { snapshot.insertItems([8, 8, 1, 9, 9], afterItem: 4) }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Drawer: insertItems(_:afterItem:): item identifiers 8, 1, 9 are already in the snapshot") == true)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 8, 9, 5] && snapshot.indexOfItem(1) == 0)
    }

    @Test func aDuplicateSectionIsReportedAndIgnored() {
        var snapshot = twoSections()
        let lines = reports { snapshot.insertSections(["c", "a"], beforeSection: "b") }
        #expect(
            lines == [
                "Drawer: insertSections(_:beforeSection:): section identifier a is already in the snapshot; the duplicate is ignored "
                    + "(UIKit traps: \"supplied section identifiers are not unique\")"
            ])
        #expect(snapshot.sectionIdentifiers == ["a", "c", "b"] && snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
    }

    /// Each call that names what the snapshot lacks: one line, and nothing changes.
    @Test func missingIdentifiersAreReportedAndChangeNothing() {
        var snapshot = twoSections()
        let before = (snapshot.sectionIdentifiers, snapshot.itemIdentifiers)
        let lines = reports {
            snapshot.insertItems([9], beforeItem: 42)
            snapshot.appendItems([9], toSection: "nope")
            snapshot.deleteSections(["nope"])
            snapshot.deleteItems([42, 43])
            snapshot.moveItem(42, afterItem: 1)
            snapshot.moveSection("a", beforeSection: "nope")
            snapshot.insertSections(["c"], afterSection: "nope")
            snapshot.reloadItems([42])
            snapshot.reconfigureItems([42])
            snapshot.reloadSections(["nope"])
        }
        #expect(snapshot.sectionIdentifiers == before.0 && snapshot.itemIdentifiers == before.1)
        #expect(lines.count == 10 && lines.allSatisfy { $0.hasPrefix("Drawer: ") && $0.hasSuffix("(UIKit raises an exception)") })
        #expect(
            lines.first
                == "Drawer: insertItems(_:beforeItem:): item identifier 42 is not in the snapshot; nothing is inserted (UIKit raises an exception)"
        )
        #expect(
            lines.dropFirst(3).first
                == "Drawer: deleteItems(_:): item identifiers 42, 43 are not in the snapshot; they are skipped (UIKit raises an exception)")
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func appendingWithNoSectionIsReportedInUIKitsWords() {
        var snapshot = Snapshot()
        let lines = reports { snapshot.appendItems([1]) }
        #expect(
            lines.count == 1
                && lines.first?.contains("There are currently no sections in the data source. Please add a section first.") == true)
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func askingAboutAMissingSectionIsReportedAndAnsweredEmpty() {
        let snapshot = twoSections()
        let lines = reports {
            #expect(snapshot.numberOfItems(inSection: "x") == 0 && snapshot.itemIdentifiers(inSection: "x").isEmpty)
        }
        #expect(
            lines.count == 2
                && lines.first?.hasPrefix("Drawer: numberOfItems(inSection:): section identifier x is not in the snapshot") == true)
    }

    /// A snapshot built in a background task reports without trapping: the report sees that
    /// it is off the main actor (where the test runner's main actor, on a worker thread draining
    /// the main queue, is on it) and hops there instead of assuming its isolation. The snapshot
    /// is a value that crossed threads (it is `Sendable`).
    @Test func aSnapshotBuiltOffTheMainActorReportsWithoutTrapping() async {
        LayoutEngine.report = { _ in }
        #expect(isOnMainQueue)
        let (built, offMainSaw) = await Task.detached {
            var snapshot = Snapshot()
            snapshot.appendSections(["a", "a"])
            return (snapshot, isOnMainQueue)
        }.value
        #expect(!offMainSaw && built.sectionIdentifiers == ["a"])
    }

    // MARK: Indexes under random operations

    /// 2,000 random operations (seeded) on a snapshot and on arrays: after each, the
    /// snapshot's answers are the arrays'. What a duplicate or missing identifier would do is
    /// left out of the model, so the reports are silenced.
    @Test(arguments: [1, 2, 3])
    func theIndexesFollowRandomOperations(seed: UInt64) {
        LayoutEngine.report = { _ in }
        var random = SplitMix(state: seed)
        var snapshot = Snapshot()
        var model: [(section: String, items: [Int])] = []
        var nextItem = 0
        var nextSection = 0
        func anyItem() -> Int? { model.flatMap(\.items).randomElement(using: &random) }
        for _ in 0..<2_000 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                let name = "s\(nextSection)"
                nextSection += 1
                if let anchor = model.indices.randomElement(using: &random), Bool.random(using: &random) {
                    snapshot.insertSections([name], afterSection: model[anchor].section)
                    model.insert((name, []), at: anchor + 1)
                } else {
                    snapshot.appendSections([name])
                    model.append((name, []))
                }
            case 1, 2:
                guard let section = model.indices.randomElement(using: &random) else { continue }
                let items = Array(nextItem..<nextItem + Int.random(in: 1...4, using: &random))
                nextItem += items.count
                snapshot.appendItems(items, toSection: model[section].section)
                model[section].items += items
            case 3:
                guard let anchor = anyItem(), let (s, r) = locate(anchor, in: model) else { continue }
                snapshot.insertItems([nextItem], beforeItem: anchor)
                model[s].items.insert(nextItem, at: r)
                nextItem += 1
            case 4:
                guard let item = anyItem(), let (s, r) = locate(item, in: model) else { continue }
                snapshot.deleteItems([item])
                model[s].items.remove(at: r)
            case 5:
                guard let item = anyItem(), let anchor = anyItem(), item != anchor, let (s, r) = locate(item, in: model) else { continue }
                snapshot.moveItem(item, afterItem: anchor)
                model[s].items.remove(at: r)
                guard let (t, q) = locate(anchor, in: model) else { continue }
                model[t].items.insert(item, at: q + 1)
            case 6:
                guard model.count > 1, let from = model.indices.randomElement(using: &random),
                    let to = model.indices.randomElement(using: &random), from != to
                else { continue }
                snapshot.moveSection(model[from].section, beforeSection: model[to].section)
                let moving = model.remove(at: from)
                model.insert(moving, at: to > from ? to - 1 : to)
            case 7:
                guard model.count > 8, let section = model.indices.randomElement(using: &random) else { continue }
                snapshot.deleteSections([model[section].section])
                model.remove(at: section)
            default:
                guard let item = anyItem(), let anchor = anyItem(), item != anchor, let (s, r) = locate(item, in: model) else { continue }
                snapshot.moveItem(item, beforeItem: anchor)
                model[s].items.remove(at: r)
                guard let (t, q) = locate(anchor, in: model) else { continue }
                model[t].items.insert(item, at: q)
            }
        }
        LayoutEngine.report = { _ in }
        #expect(snapshot.sectionIdentifiers == model.map(\.section))
        #expect(snapshot.itemIdentifiers == model.flatMap(\.items))
        #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count })
        #expect(snapshot.numberOfItems > 30, "\(snapshot.numberOfItems) items in \(snapshot.numberOfSections) sections")
        var index = 0
        var wrong: [Int] = []
        for (s, section) in model.enumerated() {
            #expect(snapshot.indexOfSection(section.section) == s)
            for (r, item) in section.items.enumerated() {
                if snapshot.indexOfItem(item) != index || snapshot.indexPath(of: item) != IndexPath(row: r, section: s)
                    || snapshot.sectionIdentifier(containingItem: item) != section.section
                {
                    wrong.append(item)
                }
                index += 1
            }
        }
        #expect(wrong.isEmpty, "items whose index is wrong: \(wrong.prefix(10))")
    }

    private func locate(_ item: Int, in model: [(section: String, items: [Int])]) -> (Int, Int)? {
        for (s, section) in model.enumerated() {
            if let r = section.items.firstIndex(of: item) { return (s, r) }
        }
        return nil
    }

    /// 10,000 items appended one at a time, then each looked up: right everywhere.
    @Test func tenThousandItemsOneAtATime() {
        var snapshot = Snapshot()
        snapshot.appendSections(["first", "second"])
        for item in 0..<10_000 { snapshot.appendItems([item], toSection: item < 5_000 ? "first" : "second") }
        #expect(snapshot.numberOfItems == 10_000)
        #expect((0..<10_000).allSatisfy { snapshot.indexOfItem($0) == $0 })
        #expect(snapshot.indexPath(of: 7_500) == IndexPath(row: 2_500, section: 1))
    }

    @Test func aSnapshotOfSendableIdentifiersIsSendable() {
        func sendable<Value: Sendable>(_ value: Value) -> Value { value }
        let snapshot = sendable(twoSections())
        let outline = sendable(DiffableDataSourceSectionSnapshot<Int>())
        #expect(snapshot.numberOfItems == 5 && outline.items.isEmpty)
    }

    // MARK: An outline (section snapshot)

    /// fruit ▸ [apple, pear ▸ [conference]], nuts: the items depth first, only expanded parents'
    /// children visible.
    @Test func anOutlineListsItsItemsDepthFirstAndShowsWhatIsExpanded() {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit", "nuts"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["conference"], to: "pear")
        #expect(outline.items == ["fruit", "apple", "pear", "conference", "nuts"] && outline.rootItems == ["fruit", "nuts"])
        #expect(outline.visibleItems == ["fruit", "nuts"] && !outline.isVisible("apple"))
        outline.expand(["fruit"])
        #expect(outline.visibleItems == ["fruit", "apple", "pear", "nuts"] && outline.isExpanded("fruit"))
        outline.expand(["pear"])
        #expect(outline.visibleItems == outline.items && outline.isVisible("conference"))
        outline.collapse(["fruit"])
        #expect(outline.visibleItems == ["fruit", "nuts"] && outline.isExpanded("pear"), "a collapsed parent hides its expanded child")
        #expect(outline.level(of: "conference") == 2 && outline.level(of: "nuts") == 0)
        #expect(outline.parent(of: "conference") == "pear" && outline.parent(of: "fruit") == nil)
        #expect(outline.index(of: "nuts") == 4 && outline.index(of: "kiwi") == nil)
        #expect(outline.contains("apple") && !outline.contains("kiwi"))
        #expect(outline.visualDescription() == "- fruit\n    apple\n  + pear\n      conference\n  nuts")
    }

    @Test func anOutlineInsertsBesideAndDeletesWithChildren() {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit", "nuts"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.insert(["fig"], before: "pear")
        outline.insert(["seeds"], after: "fruit")
        #expect(outline.items == ["fruit", "apple", "fig", "pear", "seeds", "nuts"] && outline.parent(of: "fig") == "fruit")
        outline.delete(["fruit"])
        #expect(outline.items == ["seeds", "nuts"] && !outline.contains("fig"))
        var dried = DiffableDataSourceSectionSnapshot<String>()
        dried.append(["raisin"])
        dried.append(["sultana"], to: "raisin")
        outline.insert(dried, after: "seeds")
        #expect(outline.items == ["seeds", "raisin", "sultana", "nuts"] && outline.parent(of: "sultana") == "raisin")
        let lines = reports { outline.replace(childrenOf: "nuts", using: dried.snapshot(of: "raisin")) }
        #expect(outline.items == ["seeds", "raisin", "sultana", "nuts"], "sultana is already here: reported, skipped")
        #expect(
            lines.count == 1 && lines.first?.hasPrefix("Drawer: replace(childrenOf:using:): item identifier sultana is already") == true)
        var nutty = DiffableDataSourceSectionSnapshot<String>()
        nutty.append(["almond", "hazel"])
        outline.replace(childrenOf: "nuts", using: nutty)
        #expect(outline.items.suffix(3) == ["nuts", "almond", "hazel"] && outline.parent(of: "hazel") == "nuts")
        let part = outline.snapshot(of: "raisin", includingParent: true)
        #expect(part.items == ["raisin", "sultana"] && part.parent(of: "raisin") == nil && part.level(of: "sultana") == 1)
        outline.deleteAll()
        #expect(outline.items.isEmpty)
    }

    @Test func anOutlineReportsDuplicatesAndMissingParents() {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["a"])
        let lines = reports {
            outline.append(["b", "a"])
            outline.append(["c"], to: "nope")
            outline.insert(["d"], before: "nope")
        }
        #expect(outline.items == ["a", "b"])
        #expect(lines.count == 3)
        #expect(
            lines.first
                == "Drawer: append(_:to:): item identifier a is already in the snapshot; the duplicate is ignored "
                + "(UIKit traps: \"supplied item identifiers are not unique\")")
        #expect(lines.dropFirst().allSatisfy { $0.contains("nope is not in the snapshot") })
    }
}
