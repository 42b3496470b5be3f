// Registering, dequeuing and keeping cells, headers and footers for reuse.
extension TableView {
    /// Makes cells of `cellClass` for `dequeueReusableCell(withIdentifier:for:)` under
    /// `identifier` (nil takes the registration away).
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellPool.register(identifier, cellClass.map { cellClass in { cellClass.init(style: .default, reuseIdentifier: identifier) } })
    }

    /// Makes headers and footers of `aClass` for `dequeueReusableHeaderFooterView(withIdentifier:)`.
    public func register(_ aClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(identifier, aClass.map { aClass in { aClass.init(reuseIdentifier: identifier) } })
    }

    /// A cell kept under `identifier`, prepared for reuse, or a new one of the registered class:
    /// always a cell, as UIKit's. An identifier nothing is registered for is reported in one line
    /// and gets a default cell (UIKit raises an exception).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            // The row's own cell, as is: UIKit's reconfigure does not prepare it for reuse.
            return reconfiguring.cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        LayoutEngine.report("[UITableView] unable to dequeue a cell with identifier \(identifier): register a class for it")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell kept under `identifier`, prepared for reuse, or a new one of the registered class;
    /// nil when none is kept and no class is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        cellPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// A header or footer kept under `identifier`, or a new one of the registered class.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    func keepForReuse(_ cell: TableViewCell) {
        if let identifier = cell.reuseIdentifier { cellPool.keep(cell, as: identifier) } else { cell.removeFromSuperview() }
    }

    func keepForReuse(_ view: View) {
        if let view = view as? TableViewHeaderFooterView, let identifier = view.reuseIdentifier {
            headerFooterPool.keep(view, as: identifier)
        } else {
            view.removeFromSuperview()
        }
    }
}
