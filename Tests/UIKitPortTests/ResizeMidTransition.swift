// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why:
//   `// viewWillTransition`  UIViewController has no `viewWillTransition(to:with:)` here (a
//                  window's resize tells a controller nothing but a layout pass). On iOS the
//                  constraints for the new size are swapped in there, alongside the rotation's
//                  animation; here they are swapped in viewWillLayoutSubviews when the view's
//                  aspect has changed. The iOS override is left commented out.
//
// ResizeMidTransition: a dashboard that rearranges itself when the window turns. In a tall
// window (height > width) DashboardViewController stacks a chart over a panel: the chart 16
// points in from the safe area's top, leading and trailing edges, 16 points above the panel;
// the panel 16 points in from the safe area's leading, trailing and bottom edges, `panelExtent`
// tall. In a wide one the panel stands at the trailing side, 16 points in from the top,
// trailing and bottom, `panelExtent` wide, and the chart fills the rest, 16 points from it.
// `panelExtent` is 120 points, 200 once `setPanelExpanded(true, animated:)` has changed the
// constraint's constant and laid out in a 0.6 s ease-in-out animation. A label sits 12 points
// inside the panel's top leading corner. Two subviews are placed by frames and autoresizing
// masks, not constraints: a backdrop filling the view (flexible width and height) and a 40-point
// badge 16 points from the top and trailing edges (flexible left and bottom margins). "Details"
// (or `showDetails()`) pushes DashboardDetailViewController, whose card is centred, 80 % of its
// view's width, and 120 points tall.

import UIKit

final class DashboardViewController: UIViewController {
    static let inset: CGFloat = 16
    static let collapsedPanelExtent: CGFloat = 120
    static let expandedPanelExtent: CGFloat = 200
    static let expandDuration: TimeInterval = 0.6
    static let badgeSize: CGFloat = 40

    let backdropView = UIView()
    let badgeView = UIView()
    let chartView = UIView()
    let panelView = UIView()
    let panelLabel = UILabel()
    private(set) lazy var detailsButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Details") { [weak self] _ in
            self?.showDetails()
        })

    private var tallConstraints: [NSLayoutConstraint] = []
    private var wideConstraints: [NSLayoutConstraint] = []
    private(set) var tallPanelHeight: NSLayoutConstraint!
    private(set) var widePanelWidth: NSLayoutConstraint!
    private(set) var isPanelExpanded = false
    private var isLaidOutWide: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"
        view.backgroundColor = .systemBackground

        backdropView.frame = view.bounds
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdropView.backgroundColor = .secondarySystemBackground
        view.addSubview(backdropView)

        chartView.backgroundColor = .systemTeal
        chartView.layer.cornerRadius = 12
        panelView.backgroundColor = .systemIndigo
        panelView.layer.cornerRadius = 12
        panelLabel.text = "Today"
        panelLabel.textColor = .white
        panelLabel.font = .preferredFont(forTextStyle: .headline)
        for subview in [chartView, panelView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        panelLabel.translatesAutoresizingMaskIntoConstraints = false
        panelView.addSubview(panelLabel)
        detailsButton.translatesAutoresizingMaskIntoConstraints = false
        chartView.addSubview(detailsButton)

        badgeView.frame = CGRect(
            x: view.bounds.width - Self.inset - Self.badgeSize, y: Self.inset, width: Self.badgeSize, height: Self.badgeSize)
        badgeView.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        badgeView.backgroundColor = .systemRed
        badgeView.layer.cornerRadius = Self.badgeSize / 2
        view.addSubview(badgeView)

        let safeArea = view.safeAreaLayoutGuide
        tallPanelHeight = panelView.heightAnchor.constraint(equalToConstant: Self.collapsedPanelExtent)
        widePanelWidth = panelView.widthAnchor.constraint(equalToConstant: Self.collapsedPanelExtent)
        tallConstraints = [
            chartView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: Self.inset),
            chartView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: Self.inset),
            chartView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -Self.inset),
            chartView.bottomAnchor.constraint(equalTo: panelView.topAnchor, constant: -Self.inset),
            panelView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: Self.inset),
            panelView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -Self.inset),
            panelView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -Self.inset),
            tallPanelHeight,
        ]
        wideConstraints = [
            chartView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: Self.inset),
            chartView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: Self.inset),
            chartView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -Self.inset),
            chartView.trailingAnchor.constraint(equalTo: panelView.leadingAnchor, constant: -Self.inset),
            panelView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: Self.inset),
            panelView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -Self.inset),
            panelView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -Self.inset),
            widePanelWidth,
        ]
        NSLayoutConstraint.activate([
            panelLabel.topAnchor.constraint(equalTo: panelView.topAnchor, constant: 12),
            panelLabel.leadingAnchor.constraint(equalTo: panelView.leadingAnchor, constant: 12),
            detailsButton.centerXAnchor.constraint(equalTo: chartView.centerXAnchor),
            detailsButton.centerYAnchor.constraint(equalTo: chartView.centerYAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The dashboard takes the whole window.
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    // override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {  // viewWillTransition
    //     super.viewWillTransition(to: size, with: coordinator)  // viewWillTransition
    //     coordinator.animate(alongsideTransition: { _ in  // viewWillTransition
    //         self.applyConstraints(wide: size.width > size.height)  // viewWillTransition
    //         self.view.layoutIfNeeded()  // viewWillTransition
    //     })  // viewWillTransition
    // }  // viewWillTransition

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        applyConstraints(wide: view.bounds.width > view.bounds.height)  // viewWillTransition
    }

    /// Swaps in the constraints of one arrangement (nothing when it is the one in place).
    private func applyConstraints(wide: Bool) {
        guard wide != isLaidOutWide else { return }
        isLaidOutWide = wide
        NSLayoutConstraint.deactivate(wide ? tallConstraints : wideConstraints)
        NSLayoutConstraint.activate(wide ? wideConstraints : tallConstraints)
    }

    func setPanelExpanded(_ expanded: Bool, animated: Bool) {
        isPanelExpanded = expanded
        view.layoutIfNeeded()
        let extent = expanded ? Self.expandedPanelExtent : Self.collapsedPanelExtent
        tallPanelHeight.constant = extent
        widePanelWidth.constant = extent
        guard animated else {
            view.layoutIfNeeded()
            return
        }
        UIView.animate(withDuration: Self.expandDuration, delay: 0, options: [.curveEaseInOut]) {
            self.view.layoutIfNeeded()
        }
    }

    func showDetails() {
        navigationController?.pushViewController(DashboardDetailViewController(), animated: true)
    }
}

final class DashboardDetailViewController: UIViewController {
    let cardView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Details"
        view.backgroundColor = .systemBackground
        cardView.backgroundColor = .systemOrange
        cardView.layer.cornerRadius = 16
        cardView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cardView)
        NSLayoutConstraint.activate([
            cardView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cardView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            cardView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8),
            cardView.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}
