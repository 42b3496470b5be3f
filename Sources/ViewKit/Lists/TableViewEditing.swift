/// Editing mode, as UIKit's: `setEditing(_:animated:)` (usually from a controller's
/// `editButtonItem`) shows each editable row's control at its leading edge, a red minus for
/// `.delete` and a green plus for `.insert`, and indents its content. A tap on a minus opens
/// the row on its trailing actions (the delegate's, else Delete), as a swipe would; a tap on
/// Delete commits `.delete` to the data source. A tap on a plus commits `.insert`. While
/// editing, rows do not swipe, and taps select only with `allowsSelectionDuringEditing`.
///
/// Not here: the reorder control (`tableView(_:moveRowAt:to:)` by dragging) and
/// `allowsMultipleSelectionDuringEditing`.
extension TableView {
    /// Whether the table is editing; setting it is `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the rows' editing controls, sliding them in over 0.3 s when `animated`;
    /// an open row closes first.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        if swipe != nil { closeSwipe() }
        self.editing = editing
        for (indexPath, cell) in cells { showEditing(on: cell, at: indexPath, animated: animated) }
    }

    /// The duration of the controls' sliding in and out (UIKit's is not published).
    static let editingDuration = 0.3

    /// Sets `cell` up for the table's editing state: its control's style and its indent.
    func showEditing(on cell: TableViewCell, at indexPath: IndexPath, animated: Bool) {
        cell.shownEditingStyle = editing ? editingStyle(at: indexPath) : .none
        cell.indentsWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.setEditing(editing, animated: animated)
    }

    /// The control a row shows while editing: none for a row that cannot be edited.
    private func editingStyle(at indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// A tap at `location` in the row at `indexPath` while editing: on its control, the
    /// control's edit (true); elsewhere, nothing (false).
    func editingControlTapped(at location: Point, in indexPath: IndexPath) -> Bool {
        guard let cell = cells[indexPath], cell.shownEditingStyle != .none else { return false }
        let point = cell.convert(location, from: self)
        guard point.x < cell.editingIndent else { return false }
        switch cell.shownEditingStyle {
        case .delete: openDeleteConfirmation(at: indexPath)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none: return false
        }
        return true
    }
}

/// The round control a row shows at its leading edge while editing: a white bar on red for
/// delete, a white cross on green for insert.
@MainActor final class EditingControl: View {
    private let across = View(name: "across")
    private let down = View(name: "down")

    static let diameter = 22.0

    init() {
        super.init(frame: Rect(x: 0, y: 0, width: Self.diameter, height: Self.diameter), name: "editingControl")
        cornerRadius = Self.diameter / 2
        isUserInteractionEnabled = false
        for bar in [across, down] {
            bar.backgroundColor = .white
            bar.cornerRadius = 1
            addSubview(bar)
        }
        across.frame = Rect(x: 5, y: 10, width: 12, height: 2)
        down.frame = Rect(x: 10, y: 5, width: 2, height: 12)
    }

    var style = TableViewCell.EditingStyle.none {
        didSet {
            backgroundColor = style == .insert ? SystemColor.green : SystemColor.red
            down.isHidden = style != .insert
        }
    }
}
