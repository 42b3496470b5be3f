import Motion
import Testing

@testable import ViewKit

/// The rest of Auto Layout's surface, each form checked by the frame it gives: every expected
/// frame is the solution of a small linear program worked by hand from the constraints as UIKit
/// documents them (the solver is checked against Kiwi in CassowaryTests). A low-priority
/// constraint stands in for "as small as it can be" or "as large" where an inequality alone
/// would leave the frame undetermined.
@Suite(.serialized) @MainActor struct LayoutAPITests {
    /// UIView's `addConstraint(s)` and `removeConstraint(s)` activate and deactivate, as UIKit
    /// documents them to (its recommended form is `isActive`).
    @Test func theViewMethodsActivateAndDeactivate() {
        let stage = LayoutStage()
        let box = stage.constrained("box")
        let tail = stage.constrained("tail")
        let pins = [
            box.leftAnchor.constraint(equalTo: stage.container.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow),
        ]
        stage.container.addConstraint(pins[0])
        stage.container.addConstraints(Array(pins.dropFirst()))
        tail.addConstraints([tail.widthAnchor.constraint(equalToConstant: 40), tail.heightAnchor.constraint(equalToConstant: 10)])
        stage.container.addConstraints([
            tail.rightAnchor.constraint(equalTo: stage.container.rightAnchor, constant: -10),
            tail.topAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        #expect(pins.allSatisfy { $0.isActive })
        stage.frame()
        // height ≥ 30 and as near 0 as it can be: 30.
        #expect(box.frame == Rect(x: 10, y: 20, width: 50, height: 30))
        // right = 400 − 10, width 40: x = 350; top = box's bottom, 50.
        #expect(tail.frame == Rect(x: 350, y: 50, width: 40, height: 10))
        #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(box.constraintsAffectingLayout(for: .vertical).count == 4)
        stage.container.removeConstraint(pins[3])
        stage.frame()
        #expect(box.frame.height == 0)
        stage.container.removeConstraints(pins)
        #expect(!pins.contains { $0.isActive })
        #expect(stage.reports.isEmpty)
    }

    /// System spacing is 8 points between siblings (ours: UIKit's depends on the views, and is 8
    /// between plain views), times the multiplier, in each relation and both axes.
    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let stage = LayoutStage()
        let first = stage.constrained("first")
        let equal = stage.constrained("equal")
        let atLeast = stage.constrained("atLeast")
        let atMost = stage.constrained("atMost")
        var constraints: [LayoutConstraint] = []
        for view in [first, equal, atLeast, atMost] {
            constraints += [view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)]
        }
        constraints += [
            first.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            first.topAnchor.constraint(equalTo: stage.container.topAnchor),
            equal.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            equal.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
            // At least the spacing, and pulled back toward the first: exactly the spacing.
            atLeast.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            atLeast.leadingAnchor.constraint(equalTo: first.trailingAnchor).withPriority(.defaultLow),
            atLeast.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: first.bottomAnchor, multiplier: 3),
            atLeast.topAnchor.constraint(equalTo: first.bottomAnchor).withPriority(.defaultLow),
            // At most the spacing, and pushed away from the first: exactly the spacing.
            atMost.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 4),
            atMost.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 100).withPriority(.defaultLow),
            atMost.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: first.bottomAnchor, multiplier: 5),
            atMost.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 100).withPriority(.defaultLow),
        ]
        LayoutConstraint.activate(constraints)
        stage.frame()
        #expect(equal.frame.origin == Point(x: 26, y: 18))
        #expect(atLeast.frame.origin == Point(x: 18, y: 34))
        #expect(atMost.frame.origin == Point(x: 42, y: 50))
    }

    /// A dimension between two Y anchors (`anchorWithOffset(to:)`), and every dimension form:
    /// with a multiplier, a constant, both, and each relation.
    @Test func dimensionsRelateByMultiplierAndConstant() {
        let stage = LayoutStage()
        let base = stage.constrained("base")
        let gapped = stage.constrained("gapped")
        let scaled = stage.constrained("scaled")
        let atLeast = stage.constrained("atLeast")
        let atMost = stage.constrained("atMost")
        var constraints = [
            base.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 10),
            base.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            base.widthAnchor.constraint(equalToConstant: 100),
            base.heightAnchor.constraint(equalToConstant: 40),
            // The gap from the base's bottom to gapped's top equals base's height: 40.
            base.bottomAnchor.anchorWithOffset(to: gapped.topAnchor).constraint(equalTo: base.heightAnchor),
            gapped.leadingAnchor.constraint(equalTo: base.leadingAnchor),
            gapped.widthAnchor.constraint(equalTo: base.widthAnchor, multiplier: 0.5, constant: 10),
            gapped.heightAnchor.constraint(equalToConstant: 5),
            // ≥ half the base and pulled to 0: 50; ≥ half plus 7 and pulled to 0: 57.
            scaled.widthAnchor.constraint(greaterThanOrEqualTo: base.widthAnchor, multiplier: 0.5),
            scaled.widthAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow),
            scaled.heightAnchor.constraint(greaterThanOrEqualTo: base.widthAnchor, multiplier: 0.5, constant: 7),
            scaled.heightAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow),
            // ≤ a fifth of the base and pushed to 1,000: 20; ≤ a fifth plus 3 and pushed: 23.
            atLeast.widthAnchor.constraint(lessThanOrEqualTo: base.widthAnchor, multiplier: 0.2),
            atLeast.widthAnchor.constraint(equalToConstant: 1000).withPriority(.defaultLow),
            atLeast.heightAnchor.constraint(lessThanOrEqualTo: base.widthAnchor, multiplier: 0.2, constant: 3),
            atLeast.heightAnchor.constraint(equalToConstant: 1000).withPriority(.defaultLow),
            // ≥ twice the base minus 150 (50), at most 60, pulled to 0: 50.
            atMost.widthAnchor.constraint(greaterThanOrEqualTo: base.widthAnchor, multiplier: 2, constant: -150),
            atMost.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
            atMost.widthAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow),
            atMost.heightAnchor.constraint(equalToConstant: 1),
        ]
        for view in [scaled, atLeast, atMost] {
            constraints += [
                view.topAnchor.constraint(equalTo: stage.container.topAnchor),
                view.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            ]
        }
        LayoutConstraint.activate(constraints)
        stage.frame()
        #expect(gapped.frame == Rect(x: 0, y: 90, width: 60, height: 5))
        #expect(scaled.frame.size == Size(width: 50, height: 57))
        #expect(atLeast.frame.size == Size(width: 20, height: 23))
        #expect(atMost.frame.size == Size(width: 50, height: 1))
        #expect(stage.reports.isEmpty)
    }

    /// A custom layout guide is a rectangle the engine solves without a view: here the space
    /// between two views, which a third is centred in. Removing the guide deactivates what
    /// names it, as UIKit's `removeLayoutGuide(_:)`.
    @Test func aCustomGuideIsSpaceBetweenViews() {
        let stage = LayoutStage()
        let left = stage.constrained("left")
        let right = stage.constrained("right")
        let middle = stage.constrained("middle")
        let gap = LayoutGuide()
        gap.identifier = "gap"
        #expect(gap.layoutFrame == .zero)
        stage.container.addLayoutGuide(gap)
        #expect(stage.container.layoutGuides.contains { $0 === gap })
        #expect(gap.layoutFrame == .zero, "not solved yet")
        let guideConstraints = [
            gap.leftAnchor.constraint(equalTo: left.rightAnchor),
            gap.rightAnchor.constraint(equalTo: right.leftAnchor),
            gap.topAnchor.constraint(equalTo: stage.container.topAnchor),
            gap.heightAnchor.constraint(equalTo: stage.container.heightAnchor),
            middle.centerXAnchor.constraint(equalTo: gap.centerXAnchor),
            middle.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
            middle.widthAnchor.constraint(equalTo: gap.widthAnchor, multiplier: 0.5),
        ]
        LayoutConstraint.activate(
            guideConstraints + [
                left.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                left.widthAnchor.constraint(equalToConstant: 100),
                right.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor),
                right.widthAnchor.constraint(equalToConstant: 60),
                middle.heightAnchor.constraint(equalToConstant: 20),
            ]
                + [left, right].flatMap {
                    [$0.topAnchor.constraint(equalTo: stage.container.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)]
                })
        stage.frame()
        // The gap runs from 100 to 340 (240 wide, 300 high); middle is half as wide, centred.
        #expect(gap.layoutFrame == Rect(x: 100, y: 0, width: 240, height: 300))
        #expect(middle.frame == Rect(x: 160, y: 140, width: 120, height: 20))
        stage.container.removeLayoutGuide(gap)
        #expect(gap.owningView == nil && stage.container.layoutGuides.isEmpty)
        #expect(!guideConstraints.contains { $0.isActive })
    }

    /// Without an engine, the margins and safe-area guides still report their rectangles: the
    /// view's bounds inset as their insets say. `insetsLayoutMarginsFromSafeArea` false leaves
    /// the safe area out of the margins.
    @Test func theSystemGuidesReportTheirRectanglesAndMarginsMayIgnoreTheSafeArea() {
        let stage = LayoutStage()
        stage.window.safeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let plain = View(frame: Rect(x: 0, y: 0, width: 100, height: 80), name: "plain")
        stage.container.addSubview(plain)
        #expect(plain.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 38, width: 84, height: 34))
        #expect(plain.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 30, width: 100, height: 50))
        let box = stage.constrained("box")
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: stage.container.layoutMarginsGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: stage.container.layoutMarginsGuide.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.frame()
        #expect(box.frame.origin == Point(x: 8, y: 38))
        stage.container.insetsLayoutMarginsFromSafeArea = false
        stage.frame()
        #expect(!stage.container.insetsLayoutMarginsFromSafeArea)
        #expect(box.frame.origin == Point(x: 8, y: 8))
    }

    /// An active constraint moves between optional priorities, which decides which of two
    /// conflicting preferences wins (the heavier one holds).
    @Test func changingAnOptionalPriorityChangesWhichPreferenceWins() {
        let stage = LayoutStage()
        let box = stage.constrained("box")
        let narrow = box.widthAnchor.constraint(equalToConstant: 50).withPriority(.defaultLow)
        let wide = box.widthAnchor.constraint(equalToConstant: 150).withPriority(.defaultHigh)
        LayoutConstraint.activate([
            narrow, wide, box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: stage.container.topAnchor),
            box.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
        ])
        stage.frame()
        #expect(box.frame.width == 150)
        narrow.priority = LayoutPriority(rawValue: 900)
        stage.frame()
        #expect(box.frame.width == 50)
        #expect(LayoutPriority.defaultLow < LayoutPriority.defaultHigh)
        #expect(LayoutPriority.required - 1 == LayoutPriority(rawValue: 999))
        #expect(stage.reports.isEmpty)
    }

    /// A required constraint that conflicts is broken; given a constant that holds, it holds
    /// again with no new report; given one that cannot, it is broken again and reported; when
    /// what it conflicted with goes, it holds.
    @Test func aBrokenConstraintHoldsAgainWhenItsConstantAllows() {
        let stage = LayoutStage()
        let box = stage.constrained("box")
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            first, box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: stage.container.topAnchor),
            box.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
        ])
        second.isActive = true
        #expect(stage.reports.count == 1)
        second.constant = 100
        stage.frame()
        #expect(stage.reports.count == 1)
        #expect(box.frame.width == 100)
        second.constant = 70
        #expect(stage.reports.count == 2)
        stage.frame()
        #expect(box.frame.width == 100)
        first.isActive = false
        stage.frame()
        #expect(box.frame.width == 70)
    }

    /// Baseline alignment in a horizontal stack: each view's baseline on the first's, the first
    /// inside the top (UIKit's `UISV-alignment` on `.lastBaseline`); a vertical stack aligns
    /// them to the leading edge, as UIKit's does for a baseline alignment across its axis.
    @Test func aStackAlignsBaselines() {
        let stage = LayoutStage()
        let big = Label()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        let small = Label()
        small.text = "small"
        small.font = .systemFont(ofSize: 13)
        let stack = StackView(arrangedSubviews: [big, small])
        stack.alignment = .lastBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.container.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: stage.container.topAnchor),
            stack.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            // The tallest view at the top: the stack leaves where the row sits within it open.
            big.topAnchor.constraint(equalTo: stack.topAnchor),
        ])
        stage.frame()
        let bigBaseline = big.frame.midY + (big.baselineOffsetFromCenter(last: true) ?? .nan)
        let smallBaseline = small.frame.midY + (small.baselineOffsetFromCenter(last: true) ?? .nan)
        #expect(abs(bigBaseline - smallBaseline) <= 0.5, "\(bigBaseline) against \(smallBaseline)")
        #expect(big.frame.minY == 0 && small.frame.minY > 0)
        stack.axis = .vertical
        stage.frame()
        #expect(big.frame.minX == 0 && small.frame.minX == 0)
        #expect(small.frame.minY == big.frame.maxY)
    }
}

extension LayoutConstraint {
    /// The constraint at `priority` (set before it is active).
    fileprivate func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
