import UIKit

// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit.
// Lines that differ from what this file would be on iOS, and why:
//   `// init(frame:)`   UIView's designated initializer is `init(frame:)`; ViewKit's is
//                       `init(frame:name:)`, so the override carries `name:` (as ProgressRing.swift).
//   `// contentInsetAdjustmentBehavior`, `// scrollIndicatorInsets`  neither exists; there is no
//                       safe area to adjust for (contentInset is used as set), and the indicator
//                       runs the whole height. The lines are left commented out.
//   `// selector`       no Objective-C runtime: the button's action is a closure and
//                       `toggleCollapsed()` loses its `@objc`.
//
// CollapsingHeader: the classic sticky header over a scroll view, with snapping.
// CollapsingHeaderViewController's view holds a UIScrollView filling it (content 400 × 1200: twelve
// 100-point coloured rows) and, on top of it, a header whose height is max(64, −contentOffset.y):
// the scroll view's contentInset.top is 160, so at rest at the top (offset −160) the header is
// 160 tall, and it shrinks 1:1 with the scroll until it is 64 tall at offset −64. The collapse
// fraction f = (160 − height) / 96, clamped to 0...1, fades the title (alpha 1 − f) and shrinks it
// (scale 1 − 0.4 f). When a drag ends with its target offset strictly between −160 and −64 (the
// header would rest half-collapsed), scrollViewWillEndDragging moves the target to −64 if the
// velocity is upward (y > 0), to −160 if downward, and to the nearer of the two with no velocity.
// The header's button (title "Collapse", "Expand" once the header is fully collapsed) calls
// setCollapsed(_:animated:), which scrolls to −64 (or −160) with setContentOffset(_:animated:).

final class CollapsingHeaderView: UIView {
    let titleLabel = UILabel()
    let collapseButton = UIButton(type: .system)

    override init(frame: CGRect = .zero, name: String = "") {  // init(frame:)
        super.init(frame: frame, name: name)  // init(frame:)
        backgroundColor = .systemIndigo
        clipsToBounds = true

        titleLabel.text = "Profile"
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        addSubview(titleLabel)

        collapseButton.setTitle("Collapse", for: .normal)
        collapseButton.setTitleColor(.white, for: .normal)
        addSubview(collapseButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The title is transformed, so it is placed by bounds and center, not frame.
        titleLabel.sizeToFit()
        titleLabel.center = CGPoint(x: bounds.midX, y: bounds.maxY - 32)
        collapseButton.frame = CGRect(x: bounds.width - 112, y: 12, width: 100, height: 40)
    }
}

final class CollapsingHeaderViewController: UIViewController, UIScrollViewDelegate {
    static let expandedHeight: CGFloat = 160
    static let collapsedHeight: CGFloat = 64
    static let contentSize = CGSize(width: 400, height: 1200)
    static let rowHeight: CGFloat = 100
    static let titleMinimumScale: CGFloat = 0.6

    let scrollView = UIScrollView()
    let headerView = CollapsingHeaderView()
    private(set) var rowViews: [UIView] = []

    private let rowColors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]

    /// How far the header travels from expanded to collapsed.
    private var collapseDistance: CGFloat { Self.expandedHeight - Self.collapsedHeight }

    /// 0 with the header expanded, 1 with it collapsed.
    var collapseFraction: CGFloat {
        let height = max(Self.collapsedHeight, -scrollView.contentOffset.y)
        return min(max((Self.expandedHeight - height) / collapseDistance, 0), 1)
    }

    var isCollapsed: Bool { scrollView.contentOffset.y >= -Self.collapsedHeight }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Collapsing"
        view.backgroundColor = .systemBackground

        scrollView.delegate = self
        // scrollView.contentInsetAdjustmentBehavior = .never  // contentInsetAdjustmentBehavior
        scrollView.alwaysBounceVertical = true
        scrollView.contentSize = Self.contentSize
        scrollView.contentInset.top = Self.expandedHeight
        // scrollView.scrollIndicatorInsets.top = Self.expandedHeight  // scrollIndicatorInsets
        for index in 0..<Int(Self.contentSize.height / Self.rowHeight) {
            let row = UIView(
                frame: CGRect(
                    x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.contentSize.width, height: Self.rowHeight))
            row.backgroundColor = rowColors[index % rowColors.count]
            let label = UILabel(frame: row.bounds.insetBy(dx: 20, dy: 0))
            label.text = "Row \(index + 1)"
            label.textColor = .white
            row.addSubview(label)
            scrollView.addSubview(row)
            rowViews.append(row)
        }
        view.addSubview(scrollView)
        // Setting the inset does not move the content: start at the top, under the full header.
        scrollView.contentOffset = CGPoint(x: 0, y: -Self.expandedHeight)

        view.addSubview(headerView)
        headerView.collapseButton.addTarget(self, action: { [unowned self] in toggleCollapsed() }, for: .touchUpInside)  // selector
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The header takes the bar's place.
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        updateHeader()
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        updateHeader()
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let expandedY = -Self.expandedHeight
        let collapsedY = -Self.collapsedHeight
        let targetY = targetContentOffset.pointee.y
        // Only a rest with the header half-collapsed is snapped.
        guard targetY > expandedY, targetY < collapsedY else { return }
        if velocity.y > 0 {
            targetContentOffset.pointee.y = collapsedY
        } else if velocity.y < 0 {
            targetContentOffset.pointee.y = expandedY
        } else {
            targetContentOffset.pointee.y = targetY - expandedY < collapsedY - targetY ? expandedY : collapsedY
        }
    }

    // MARK: - Collapsing

    func setCollapsed(_ collapsed: Bool, animated: Bool) {
        let y = collapsed ? -Self.collapsedHeight : -Self.expandedHeight
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: animated)
    }

    private func toggleCollapsed() {  // selector
        setCollapsed(!isCollapsed, animated: true)
    }

    private func updateHeader() {
        let height = max(Self.collapsedHeight, -scrollView.contentOffset.y)
        headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)

        let fraction = collapseFraction
        headerView.titleLabel.alpha = 1 - fraction
        let scale = 1 - (1 - Self.titleMinimumScale) * fraction
        headerView.titleLabel.transform = CGAffineTransform(scaleX: scale, y: scale)
        headerView.collapseButton.setTitle(isCollapsed ? "Expand" : "Collapse", for: .normal)
    }
}

// The two probes below are not part of the port: they are the smallest iOS code that shows two
// differences the port met (see CollapsingHeaderTests' known issues).

/// Counts its appearance calls, as a view controller that does work in them relies on them.
final class AppearanceProbeViewController: UIViewController {
    private(set) var appearances: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.append("viewDidAppear")
    }
}

/// A scroll view delegate with `scrollViewWillEndDragging` as UIKit declares it, with the target
/// behind an `UnsafeMutablePointer<CGPoint>`, that counts the calls it gets.
final class PointerTargetProbe: UIScrollViewDelegate {
    private(set) var endDraggingCalls = 0

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        endDraggingCalls += 1
        targetContentOffset.pointee = .zero
    }
}
