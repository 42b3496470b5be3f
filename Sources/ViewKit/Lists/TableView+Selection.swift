// Selecting rows, by code and by touch (a press highlights a row, a tap selects it).
extension TableView {
    /// The selected row; the first of them when several are.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows in order, nil when none is (as UIKit's).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row without asking or telling the delegate, as UIKit's: the others are
    /// deselected unless `allowsMultipleSelection`; nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard allowsSelection, indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        cells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without asking or telling the delegate, as UIKit's.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        cells[indexPath]?.setSelected(false, animated: animated)
    }

    /// A tap on a row, with the delegate's say: selects it (deselecting the others), or in
    /// multiple selection toggles it.
    private func tap(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        let delegate = tableDelegate
        func willDeselect(_ row: IndexPath) -> IndexPath? { delegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            guard let target = willDeselect(indexPath) else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target {
                guard let deselected = willDeselect(row) else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectedRows.insert(target)
        cells[target]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }
}

extension TableView: PressFollowing {
    /// A press on a row highlights it, if the delegate lets it.
    func pressBegan(at location: Point) {
        // A press while a row is open closes it, and selects nothing.
        guard swipe == nil, allowsSelection, !editing || allowsSelectionDuringEditing, let indexPath = indexPathForRow(at: location),
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        pressedRow = indexPath
        cells[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// A press while a row is open is followed too: its tap performs an action or closes the row.
    /// While editing, every press is followed, for the rows' controls.
    var isFollowingPress: Bool { pressedRow != nil || swipe != nil || editing }

    func pressEnded(cancelled: Bool) {
        guard let indexPath = pressedRow else { return }
        pressedRow = nil
        cells[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    func pressTapped(at location: Point) {
        if swipe != nil { return swipeTapped(at: location) }
        guard let indexPath = indexPathForRow(at: location) else { return }
        if editing, editingControlTapped(at: location, in: indexPath) { return }
        if !editing || allowsSelectionDuringEditing { tap(indexPath) }
    }
}
