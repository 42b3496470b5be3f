/// A controller whose view is a table it serves, as UIKit's `UITableViewController`: the table
/// is made in its style, with the controller as its data source and delegate, and a subclass
/// overrides the data source's and the delegate's methods (`override func tableView(_:
/// numberOfRowsInSection:)`), as on iOS. When the view is about to appear, the selected rows
/// are deselected (`clearsSelectionOnViewWillAppear`), as a list that pushed a detail does when
/// it comes back.
@preconcurrency @MainActor open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table, made in `style` with the view.
    public var tableView: TableView {
        get { (view as? TableView) ?? madeTable }
        set { view = newValue }
    }
    public var clearsSelectionOnViewWillAppear = true
    private let style: TableView.Style
    private lazy var madeTable = TableView(style: style, name: title.isEmpty ? "tableView" : title)

    /// A controller of a table of `style` (UIKit's `init(style:)`).
    public init(style: TableView.Style = .plain) {
        self.style = style
        super.init(title: "")
    }

    public override init?<Coder: AnyObject>(coder: Coder) {
        return nil
    }

    open override func loadView() -> View {
        let table = madeTable
        table.frame = ViewController.initialViewFrame
        table.dataSource = self
        table.delegate = self
        return table
    }

    /// Edits the table too.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for row in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: row, animated: animated) }
    }

    // The data source's and the delegate's methods, open so that a subclass overrides them,
    // each with UIKit's default.

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.answeredByDefault = true
        return true
    }
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { TableView.unanswered }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { TableView.unanswered }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { TableView.unanswered }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        tableView.answeredByDefault = true
        return .delete
    }
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {}
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        var target = targetContentOffset.pointee
        scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &target)
        targetContentOffset.pointee = target
    }
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
