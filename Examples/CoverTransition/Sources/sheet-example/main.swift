import Motion
import SDLHost
import ViewKit

/// A screen of one colour.
final class Screen: ViewController {
    let color: Color
    init(_ title: String, _ color: Color) {
        self.color = color
        super.init(title: title)
    }
    override func viewDidLoad() { view.backgroundColor = color }
}

/// UIKit's page sheet with three detents, undimmed up to medium, that refuses to be swiped
/// away: a drag down bounces back and counts an attempt. Space presents and dismisses it.
final class SheetApp: SheetPresentationControllerDelegate {
    let root = Screen("root", Color(rgb: 0x264653))
    let detail = Screen("detail", Color(rgb: 0xE9C46A))
    private(set) var attempts = 0

    init() {
        detail.modalPresentationStyle = .pageSheet
        if let sheet = detail.sheetPresentationController {
            let peek = SheetPresentationController.Detent.Identifier("peek")
            sheet.detents = [.custom(identifier: peek) { _ in 96 }, .medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.delegate = self
        }
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { false }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { attempts += 1 }

    /// Space presents the sheet, or dismisses it.
    func handle(_ key: Key) {
        if key == .space, !root.dismiss(animated: true) { root.present(detail, animated: true) }
    }

    /// What a script's `state` prints: the detent the sheet rests at, and the refused attempts.
    struct State: Encodable {
        let detent: String?
        let attempts: Int
    }

    func state() -> State { State(detent: detail.sheetPresentationController?.restingDetentIdentifier?.rawValue, attempts: attempts) }
}

let app = SheetApp()
HostRunner.main(title: "Sheet", rootViewController: app.root, keys: app.handle, state: app.state)
