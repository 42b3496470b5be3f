import Foundation
import Motion
import SDLHost
import ViewKit

/// The list stress scene (a scene of the bench, not of the demo): a `TableView` of `count` rows
/// of text on alternating shades filling the window, scrolled at 3,000 points a second (a fast
/// flick's speed) and wrapping round at the end, so every frame brings new rows in.
final class ListScrollApplication: HostedApplication, TableViewDataSource {
    static let speed = 3000.0
    let rootView = View(name: "list")
    let clock: AnimationClock
    private let table = TableView(name: "table")
    private let count: Int
    private let start: Double

    init(count: Int, size: Size, clock: AnimationClock) {
        self.clock = clock
        self.count = count
        start = clock.now
        rootView.bounds = Rect(origin: .zero, size: size)
        rootView.backgroundColor = Color(rgb: 0xF7F4EE)
        table.frame = rootView.bounds
        table.rowHeight = 40
        table.backgroundColor = .clear
        table.separatorStyle = .none
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        rootView.addSubview(table)
        table.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLine = Text("Row \(indexPath.row + 1)", size: 15, color: Color(rgb: 0x4A4E69))
        cell.backgroundColor = indexPath.row % 2 == 0 ? Color(rgb: 0xEFEBE3) : .clear
        return cell
    }

    func handle(_ event: InputEvent) {}

    func update(at time: Double) -> Bool {
        let range = table.contentOffsetRange.y
        let span = max(range.upperBound - range.lowerBound, 1)
        table.contentOffset = Point(x: 0, y: ((time - start) * Self.speed).truncatingRemainder(dividingBy: span))
        return true
    }
}

extension FrameBenchmark {
    /// A list of `count` rows scrolling at speed, as a workload.
    func list(_ count: Int) -> Workload {
        Workload(name: "list-\(count)") { clock, size in
            (ListScrollApplication(count: count, size: size, clock: clock), {})
        }
    }
}
