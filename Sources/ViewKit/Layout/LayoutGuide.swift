/// A rectangle in a view that takes part in Auto Layout without being a view, as UIKit's
/// `UILayoutGuide`: space between views, a region to centre in, the view's margins or its safe
/// area. Its frame, in its owning view's coordinates, is what the engine solves for it.
@preconcurrency @MainActor open class LayoutGuide {
    /// The view whose coordinates the guide is in (`addLayoutGuide(_:)` sets it).
    public internal(set) weak var owningView: View?
    /// A name for the logs.
    public var identifier = ""
    /// What the guide stands for: its own constraints only, or a view's margins or safe area,
    /// which the engine keeps it to.
    let role: Role

    enum Role {
        case custom, layoutMargins, safeArea, readableContent
        /// A scroll view's content rectangle (its `contentLayoutGuide`), whose size is its
        /// content size, and its frame (`frameLayoutGuide`), which stays put as it scrolls.
        case scrollContent, scrollFrame

        /// UIKit's identifier for the guide.
        var identifier: String {
            switch self {
            case .custom: ""
            case .layoutMargins: "UIViewLayoutMarginsGuide"
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .readableContent: "UIViewReadableContentGuide"
            case .scrollContent: "UIScrollView-contentLayoutGuide"
            case .scrollFrame: "UIScrollView-frameLayoutGuide"
            }
        }
    }

    /// The widest the readable content guide gets: 672 points, UIKit's at the default text
    /// size (Large) on an iPad, where it is narrower than the margins. UIKit's grows with the
    /// text size; the host has one text size.
    public nonisolated static let readableWidth = 672.0

    public init() { role = .custom }

    init(role: Role, owner: View) {
        self.role = role
        owningView = owner
        identifier = role.identifier
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved
    /// it (a margins or safe-area guide's follows its view's insets without one).
    public var layoutFrame: Rect {
        if let frame = owningView.flatMap({ LayoutEngine.solvedFrame(of: self, in: $0) }) { return frame }
        guard let owner = owningView else { return .zero }
        let size = Rect(origin: .zero, size: owner.bounds.size)
        switch role {
        case .custom: return .zero
        case .layoutMargins: return size.inset(by: owner.effectiveLayoutMargins)
        case .safeArea: return size.inset(by: owner.insetsOfSafeArea)
        case .readableContent:
            let margins = size.inset(by: owner.effectiveLayoutMargins)
            let width = min(margins.width, Self.readableWidth)
            return Rect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .scrollContent: return Rect(origin: .zero, size: (owner as? ScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owner.bounds
        }
    }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

/// Insets by leading and trailing rather than left and right, as UIKit's
/// `NSDirectionalEdgeInsets`: which is left follows the layout direction.
public nonisolated struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// Which way text runs, and so which side leading is, as UIKit's
/// `UIUserInterfaceLayoutDirection`. The host is left to right (it has no right-to-left
/// locale); a view can be forced either way by `semanticContentAttribute`.
public nonisolated enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// How a view's content is to be laid out whatever the layout direction, as UIKit's
/// `UISemanticContentAttribute`.
public nonisolated enum SemanticContentAttribute: Int, Hashable, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
