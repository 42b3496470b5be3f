/// A picture a view can show: a name the host resolves to a texture, and its natural size.
///
/// ViewKit never touches pixels; the host loads the file, measures it, and hands out this handle.
public nonisolated struct Image: Hashable, Sendable {
    /// What the host knows the picture by (for files, the path it was loaded from).
    public let name: String
    /// The picture's natural size, in points (one pixel of the file is one point).
    public let size: Size

    /// Creates a handle; normally only the host that loaded the picture does this.
    public init(name: String, size: Size) {
        self.name = name
        self.size = size
    }
}
