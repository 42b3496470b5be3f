// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS: none.
//
// SettingsList: a settings list that pushes a detail. SettingsListViewController is a plain view
// controller titled "Settings" that owns an inset-grouped table pinned to its view's edges and is
// its data source and delegate. The table has three sections, each with a header title:
// "Connectivity" (Wi-Fi, Bluetooth), "General" (About, Storage) and "Privacy" (Location
// Services, Analytics). Each row is a registered UITableViewCell showing the item's name with a
// disclosure indicator. Tapping a row pushes a SettingsDetailViewController titled with the
// row's name, which shows a label centred in its view saying "<name> settings"; the row stays
// selected while the detail slides in, and when the list appears again (going back) it deselects
// the row, animated with the transition.

import UIKit

final class SettingsListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    struct Section {
        let title: String
        let items: [String]
    }

    static let cellIdentifier = "SettingsCell"

    let sections: [Section] = [
        Section(title: "Connectivity", items: ["Wi-Fi", "Bluetooth"]),
        Section(title: "General", items: ["About", "Storage"]),
        Section(title: "Privacy", items: ["Location Services", "Analytics"]),
    ]

    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    // MARK: - UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = sections[indexPath.section].items[indexPath.row]
        let detail = SettingsDetailViewController(item: item)
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class SettingsDetailViewController: UIViewController {
    let item: String
    let messageLabel = UILabel()

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item
        view.backgroundColor = .systemBackground

        messageLabel.text = "\(item) settings"
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageLabel)

        NSLayoutConstraint.activate([
            messageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            messageLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
