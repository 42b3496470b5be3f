/// A set of a rectangle's corners.
public nonisolated struct Corners: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let topLeft = Corners(rawValue: 1)
    public static let topRight = Corners(rawValue: 2)
    public static let bottomRight = Corners(rawValue: 4)
    public static let bottomLeft = Corners(rawValue: 8)
    public static let top: Corners = [.topLeft, .topRight]
    public static let all: Corners = [.topLeft, .topRight, .bottomRight, .bottomLeft]
}
