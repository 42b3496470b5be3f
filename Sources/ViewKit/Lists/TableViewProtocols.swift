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
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
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
}
