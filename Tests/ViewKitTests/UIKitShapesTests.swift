import Motion
import Testing

@testable import ViewKit

/// The views and hooks ViewKit has in UIKit's shape, for code that arrives from iOS: labels,
/// buttons, a recognizer's delegate, a `loadView()` that sets `view`, and manual appearance calls.
struct UIKitShapesTests {
    @Test func aLabelDrawsItsTextInItsFontColourAndAlignment() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(label.textLine == nil, "nothing to draw without text")
        label.text = "Inbox"
        label.font = .systemFont(ofSize: 22, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        #expect(label.textLine == Text("Inbox", size: 22, weight: .semibold, color: .white, alignment: .center))
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textAlignment = .right
        #expect(label.textLine == Text("Inbox", size: 15, weight: .regular, color: .white, alignment: .trailing))
        label.text = ""
        #expect(label.textLine == nil)
    }

    @Test func fontsHaveUIKitsDefaultSizesAndWeights() {
        #expect(Font.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(Font.boldSystemFont(ofSize: 12).weight == .bold)
        #expect(Font.systemFont(ofSize: 10).withSize(20) == .systemFont(ofSize: 20))
        #expect(Font.Weight.light < .regular && .semibold < .bold)
    }

    /// `sizeToFit()` keeps the origin and takes the text's width and one line's height.
    @Test func aLabelSizedToFitTakesItsTextsWidthAndOneLine() {
        let label = Label(frame: Rect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        label.sizeToFit()
        let width = (Text("Hello", size: 20).estimatedWidth).rounded(.up)
        #expect(label.frame == Rect(x: 10, y: 20, width: width, height: 24))
        #expect(label.sizeThatFits(Size(width: 30, height: 100)).width == 30)
    }

    /// As UILabel, a label takes no pointer input: a tap on it reaches the view under it.
    @Test func aTapOnALabelReachesTheViewUnderIt() {
        let stage = AnimationStage()
        var taps = 0
        stage.view.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Title"
        stage.view.addSubview(label)
        stage.window.handle(PointerEvent(.down, at: Point(x: 20, y: 10), time: 0))
        stage.window.handle(PointerEvent(.up, at: Point(x: 20, y: 10), time: 0.05))
        #expect(taps == 1)
    }

    @Test func aButtonSendsItsActionsOnATapAndNotWhenDisabled() {
        let stage = AnimationStage()
        let button = Button(type: .system, frame: Rect(x: 0, y: 0, width: 100, height: 44))
        stage.view.addSubview(button)
        var sent: [String] = []
        button.addAction(Action { _ in sent.append("action") }, for: .touchUpInside)
        button.addTarget(nil, action: { sent.append("target") }, for: .primaryActionTriggered)
        button.addTarget(nil, action: { sent.append("changed") }, for: .valueChanged)
        func tap() {
            stage.window.handle(PointerEvent(.down, at: Point(x: 50, y: 22), time: stage.clock.now))
            stage.window.handle(PointerEvent(.up, at: Point(x: 50, y: 22), time: stage.clock.now))
        }
        tap()
        #expect(sent == ["action", "target"])
        button.isEnabled = false
        tap()
        #expect(sent == ["action", "target"], "a disabled button sends nothing")
    }

    /// A title set for the normal state shows in every state without its own; a system button
    /// draws it in the tint colour, dimmed while highlighted.
    @Test func aButtonsTitleAndColourFollowItsState() throws {
        let button = Button(type: .system)
        button.setTitle("Done", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.currentTitle == "Done" && button.titleLabel?.text == "Done")
        button.isSelected = true
        #expect(button.title(for: .highlighted) == "Done" && button.title(for: .selected) == "Selected")
        button.isSelected = false
        let label = try #require(button.titleLabel)
        #expect(label.textColor == button.tintColor)
        button.isHighlighted = true
        #expect(abs(label.textColor.alpha - 0.2) < 1e-12)
        button.isHighlighted = false
        button.setTitleColor(.white, for: .normal)
        #expect(label.textColor == .white)
    }

    private final class Refusing: GestureRecognizerDelegate {
        var begins = true
        var together = false
        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begins }
        func gestureRecognizer(
            _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
        ) -> Bool { together }
    }

    private func drag(_ stage: AnimationStage) {
        stage.window.handle(PointerEvent(.down, at: Point(x: 50, y: 50), time: 0))
        for step in 1...5 { stage.window.handle(PointerEvent(.move, at: Point(x: 50 + 10 * Double(step), y: 50), time: Double(step) / 60)) }
        stage.window.handle(PointerEvent(.up, at: Point(x: 100, y: 50), time: 0.1))
    }

    /// A delegate that refuses makes the pan fail; one that allows two pans together lets both run.
    @Test func aRecognizersDelegateDecidesWhetherItBeginsAndRunsWithAnother() {
        let stage = AnimationStage()
        var outer: [GestureRecognizer.State] = []
        var inner: [GestureRecognizer.State] = []
        let outerPan = PanGestureRecognizer { outer.append($0.state) }
        let innerPan = PanGestureRecognizer { inner.append($0.state) }
        stage.window.rootView.addGestureRecognizer(outerPan)
        stage.view.addGestureRecognizer(innerPan)
        let delegate = Refusing()
        innerPan.delegate = delegate
        drag(stage)
        #expect(inner.first == .began && outer.isEmpty, "the innermost wins")
        (inner, outer) = ([], [])
        delegate.begins = false
        drag(stage)
        #expect(inner.isEmpty && outer.first == .began, "refused, the inner pan leaves the drag to the outer")
        (inner, outer) = ([], [])
        delegate.begins = true
        delegate.together = true
        drag(stage)
        #expect(inner.first == .began && outer.first == .began, "allowed together, both run")
    }

    private final class SetsItsView: ViewController {
        let custom = View(name: "custom")
        var loads = 0
        override func loadView() { view = custom }
        override func viewDidLoad() { loads += 1 }
    }

    /// UIKit's `loadView()` sets `view`; `viewDidLoad()` follows once.
    @Test func aLoadViewThatSetsTheViewIsUsed() {
        let controller = SetsItsView(nibName: nil, bundle: nil)
        #expect(!controller.isViewLoaded)
        #expect(controller.view === controller.custom)
        #expect(controller.view === controller.custom && controller.loads == 1)
        #expect(ViewController().view.name == "", "the default still makes an empty view")
    }

    private final class Appearing: ViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { calls.append("will appear \(animated)") }
        override func viewDidAppear(_ animated: Bool) { calls.append("did appear \(animated)") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("will disappear \(animated)") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("did disappear \(animated)") }
    }

    @Test func manualAppearanceCallsPairEachBeginWithItsEnd() {
        let child = Appearing()
        child.endAppearanceTransition()
        #expect(child.calls.isEmpty, "an end without a begin calls nothing")
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(
            child.calls == ["will appear true", "did appear true", "will appear false", "will disappear false", "did disappear false"])
    }

    /// A snapshot draws what the original showed when it was taken (mid-animation, the
    /// presentation), keeps drawing it when the original changes, and never animates itself.
    @Test func aSnapshotKeepsWhatTheOriginalShowedWhenItWasTaken() throws {
        let stage = AnimationStage()
        let card = stage.view
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.transform = Transform2D(scaleX: 2, y: 2)
        let badge = View(frame: Rect(x: 10, y: 10, width: 20, height: 20), name: "badge")
        badge.textLine = Text("3", size: 12)
        card.addSubview(badge)
        let hidden = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        card.addSubview(hidden)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { badge.center = Point(x: 80, y: 20) }
        stage.frames(30)  // halfway: the badge shows at x 50
        let snapshot: View = try #require(
            {
                var taken: View?
                // Taken inside an animation block, the copy must still not animate.
                View.animate(withDuration: 1) { taken = card.snapshotView(afterScreenUpdates: false) }
                return taken
            }())
        #expect(snapshot.frame == Rect(x: 0, y: 0, width: 100, height: 100), "the original's bounds, untransformed")
        #expect(snapshot.backgroundColor == .white && snapshot.cornerRadius == 12)
        #expect(snapshot.subviews.count == 1, "hidden subviews are left out")
        let copiedBadge = try #require(snapshot.subviews.first)
        #expect(abs(copiedBadge.center.x - 50) < 1e-9 && copiedBadge.textLine == Text("3", size: 12))
        stage.window.rootView.addSubview(snapshot)
        card.backgroundColor = .black
        stage.frames(60)
        #expect(badge.presentationValues.position.x == 80, "the original ran on")
        #expect(abs(copiedBadge.presentationValues.position.x - 50) < 1e-9, "the snapshot did not")
        #expect(snapshot.backgroundColor == .white)
    }
}

/// Where each content mode places a 40×20 picture in 100×60 bounds at (10, 10).
struct ContentModeTests {
    let picture = Size(width: 40, height: 20)
    let bounds = Rect(x: 10, y: 10, width: 100, height: 60)

    @Test(arguments: [
        (View.ContentMode.scaleToFill, Rect(x: 10, y: 10, width: 100, height: 60)),
        (.scaleAspectFit, Rect(x: 10, y: 15, width: 100, height: 50)),
        (.scaleAspectFill, Rect(x: -0, y: 10, width: 120, height: 60)),
        (.center, Rect(x: 40, y: 30, width: 40, height: 20)),
        (.bottomLeft, Rect(x: 10, y: 50, width: 40, height: 20)),
        (.right, Rect(x: 70, y: 30, width: 40, height: 20)),
    ])
    func eachModePlacesThePicture(mode: View.ContentMode, expected: Rect) throws {
        let (frame, source) = try #require(mode.placement(ofImageSized: picture, in: bounds, clipped: false))
        #expect(frame == expected)
        #expect(source == Rect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func anImageViewTakesItsPicturesSizeAndNoInput() {
        let view = ImageView(image: Image(name: "p", size: picture))
        #expect(view.frame == Rect(x: 0, y: 0, width: 40, height: 20) && view.image?.name == "p")
        #expect(!view.isUserInteractionEnabled && view.contentMode == .scaleToFill)
    }

    /// Clipped, a filling picture shows its middle 100 of 120 points: the source window says which.
    @Test func aClippedFillShowsThePartOfThePictureInsideTheBounds() throws {
        let (frame, source) = try #require(View.ContentMode.scaleAspectFill.placement(ofImageSized: picture, in: bounds, clipped: true))
        #expect(frame == bounds)
        #expect(abs(source.minX - 10.0 / 120) < 1e-12 && abs(source.width - 100.0 / 120) < 1e-12)
        #expect(source.minY == 0 && source.height == 1)
        #expect(View.ContentMode.topLeft.placement(ofImageSized: picture, in: Rect(x: 0, y: 0, width: 0, height: 5), clipped: true) == nil)
    }
}
