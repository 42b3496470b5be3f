// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS: the two marked
// `// required` (a cell or supplementary view subclass that overrides `init(frame:)` writes
// `required init(frame:)`, where iOS writes `override init(frame:)`: Drawer makes registered
// classes through that initializer, which Swift allows only if it is required).
//
// OrthogonalShelves: a store-like screen. OrthogonalShelvesViewController, titled "Store", owns a
// collection view on a `UICollectionViewCompositionalLayout(sectionProvider:)` with two sections,
// each under a "title" header (a TitleSupplementaryView, through the diffable data source's
// `supplementaryViewProvider`):
// - "Featured": a row of five cards (FeaturedCells) that scrolls across on its own, a group 0.85
//   of the section's width and 150 points high for each card, 10 points apart, paging a group at a
//   time (`.groupPaging`), the section inset 16 points at its leading and trailing edges and at
//   its bottom;
// - "Top Apps": a vertical grid of twelve apps, two a row (each half the group's width, inset 4
//   points on every side), rows 80 points high, the section inset 12 points at its leading,
//   trailing and bottom edges; its cells are plain UICollectionViewCells showing the app's name
//   through a list content configuration.
// Selecting an item (a card or an app) records it in `selectedApps`, where the store would open
// its page.

import UIKit

final class FeaturedCell: UICollectionViewCell {
    let titleLabel = UILabel()

    required init(frame: CGRect) {  // required
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TitleSupplementaryView: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {  // required
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .title3)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class OrthogonalShelvesViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable {
        case featured
        case topApps

        var title: String {
            switch self {
            case .featured: return "Featured"
            case .topApps: return "Top Apps"
            }
        }
    }

    struct App: Hashable {
        let name: String
        let color: UIColor
    }

    let featuredApps = [
        App(name: "Night Sky", color: .systemIndigo), App(name: "Trail Map", color: .systemGreen),
        App(name: "Sketchbook", color: .systemOrange), App(name: "Tide Tables", color: .systemTeal),
        App(name: "Pixel Puzzles", color: .systemPink),
    ]
    let topApps = [
        "Notes Plus", "Budget", "Recipes", "Weather Now", "Flashcards", "Podcasts", "Metronome", "Habit Tracker",
        "Translate", "Sleep Sounds", "Photo Lab", "Run Log",
    ].map { App(name: $0, color: .secondarySystemBackground) }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, App>!
    /// The apps selected, in order: where the store would open each one's page.
    private(set) var selectedApps: [App] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Store"
        view.backgroundColor = .systemBackground

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)

        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            switch Section(rawValue: sectionIndex) {
            case .featured: return Self.featuredSection()
            case .topApps: return Self.gridSection()
            case nil: return nil
            }
        }
    }

    private static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30))
        return NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    /// One card a group, the group 0.85 of the section's width, paging a group at a time.
    private static func featuredSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(150))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// Two apps a row, each inset 4 points.
    private static func gridSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 12, trailing: 12)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    private func configureDataSource() {
        let featuredRegistration = UICollectionView.CellRegistration<FeaturedCell, App> { cell, _, app in
            cell.titleLabel.text = app.name
            cell.contentView.backgroundColor = app.color
        }
        let appRegistration = UICollectionView.CellRegistration<UICollectionViewCell, App> { cell, _, app in
            var content = UIListContentConfiguration.cell()
            content.text = app.name
            cell.contentConfiguration = content
            cell.backgroundColor = app.color
            cell.layer.cornerRadius = 8
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            header.label.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.title
        }

        dataSource = UICollectionViewDiffableDataSource<Section, App>(collectionView: collectionView) {
            collectionView, indexPath, app in
            switch Section(rawValue: indexPath.section) {
            case .featured:
                return collectionView.dequeueConfiguredReusableCell(using: featuredRegistration, for: indexPath, item: app)
            case .topApps, nil:
                return collectionView.dequeueConfiguredReusableCell(using: appRegistration, for: indexPath, item: app)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, App>()
        snapshot.appendSections([.featured, .topApps])
        snapshot.appendItems(featuredApps, toSection: .featured)
        snapshot.appendItems(topApps, toSection: .topApps)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: - UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let app = dataSource.itemIdentifier(for: indexPath) else { return }
        selectedApps.append(app)
    }
}
