/// Supplies a table view's sections and rows, as UIKit's `UITableViewDataSource`. The two
/// row requirements are UIKit's required ones; the others have UIKit's defaults (one section,
/// no titles).
@preconcurrency @MainActor public protocol TableViewDataSource: AnyObject {
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell that shows `indexPath`: one from `dequeueReusableCell(withIdentifier:for:)`,
    /// set up for this row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// How many sections there are; 1 unless implemented.
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of a section's header, shown in a header of the table's style; nil for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer; nil for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row may be edited (here: offer the swipe to delete); true unless implemented.
    ///
    /// UIKit offers the swipe to delete on a table whose data source implements
    /// `tableView(_:commit:forRowAt:)`, which it asks the Objective-C runtime. Swift cannot ask
    /// whether a type implements a method, so Drawer offers it when the data source implements
    /// this method and answers true (Xcode's template implements both), or when the delegate
    /// implements `tableView(_:editingStyleForRowAt:)`.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The person confirmed an edit of a row: for `.delete`, remove it from the model, then call
    /// `deleteRows(at:with:)`.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.answeredByDefault = true
        return true
    }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// What a table view tells and asks about its rows, as UIKit's `UITableViewDelegate`; a scroll
/// view's delegate too. Every member is optional, with UIKit's default.
@preconcurrency @MainActor public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height; the table's `rowHeight` unless implemented.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// A section header's height; the table's rule unless implemented (see
    /// `TableView.sectionHeaderHeight`).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// A section footer's height; the table's rule unless implemented.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A view for a section's header, in place of its title's.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for a section's footer, in place of its title's.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to show (it has its frame and its selection).
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen (it is kept for reuse).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a press highlights the row; true unless implemented.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row a tap selects (another, or nil for none); the tapped one unless implemented.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row a tap deselects (another, or nil for none); the given one unless implemented.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions a swipe toward the trailing edge uncovers; nil (and unless implemented) for
    /// the default: a Delete when the row can be edited (see `tableView(_:canEditRowAt:)`).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe toward the leading edge uncovers; nil (and unless implemented) for none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The edit a row offers; `.delete` unless implemented (`.none` offers no default swipe).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// Whether a row's content moves aside for its control while editing; true unless
    /// implemented.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The default swipe's title; "Delete" unless implemented (nil is "Delete" too).
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// A swipe began to uncover a row's actions.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// A row's actions closed again (`indexPath` is nil when a reload or a batch update closed
    /// them, as rows move).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { TableView.unanswered }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { TableView.unanswered }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { TableView.unanswered }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        tableView.answeredByDefault = true
        return .delete
    }
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
}
