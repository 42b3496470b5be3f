/// How Drawer's line-based inputs read (scripts, and `drawer velocity`'s samples): `#` starts a
/// comment, words are separated by spaces or tabs, and a carriage return is ignored.
package nonisolated enum LineFormat {
    /// The words of `line`, comments left out; none for a blank or comment-only line.
    package static func words(of line: Substring) -> [Substring] {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    }
}
