import Motion
import Testing

@testable import ViewKit

/// A window's text measurer arrives after its views are laid out (the host makes it once the
/// app's window exists): labels break their lines again, and self-sizing lists measure their
/// cells again, when it does; otherwise a wrap worked from estimated widths shows until some
/// later layout redoes it, which reads as text jumping on the first click.
@MainActor @Suite struct TextMeasurerChangeTests {
    /// Half the estimate's width (0.6 of the point size a character): text measured by it takes
    /// fewer lines.
    final class NarrowMeasurer: TextMeasuring {
        func width(of text: Text) -> Double { 0.3 * text.size * Double(text.string.count) }
    }

    @Test func aLabelBreaksItsLinesAgainWhenTheWindowGetsAMeasurer() {
        let window = Window(size: Size(width: 400, height: 300), driver: AnimationDriver(clock: FixedStepClock()))
        let label = Label(name: "label")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        // 24 characters of "aaaa bbbb …" are 144 points by the estimate, 72 by the measurer: in
        // 100 points, two lines and then one.
        label.text = "aaaa bbbb cccc dddd eeee"
        label.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        let holder = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        holder.addSubview(label)
        window.rootView.addSubview(holder)
        window.rootView.layoutIfNeeded()
        #expect(label.textLine?.string.split(separator: "\n").count == 2)
        let measurer = NarrowMeasurer()
        window.textMeasurer = measurer
        #expect(label.textLine?.string.split(separator: "\n").count == 1, "broken again by the measurer's widths")
    }

    @Test func aSelfSizingListMeasuresItsCellsAgain() throws {
        let window = Window(size: Size(width: 320, height: 480), driver: AnimationDriver(clock: FixedStepClock()))
        let source = CollectionSelfSizingTests.Source(["One", String(repeating: "word ", count: 24), "Three"])
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let collection = CollectionView(frame: window.rootView.bounds, collectionViewLayout: layout)
        let holder = View(frame: window.rootView.bounds)
        holder.addSubview(collection)
        window.rootView.addSubview(holder)
        collection.dataSource = source
        window.rootView.layoutIfNeeded()
        let before = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame.height
        let measurer = NarrowMeasurer()
        window.textMeasurer = measurer
        let after = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        // 120 characters of 17 points: 1,224 points by the estimate, 612 by the measurer, in 288.
        #expect(after.height < before, "fewer lines, a shorter row: \(before) → \(after.height)")
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == after)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == after.maxY)
        withExtendedLifetime(source) {}
    }
}
