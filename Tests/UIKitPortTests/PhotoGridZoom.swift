// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS: the one marked
// `// not optional` (Drawer's `UIView.backgroundColor` is a `UIColor`, not iOS's `UIColor?`, so
// iOS's `contentView.backgroundColor = photo?.color` gives the clear colour for no photo).
//
// PhotoGridZoom: iOS 18's grid that zooms into a photo, as Apple's "Enhancing your app with fluid
// transitions" sets it up. PhotoGridViewController, titled "Photos", shows thirty photos (each a
// colour) in a collection view on a compositional layout: three square items a row, each inset
// 2 points, fed by a `UICollectionViewDiffableDataSource<Section, Photo.ID>` whose cells are
// PhotoCells registered with a `UICollectionView.CellRegistration`. Selecting an item pushes a
// PhotoViewController whose `preferredTransition` is the zoom: its source view provider asks the
// zoomed controller which photo it shows NOW, finds that photo's index path through the data
// source and answers the collection view's cell there (nil when it does not show). The photo page
// can go on to the next photo (`showNext()`, what its swipe to the left calls), so the zoom back
// lands on the cell of the photo showing when the page closes, not the one it opened from.

import UIKit

struct Photo: Identifiable {
    let id: Int
    let color: UIColor
}

final class PhotoCell: UICollectionViewCell {
    /// The photo the cell shows: its colour fills the cell.
    var photo: Photo? {
        didSet {
            contentView.backgroundColor = photo?.color ?? .clear  // not optional
            accessibilityLabel = photo.map { "Photo \($0.id + 1)" }
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photo = nil
    }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDelegate {
    enum Section {
        case main
    }

    static let palette: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemBlue, .systemIndigo,
        .systemPurple, .systemPink,
    ]

    let photos: [Photo] = (0..<30).map { Photo(id: $0, color: PhotoGridViewController.palette[$0 % PhotoGridViewController.palette.count]) }
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Photo.ID>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
            cell.photo = photo
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: collectionView) {
            [weak self] collectionView, indexPath, photoID in
            let photo = self?.photo(withID: photoID)
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(photos.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Three square items a row, each inset 2 points.
    private func makeLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3)

        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    func photo(withID id: Photo.ID) -> Photo? {
        photos.first { $0.id == id }
    }

    // MARK: - UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photoID = dataSource.itemIdentifier(for: indexPath) else { return }
        let photoViewController = PhotoViewController(photos: photos, photoID: photoID)

        // Zoom from the cell of the selected photo, and back into the cell of whichever photo
        // shows when the page closes: ask the zoomed controller, never keep a cell or an index
        // path, since the person may have moved on to another photo (or the cell been reused).
        photoViewController.preferredTransition = .zoom { [weak self] context in
            guard let self, let photoViewController = context.zoomedViewController as? PhotoViewController,
                let indexPath = self.dataSource.indexPath(for: photoViewController.photoID)
            else { return nil }
            return self.collectionView.cellForItem(at: indexPath)
        }

        navigationController?.pushViewController(photoViewController, animated: true)
    }
}

final class PhotoViewController: UIViewController {
    private let photos: [Photo]
    /// The photo showing now.
    private(set) var photoID: Photo.ID

    init(photos: [Photo], photoID: Photo.ID) {
        self.photos = photos
        self.photoID = photoID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        showPhoto()
    }

    /// Goes on to the next photo, if there is one: what the page's swipe to the left calls.
    func showNext() {
        guard let index = photos.firstIndex(where: { $0.id == photoID }), index + 1 < photos.count else { return }
        photoID = photos[index + 1].id
        showPhoto()
    }

    private func showPhoto() {
        guard let photo = photos.first(where: { $0.id == photoID }) else { return }
        title = "Photo \(photo.id + 1)"
        view.backgroundColor = photo.color
    }
}
