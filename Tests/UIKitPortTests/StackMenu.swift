// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style, one lint rule silenced by a comment above the line it would rewrite (the
// `forEach` in the animation block). Lines that differ from what this file would be on iOS,
// and why:
//   `// selector`  no Objective-C runtime: the header button's action is a closure (on iOS,
//                  `action: #selector(toggle)`), and `toggle()` loses its `@objc`.
//   `// contentHorizontalAlignment`  UIButton has no `contentHorizontalAlignment`: the line is
//                  left commented out, and the title stays centred in the button's 280 points
//                  where iOS puts it at the leading edge, beside the icon.
//
// StackMenu: the classic accordion made of stack views. StackMenuViewController's view (margins
// 20 leading and trailing) holds a vertical UIStackView pinned 16 below the safe area's top and
// to the layout margins' leading and trailing edges, laid out inside its own margins (12 top
// and bottom, 16 leading and trailing), its rows 8 apart. Each row is a horizontal UIStackView,
// alignment .center, spacing 12, of a coloured rounded square (an image-like view with an
// intrinsic size that hugs it: 36 points for the header, 28 for the others) and a label. The
// header's is a "Menu" button instead of a label, and 16 points (custom spacing) come after the
// header row; then the four items ("Inbox", "Starred", "Sent", "Drafts") and a "Settings"
// footer row, which stays. A 64-point card sits 16 under the menu, pinned to its bottom. A tap
// on the header (or `toggle()`) hides or shows the four item rows, fading them, and lays out
// inside `UIView.animate` on a spring (0.35 s, damping 0.9): the footer and the card slide up
// 144 points (four rows of 28 and their spacing of 8) and back.

import UIKit

/// A rounded square of colour standing in for an icon: an image-like view with an intrinsic size,
/// so a stack view sizes it as it would a UIImageView.
final class StackMenuIconView: UIView {
    let side: CGFloat

    init(color: UIColor, side: CGFloat) {
        self.side = side
        super.init(frame: .zero)
        backgroundColor = color
        layer.cornerRadius = side / 4
        setContentHuggingPriority(.required, for: .horizontal)
        setContentHuggingPriority(.required, for: .vertical)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
}

final class StackMenuViewController: UIViewController {
    static let itemTitles = ["Inbox", "Starred", "Sent", "Drafts"]
    static let headerIconSide: CGFloat = 36
    static let itemIconSide: CGFloat = 28

    let stackView = UIStackView()
    let headerButton = UIButton(type: .system)
    private(set) var headerRow: UIStackView!
    private(set) var itemRows: [UIStackView] = []
    private(set) var footerRow: UIStackView!
    /// A card below the menu, pinned to its bottom: it follows the menu's height.
    let detailView = UIView()
    private(set) var isCollapsed = false

    private let itemColors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)

        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.distribution = .fill
        stackView.spacing = 8
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        stackView.backgroundColor = .secondarySystemBackground
        stackView.layer.cornerRadius = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)

        headerButton.setTitle("Menu", for: .normal)
        headerButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        // headerButton.contentHorizontalAlignment = .leading  // contentHorizontalAlignment
        headerButton.addTarget(self, action: { [unowned self] in toggle() }, for: .touchUpInside)  // selector
        headerRow = makeRow(icon: StackMenuIconView(color: .systemIndigo, side: Self.headerIconSide), content: headerButton)
        stackView.addArrangedSubview(headerRow)
        stackView.setCustomSpacing(16, after: headerRow)

        for (index, title) in Self.itemTitles.enumerated() {
            let row = makeRow(
                icon: StackMenuIconView(color: itemColors[index % itemColors.count], side: Self.itemIconSide),
                content: makeLabel(title))
            stackView.addArrangedSubview(row)
            itemRows.append(row)
        }

        footerRow = makeRow(icon: StackMenuIconView(color: .systemGray, side: Self.itemIconSide), content: makeLabel("Settings"))
        stackView.addArrangedSubview(footerRow)

        detailView.backgroundColor = .systemTeal
        detailView.layer.cornerRadius = 12
        detailView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(detailView)

        let guide = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            detailView.topAnchor.constraint(equalTo: stackView.bottomAnchor, constant: 16),
            detailView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            detailView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detailView.heightAnchor.constraint(equalToConstant: 64),
            detailView.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
        ])
    }

    private func makeLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .label
        return label
    }

    private func makeRow(icon: UIView, content: UIView) -> UIStackView {
        let row = UIStackView(arrangedSubviews: [icon, content])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        return row
    }

    /// Collapses the item rows, or expands them, on a spring: what a tap on the header does.
    func toggle() {  // selector
        isCollapsed.toggle()
        let collapsed = isCollapsed
        let rows = itemRows
        UIView.animate(
            withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: []
        ) {
            // swift-format-ignore: ReplaceForEachWithForLoop
            rows.forEach {
                $0.isHidden = collapsed
                $0.alpha = collapsed ? 0 : 1
            }
            self.view.layoutIfNeeded()
        }
    }
}
