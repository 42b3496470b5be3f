import Testing
import ViewKit

struct KeyTests {
    @Test func namesMapOntoKeysAndBack() {
        let cases: [(String, Key)] = [
            ("Left", .left), ("Right", .right), ("Space", .space), ("Tab", .tab), ("Escape", .escape),
            ("Return", .return), ("F12", .function(12)), ("M", .character("M")), ("m", .character("M")),
            ("4", .character("4")), ("Keypad Enter", .other("Keypad Enter")), ("F99", .other("F99")),
        ]
        for (name, key) in cases {
            #expect(Key(name: name) == key, "\(name)")
        }
        #expect(Key.function(5).description == "F5" && Key.typing("q").description == "Q")
        #expect(Key(name: Key.backspace.description) == .backspace)
    }
}
