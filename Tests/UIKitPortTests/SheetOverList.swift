// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS: none.
//
// SheetOverList: a sheet over an inset-grouped table. SheetOverListHostViewController, titled
// "Sheet", shows a "Show Details" button near its top; the button (or `showSheet()`) presents a
// SheetOverListContentViewController as a page sheet with medium and large detents and a grabber,
// resting at the medium detent (none is selected, so the smallest). The sheet's view is an
// inset-grouped table of two titled sections of value1 cells made in the classic way (dequeued
// without an index path, made when none is kept): "Display" (Brightness 80%, Text Size Large,
// Appearance Light) and "Sound" (Volume 60%, Ringtone Radar). A tap on a row selects it and
// records it in `selections`; the row stays selected and the sheet stays where it is.

import UIKit

final class SheetOverListContentViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    struct Setting {
        let name: String
        let value: String
    }

    static let cellIdentifier = "ValueCell"

    let sections: [(title: String, settings: [Setting])] = [
        (
            "Display",
            [
                Setting(name: "Brightness", value: "80%"),
                Setting(name: "Text Size", value: "Large"),
                Setting(name: "Appearance", value: "Light"),
            ]
        ),
        ("Sound", [Setting(name: "Volume", value: "60%"), Setting(name: "Ringtone", value: "Radar")]),
    ]

    /// Every row `tableView(_:didSelectRowAt:)` was told of, in order.
    private(set) var selections: [IndexPath] = []

    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Details"
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: - UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].settings.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .value1, reuseIdentifier: Self.cellIdentifier)
        let setting = sections[indexPath.section].settings[indexPath.row]
        cell.textLabel?.text = setting.name
        cell.detailTextLabel?.text = setting.value
        return cell
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

final class SheetOverListHostViewController: UIViewController {
    private(set) weak var presentedSheet: SheetOverListContentViewController?

    private lazy var showButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Show Details") { [weak self] _ in
            self?.showSheet()
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sheet"
        view.backgroundColor = .systemBackground
        showButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(showButton)
        NSLayoutConstraint.activate([
            showButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            showButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }

    func showSheet() {
        guard presentedViewController == nil else { return }
        let content = SheetOverListContentViewController()
        content.modalPresentationStyle = .pageSheet
        if let sheet = content.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        presentedSheet = content
        present(content, animated: true)
    }
}
