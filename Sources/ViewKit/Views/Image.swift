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

nonisolated extension Image {
    /// An image of no size that draws nothing, as `UIImage()`.
    public init() { self.init(name: "", size: .zero) }
}

/// Where named pictures come from (`UIImage(named:)`): the host that runs the app sets
/// `resolve`, looking in the app's assets as it loads any picture; without a host, no name
/// resolves.
@preconcurrency @MainActor public enum ImageAssets {
    /// The picture named `name`, or nil.
    public static var resolve: ((String) -> Image?)?
}
