// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS: none.
//
// FilteredDiffableList: forty mountains in a plain table driven by a diffable data source and
// filtered as one types. FilteredMountainsViewController is a plain view controller titled
// "Mountains" that owns a table pinned to its view's edges, fed by a
// `UITableViewDiffableDataSource<Section, Mountain>` whose cells show the mountain's name through
// the cell's default content configuration. `filter(with:)`, what a search bar's delegate calls
// as its text changes, builds a new snapshot of the mountains whose names contain the text
// (ignoring case; all of them for an empty text), sorted by name, and applies it animated, so
// rows that stay move, rows that go fade out and rows that come fade in. The view shows the
// whole list, sorted, when it loads.

import UIKit

final class FilteredMountainsViewController: UIViewController {
    enum Section {
        case main
    }

    struct Mountain: Hashable {
        let id = UUID()
        let name: String
    }

    static let cellIdentifier = "MountainCell"

    static let names = [
        "Everest", "K2", "Kangchenjunga", "Lhotse", "Makalu", "Cho Oyu", "Dhaulagiri", "Manaslu", "Nanga Parbat",
        "Annapurna", "Gasherbrum I", "Broad Peak", "Gasherbrum II", "Shishapangma", "Denali", "Aconcagua", "Kilimanjaro",
        "Elbrus", "Mont Blanc", "Matterhorn", "Eiger", "Jungfrau", "Mount Fuji", "Mount Rainier", "Mount Whitney",
        "Mount Kenya", "Mount Cook", "Vinson", "Puncak Jaya", "Mount Olympus", "Ben Nevis", "Table Mountain",
        "Mount Kosciuszko", "Ojos del Salado", "Chimborazo", "Cotopaxi", "Mount Logan", "Pikes Peak", "Mount Hood",
        "Mount Shasta",
    ]

    let mountains = FilteredMountainsViewController.names.map { Mountain(name: $0) }
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var dataSource: UITableViewDiffableDataSource<Section, Mountain>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mountains"
        view.backgroundColor = .systemBackground

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        dataSource = UITableViewDiffableDataSource<Section, Mountain>(tableView: tableView) { tableView, indexPath, mountain in
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = mountain.name
            cell.contentConfiguration = content
            return cell
        }

        filter(with: "")
    }

    /// Shows the mountains whose names contain `text`, ignoring case (all of them when it is
    /// empty), sorted by name: what a search bar's `searchBar(_:textDidChange:)` calls.
    func filter(with text: String) {
        let matching =
            mountains
            .filter { text.isEmpty || $0.name.localizedCaseInsensitiveContains(text) }
            .sorted { $0.name < $1.name }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.main])
        snapshot.appendItems(matching)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
