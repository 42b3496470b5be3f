extension CollectionView {
    /// A cell class and how to configure it for an item, as UIKit's
    /// `UICollectionView.CellRegistration` (iOS 14): made once, then handed to
    /// `dequeueConfiguredReusableCell(using:for:item:)`, which registers the class the first
    /// time and runs the handler on each cell it hands out.
    @preconcurrency @MainActor public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        /// The reuse identifier the registration's cells are kept under, its own.
        let identifier: String
        let handler: Handler

        public init(handler: @escaping Handler) {
            identifier = CollectionView.registrationIdentifier(for: "\(Cell.self)")
            self.handler = handler
        }
    }

    /// A supplementary view's class, its kind, and how to configure it, as UIKit's
    /// `UICollectionView.SupplementaryRegistration` (iOS 14).
    @preconcurrency @MainActor public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let identifier: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = CollectionView.registrationIdentifier(for: "\(Supplementary.self)")
            self.handler = handler
        }
    }

    private static var registrationCount = 0

    /// A reuse identifier no other registration has.
    fileprivate static func registrationIdentifier(for className: String) -> String {
        registrationCount += 1
        return "registration \(registrationCount) (\(className))"
    }

    /// A cell of `registration`'s class, configured for `item` by its handler (UIKit's
    /// `dequeueConfiguredReusableCell(using:for:item:)`; a nil item leaves it unconfigured).
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registeredRegistrations.insert(registration.identifier).inserted {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        // The registered class makes it, so the cast holds; a plain one of the class otherwise.
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell ?? Cell(frame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if registeredRegistrations.insert(registration.identifier).inserted {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view =
            dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
            as? Supplementary ?? Supplementary(frame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
