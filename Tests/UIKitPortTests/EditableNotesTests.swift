import Motion
import Testing
import ViewKit

@MainActor @Suite struct EditableNotesTests {
    @Test func explore() throws {
        let port = EditableNotesViewController()
        let stage = PortStage(root: port)
        stage.frames(1)
        let table = port.tableView
        print("offset", table.contentOffset, "inset", table.adjustedContentInset, "size", table.contentSize)
        for cell in table.visibleCells {
            let ip = table.indexPath(for: cell)!
            print(ip.row, stage.shownFrame(cell), cell.subviews.map(\.name), cell.backgroundColor as Any)
            func walk(_ v: View, _ d: Int) {
                print(String(repeating: "  ", count: d), v.name, v.frame, (v as? Label)?.text ?? "", (v as? Label)?.numberOfLines ?? -1, v.backgroundColor as Any, v.isHidden)
                for s in v.subviews { walk(s, d + 1) }
            }
            walk(cell, 1)
        }
    }
}
