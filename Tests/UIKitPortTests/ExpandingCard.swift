// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why:
//   `// selector`  no Objective-C runtime: the card's tap recognizer takes its action as a
//                  closure (on iOS, `action: #selector(cardTapped)`), and `cardTapped()` loses
//                  its `@objc`.
//
// ExpandingCard: an order card that expands in place. ExpandingCardViewController's view holds a
// card 20 points in from the safe area's top, leading and trailing edges, its height fixed by
// one constraint, 96 points collapsed and 216 expanded. Inside it, pinned with anchors: the
// title 16 points in from the top and leading edges; a "More" / "Less" label 16 points in from
// the trailing edge on the title's first baseline; a detail label of any number of lines 8
// points under the title, across the card less 16 points a side, never lower than 8 points
// above the status line (its vertical compression resistance lowered to 250, so that it, not
// the title, gives way when the card is collapsed); and the status line 16 points in and 12
// points up from the card's bottom, so it rides the bottom edge. Below the card, a sibling
// "Earlier orders" heading stays 24 points under its bottom. A tap on the card (or
// `setExpanded(_:animated:)`) changes the height constraint's constant and lays out inside
// `UIView.animate` over 0.4 s on ease-in-out, fading the detail in (or out) in the same block.

import UIKit

final class ExpandingCardViewController: UIViewController {
    static let collapsedHeight: CGFloat = 96
    static let expandedHeight: CGFloat = 216
    static let animationDuration: TimeInterval = 0.4

    let cardView = UIView()
    let titleLabel = UILabel()
    let disclosureLabel = UILabel()
    let detailLabel = UILabel()
    let statusLabel = UILabel()
    let historyLabel = UILabel()

    private(set) var cardHeightConstraint: NSLayoutConstraint!
    private(set) var isExpanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"
        view.backgroundColor = .systemGroupedBackground

        cardView.backgroundColor = .secondarySystemGroupedBackground
        cardView.layer.cornerRadius = 12
        cardView.clipsToBounds = true

        titleLabel.text = "Order #1042"
        titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)

        disclosureLabel.text = "More"
        disclosureLabel.font = .systemFont(ofSize: 15)
        disclosureLabel.textColor = .systemBlue

        detailLabel.text = "Two items shipped from our Portland warehouse on Monday and are on their way with UPS Ground."
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        detailLabel.alpha = 0
        // Collapsed, the detail is what gives way, not the title.
        detailLabel.setContentCompressionResistancePriority(.defaultLow, for: .vertical)

        statusLabel.text = "Arrives Thursday"
        statusLabel.font = .systemFont(ofSize: 13, weight: .medium)
        statusLabel.textColor = .systemGreen

        historyLabel.text = "Earlier orders"
        historyLabel.font = .preferredFont(forTextStyle: .headline)

        for subview in [cardView, historyLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [titleLabel, disclosureLabel, detailLabel, statusLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            cardView.addSubview(subview)
        }

        let safeArea = view.safeAreaLayoutGuide
        cardHeightConstraint = cardView.heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
        NSLayoutConstraint.activate([
            cardView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            cardView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            cardView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            cardHeightConstraint,

            titleLabel.topAnchor.constraint(equalTo: cardView.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: disclosureLabel.leadingAnchor, constant: -8),

            disclosureLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            disclosureLabel.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -16),

            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -16),
            detailLabel.bottomAnchor.constraint(lessThanOrEqualTo: statusLabel.topAnchor, constant: -8),

            statusLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            statusLabel.bottomAnchor.constraint(equalTo: cardView.bottomAnchor, constant: -12),

            historyLabel.topAnchor.constraint(equalTo: cardView.bottomAnchor, constant: 24),
            historyLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor),
        ])

        let tap = UITapGestureRecognizer(target: self) { [unowned self] _ in cardTapped() }  // selector
        cardView.addGestureRecognizer(tap)
    }

    private func cardTapped() {  // selector
        setExpanded(!isExpanded, animated: true)
    }

    func setExpanded(_ expanded: Bool, animated: Bool) {
        guard expanded != isExpanded else { return }
        isExpanded = expanded
        // Anything still pending lays out now, so that only the height animates.
        view.layoutIfNeeded()
        cardHeightConstraint.constant = expanded ? Self.expandedHeight : Self.collapsedHeight
        disclosureLabel.text = expanded ? "Less" : "More"
        guard animated else {
            detailLabel.alpha = expanded ? 1 : 0
            view.layoutIfNeeded()
            return
        }
        UIView.animate(
            withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction]
        ) {
            self.detailLabel.alpha = expanded ? 1 : 0
            self.view.layoutIfNeeded()
        }
    }
}
