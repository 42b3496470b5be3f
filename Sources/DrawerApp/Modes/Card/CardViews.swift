import ViewKit

/// The card mode's screen: the root screen, which presents the card when it appears.
final class CardController: ScreenController {
    let card: CardSheetController

    init(image: Image, card: CardSheetController) {
        self.card = card
        super.init(depth: 0, image: image)
    }

    override func viewDidAppear(_ animated: Bool) {
        if presentedViewController == nil { present(card, animated: false) }
    }
}

/// The card itself: a header (handle and title) the height of the peek, and a line below it.
final class CardSheetController: ViewController {
    let header = View(name: "card.header")
    private let settings: MotionSettings

    init(settings: MotionSettings) {
        self.settings = settings
        super.init(title: "card")
    }

    override func loadView() -> View {
        CardView(header: header) { [settings] in settings[CardDrawerMode.peek] }
    }
}

private final class CardView: View {
    let header: View
    private let peek: () -> Double
    private let handle = View(name: "card.handle")
    private let titleLabel = View(name: "card.title")
    private let subtitle = View(name: "card.subtitle")

    init(header: View, peek: @escaping () -> Double) {
        self.header = header
        self.peek = peek
        super.init(name: "card")
        backgroundColor = Color(rgb: 0xF7F4EE)
        shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.35), radius: 24, offset: Point(x: 0, y: -2))
        handle.backgroundColor = Color(rgb: 0xB8B2A7)
        handle.cornerRadius = 3
        titleLabel.textLine = Text("Card drawer", size: 20, color: Color(rgb: 0x2B2D42))
        subtitle.textLine = Text("Drag me, or tap here", size: 14, color: Color(rgb: 0x6C6A66))
        header.addSubview(handle)
        header.addSubview(titleLabel)
        addSubview(header)
        addSubview(subtitle)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let peek = peek()
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: peek)
        handle.frame = Rect(x: (bounds.width - 40) / 2, y: 10, width: 40, height: 6)
        titleLabel.frame = Rect(x: 0, y: 26, width: bounds.width, height: 30)
        subtitle.frame = Rect(x: 0, y: peek + 8, width: bounds.width, height: 24)
    }
}
