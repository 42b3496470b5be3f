/// How a label breaks and shortens lines that do not fit: NSLineBreakMode.
public nonisolated enum LineBreakMode: Hashable, Sendable {
    /// Lines break between words (a word wider than the line breaks between characters); what
    /// does not fit in the last line is cut off there.
    case byWordWrapping
    /// Lines break between characters.
    case byCharWrapping
    /// Lines break between words; the last line is cut where the bounds end.
    case byClipping
    /// Lines break between words; the last line shows its end, with "…" for what is left out.
    case byTruncatingHead
    /// Lines break between words; the last line ends in "…" where the text goes on. UILabel's
    /// default.
    case byTruncatingTail
    /// Lines break between words; the last line shows its start and end about a "…".
    case byTruncatingMiddle
}

/// Breaks text into the lines a label shows, as UILabel lays it out: greedy, word by word, at
/// most `numberOfLines` lines (0: as many as it takes), the last one shortened by the mode.
nonisolated enum TextWrapping {
    static let ellipsis = "…"

    /// The lines of `string` within `width` points, each measured by `measure`. A width that is
    /// not positive wraps nothing. Explicit line breaks ("\n") always break.
    static func lines(
        of string: String, width: Double, numberOfLines: Int, lineBreakMode: LineBreakMode, measure: (String) -> Double
    ) -> [String] {
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard width > 0, width.isFinite else { return Array(paragraphs.prefix(limit)) }
        var lines: [String] = []
        if limit == 1 {
            lines = [paragraphs.joined(separator: " ")]
        } else {
            for paragraph in paragraphs {
                lines += wrap(paragraph, width: width, byCharacters: lineBreakMode == .byCharWrapping, measure: measure)
            }
        }
        // What does not fit joins the last line shown, each cut-off line without its indent.
        var last =
            lines.count > limit
            ? ([lines[limit - 1]] + lines[limit...].map { String($0.drop { $0 == " " }) }).joined(separator: " ")
            : lines.last ?? ""
        let cut = lines.count > limit || measure(last) > width
        lines = Array(lines.prefix(limit))
        guard cut, !lines.isEmpty else { return lines }
        switch lineBreakMode {
        case .byTruncatingTail: last = truncated(last, width: width, keeping: .tail, measure: measure)
        case .byTruncatingHead: last = truncated(last, width: width, keeping: .head, measure: measure)
        case .byTruncatingMiddle: last = truncated(last, width: width, keeping: .middle, measure: measure)
        case .byWordWrapping, .byCharWrapping:
            // What does not fit is cut off at a break: the last line as it wrapped.
            if limit == 1 {
                last = wrap(last, width: width, byCharacters: lineBreakMode == .byCharWrapping, measure: measure).first ?? ""
            } else {
                last = lines[lines.count - 1]
            }
        case .byClipping: break
        }
        lines[lines.count - 1] = last
        return lines
    }

    /// `paragraph` broken greedily into lines within `width`, between words (or characters), its
    /// leading spaces kept.
    private static func wrap(_ paragraph: String, width: Double, byCharacters: Bool, measure: (String) -> Double) -> [String] {
        // Most labels fit on one line: one measure says so (unless runs of spaces or a trailing
        // one, which the words below are joined without, would change the line).
        if !paragraph.contains("  "), !paragraph.hasSuffix(" "), measure(paragraph) <= width { return [paragraph] }
        var lines: [String] = []
        var current = ""
        var pieces = byCharacters ? paragraph.map(String.init) : paragraph.split(separator: " ").map(String.init)
        // Leading spaces indent the first line, as TextKit lays them out.
        let indent = byCharacters ? "" : String(paragraph.prefix { $0 == " " })
        if !pieces.isEmpty { pieces[0] = indent + pieces[0] }
        let joiner = byCharacters ? "" : " "
        for piece in pieces {
            let candidate = current.isEmpty ? piece : current + joiner + piece
            if measure(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = piece
            // A first word that fits a line, but not after the indent, leaves the indent alone.
            if lines.isEmpty, !indent.isEmpty, measure(current) > width, measure(String(current.dropFirst(indent.count))) <= width {
                lines.append(indent)
                current.removeFirst(indent.count)
            }
            // A word wider than the line breaks between its characters.
            while measure(current) > width, current.count > 1 {
                var head = ""
                for character in current {
                    guard measure(head + String(character)) <= width || head.isEmpty else { break }
                    head.append(character)
                }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        lines.append(current)
        return lines
    }

    private enum Kept { case head, middle, tail }

    /// `line` shortened with "…" until it fits `width`, keeping its start (`tail` truncation),
    /// its end (`head`), or both (`middle`).
    private static func truncated(_ line: String, width: Double, keeping: Kept, measure: (String) -> Double) -> String {
        let characters = Array(line)
        var kept = characters.count
        while kept > 0 {
            let shown: String
            switch keeping {
            case .tail: shown = String(characters.prefix(kept)).trimmingTrailingSpaces + ellipsis
            case .head: shown = ellipsis + String(characters.suffix(kept))
            case .middle:
                shown = String(characters.prefix((kept + 1) / 2)) + ellipsis + String(characters.suffix(kept / 2))
            }
            if measure(shown) <= width { return shown }
            kept -= 1
        }
        return ellipsis
    }
}

nonisolated extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
