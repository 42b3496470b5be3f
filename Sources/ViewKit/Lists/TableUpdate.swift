/// The changes of one batch of table updates, by UIKit's rules (`performBatchUpdates`): deleted
/// and reloaded rows and sections, and a move's start, are index paths before the batch;
/// inserted ones, and a move's end, after it; deletions are taken before insertions, whatever
/// the order of the calls. A reloaded section's rows all go and its new rows all come.
///
/// `mapping(from:to:)` checks the changes against the counts before and after, as UIKit does,
/// and says where each row went. The message of an inconsistent batch is UIKit's.
nonisolated struct TableUpdate {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// How each deleted row (before) and inserted row (after) goes and comes.
    var leaving: [IndexPath: TableView.RowAnimation] = [:]
    var arriving: [IndexPath: TableView.RowAnimation] = [:]
    var sectionLeaving: [Int: TableView.RowAnimation] = [:]
    var sectionArriving: [Int: TableView.RowAnimation] = [:]

    /// Where the rows went.
    struct Mapping: Equatable {
        /// Each row that stays (moved or not), before → after.
        var kept: [IndexPath: IndexPath] = [:]
        /// Rows that go (before), with how; a reloaded row goes and comes at once.
        var removed: [IndexPath: TableView.RowAnimation] = [:]
        /// Rows that come (after), with how.
        var added: [IndexPath: TableView.RowAnimation] = [:]
        /// Each section that stays (not reloaded), before → after.
        var sections: [Int: Int] = [:]
    }

    /// What UIKit's messages call the view and its elements: a table view's rows, a collection
    /// view's items.
    struct Terms {
        let view: String
        let element: String
        static let table = Terms(view: "table view", element: "row")
        static let collection = Terms(view: "collection view", element: "item")
    }

    /// Where each row of a table with `before` rows per section goes in one with `after`; the
    /// message UIKit raises when the counts and the changes disagree, in `terms`.
    func mapping(from before: [Int], to after: [Int], terms: Terms = .table) -> Result<Mapping, UpdateError> {
        let (row, rows) = (terms.element, terms.element + "s")
        func fail(_ message: String) -> Result<Mapping, UpdateError> { .failure(UpdateError(message: message)) }
        let gone = deletedSections
        if let bad = gone.union(reloadedSections).first(where: { !before.indices.contains($0) }) {
            return fail("attempt to delete or reload section \(bad), but there are only \(before.count) sections before the update")
        }
        if let bad = insertedSections.first(where: { !after.indices.contains($0) }) {
            return fail("attempt to insert section \(bad), but there are only \(after.count) sections after the update")
        }
        // Rows deleted or reloaded are named as they were: each must have been there.
        for path in deletedRows.union(reloadedRows) where !gone.contains(path.section) {
            let count = before.indices.contains(path.section) ? before[path.section] : 0
            guard (0..<count).contains(path.row) else {
                return fail(
                    "attempt to delete \(row) \(path.row) from section \(path.section) which only contains \(count) \(rows) before the update"
                )
            }
        }
        let survivors = before.indices.filter { !gone.contains($0) }
        guard survivors.count + insertedSections.count == after.count else {
            return fail(
                "Invalid update: invalid number of sections. The number of sections contained in the \(terms.view) after the "
                    + "update (\(after.count)) must be equal to the number of sections contained in the \(terms.view) before the "
                    + "update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) "
                    + "inserted, \(gone.count) deleted).")
        }
        // Sections after the update: inserted ones where they were inserted, the survivors in order.
        var oldSection: [Int?] = Array(repeating: nil, count: after.count)
        var next = survivors.makeIterator()
        for index in after.indices where !insertedSections.contains(index) { oldSection[index] = next.next() }

        var mapping = Mapping()
        for section in gone {
            for row in 0..<before[section] {
                mapping.removed[IndexPath(row: row, section: section)] = sectionLeaving[section] ?? .automatic
            }
        }
        let movedFrom = Set(moves.map(\.from))
        for (newSection, old) in oldSection.enumerated() {
            guard let old, !reloadedSections.contains(old) else {
                // A new or reloaded section: every row comes (a reloaded one's go first).
                if let old {
                    for row in 0..<before[old] { mapping.removed[IndexPath(row: row, section: old)] = sectionLeaving[old] ?? .fade }
                }
                let how = old.flatMap { sectionArriving[$0] } ?? sectionArriving[newSection] ?? .automatic
                for row in 0..<after[newSection] { mapping.added[IndexPath(row: row, section: newSection)] = how }
                continue
            }
            mapping.sections[old] = newSection
            // What stays of the old section, in order; then the new section's fixed places.
            let staying = (0..<before[old]).map { IndexPath(row: $0, section: old) }.filter {
                !deletedRows.contains($0) && !movedFrom.contains($0)
            }
            let inserted = insertedRows.filter { $0.section == newSection }
            let movedIn = moves.filter { $0.to.section == newSection }
            let deletedHere = deletedRows.filter { $0.section == old }.count
            let movedOut = moves.filter { $0.from.section == old }.count
            guard staying.count + inserted.count + movedIn.count == after[newSection] else {
                return fail(
                    "Invalid update: invalid number of \(rows) in section \(newSection). The number of \(rows) contained in an "
                        + "existing section after the update (\(after[newSection])) must be equal to the number of \(rows) contained "
                        + "in that section before the update (\(before[old])), plus or minus the number of \(rows) inserted or deleted "
                        + "from that section (\(inserted.count) inserted, \(deletedHere) deleted) and plus or minus the number of "
                        + "\(rows) moved into or out of that section (\(movedIn.count) moved in, \(movedOut) moved out).")
            }
            if let bad = inserted.first(where: { $0.row >= after[newSection] || $0.row < 0 }) {
                return fail(
                    "attempt to insert \(row) \(bad.row) into section \(newSection), but there are only \(after[newSection]) \(rows) in "
                        + "section \(newSection) after the update")
            }
            var placed: [IndexPath?] = Array(repeating: nil, count: after[newSection])
            for path in inserted { mapping.added[path] = arriving[path] ?? .automatic }
            for move in movedIn {
                guard placed.indices.contains(move.to.row), placed[move.to.row] == nil, !inserted.contains(move.to) else {
                    return fail("attempt to move a \(row) to \(move.to), which is taken or out of range after the update")
                }
                placed[move.to.row] = move.from
            }
            var rest = staying.makeIterator()
            for row in placed.indices where placed[row] == nil && !inserted.contains(IndexPath(row: row, section: newSection)) {
                placed[row] = rest.next()
            }
            for (row, from) in placed.enumerated() {
                guard let from else { continue }
                let to = IndexPath(row: row, section: newSection)
                if reloadedRows.contains(from) {
                    mapping.removed[from] = leaving[from] ?? .fade
                    mapping.added[to] = arriving[from] ?? .fade
                } else {
                    mapping.kept[from] = to
                }
            }
        }
        for path in deletedRows where !gone.contains(path.section) { mapping.removed[path] = leaving[path] ?? .automatic }
        return .success(mapping)
    }
}

/// A batch of updates that does not add up, in UIKit's words.
nonisolated struct UpdateError: Error, Equatable {
    let message: String
}
