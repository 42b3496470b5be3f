extension TableView {
    /// How inserted and deleted rows come and go (UIKit's `UITableView.RowAnimation`, with its
    /// raw values).
    public nonisolated enum RowAnimation: Int, Hashable, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        /// The table's choice: a fade, here.
        case automatic = 100
    }

    /// How long a batch of updates animates, on ease-in-ease-out (ours: UIKit does not say).
    public nonisolated static let updateDuration = 0.3

    // MARK: Batches

    /// Makes the changes `updates` asks for (and the data source's model with them) as one
    /// animated batch, by UIKit's rules: deletions and reloads name rows as they were before
    /// the batch, insertions as they are after it, and deletions are taken first. `completion`
    /// runs when the animation ends. A batch whose changes do not add up to the data source's
    /// new counts is reported in UIKit's words on one line and the table reloads instead (UIKit
    /// raises an exception); its completion gets false.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdate.completions.append(completion) }
        endUpdates()
    }

    /// Starts a batch that `endUpdates()` ends (batches nest; the outermost applies).
    public func beginUpdates() {
        updateDepth += 1
    }

    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = PendingUpdate()
        apply(update)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in
            for path in indexPaths {
                update.changes.insertedRows.insert(path)
                update.changes.arriving[path] = animation
            }
        }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in
            for path in indexPaths {
                update.changes.deletedRows.insert(path)
                update.changes.leaving[path] = animation
            }
        }
    }

    /// Asks the data source for these rows' cells again, fading the old ones into the new.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in
            for path in indexPaths {
                update.changes.reloadedRows.insert(path)
                update.changes.leaving[path] = animation
                update.changes.arriving[path] = animation
            }
        }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { update in update.changes.moves.append((indexPath, newIndexPath)) }
    }

    /// `sections` is any sequence of section numbers: Foundation's `IndexSet`, as UIKit's
    /// callers give, or an array.
    public func insertSections<Sections: Sequence<Int>>(_ sections: Sections, with animation: RowAnimation) {
        record { update in
            for section in sections {
                update.changes.insertedSections.insert(section)
                update.changes.sectionArriving[section] = animation
            }
        }
    }

    public func deleteSections<Sections: Sequence<Int>>(_ sections: Sections, with animation: RowAnimation) {
        record { update in
            for section in sections {
                update.changes.deletedSections.insert(section)
                update.changes.sectionLeaving[section] = animation
            }
        }
    }

    public func reloadSections<Sections: Sequence<Int>>(_ sections: Sections, with animation: RowAnimation) {
        record { update in
            for section in sections {
                update.changes.reloadedSections.insert(section)
                update.changes.sectionLeaving[section] = animation
                update.changes.sectionArriving[section] = animation
            }
        }
    }

    /// Configures the cells of rows that show again, in place, as UIKit's `reconfigureRows(at:)`
    /// (iOS 15): the data source is asked for each row's cell while
    /// `dequeueReusableCell(withIdentifier:for:)` hands back the row's own cell, unprepared, so
    /// the cell keeps its state (selection, what animates) and nothing is dequeued. A row
    /// without a cell is left alone: it is configured when it shows. Should the data source
    /// make another cell all the same, that one takes the row's place.
    func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cells[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguring = nil
            guard configured !== cell else { continue }
            keepForReuse(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            configured.setSelected(selectedRows.contains(indexPath), animated: false)
            insertSubview(configured, at: 0)
            cells[indexPath] = configured
            place(configured, at: indexPath)
            tableDelegate?.tableView(self, willDisplay: configured, forRowAt: indexPath)
        }
    }

    /// What a batch has gathered so far.
    struct PendingUpdate {
        var changes = TableUpdate()
        var completions: [(Bool) -> Void] = []
    }

    /// One change, in the batch that is open or as a batch of its own.
    private func record(_ change: (inout PendingUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate)
        endUpdates()
    }

    // MARK: Applying a batch

    /// Reads the new counts, maps the rows, and animates the cells from where they were to
    /// where they go: a kept row's cell moves, a removed row's leaves as its animation says,
    /// an added row's arrives, and a row that comes into view because others went starts where
    /// it was before the batch.
    private func apply(_ update: PendingUpdate) {
        endSwipe(nil)
        let before = geometry
        let offsetBefore = contentOffset
        isApplyingUpdate = true
        measure()
        // Content that shrank under the offset moved it into the new range: the rows slide
        // there with the update, from where they show (UIKit's), not in one frame.
        let offsetAfter = contentOffset
        if offsetAfter != offsetBefore { contentOffset = offsetBefore }
        let mapping: TableUpdate.Mapping
        switch update.changes.mapping(from: before.sections.map(\.rowCount), to: geometry.sections.map(\.rowCount)) {
        case .success(let found): mapping = found
        case .failure(let error):
            isApplyingUpdate = false
            LayoutEngine.report("[UITableView] \(error.message); the table reloads its data instead")
            reloadData()
            for completion in update.completions { completion(false) }
            return
        }
        selectedRows = Set(selectedRows.compactMap { mapping.kept[$0] })
        if isSelfSizing, !measuredHeights.isEmpty {
            // Measured rows keep their heights where they went; the others are estimated again.
            var moved: [Int: [Int: Double]] = [:]
            for (section, rows) in measuredHeights {
                for (row, height) in rows {
                    if let to = mapping.kept[IndexPath(row: row, section: section)] { moved[to.section, default: [:]][to.row] = height }
                }
            }
            measuredHeights = moved
            measure()
        }
        var leavingCells: [(cell: TableViewCell, how: RowAnimation)] = []
        var moved: [IndexPath: TableViewCell] = [:]
        for (path, cell) in cells {
            if let to = mapping.kept[path] {
                moved[to] = cell
                continue
            }
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            let how = mapping.removed[path] ?? .automatic
            // `.none` goes at once.
            if how == .none { keepForReuse(cell) } else { leavingCells.append((cell, how)) }
        }
        cells = moved
        cellRows = nil
        // Headers and footers follow their sections; those of sections that went, or were
        // reloaded, are made again.
        for boundaries in [\TableView.headers, \TableView.footers] {
            var followed: [Int: View] = [:]
            for (section, view) in self[keyPath: boundaries] {
                if let to = mapping.sections[section] { followed[to] = view } else { keepForReuse(view) }
            }
            self[keyPath: boundaries] = followed
        }
        isApplyingUpdate = false
        let cameFrom = Dictionary(mapping.kept.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        // Cells for rows now near the view start where the row was, or as it arrives.
        updateCells { path, cell in
            if let how = mapping.added[path] {
                cell.frame = Self.offset(rectForRow(at: path), for: how, width: bounds.width)
                if Self.fades(how) { cell.alpha = 0 }
            } else if let from = cameFrom[path] {
                cell.frame = Self.rect(of: from, in: before, width: bounds.width, inset: rowInset)
            }
        }
        let span = shownSpan
        View.animate(
            withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut],
            animations: { [self] in
                if contentOffset != offsetAfter { contentOffset = offsetAfter }
                for (path, cell) in cells {
                    place(cell, at: path)
                    cell.alpha = 1
                }
                for leaving in leavingCells {
                    leaving.cell.frame = Self.offset(leaving.cell.frame, for: leaving.how, width: bounds.width)
                    if Self.fades(leaving.how) { leaving.cell.alpha = 0 }
                }
                layoutBoundaries(from: span.top, to: span.bottom)
            },
            completion: { [self] finished in
                for leaving in leavingCells {
                    keepForReuse(leaving.cell)
                    leaving.cell.alpha = 1
                }
                for completion in update.completions { completion(finished) }
            })
    }

    /// Where a row was in `geometry` (the content before a batch).
    private static func rect(of path: IndexPath, in geometry: TableGeometry, width: Double, inset: Double) -> Rect {
        guard geometry.sections.indices.contains(path.section), (0..<geometry.sections[path.section].rowCount).contains(path.row)
        else { return .zero }
        let row = geometry.sections[path.section].row(path.row)
        return Rect(x: inset, y: row.top, width: max(width - 2 * inset, 0), height: row.height)
    }

    /// Where a row starts as it arrives, or ends as it leaves, by `how`.
    private static func offset(_ frame: Rect, for how: RowAnimation, width: Double) -> Rect {
        switch how {
        case .left: frame.offsetBy(dx: -width, dy: 0)
        case .right: frame.offsetBy(dx: width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .fade, .middle, .automatic, .none: frame
        }
    }

    /// Whether a row fades as it arrives or leaves by `how` (a slide sideways does not).
    private static func fades(_ how: RowAnimation) -> Bool {
        how != .left && how != .right && how != .none
    }
}
