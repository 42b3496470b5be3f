// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS: none.
//
// EditableNotes: eight notes in an inset-grouped list that edits. EditableNotesViewController is
// a UITableViewController of the `.insetGrouped` style titled "Notes", with the controller's
// `editButtonItem` at the right of its navigation bar. Its one section lists the notes in
// registered UITableViewCells, each showing the note's title over its body (which wraps over two
// or three lines when it is long) through the cell's default content configuration; the rows
// size themselves to their text (`automaticDimension`, estimated at 60 points). Each cell's
// `configurationUpdateHandler` gives it a grouped-list background configuration for its state:
// system teal while selected, a pale yellow while its note is pinned, and the list's own colours
// otherwise. Edit puts the table into editing mode, where every note but the locked one, "Wi-Fi
// password", shows a delete control, and the button reads Done; Done leaves editing mode.
// Deleting a note (the data source's commit, or the Delete swipe action) removes it from the
// model and deletes its row with the automatic animation. A swipe toward the leading edge on any
// note but the locked one uncovers two trailing actions: a destructive "Delete", outermost, and
// an orange "Pin" ("Unpin" on a pinned note), which pins the note and moves it to the top in a
// batch update, or unpins it where it is.

import UIKit

final class EditableNotesViewController: UITableViewController {
    struct Note {
        let id = UUID()
        let title: String
        let body: String
        var isPinned = false
        var isLocked = false
    }

    static let cellIdentifier = "NoteCell"
    /// The background of a pinned note.
    static let pinnedColor = UIColor(red: 1, green: 0.97, blue: 0.8, alpha: 1)

    private(set) var notes = [
        Note(
            title: "Groceries", body: "Oat milk, eggs, spinach, two lemons, coffee beans and something for Sunday's dinner.",
            isPinned: true),
        Note(title: "Wi-Fi password", body: "Guest network: harbour-lights-42.", isLocked: true),
        Note(title: "Call Mum", body: "Sunday."),
        Note(
            title: "Book club",
            body:
                "Finish chapters nine to twelve before Thursday, and bring the borrowed copy back to Priya with a note about the torn cover."
        ),
        Note(
            title: "Packing list",
            body:
                "Passport, chargers, the blue jacket, walking boots, sunglasses, a paperback for the train and the adapter for the hotel."
        ),
        Note(title: "Gym", body: "Legs on Tuesday."),
        Note(
            title: "Gift ideas",
            body: "Dad: a field guide to birds. Sam: the board game from New Year. Ana: a mug from the ceramics shop on the corner."),
        Note(title: "Dentist", body: "Check-up at 9:40 on the 14th."),
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = editButtonItem

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
    }

    /// Whether the note with `id` is pinned now.
    private func isPinned(_ id: UUID) -> Bool {
        notes.first { $0.id == id }?.isPinned ?? false
    }

    /// Removes the note at `indexPath` and its row.
    private func deleteNote(at indexPath: IndexPath) {
        notes.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let note = notes[indexPath.row]

        var content = cell.defaultContentConfiguration()
        content.text = note.title
        content.secondaryText = note.body
        content.secondaryTextProperties.numberOfLines = 0
        cell.contentConfiguration = content

        let id = note.id
        cell.configurationUpdateHandler = { [weak self] cell, state in
            var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
            if state.isSelected {
                background.backgroundColor = .systemTeal
            } else if self?.isPinned(id) == true {
                background.backgroundColor = Self.pinnedColor
            }
            cell.backgroundConfiguration = background
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !notes[indexPath.row].isLocked
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            deleteNote(at: indexPath)
        }
    }

    // MARK: - UITableViewDelegate

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let note = notes[indexPath.row]
        guard !note.isLocked else { return nil }

        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else {
                completion(false)
                return
            }
            self.deleteNote(at: indexPath)
            completion(true)
        }

        let pin = UIContextualAction(style: .normal, title: note.isPinned ? "Unpin" : "Pin") { [weak self] _, _, completion in
            guard let self else {
                completion(false)
                return
            }
            if self.notes[indexPath.row].isPinned {
                self.notes[indexPath.row].isPinned = false
                self.tableView.cellForRow(at: indexPath)?.setNeedsUpdateConfiguration()
            } else {
                let top = IndexPath(row: 0, section: indexPath.section)
                self.tableView.performBatchUpdates(
                    {
                        var pinned = self.notes.remove(at: indexPath.row)
                        pinned.isPinned = true
                        self.notes.insert(pinned, at: top.row)
                        self.tableView.moveRow(at: indexPath, to: top)
                    }, completion: nil)
                self.tableView.cellForRow(at: top)?.setNeedsUpdateConfiguration()
            }
            completion(true)
        }
        pin.backgroundColor = .systemOrange

        return UISwipeActionsConfiguration(actions: [delete, pin])
    }
}
