extension SheetPresentationController {
    /// A height a sheet rests at, as UISheetPresentationController.Detent: resolved against the
    /// container each time the detents are (a presentation, a resize, `invalidateDetents()`).
    public final class Detent {
        /// A detent's name, as UISheetPresentationController.Detent.Identifier.
        public nonisolated struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's half-height detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's full-height detent.
            public static let large = Identifier("com.apple.UIKit.large")
            public var description: String { rawValue }
        }

        private let givenIdentifier: Identifier?
        private let resolver: (DetentResolutionContext) -> Double?

        private init(identifier: Identifier?, resolver: @escaping (DetentResolutionContext) -> Double?) {
            givenIdentifier = identifier
            self.resolver = resolver
        }

        /// The detent's name; a custom detent made without one gets a name of its own, the same
        /// for the detent's life (UIKit's is random).
        public var identifier: Identifier {
            givenIdentifier ?? Identifier("custom.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
        }

        /// Half of `maximumDetentValue`. Apple's two texts differ: the API reference says
        /// "approximately half the height of the screen", the Human Interface Guidelines "about
        /// half the fully expanded height"; ViewKit follows the guidelines, so a medium sheet is
        /// exactly half a large one, whatever sits above the large one's top.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
        }

        /// The full height: `maximumDetentValue`.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes, in points above the container's bottom edge;
        /// nil leaves the detent out (inactive) until the detents are resolved again. Values above
        /// `maximumDetentValue` are held to it.
        public static func custom(
            identifier: Identifier? = nil, resolver: @escaping (DetentResolutionContext) -> Double?
        ) -> Detent {
            Detent(identifier: identifier, resolver: resolver)
        }

        /// The detent's height in `context`, or nil if it is inactive there.
        public func resolvedValue(in context: DetentResolutionContext) -> Double? {
            guard let value = resolver(context), value.isFinite, value > 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }
    }

    /// What a detent's resolver knows, as UISheetPresentationControllerDetentResolutionContext.
    public nonisolated struct DetentResolutionContext: Sendable {
        /// The tallest a sheet can be, in points: the container's height less the window's top
        /// safe-area inset and `largestDetentTopGap`.
        public var maximumDetentValue: Double

        public init(maximumDetentValue: Double) {
            self.maximumDetentValue = maximumDetentValue
        }
    }
}
