// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS: none.
// A difference in what it does, not in its lines: a drag moves the content to where the drag
// began less the finger's whole translation, not by each move from where scrollViewDidScroll
// left it, so the header shrinks faster than the finger moves (see
// ShrinkingHeaderConstraintTests' known issue).
//
// ShrinkingHeaderConstraint: a header that gives up its height before the content scrolls.
// ShrinkingHeaderViewController's view holds a header pinned to the top, leading and trailing
// edges, whose height is one constraint's constant, 160 points at most and 64 at least, and
// under it a scroll view whose top is pinned to the header's bottom and whose other edges are
// the view's. The scroll view's content is a vertical stack of 15 rows, 60 points each, as wide
// as the scroll view. In scrollViewDidScroll the header takes the scroll first: its height
// becomes (height − offset) clamped to 64...160, and whatever it took is taken back out of the
// offset, so a scroll up shrinks the header with the content's top kept under it, then scrolls
// the content once the header is 64; a pull down with the content at its top grows the header
// back. The title, 16 points above the header's bottom, fades from opaque at 160 to clear at 64.

import UIKit

final class ShrinkingHeaderViewController: UIViewController, UIScrollViewDelegate {
    static let maximumHeaderHeight: CGFloat = 160
    static let minimumHeaderHeight: CGFloat = 64
    static let rowCount = 15
    static let rowHeight: CGFloat = 60

    let headerView = UIView()
    let titleLabel = UILabel()
    let scrollView = UIScrollView()
    let contentStack = UIStackView()
    private(set) var rows: [UILabel] = []
    private(set) var headerHeightConstraint: NSLayoutConstraint!

    private let rowColors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shrinking"
        view.backgroundColor = .systemBackground

        headerView.backgroundColor = .systemIndigo
        headerView.clipsToBounds = true
        titleLabel.text = "Inbox"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white

        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        contentStack.axis = .vertical
        for index in 0..<Self.rowCount {
            let row = UILabel()
            row.text = "  Message \(index + 1)"
            row.textColor = .white
            row.backgroundColor = rowColors[index % rowColors.count]
            row.heightAnchor.constraint(equalToConstant: Self.rowHeight).isActive = true
            contentStack.addArrangedSubview(row)
            rows.append(row)
        }

        for subview in [scrollView, headerView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        headerView.addSubview(titleLabel)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentStack)

        headerHeightConstraint = headerView.heightAnchor.constraint(equalToConstant: Self.maximumHeaderHeight)
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeightConstraint,

            titleLabel.centerXAnchor.constraint(equalTo: headerView.centerXAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -16),

            scrollView.topAnchor.constraint(equalTo: headerView.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The header takes the bar's place.
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y
        let current = headerHeightConstraint.constant
        let height = min(max(current - offset, Self.minimumHeaderHeight), Self.maximumHeaderHeight)
        if height != current {
            headerHeightConstraint.constant = height
            // The header took (part of) the scroll: the content does not move by as much.
            scrollView.contentOffset.y = offset + (height - current)
        }
        titleLabel.alpha = (height - Self.minimumHeaderHeight) / (Self.maximumHeaderHeight - Self.minimumHeaderHeight)
    }
}
