import SDLHost
import UIKit

// An app written against the `UIKit` product as an iOS developer writes it: view controllers
// laid out by anchors and stack views, a navigation controller delegate that vends an animator
// whose `UIView.animate` block sets end values, a custom presentation whose animator animates a
// constraint's constant (`UIView.animate { container.layoutIfNeeded() }`), a Core Animation
// pulse on the first card's button, and a photo grid (a collection view on a compositional
// layout with a diffable data source) whose photos zoom open with `preferredTransition = .zoom`. What differs from iOS: the buttons' actions are closures
// (Linux has no selectors), and `HostRunner.main` stands for the app delegate and its window.

/// Slides the new screen in from the right over the old one, which moves a third of the way
/// left and dims, and the mirror on the way back.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toViewController)
        if operation == .push {
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
            toView.alpha = 0.7
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                if self.operation == .push {
                    toView.transform = .identity
                    fromView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
                    fromView.alpha = 0.7
                } else {
                    toView.transform = .identity
                    toView.alpha = 1
                    fromView.transform = CGAffineTransform(translationX: width, y: 0)
                }
            },
            completion: { _ in
                fromView.transform = .identity
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(operation: operation)
    }
}

/// Rises a card from the bottom edge by animating the constant of the constraint that pins it
/// there, and lowers it the same way: the transition is a layout pass inside an animation block.
final class RisingCardAnimator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    static let cardHeight: CGFloat = 260
    private var isPresenting = true
    /// The card's bottom edge against the container's: the card's height while it is below the
    /// window, 0 while it shows.
    private var bottomConstraint: NSLayoutConstraint?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.5 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let card = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            card.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(card)
            let bottom = card.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: Self.cardHeight)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                card.heightAnchor.constraint(equalToConstant: Self.cardHeight),
                bottom,
            ])
            bottomConstraint = bottom
            container.layoutIfNeeded()
            bottom.constant = 0
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.82, initialSpringVelocity: 0, options: [],
                animations: { container.layoutIfNeeded() },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            bottomConstraint?.constant = Self.cardHeight
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: { container.layoutIfNeeded() },
                completion: { _ in
                    let finished = !transitionContext.transitionWasCancelled
                    if finished { transitionContext.view(forKey: .from)?.removeFromSuperview() }
                    transitionContext.completeTransition(finished)
                })
        }
    }
}

/// The card the Details button raises: a heading and a Close button, stacked.
final class DetailsViewController: UIViewController {
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Details \(number)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let heading = UILabel()
        heading.text = "Card \(number), laid out by constraints"
        heading.font = .systemFont(ofSize: 20, weight: .semibold)
        heading.textColor = .darkGray
        let closeButton = UIButton(type: .system)
        closeButton.setTitle("Close", for: .normal)
        closeButton.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        closeButton.addTarget(self, action: { [unowned self] in dismiss(animated: true) }, for: .touchUpInside)  // selector
        let stack = UIStackView(arrangedSubviews: [heading, closeButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 40),
            closeButton.widthAnchor.constraint(equalToConstant: 160),
            closeButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

/// A photo grid as iOS 18's "fluid transitions" article writes it: a collection view on a
/// compositional layout, a diffable data source of photo numbers fed through a cell
/// registration, and a photo page pushed with `preferredTransition = .zoom`, whose source is the
/// cell of the photo the page shows now (never a captured view or index path).
final class PhotoGridViewController: UIViewController, UICollectionViewDelegate {
    static let colors: [UIColor] = [.systemTeal, .systemOrange, .systemIndigo, .systemPink, .systemMint, .systemPurple]
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, photo in
            cell.contentView.backgroundColor = Self.colors[photo % Self.colors.count]
            cell.contentView.layer.cornerRadius = 8
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<30))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        let page = PhotoViewController(photo: photo)
        page.preferredTransition = .zoom { [weak self] context in
            guard let self, let shown = context.zoomedViewController as? PhotoViewController,
                let indexPath = self.dataSource.indexPath(for: shown.photo)
            else { return nil }
            return self.collectionView.cellForItem(at: indexPath)
        }
        navigationController?.pushViewController(page, animated: true)
    }
}

/// One photo, filling the page.
final class PhotoViewController: UIViewController {
    let photo: Int

    init(photo: Int) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        title = "Photo \(photo + 1)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = PhotoGridViewController.colors[photo % PhotoGridViewController.colors.count]
    }
}

/// One screen: its title over three buttons, a stack view centred in the safe area.
final class CardViewController: UIViewController {
    static let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink]
    static let detailsTransition = RisingCardAnimator()
    private let number: Int
    private let titleLabel = UILabel()
    private let nextButton = UIButton(type: .system)
    private let detailsButton = UIButton(type: .system)
    private let photosButton = UIButton(type: .system)

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Card \(number)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.colors[(number - 1) % Self.colors.count]
        titleLabel.text = "Card \(number)"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        for (button, title) in [(nextButton, "Next"), (detailsButton, "Details"), (photosButton, "Photos")] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
            button.backgroundColor = UIColor(white: 0, alpha: 0.25)
            button.layer.cornerRadius = 12
        }
        nextButton.addTarget(self, action: { [unowned self] in showNext() }, for: .touchUpInside)  // selector
        detailsButton.addTarget(self, action: { [unowned self] in showDetails() }, for: .touchUpInside)  // selector
        photosButton.addTarget(self, action: { [unowned self] in showPhotos() }, for: .touchUpInside)  // selector
        let stack = UIStackView(arrangedSubviews: [titleLabel, nextButton, detailsButton, photosButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.setCustomSpacing(28, after: titleLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            nextButton.widthAnchor.constraint(equalToConstant: 160),
            nextButton.heightAnchor.constraint(equalToConstant: 50),
            detailsButton.widthAnchor.constraint(equalTo: nextButton.widthAnchor),
            detailsButton.heightAnchor.constraint(equalTo: nextButton.heightAnchor),
            photosButton.widthAnchor.constraint(equalTo: nextButton.widthAnchor),
            photosButton.heightAnchor.constraint(equalTo: nextButton.heightAnchor),
        ])
        if number == 1 { pulse(nextButton) }
    }

    /// Breathes the button in and out until it is first tapped, drawing the eye to it.
    private func pulse(_ button: UIView) {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.08
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        button.layer.add(pulse, forKey: "pulse")
    }

    func showNext() {
        nextButton.layer.removeAnimation(forKey: "pulse")
        navigationController?.pushViewController(CardViewController(number: number + 1), animated: true)
    }

    func showPhotos() {
        navigationController?.pushViewController(PhotoGridViewController(), animated: true)
    }

    func showDetails() {
        let details = DetailsViewController(number: number)
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = Self.detailsTransition
        present(details, animated: true)
    }
}

let delegate = NavigationDelegate()
let navigation = UINavigationController(rootViewController: CardViewController(number: 1))
navigation.delegate = delegate

/// What a script's `state` prints: the stack's titles, and the title of what is presented.
struct State: Encodable {
    let stack: [String]
    let presented: String?
}

HostRunner.main(
    title: "UIKit example", rootViewController: navigation,
    keys: { key in
        switch key {
        case .right: (navigation.topViewController as? CardViewController)?.showNext()
        case .left: navigation.popViewController(animated: true)
        case .up: (navigation.topViewController as? CardViewController)?.showDetails()
        case .down: navigation.topViewController?.presentedViewController?.dismiss(animated: true)
        case .space: (navigation.topViewController as? CardViewController)?.showPhotos()
        default: break
        }
    },
    state: {
        State(stack: navigation.viewControllers.map(\.title), presented: navigation.topViewController?.presentedViewController?.title)
    }
)
