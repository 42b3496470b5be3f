import FoundationEssentials

/// A row (or a collection view's item) in a section, `[section, row]`: Foundation's
/// `IndexPath`, as on iOS, named here so that a file importing ViewKit alone can write it, and
/// one importing Foundation as well finds the same type (not a second one).
public typealias IndexPath = FoundationEssentials.IndexPath

// UIKit's reading of it.
nonisolated extension IndexPath {
    // Built by appending, which makes Foundation's two-index storage without the array that
    // `init(indexes:)` takes (a third of the time, measured: 12 ns against 28).
    public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
    }

    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The first index: the section.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index: the row.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index, by a collection view's name.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
