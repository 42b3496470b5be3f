@_exported import struct FoundationEssentials.IndexPath

// UIKit's reading of Foundation's `IndexPath`: a row (or a collection view's item) in a
// section, `[section, row]`. The type is Foundation's, as on iOS, so that a file importing
// Foundation beside ViewKit or UIKit finds one `IndexPath`.
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
