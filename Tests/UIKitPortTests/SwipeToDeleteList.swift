// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS: none.
//
// SwipeToDeleteList: a plain list of fifteen fruits with swipe actions written the modern way
// (iOS 11's `UIContextualAction`). SwipeToDeleteListViewController is a UITableViewController
// titled "Fruit" whose rows are registered UITableViewCells showing a fruit's name. A swipe
// toward the leading edge uncovers two trailing actions: a destructive "Delete", outermost, which
// removes the fruit from the model and deletes its row (also performed by a full swipe), and an
// orange "Flag", which toggles a checkmark on the row. A swipe toward the trailing edge uncovers
// a blue "Pin", which moves the row to the top in a batch update. Every action completes with
// true, so the row closes (or goes with its deletion).

import UIKit

final class SwipeToDeleteListViewController: UITableViewController {
    static let cellIdentifier = "FruitCell"

    private(set) var fruits = [
        "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Fig", "Grape", "Kiwi", "Lemon", "Mango",
        "Orange", "Peach", "Pear", "Plum",
    ]
    /// The fruits flagged with a checkmark.
    private(set) var flagged: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let fruit = fruits[indexPath.row]
        cell.textLabel?.text = fruit
        cell.accessoryType = flagged.contains(fruit) ? .checkmark : .none
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else {
                completion(false)
                return
            }
            self.fruits.remove(at: indexPath.row)
            self.tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }

        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            guard let self else {
                completion(false)
                return
            }
            let fruit = self.fruits[indexPath.row]
            if self.flagged.contains(fruit) {
                self.flagged.remove(fruit)
            } else {
                self.flagged.insert(fruit)
            }
            self.tableView.cellForRow(at: indexPath)?.accessoryType = self.flagged.contains(fruit) ? .checkmark : .none
            completion(true)
        }
        flag.backgroundColor = .systemOrange

        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { [weak self] _, _, completion in
            guard let self else {
                completion(false)
                return
            }
            let top = IndexPath(row: 0, section: indexPath.section)
            self.tableView.performBatchUpdates(
                {
                    let fruit = self.fruits.remove(at: indexPath.row)
                    self.fruits.insert(fruit, at: top.row)
                    self.tableView.moveRow(at: indexPath, to: top)
                }, completion: nil)
            completion(true)
        }
        pin.backgroundColor = .systemBlue

        return UISwipeActionsConfiguration(actions: [pin])
    }
}
