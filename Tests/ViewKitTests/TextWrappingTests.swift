import Testing

@testable import ViewKit

/// UILabel's line breaking, on text whose every character is 10 points wide.
struct TextWrappingTests {
    static func lines(_ string: String, width: Double, _ numberOfLines: Int, _ mode: LineBreakMode = .byTruncatingTail) -> [String] {
        TextWrapping.lines(of: string, width: width, numberOfLines: numberOfLines, lineBreakMode: mode) { Double($0.count) * 10 }
    }

    @Test func wordsWrapGreedilyAndLineBreaksAlwaysBreak() {
        #expect(Self.lines("the quick brown fox", width: 100, 0) == ["the quick", "brown fox"])
        #expect(Self.lines("the quick brown fox", width: 190, 0) == ["the quick brown fox"])
        #expect(Self.lines("a\nb", width: 100, 0) == ["a", "b"])
        #expect(Self.lines("a\n\nb", width: 100, 0) == ["a", "", "b"])
        #expect(Self.lines("abcdefghijklmnop", width: 50, 0) == ["abcde", "fghij", "klmno", "p"], "a word wider than the line")
        #expect(Self.lines("ab cd ef", width: 40, 0, .byCharWrapping) == ["ab c", "d ef"])
        #expect(Self.lines("the quick brown fox", width: 0, 0) == ["the quick brown fox"], "no width, no wrapping")
    }

    /// A paragraph's leading spaces are part of its first line (an indented line of code stays
    /// indented), as TextKit lays them out; spaces between words still break.
    @Test func aParagraphKeepsItsIndent() {
        #expect(Self.lines("let a =\n    b, c", width: 100, 0) == ["let a =", "    b, c"])
        #expect(Self.lines("  the quick brown", width: 110, 0) == ["  the quick", "brown"])
        // A first word that fits a line, but not after the indent, goes whole to the next line
        // (found by review: it was cut mid-word).
        #expect(Self.lines("    abcd", width: 60, 0) == ["    ", "abcd"])
        // Truncated, the lines cut off join the last one without their indents.
        #expect(Self.lines("f(\n    a: 1,\n    b: 2)", width: 1000, 2) == ["f(", "    a: 1, b: 2)…"])
    }

    @Test func theLastLineIsShortenedAsTheModeSays() {
        let text = "the quick brown fox jumps over"
        #expect(Self.lines(text, width: 100, 1) == ["the quick…"])
        #expect(Self.lines(text, width: 100, 1, .byTruncatingHead) == ["…umps over"])
        #expect(Self.lines(text, width: 100, 1, .byTruncatingMiddle) == ["the q…over"])
        #expect(Self.lines(text, width: 100, 1, .byWordWrapping) == ["the quick"])
        #expect(Self.lines(text, width: 100, 1, .byClipping) == [text], "cut where the bounds end, as drawn")
        #expect(Self.lines(text, width: 100, 2) == ["the quick", "brown fox…"])
        #expect(Self.lines(text, width: 100, 2, .byWordWrapping) == ["the quick", "brown fox"])
        #expect(Self.lines(text, width: 100, 3) == ["the quick", "brown fox", "jumps over"], "it fits: nothing shortened")
        #expect(Self.lines(text + " it", width: 100, 0) == ["the quick", "brown fox", "jumps over", "it"], "0: as many as it takes")
        #expect(Self.lines("short", width: 100, 1) == ["short"], "what fits is not shortened")
    }

    /// A label's size and what it hands the renderer follow its lines (outside a window, text is
    /// estimated at 0.6 of its size a character: 6 points at 10).
    @Test func aLabelsSizeAndTextFollowItsLines() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 40))
        label.font = .systemFont(ofSize: 10)
        label.text = "one two three"
        #expect(label.textLine?.string == "one two t…", "one line, truncated at the tail")
        label.numberOfLines = 0
        #expect(label.textLine?.string == "one two\nthree")
        #expect(label.sizeThatFits(Size(width: 60, height: 0)) == Size(width: 42, height: 2 * label.font.lineHeight))
        #expect(label.sizeThatFits(.zero) == Size(width: 78, height: label.font.lineHeight), "unbounded: one line")
        label.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        label.layoutIfNeeded()
        #expect(label.textLine?.string == "one two three", "laid out again when its width changes")
    }
}
