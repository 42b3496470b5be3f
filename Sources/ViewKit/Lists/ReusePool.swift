/// Views kept for reuse under identifiers, with what makes a new one for each: the store behind
/// `register` and `dequeue` in a table and a collection view.
@MainActor struct ReusePool<Element: View> {
    private var makers: [String: () -> Element] = [:]
    private var kept: [String: [Element]] = [:]

    /// Makes new views for `identifier` with `make` (nil takes the registration away).
    mutating func register(_ identifier: String, _ make: (() -> Element)?) {
        makers[identifier] = make
    }

    /// A view kept under `identifier`, handed to `prepare` first (its `prepareForReuse()`), or a
    /// new one; nil when none is kept and nothing is registered.
    mutating func dequeue(_ identifier: String, prepare: (Element) -> Void) -> Element? {
        if let view = kept[identifier]?.popLast() {
            prepare(view)
            return view
        }
        return makers[identifier]?()
    }

    /// Takes `view` off the screen and keeps it under `identifier`.
    mutating func keep(_ view: Element, as identifier: String) {
        view.removeFromSuperview()
        kept[identifier, default: []].append(view)
    }
}
