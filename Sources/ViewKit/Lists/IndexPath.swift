import FoundationEssentials

/// A row (or a collection view's item) in a section, `[section, row]`: Foundation's
/// `IndexPath`, as on iOS, named here so that a file importing ViewKit alone can write it, and
/// one importing Foundation as well finds the same type (not a second one).
public typealias IndexPath = FoundationEssentials.IndexPath

// UIKit's reading of it.
nonisolated extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
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
