import Motion
import Testing

@testable import ViewKit

/// A window of 400×300 points on a fixed clock, for Auto Layout: the root controller's view is
/// `container`, filling the window, and `frame()` runs a frame as the host does.
@MainActor final class LayoutStage {
    let clock = FixedStepClock(step: 1.0 / 60.0)
    let window: Window
    let container = View(name: "container")
    /// What the engine reported (UIKit's log lines), instead of stderr.
    var reports: [String] = []

    init(size: Size = Size(width: 400, height: 300)) {
        window = Window(size: size, driver: AnimationDriver(clock: clock))
        window.rootView.addSubview(container)
        container.frame = window.rootView.bounds
        LayoutEngine.report = { [weak self] line in self?.reports.append(line) }
    }

    isolated deinit {
        LayoutEngine.report = { _ in }
    }

    /// A subview of the container placed by constraints.
    func constrained(_ name: String, in parent: View? = nil) -> View {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? container).addSubview(view)
        return view
    }

    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            clock.tick()
            window.update()
        }
    }
}

/// Auto Layout's semantics (UIKIT-SEMANTICS §16) on the Cassowary solver. Each expected frame is
/// a small linear program worked by hand from the constraints as UIKit documents them (the
/// solver itself is checked against Kiwi in CassowaryTests); where a value is UIKit's choice
/// rather than a linear program's, the test says whose.
@Suite(.serialized) @MainActor struct AutoLayoutTests {
    /// Anchors pin a view inside its superview: the frame is the equations' only solution.
    @Test func anchorsPinAViewInsideItsSuperview() {
        let stage = LayoutStage()
        let box = stage.constrained("box")
        pin(box, in: stage.container)
        stage.frame()
        // leading 20, trailing −20 of 400, top 10, height 50.
        #expect(box.frame == Rect(x: 20, y: 10, width: 360, height: 50))
        // Installed on the closest common ancestor: the height on the box itself.
        #expect(box.constraints.count == 1 && stage.container.constraints.count == 3)
        #expect(!box.hasAmbiguousLayout)
    }

    /// A constraint between views of different superviews is solved in their common ancestor's
    /// coordinates: the superviews' origins are on the way.
    @Test func aConstraintAcrossSuperviewsAddsTheirOrigins() {
        let stage = LayoutStage()
        let left = View(frame: Rect(x: 30, y: 40, width: 100, height: 100), name: "left")
        let right = View(frame: Rect(x: 200, y: 20, width: 150, height: 150), name: "right")
        stage.container.addSubview(left)
        stage.container.addSubview(right)
        let a = stage.constrained("a", in: left)
        let b = stage.constrained("b", in: right)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            // b's top is level with a's in the container: 40 + 10 = 20 + b.y.
            b.topAnchor.constraint(equalTo: a.topAnchor), b.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        stage.frame()
        #expect(a.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(b.frame == Rect(x: 0, y: 30, width: 40, height: 20))
    }

    /// The classic animation: change a constant, then lay out inside an animation block. The
    /// model takes the solved frame at once; what shows moves there on the block's curve.
    @Test func aConstantChangedInAnAnimationBlockAnimatesTheFrame() {
        let stage = LayoutStage()
        let card = stage.constrained("card")
        let height = card.heightAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: stage.container.bottomAnchor), height,
        ])
        stage.frame()
        #expect(card.frame == Rect(x: 0, y: 200, width: 400, height: 100))
        height.constant = 250
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.container.layoutIfNeeded() }
        #expect(card.frame == Rect(x: 0, y: 50, width: 400, height: 250))
        stage.frame(30)
        let shown = card.presentationValues
        // Half way on a linear curve: the height 175, the bottom still at 300.
        #expect(abs(shown.bounds.height - 175) < 1e-6)
        #expect(abs(shown.position.y + shown.bounds.height / 2 - 300) < 1e-6)
        stage.frame(31)
        #expect(card.presentationValues.bounds.height == 250)
    }

    /// A view built up with constraints before it joins a window (a bar, a screen) goes to the
    /// solver once: nothing is solved while it is outside any window, and the window's layout
    /// pass solves what it holds. (It was solved in an engine of its own at each activation,
    /// then again in the window's.)
    @Test func aTreeBuiltOutsideAWindowIsSolvedWhenItJoinsOne() {
        let stage = LayoutStage()
        let card = View(name: "card")
        let label = View(name: "label")
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        let recorder = LayoutEngine.SystemRecorder()
        LayoutEngine.recorder = recorder
        defer { LayoutEngine.recorder = nil }
        let constraints = [
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 20),
        ]
        LayoutConstraint.activate(constraints)
        #expect(recorder.operations.isEmpty, "nothing solved outside a window")
        #expect(constraints.allSatisfy(\.isActive) && card.constraints.count + label.constraints.count == 4)
        stage.container.addSubview(card)
        card.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        stage.frame()
        #expect(label.frame == Rect(x: 8, y: 4, width: 50, height: 20))
        #expect(recorder.operations.filter(\.added).count >= 4 && !recorder.operations.contains { !$0.added })
    }

    /// Changing a constant with no animation moves the frame at the next frame's layout pass.
    @Test func aConstantChangeIsLaidOutAtTheNextFrame() {
        let stage = LayoutStage()
        let box = stage.constrained("box")
        let left = box.leftAnchor.constraint(equalTo: stage.container.leftAnchor, constant: 10)
        LayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: stage.container.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.frame()
        for x in stride(from: 20.0, through: 200, by: 20) {
            left.constant = x
            stage.frame()
            #expect(box.frame.minX == x)
        }
    }

    /// Two required constraints that cannot both hold: UIKit's block is logged, the later one is
    /// broken, and the rest lays out. Taking the first away lets the broken one hold.
    @Test func anUnsatisfiableConstraintIsBrokenAndLogged() {
        let stage = LayoutStage()
        let box = stage.constrained("box")
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: stage.container.leftAnchor), box.topAnchor.constraint(equalTo: stage.container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 30), narrow, wide,
        ])
        stage.frame()
        #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 30))
        let report = stage.reports.joined(separator: "\n")
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("Will attempt to recover by breaking constraint"))
        #expect(report.contains("'wide'") && report.contains(".width == 100"))
        #expect(wide.isActive)
        narrow.isActive = false
        stage.frame()
        #expect(box.frame.width == 200)
    }

    /// A label placed by its leading edge and centre takes its intrinsic size; a second label
    /// stretched between it and the edge grows, the one that hugs harder (251 against 250)
    /// keeping its size, as UIKit's priorities say.
    @Test func intrinsicSizesAndHuggingDecideWhichLabelStretches() {
        let stage = LayoutStage()
        let title = Label(name: "title")
        title.text = "Title"
        let detail = Label(name: "detail")
        detail.text = "Detail"
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            stage.container.addSubview(label)
        }
        title.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: stage.container.centerYAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor, constant: -16),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        stage.frame()
        let size = title.sizeThatFits(.zero)
        #expect(title.frame == Rect(x: 16, y: (150 - size.height / 2).rounded(), width: size.width, height: size.height))
        #expect(detail.frame.minX == 16 + size.width + 8 && detail.frame.maxX == 384)
        #expect(detail.frame.minY == title.frame.minY)
        #expect(title.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(detail.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(detail.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)

        // Hugging the other way round: the title stretches instead.
        title.setContentHuggingPriority(.defaultLow, for: .horizontal)
        detail.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        stage.frame()
        #expect(detail.frame.width == detail.sizeThatFits(.zero).width)
        #expect(title.frame.width == 400 - 32 - 8 - detail.frame.width)
    }

    /// Too little room: the label whose compression resistance is lower is squeezed.
    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        let stage = LayoutStage(size: Size(width: 200, height: 100))
        let first = Label(name: "first")
        first.text = "A long first label"
        let second = Label(name: "second")
        second.text = "Second label"
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            stage.container.addSubview(label)
        }
        first.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(lessThanOrEqualTo: stage.container.trailingAnchor),
            first.topAnchor.constraint(equalTo: stage.container.topAnchor),
            second.topAnchor.constraint(equalTo: stage.container.topAnchor),
        ])
        stage.frame()
        let secondWidth = second.sizeThatFits(.zero).width
        #expect(secondWidth < 200 && first.sizeThatFits(.zero).width + secondWidth > 200)
        #expect(second.frame.width == secondWidth && first.frame.width == 200 - secondWidth)
    }

    /// A translating view's frame is fixed by constraints the engine makes from it; with a
    /// flexible width it follows its superview's width, in the engine and by frames alike.
    @Test func translatingViewsAreFixedByTheirFramesAndAutoresizingMasks() {
        let stage = LayoutStage()
        let panel = View(frame: Rect(x: 40, y: 30, width: 320, height: 100), name: "panel")
        panel.autoresizingMask = [.flexibleWidth]
        stage.container.addSubview(panel)
        let badge = stage.constrained("badge")
        LayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            badge.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.frame()
        #expect(badge.frame == Rect(x: 340, y: 134, width: 20, height: 20))
        // The window grows by 100: the panel's flexible width takes all of it, and the badge
        // follows its right edge.
        stage.window.size = Size(width: 500, height: 300)
        stage.frame()
        #expect(panel.frame == Rect(x: 40, y: 30, width: 420, height: 100))
        #expect(badge.frame == Rect(x: 440, y: 134, width: 20, height: 20))
    }

    /// UIKit's autoresizing rule on an axis: the flexible parts share the change in proportion.
    @Test func theAutoresizingRuleSharesTheChangeInProportion() {
        typealias Mask = View.AutoresizingMask
        // Margins 100 and 300 flexible, width 100 fixed, in 500: at 900 they share 400 as 1 : 3.
        let rule = Mask.rule(start: 100, length: 100, container0: 500, flexible: (true, false, true))
        #expect(rule.start.0 + rule.start.1 * 900 == 200)
        #expect(rule.length.0 + rule.length.1 * 900 == 100)
        // Nothing flexible: nothing moves.
        let fixed = Mask.rule(start: 10, length: 50, container0: 100, flexible: (false, false, false))
        #expect(fixed.start == (10, 0) && fixed.length == (50, 0))
    }

    /// `updateConstraints()` runs before layout, deepest first, once for a view laid out by
    /// constraints and again when asked.
    @Test func updateConstraintsRunsLeavesFirstBeforeLayout() {
        let stage = LayoutStage()
        var calls: [String] = []
        final class Recording: View {
            var onUpdate: () -> Void = {}
            override func updateConstraints() {
                onUpdate()
                super.updateConstraints()
            }
        }
        let outer = Recording(name: "outer")
        let inner = Recording(name: "inner")
        outer.onUpdate = { calls.append("outer") }
        inner.onUpdate = { calls.append("inner") }
        stage.container.addSubview(outer)
        outer.addSubview(inner)
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        stage.frame()
        #expect(calls == ["inner", "outer"])
        stage.frame()
        #expect(calls == ["inner", "outer"])
        outer.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        stage.frame()
        #expect(calls == ["inner", "outer", "outer"] && !outer.needsUpdateConstraints())
    }

    /// The margins guide insets by `layoutMargins` (8 unless set) and the safe area.
    @Test func theMarginsAndSafeAreaGuidesFollowTheirInsets() {
        let stage = LayoutStage()
        stage.window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
        let content = stage.constrained("content")
        let bar = stage.constrained("bar")
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: stage.container.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: stage.container.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: stage.container.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: stage.container.layoutMarginsGuide.bottomAnchor),
            bar.topAnchor.constraint(equalTo: stage.container.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            bar.widthAnchor.constraint(equalTo: stage.container.widthAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        stage.frame()
        #expect(stage.container.insetsOfSafeArea == EdgeInsets(top: 44, left: 0, bottom: 20, right: 0))
        #expect(content.frame == Rect(x: 8, y: 52, width: 384, height: 220))
        #expect(bar.frame == Rect(x: 0, y: 44, width: 400, height: 44))
        stage.container.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        stage.frame()
        #expect(content.frame == Rect(x: 20, y: 44, width: 370, height: 236))
        #expect(stage.container.layoutMarginsGuide.layoutFrame == Rect(x: 20, y: 44, width: 370, height: 236))
    }

    /// A transform moves no safe area (ours, where UIKit is silent: on iOS a transform lays
    /// nothing out, so the insets stay what the frames make them). A screen slid off the window
    /// by a pop keeps the guide its constraints were made for: no conflict, nothing moves.
    @Test func aTransformMovesNoSafeArea() {
        let stage = LayoutStage()
        stage.window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let centred = stage.constrained("centred")
        let safeArea = stage.container.safeAreaLayoutGuide
        LayoutConstraint.activate([
            centred.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            centred.leadingAnchor.constraint(greaterThanOrEqualTo: stage.container.layoutMarginsGuide.leadingAnchor),
            centred.widthAnchor.constraint(equalToConstant: 160),
            centred.topAnchor.constraint(equalTo: safeArea.topAnchor),
            centred.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage.frame()
        #expect(centred.frame == Rect(x: 120, y: 44, width: 160, height: 50))
        stage.container.transform = Transform2D(translationX: 400, y: 0)
        stage.frame()
        stage.container.transform = Transform2D(translationX: 400, y: 0).scaledBy(x: 0.9, y: 0.9)
        stage.frame()
        #expect(stage.container.insetsOfSafeArea == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(centred.frame == Rect(x: 120, y: 44, width: 160, height: 50))
        #expect(stage.reports.isEmpty, "\(stage.reports)")
    }

    /// A label of any number of lines, pinned to a narrow width, is as tall as its text wrapped
    /// at that width (UIKit's automatic preferred width); `systemLayoutSizeFitting` gives what
    /// its container needs around it.
    @Test func aWrappingLabelIsAsTallAsItsTextAtTheWidthLayoutGives() {
        let stage = LayoutStage()
        let card = stage.constrained("card")
        let label = Label(name: "text")
        label.numberOfLines = 0
        label.text = "A label of several words that cannot fit on one line of this card"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            card.topAnchor.constraint(equalTo: stage.container.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 150),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        stage.frame()
        let wrapped = label.sizeThatFits(Size(width: 130, height: 0))
        #expect(wrapped.height >= 3 * label.font.lineHeight)
        #expect(label.frame == Rect(x: 10, y: 10, width: 130, height: wrapped.height))
        #expect(card.frame.height == wrapped.height + 20)
        let fitting = card.systemLayoutSizeFitting(
            Size(width: 150, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == Size(width: 150, height: wrapped.height + 20))
    }

    /// `hasAmbiguousLayout` says when the constraints leave a frame undetermined.
    @Test func ambiguityIsFoundByMovingTheFrame() {
        let stage = LayoutStage()
        let box = stage.constrained("box")
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: stage.container.leftAnchor), box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.frame()
        #expect(box.hasAmbiguousLayout)  // nothing says where its top is
        box.topAnchor.constraint(greaterThanOrEqualTo: stage.container.topAnchor).isActive = true
        stage.frame()
        #expect(box.hasAmbiguousLayout)  // at or below the top: any
        box.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 5).isActive = true
        stage.frame()
        #expect(!box.hasAmbiguousLayout && box.frame == Rect(x: 0, y: 5, width: 10, height: 10))
    }

    /// Leading and trailing are left and right here (the host is left to right), and the other
    /// way round under a view forced right to left.
    @Test func leadingFollowsTheLayoutDirection() {
        let stage = LayoutStage()
        let box = stage.constrained("box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: stage.container.topAnchor), box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage.frame()
        #expect(stage.container.effectiveUserInterfaceLayoutDirection == .leftToRight && box.frame.minX == 10)

        let stage2 = LayoutStage()
        stage2.container.semanticContentAttribute = .forceRightToLeft
        let mirrored = stage2.constrained("mirrored")
        LayoutConstraint.activate([
            mirrored.leadingAnchor.constraint(equalTo: stage2.container.leadingAnchor, constant: 10),
            mirrored.topAnchor.constraint(equalTo: stage2.container.topAnchor), mirrored.widthAnchor.constraint(equalToConstant: 50),
            mirrored.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage2.frame()
        #expect(mirrored.effectiveUserInterfaceLayoutDirection == .rightToLeft && mirrored.frame.maxX == 390)
    }

    /// What UIKit throws at is one line here, and the constraint stays inactive.
    @Test func invalidConstraintsAreReportedAndNotActivated() {
        let stage = LayoutStage()
        let a = stage.constrained("a")
        let elsewhere = View(name: "elsewhere")
        let mixed = LayoutConstraint(
            item: a, attribute: .leading, relatedBy: .equal, toItem: stage.container, attribute: .left, multiplier: 1, constant: 0)
        mixed.isActive = true
        #expect(!mixed.isActive)
        let apart = a.widthAnchor.constraint(equalTo: elsewhere.widthAnchor)
        apart.isActive = true
        #expect(!apart.isActive)
        #expect(stage.reports.count == 3)
        #expect(stage.reports.last?.contains("because they have no common ancestor") == true)
        let required = a.widthAnchor.constraint(equalToConstant: 10)
        required.isActive = true
        required.priority = .defaultHigh
        #expect(required.priority == .required && stage.reports.count == 4)
    }

    /// Taking a view out deactivates the constraints above it that name it (UIKit's
    /// `removeFromSuperview`); its own stay, and lay it out again in another window.
    @Test func removingAViewDeactivatesWhatTiesItToItsOldTree() {
        let stage = LayoutStage()
        let card = stage.constrained("card")
        let inside = stage.constrained("inside", in: card)
        let outer = [
            card.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            card.topAnchor.constraint(equalTo: stage.container.topAnchor),
        ]
        let own = [
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 80),
            inside.centerXAnchor.constraint(equalTo: card.centerXAnchor), inside.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            inside.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            inside.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.5),
        ]
        LayoutConstraint.activate(outer + own)
        stage.frame()
        #expect(inside.frame == Rect(x: 25, y: 20, width: 50, height: 40))
        card.removeFromSuperview()
        #expect(outer.allSatisfy { !$0.isActive } && own.allSatisfy(\.isActive))

        let other = LayoutStage()
        other.container.addSubview(card)
        LayoutConstraint.activate([
            card.trailingAnchor.constraint(equalTo: other.container.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: other.container.bottomAnchor),
        ])
        own[2].constant = 10
        other.frame()
        #expect(card.frame == Rect(x: 300, y: 220, width: 100, height: 80))
        #expect(inside.frame == Rect(x: 35, y: 20, width: 50, height: 40))
    }

    /// UIKit's priority values and the weights they become: one constraint of a higher
    /// priority outweighs one of a lower, and 750 and 250 are Kiwi's strong and medium.
    @Test func prioritiesAreUIKitsAndOrderedAsWeights() {
        #expect(LayoutPriority.required.rawValue == 1000 && LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250 && LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.defaultLow + 1 == LayoutPriority(251))
        #expect(abs(LayoutPriority.defaultHigh.strength.weight - 1_000_000) < 1e-3)
        #expect(abs(LayoutPriority.defaultLow.strength.weight - 1_000) < 1e-6)
        #expect(LayoutPriority(251).strength > LayoutPriority(250).strength)
        #expect(LayoutPriority(999).strength < LayoutPriority.required.strength && LayoutPriority.required.strength.isRequired)
    }
}

/// Pins `view` 20 points in from `container`'s sides and 10 from its top, 50 high.
@MainActor private func pin(_ view: View, in container: View) {
    LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        view.heightAnchor.constraint(equalToConstant: 50),
    ])
}
