import Motion
import SDLHost
import ViewKit

/// `sheet`: UIKit's page sheet as an app presents it, through ViewKit's
/// `SheetPresentationController` (beyond the samples). Space or a click on the picture presents
/// a sheet with three detents, a custom `peek` of 96 points, `.medium()` and `.large()`, the
/// grabber visible, undimmed up to medium (the screen behind counts the clicks it gets there).
/// Space dismisses; Up and Down step to the next detent inside `animateChanges`.
///
/// Its spring between detents (`spring(_:)`) is ours, as Apple publishes none.
final class SheetMode: DemoMode, SpringTunedMode, SheetPresentationControllerDelegate {
    nonisolated static let name = ModeName(declaring: "sheet")

    static let damping = Tunable(
        name: "sheet.damping", summary: "detent spring damping ratio (ours)", range: 0.3...1.5, defaultValue: 1)
    static let response = Tunable(name: "sheet.response", summary: "detent spring response, s (ours)", range: 0.1...1, defaultValue: 0.3)
    static let peekHeight = Tunable(name: "sheet.peek", summary: "the peek detent, points", range: 40...200, defaultValue: 96)
    static let motion = ModeMotion(tunables: [damping, response, peekHeight], code: swiftCode, plot: plot)
    static let keyBindings = [
        KeyBinding<SheetMode>([.space], "present or dismiss") { mode in
            if mode.root.presentedViewController == nil { mode.present() } else { mode.content.dismiss(animated: true) }
        },
        // Arrows, not digits: the number keys are the modes', however many there are.
        KeyBinding<SheetMode>([.up, .down], "the next detent up or down") { mode, key in
            guard mode.root.presentedViewController != nil else { return false }
            let order = mode.sheet.detents.map(\.identifier)  // smallest first
            guard let selected = mode.sheet.selectedDetentIdentifier, let index = order.firstIndex(of: selected) else { return false }
            let next = index + (key == .up ? 1 : -1)
            if order.indices.contains(next) { mode.sheet.animateChanges { mode.sheet.selectedDetentIdentifier = order[next] } }
            return true
        },
    ]
    static let peek = SheetPresentationController.Detent.Identifier("peek")

    static func swiftCode(_ settings: MotionSettings) -> SwiftCode {
        let n = SwiftCode.number
        return SwiftCode(
            before: """
                // sheet: detents peek \(n(settings[peekHeight])) pt, medium, large; UIKit's own spring (Drawer's: ζ \(n(settings[damping])), response \(n(settings[response])) s)
                // drawer curve spring --damping-ratio \(n(settings[damping])) --response \(n(settings[response])) --settling
                let detail = UIViewController()
                detail.modalPresentationStyle = .pageSheet
                if let sheet = detail.sheetPresentationController {
                    let peek = UISheetPresentationController.Detent.Identifier("peek")
                """,
            call: "    sheet.detents = [.custom(identifier: peek) { _ in \(n(settings[peekHeight])) }, .medium(), .large()]",
            after: """
                    sheet.selectedDetentIdentifier = .medium
                    sheet.largestUndimmedDetentIdentifier = .medium
                    sheet.prefersGrabberVisible = true
                }
                """)
    }

    private let environment: DemoEnvironment
    private let root: ScreenController
    let content = SheetContentController()
    /// Clicks the screen behind the sheet received.
    private(set) var behindTaps = 0

    init(environment: DemoEnvironment) {
        self.environment = environment
        root = ScreenController(depth: 0, image: environment.image)
        let counter = TapGestureRecognizer { [unowned self] _ in behindTaps += 1 }
        counter.shouldRecognizeSimultaneously = { _ in true }  // the picture's click counts too
        root.view.addGestureRecognizer(counter)
        root.screenView.imageView.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in present() })
        content.modalPresentationStyle = .pageSheet
        let sheet = self.sheet
        sheet.detents = [
            .custom(identifier: Self.peek) { [settings = environment.settings] _ in settings[Self.peekHeight] }, .medium(), .large(),
        ]
        sheet.selectedDetentIdentifier = .medium
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        sheet.delegate = self
    }

    var sheet: SheetPresentationController { content.sheetPresentationController! }
    var rootViewController: ViewController { root }

    private func present() {
        guard root.presentedViewController == nil else { return }
        sheet.gestureRelease = GestureRelease(spring: Self.spring(environment.settings))
        root.present(content, animated: true)
    }

    func violations(at check: ModeCheck) -> [String] {
        guard check == .atRest else { return [] }
        return (sheet.isDragging ? ["the sheet is held with no pointer down"] : [])
            + (sheet.detentAnimator?.isRunning == true ? ["the sheet still moves"] : [])
    }

    /// Now (before a mode switch): a presentation or dismissal ends where it was heading, and a
    /// sheet moving between detents lands on its detent (the window keeps a presented sheet with
    /// its screen while another mode shows). At rest: a presentation or dismissal, whose progress
    /// covers the sheet's run.
    func endMotion(_ ending: MotionEnding) {
        guard ending == .now else {
            // A presentation or dismissal runs on the sheet's animator: at rest when the sheet is.
            if let transition, !transition.isInteractive, transition.runningAnimator?.isRunning == true, sheet.isAtRest() {
                transition.endWhereHeading()
            }
            return
        }
        transition?.endWhereHeading()
        if root.presentedViewController != nil, !sheet.isDragging {
            sheet.selectedDetentIdentifier = sheet.selectedDetentIdentifier
        }
    }

    var restingHUDLines: [String] {
        guard root.presentedViewController != nil else { return ["sheet dismissed, behind \(behindTaps) clicks"] }
        let detent = sheet.restingDetentIdentifier.map { Self.detentName($0) } ?? (sheet.isDragging ? "dragged" : "moving")
        return [
            "sheet \(detent) " + String(cFormat: "%.0f pt, dimming %.2f", sheet.height, sheet.dimmingFraction(forHeight: sheet.height)),
            DrawerApplication.describe(sheet.detentAnimator),
        ]
    }

    func describe(into state: inout DemoState) {
        let presented = root.presentedViewController != nil
        state.sheet = DemoState.Sheet(
            presented: presented, detent: sheet.restingDetentIdentifier.map(Self.detentName), height: sheet.height,
            dimming: sheet.dimmingFraction(forHeight: sheet.height), presenterScale: root.view.transform.a,
            interactive: sheet.isDragging, behindTaps: behindTaps, contentOffset: content.list.contentOffset.y,
            decelerating: content.list.isDecelerating)
    }

    static func detentName(_ identifier: SheetPresentationController.Detent.Identifier) -> String {
        switch identifier {
        case .medium: "medium"
        case .large: "large"
        default: identifier.rawValue
        }
    }
}

/// The sheet's content: a title over an inset-grouped list of 200 rows in twenty sections, which
/// scrolls and shares its drags with the sheet (`prefersScrollingExpandsWhenScrolledToEdge`,
/// on as UIKit's).
final class SheetContentController: ViewController, TableViewDataSource {
    static let sectionCount = 20
    static let rowsPerSection = 10
    let list = TableView(style: .insetGrouped, name: "sheet.list")

    init() { super.init(title: "sheet") }

    override func loadView() -> View { SheetContentView(list: list) }

    override func viewDidLoad() {
        list.rowHeight = 40
        list.contentInset = EdgeInsets(top: 0, left: 0, bottom: 16, right: 0)
        // Rows to read: no selection (a click here is the sheet's, not a row's).
        list.allowsSelection = false
        list.backgroundColor = .clear
        list.register(TableViewCell.self, forCellReuseIdentifier: "row")
        list.dataSource = self
    }

    func numberOfSections(in tableView: TableView) -> Int { Self.sectionCount }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rowsPerSection }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Rows \(section * Self.rowsPerSection + 1) to \((section + 1) * Self.rowsPerSection)"
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let number = indexPath.section * Self.rowsPerSection + indexPath.row + 1
        cell.name = "sheet.row\(number)"
        var content = ListContentConfiguration.valueCell()
        content.text = "Row \(number)"
        content.secondaryText = number.isMultiple(of: 5) ? "\(number / 5) of 40" : nil
        content.textProperties.color = Color(rgb: 0x2B2D42)
        content.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        cell.contentConfiguration = content
        return cell
    }
}

private final class SheetContentView: View {
    private let heading = View(name: "sheet.title")
    let list: TableView

    init(list: TableView) {
        self.list = list
        super.init(name: "sheet.content")
        backgroundColor = Color(rgb: 0xF7F4EE)
        heading.textLine = Text("Sheet", size: 20, color: Color(rgb: 0x2B2D42))
        for view in [heading, list] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        LayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: topAnchor, constant: 18),
            heading.leadingAnchor.constraint(equalTo: leadingAnchor),
            heading.trailingAnchor.constraint(equalTo: trailingAnchor),
            heading.heightAnchor.constraint(equalToConstant: 32),
            // The inset-grouped list keeps its own 20 points either side.
            list.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 10),
            list.leadingAnchor.constraint(equalTo: leadingAnchor),
            list.trailingAnchor.constraint(equalTo: trailingAnchor),
            list.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

extension DemoState {
    /// The sheet mode's sheet: presented, the detent it rests at (null while it moves), its
    /// height above the window's bottom edge, the dimming as a fraction of its darkest, the
    /// presenting screen's scale, whether a drag holds it, and the clicks the screen behind got.
    package nonisolated struct Sheet: Codable, Equatable {
        package let presented: Bool
        @ExplicitNull package var detent: String?
        package let height: Double
        package let dimming: Double
        package let presenterScale: Double
        package let interactive: Bool
        package let behindTaps: Int
        /// The list's content offset, points down the content.
        package let contentOffset: Double
        /// Whether the list moves on after a drag.
        package let decelerating: Bool

        nonisolated enum CodingKeys: String, CodingKey {
            case presented, detent, height, dimming, interactive, decelerating
            case presenterScale = "presenter_scale"
            case behindTaps = "behind_taps"
            case contentOffset = "content_offset"
        }
    }
}
