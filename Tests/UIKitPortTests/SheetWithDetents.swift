// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; compiled as
// written (laid out again by `swift format`, as every file here is, and one lint rule silenced
// by a comment above the line it would rewrite).
// Lines that differ from what this file would be on iOS: none. (It compiled once the UIKit
// module had what it uses: see the CHANGELOG's 4.1.0.)
//
//  A page sheet with medium/large detents driven by UISheetPresentationController.
//
//  Test entry points (DetentsHostViewController):
//    func showSheet()     – presents DetentsSheetViewController as a page sheet, starting at .medium
//    func expandSheet()   – does what the sheet's "Expand" button does: animates the sheet to .large
//    func dismissSheet()  – dismisses the sheet
//    var detentChanges    – identifiers recorded by sheetPresentationControllerDidChangeSelectedDetentIdentifier
//                           (UIKit reports user-driven changes, e.g. dragging the grabber; a programmatic
//                           change such as expandSheet() is not expected to show up here)

import UIKit

final class DetentsSheetViewController: UIViewController {
    private let titleLabel = UILabel()
    private lazy var expandButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Expand") { [weak self] _ in
            self?.expandToLarge()
        })
    private lazy var closeButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Done") { [weak self] _ in
            self?.dismiss(animated: true)
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Sheet with detents"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center
        expandButton.backgroundColor = UIColor(red: 0.20, green: 0.47, blue: 0.96, alpha: 1)
        expandButton.tintColor = .white
        expandButton.layer.cornerRadius = 10
        // swift-format-ignore: ReplaceForEachWithForLoop
        [titleLabel, expandButton, closeButton].forEach { view.addSubview($0) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 40
        titleLabel.frame = CGRect(x: 20, y: 32, width: width, height: 32)
        expandButton.frame = CGRect(x: 20, y: titleLabel.frame.maxY + 24, width: width, height: 50)
        closeButton.frame = CGRect(x: 20, y: expandButton.frame.maxY + 12, width: width, height: 44)
    }

    /// Grows the sheet to the large detent with the system's sheet animation.
    func expandToLarge() {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .large
        }
    }
}

final class DetentsHostViewController: UIViewController, UISheetPresentationControllerDelegate {
    /// Every selected-detent change reported by the sheet's delegate, in order.
    /// A nil `selectedDetentIdentifier` means "the smallest detent", recorded here as `.medium`.
    private(set) var detentChanges: [UISheetPresentationController.Detent.Identifier] = []
    private(set) weak var presentedSheet: DetentsSheetViewController?

    private let statusLabel = UILabel()
    private lazy var showButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Show Sheet") { [weak self] _ in
            self?.showSheet()
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        statusLabel.textAlignment = .center
        statusLabel.textColor = .secondaryLabel
        statusLabel.text = "No detent changes yet"
        view.addSubview(showButton)
        view.addSubview(statusLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Upper part of the screen: stays visible (and, thanks to largestUndimmedDetentIdentifier,
        // interactive) while the sheet rests at the medium detent.
        let top = view.safeAreaInsets.top + 40
        showButton.frame = CGRect(x: view.bounds.midX - 100, y: top, width: 200, height: 44)
        statusLabel.frame = CGRect(x: 20, y: showButton.frame.maxY + 12, width: view.bounds.width - 40, height: 24)
    }

    func showSheet() {
        guard presentedViewController == nil else { return }
        let content = DetentsSheetViewController()
        content.modalPresentationStyle = .pageSheet
        if let sheet = content.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 20
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
        presentedSheet = content
        present(content, animated: true)
    }

    func expandSheet() {
        presentedSheet?.expandToLarge()
    }

    func dismissSheet() {
        presentedSheet?.dismiss(animated: true)
    }

    // MARK: UISheetPresentationControllerDelegate

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        let identifier = sheetPresentationController.selectedDetentIdentifier ?? .medium
        detentChanges.append(identifier)
        statusLabel.text = "Detent: \(identifier.rawValue) (\(detentChanges.count) change(s))"
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        statusLabel.text = "Sheet dismissed"
    }
}
