import Motion
import Testing

@testable import ViewKit

/// A view whose intrinsic size is given: what a stack view arranges in these tests.
private final class Sized: View {
    var size: Size
    init(_ width: Double, _ height: Double, name: String) {
        size = Size(width: width, height: height)
        super.init(frame: .zero, name: name)
    }
    override var intrinsicContentSize: Size { size }
}

/// UIStackView's distributions, alignments, spacing and hiding (UIKIT-SEMANTICS §16.6). Each
/// expected frame follows from the constraints UIKit's documentation describes for the case,
/// worked by hand; frames are on the pixel grid (one point here), each edge rounded.
@Suite(.serialized) @MainActor struct StackViewTests {
    /// A stack pinned to the container's top, leading and trailing edges.
    private func stack(_ stage: LayoutStage, _ views: [View], axis: LayoutConstraint.Axis, width: Double? = nil) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.container.addSubview(stack)
        var constraints = [
            stack.topAnchor.constraint(equalTo: stage.container.topAnchor),
            stack.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
        ]
        if let width {
            constraints.append(stack.widthAnchor.constraint(equalToConstant: width))
        } else {
            constraints.append(stack.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor))
        }
        LayoutConstraint.activate(constraints)
        return stack
    }

    /// A column of rows 44 high, 8 apart, filling the width: the stack is as tall as they are.
    /// Hidden, a row leaves the layout and the spacing around it goes; in an animation block
    /// the rows below slide up on the block's curve.
    @Test func aColumnStacksItsRowsAndCollapsesAHiddenOne() {
        let stage = LayoutStage()
        let rows = (0..<3).map { Sized(View.noIntrinsicMetric, 44, name: "row \($0)") }
        let column = stack(stage, rows, axis: .vertical)
        column.spacing = 8
        stage.frame()
        #expect(rows.map(\.frame) == (0..<3).map { Rect(x: 0, y: Double($0) * 52, width: 400, height: 44) })
        #expect(column.frame == Rect(x: 0, y: 0, width: 400, height: 148))
        #expect(column.arrangedSubviews.count == 3 && column.subviews.count == 3)
        #expect(rows.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })

        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            rows[1].isHidden = true
            column.layoutIfNeeded()
        }
        #expect(rows[2].frame.minY == 52 && column.frame.height == 96 && rows[1].frame.height == 0)
        stage.frame(30)
        // Half way: the last row's top from 104 to 52.
        let shown = rows[2].presentationValues
        #expect(abs(shown.position.y - shown.bounds.height / 2 - 78) < 1e-6)
        // Hidden, yet drawn while it collapses (UIKit's), and left out once the block ends.
        #expect(rows[1].isHidden && !rows[1].isHiddenWhenDrawn)
        #expect(abs(rows[1].presentationValues.bounds.height - 22) < 1e-6)
        stage.frame(31)
        #expect(rows[1].isHiddenWhenDrawn)
        rows[1].isHidden = true
        #expect(rows[1].isHiddenWhenDrawn)
        rows[1].isHidden = false
        stage.frame()
        #expect(rows[2].frame.minY == 104 && column.frame.height == 148)
    }

    /// Fill equally: (400 − 2 × 10) / 3 each, every edge on the pixel grid, so neighbours meet.
    @Test func fillEquallySharesTheLengthOnThePixelGrid() {
        let stage = LayoutStage()
        let views = (0..<3).map { Sized(30, 20, name: "v\($0)") }
        let row = stack(stage, views, axis: .horizontal)
        row.distribution = .fillEqually
        row.spacing = 10
        stage.frame()
        #expect(views.map(\.frame.minX) == [0, 137, 273])
        #expect(views.map(\.frame.width) == [127, 126, 127])
        #expect(views.allSatisfy { $0.frame.height == 20 })
    }

    /// Fill: at their intrinsic widths, the last of equal hugging takes the slack; the one that
    /// hugs least takes it whatever its place.
    @Test func fillStretchesTheViewThatHugsLeast() {
        let stage = LayoutStage()
        let views = [Sized(50, 20, name: "a"), Sized(70, 20, name: "b"), Sized(30, 20, name: "c")]
        _ = stack(stage, views, axis: .horizontal)
        stage.frame()
        #expect(views.map(\.frame.width) == [50, 70, 280])
        views[0].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        stage.frame()
        #expect(views.map(\.frame.width) == [300, 70, 30])
        #expect(views.map(\.frame.minX) == [0, 300, 370])
    }

    /// Equal spacing: intrinsic widths, equal gaps; equal centering: centres equally apart.
    @Test func theEqualDistributionsSpaceGapsAndCentres() {
        let stage = LayoutStage()
        let spaced = [Sized(50, 10, name: "a"), Sized(50, 10, name: "b"), Sized(50, 10, name: "c")]
        let row = stack(stage, spaced, axis: .horizontal)
        row.distribution = .equalSpacing
        stage.frame()
        // (400 − 150) / 2 = 125 between each.
        #expect(spaced.map(\.frame.minX) == [0, 175, 350] && spaced.allSatisfy { $0.frame.width == 50 })

        let centred = [Sized(20, 10, name: "d"), Sized(60, 10, name: "e"), Sized(100, 10, name: "f")]
        row.distribution = .equalCentering
        for view in spaced { row.removeArrangedSubview(view) }
        for view in spaced { view.removeFromSuperview() }
        for view in centred { row.addArrangedSubview(view) }
        stage.frame()
        // Centres at 10 and 350 at the ends: the middle one's at 180, its left edge at 150.
        #expect(centred.map(\.frame.minX) == [0, 150, 300])
    }

    /// Fill proportionally: lengths in proportion to the intrinsic ones, 1 : 3 of 200 − 20.
    @Test func fillProportionallyKeepsTheIntrinsicProportions() {
        let stage = LayoutStage()
        let views = [Sized(100, 10, name: "a"), Sized(300, 10, name: "b")]
        let row = stack(stage, views, axis: .horizontal, width: 200)
        row.distribution = .fillProportionally
        row.spacing = 20
        stage.frame()
        #expect(views.map(\.frame.width) == [45, 135] && views[1].frame.minX == 65)
    }

    /// Alignments across the axis: the stack as tall as its tallest view, the others placed in it.
    @Test func alignmentPlacesViewsAcrossTheAxis() {
        let stage = LayoutStage()
        let views = [Sized(50, 20, name: "short"), Sized(50, 40, name: "tall")]
        let row = stack(stage, views, axis: .horizontal, width: 100)
        for (alignment, y) in [(StackView.Alignment.center, 10.0), (.top, 0), (.bottom, 20)] {
            row.alignment = alignment
            stage.frame()
            #expect(row.frame.height == 40 && views[0].frame.minY == y && views[0].frame.height == 20, "\(alignment)")
        }
        row.alignment = .fill
        stage.frame()
        #expect(views[0].frame.height == 40)
    }

    /// Custom spacing after a view, the layout margins, and removal: an arranged view taken out
    /// of the arrangement stays a subview; taken out of the stack, it leaves both.
    @Test func customSpacingMarginsAndRemoval() {
        let stage = LayoutStage()
        let views = (0..<3).map { Sized(View.noIntrinsicMetric, 10, name: "r\($0)") }
        let column = stack(stage, views, axis: .vertical)
        column.setCustomSpacing(20, after: views[0])
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
        stage.frame()
        #expect(column.customSpacing(after: views[0]) == 20 && column.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        #expect(views.map(\.frame) == [5.0, 35, 45].map { Rect(x: 16, y: $0, width: 368, height: 10) })
        #expect(column.frame.height == 60)

        column.removeArrangedSubview(views[1])
        #expect(views[1].superview === column && column.arrangedSubviews.count == 2)
        views[2].removeFromSuperview()
        #expect(column.arrangedSubviews.map(\.name) == ["r0"])
        stage.frame()
        #expect(column.frame.height == 20)
    }

    /// A hundred rows: each 30 high, 1 apart, in one column.
    @Test func aHundredRows() {
        let stage = LayoutStage(size: Size(width: 400, height: 4000))
        let rows = (0..<100).map { Sized(View.noIntrinsicMetric, 30, name: "row \($0)") }
        let column = stack(stage, rows, axis: .vertical)
        column.spacing = 1
        stage.frame()
        #expect(rows.enumerated().allSatisfy { $0.element.frame == Rect(x: 0, y: Double($0.offset) * 31, width: 400, height: 30) })
        #expect(column.frame.height == 3099)
    }
}
