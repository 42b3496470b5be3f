import Cassowary
import Testing

/// A layout's shape: a chain of views, each after the last by its width and a gap, laid out
/// from scratch, moved by an edit every frame, and cut in two by removing a link.
struct ChainTests {
    /// `count` views in a row: each 8 after the last, its width 50 (required) where it would
    /// weakly be 80, the first at the edit's value (strongly), the hundredth weakly at 0. Every
    /// left edge is worked out: the edit's value plus 58 a view; with the link before the
    /// hundredth removed, it and those after it from 0.
    @Test func aChainFollowsAnEditAndSplitsWhereALinkIsRemoved() throws {
        let count = 300
        let lefts = (0..<count).map { Variable("left \($0)") }
        let widths = (0..<count).map { Variable("width \($0)") }
        let solver = Solver()
        var links: [Constraint] = []
        for i in 0..<count {
            try solver.add([widths[i] == 50, (widths[i] == 80).at(.weak)])
            if i == 100 { try solver.add((lefts[i] == 0).at(.weak)) }
            if i > 0 {
                let link = lefts[i] == lefts[i - 1] + widths[i - 1] + 8
                try solver.add(link)
                links.append(link)
            }
        }
        try solver.addEditVariable(lefts[0], strength: .strong)
        for value in [0.0, 17, -40, 1_000, 3.5] {
            try solver.suggestValue(value, for: lefts[0])
            solver.updateVariables()
            for i in 0..<count {
                #expect(abs(lefts[i].value - (value + 58 * Double(i))) < 1e-6, "view \(i) at \(value)")
                #expect(widths[i].value == 50)
            }
        }
        // Without the link after view 99, view 100 is where it weakly is, at 0, and the rest follow.
        try solver.remove(links[99])
        solver.updateVariables()
        #expect(abs(lefts[99].value - (3.5 + 58 * 99)) < 1e-6)
        for i in 100..<count { #expect(abs(lefts[i].value - 58 * Double(i - 100)) < 1e-6, "view \(i)") }
        try solver.add(links[99])
        solver.updateVariables()
        for i in 0..<count { #expect(abs(lefts[i].value - (3.5 + 58 * Double(i))) < 1e-6, "view \(i) linked again") }
    }
}
