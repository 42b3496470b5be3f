import Foundation
import Motion
import QuartzCore
import ViewKit

// UIKit's names for what ViewKit has under its own.

// Core Graphics' geometry again (QuartzCore has it too): declared in the module that brings
// Foundation in, these hide Foundation's own CGRect, CGPoint and CGSize from a file that imports
// UIKit, as QuartzCore's alone would not.
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect

public typealias UIView = View
public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UIWindow = Window
public typealias UIColor = Color
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UIImage = Image
public typealias UIFont = Font
public typealias NSTextAlignment = TextAlignment
public typealias NSLineBreakMode = LineBreakMode
public typealias UIControl = Control
public typealias UIButton = Button
public typealias UISegmentedControl = SegmentedControl
public typealias UISlider = Slider
public typealias UIAction = Action
public typealias UIViewPropertyAnimator = PropertyAnimator
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UIPresentationController = PresentationController
public typealias UISheetPresentationController = SheetPresentationController
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVisualEffectView = VisualEffectView
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UIBezierPath = BezierPath
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewController = TableViewController
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias NSRectAlignment = RectAlignment
public typealias UIContentConfiguration = ContentConfiguration
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIConfigurationState = ConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIContentView = ContentView
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIListContentView = ListContentView
public typealias UIEdgeInsets = EdgeInsets
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIViewAnimatingPosition = PropertyAnimator.Position
public typealias UIViewAnimatingState = PropertyAnimator.State
public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutPriority = LayoutPriority
public typealias UILayoutGuide = LayoutGuide
public typealias UIStackView = StackView
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UISemanticContentAttribute = SemanticContentAttribute

extension View {
    /// UIKit's `UIView.AnimationCurve`: the four curves a property animator takes.
    public typealias AnimationCurve = Motion.AnimationCurve
}

extension NavigationController {
    /// UIKit's `UINavigationController.Operation`.
    public typealias Operation = NavigationOperation
}
