import Motion
import Testing

@testable import ViewKit

/// Auto Layout in and around a scroll view, and the guides UIKit adds to it. What a scroll
/// view's edges mean to its subviews, and that a subview constrained to something outside
/// floats, are UIKit's documented rules (Technical Note TN2154, "UIScrollView and Autolayout";
/// the `contentLayoutGuide` and `frameLayoutGuide` pages); each expected frame is then a small
/// linear program worked by hand.
@Suite(.serialized) @MainActor struct ScrollViewLayoutTests {
    /// A 400×300 stage whose container holds a scroll view 200 points high at its top, placed by
    /// constraints, and one content view (`content`) inside it, 20 points in from the sides.
    private func scrollStage() -> (LayoutStage, ScrollView, View) {
        let stage = LayoutStage()
        let scrollView = ScrollView()
        scrollView.name = "scroll"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stage.container.addSubview(scrollView)
        let content = stage.constrained("content", in: scrollView)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: stage.container.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: 200),
        ])
        return (stage, scrollView, content)
    }

    /// Pinned to the four edges of the content guide, the content makes the content size, and
    /// the frame guide's width makes it as wide as the scroll view: `contentSize` follows a
    /// change of height at the next frame.
    @Test func theContentGuidesEdgesMakeTheContentSize() {
        let (stage, scrollView, content) = scrollStage()
        let height = content.heightAnchor.constraint(equalToConstant: 700)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -10),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
            height,
        ])
        stage.frame()
        #expect(scrollView.frame == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(content.frame == Rect(x: 20, y: 10, width: 360, height: 700))
        #expect(scrollView.contentSize == Size(width: 400, height: 720))
        #expect(scrollView.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 400, height: 720))
        #expect(scrollView.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(!content.hasAmbiguousLayout)

        height.constant = 100
        stage.frame()
        #expect(scrollView.contentSize == Size(width: 400, height: 120))
    }

    /// Before the guides (and still): a subview pinned to the scroll view's own edges is pinned
    /// to the content's, so those constraints make the content size; the scroll view's width
    /// is its frame's.
    @Test func theScrollViewsOwnEdgesAreItsContentsFromInside() {
        let (stage, scrollView, content) = scrollStage()
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        stage.frame()
        #expect(content.frame == Rect(x: 0, y: 0, width: 400, height: 900))
        #expect(scrollView.contentSize == Size(width: 400, height: 900))
        #expect(scrollView.frame.height == 200)
        scrollView.contentOffset = Point(x: 0, y: 300)
        stage.frame()
        #expect(content.frame == Rect(x: 0, y: 0, width: 400, height: 900), "the content scrolls; its frame stays")
    }

    /// A subview pinned to the frame guide, or to a view outside the scroll view, stays where
    /// it is on screen as the content scrolls: its frame, in the content's coordinates, moves
    /// with the offset.
    @Test func whatIsPinnedToTheFrameGuideOrOutsideDoesNotScroll() {
        let (stage, scrollView, content) = scrollStage()
        let badge = stage.constrained("badge", in: scrollView)
        let footer = stage.constrained("footer", in: scrollView)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
            // Its bottom on the container's 150 points down: outside the scroll view's subtree.
            footer.bottomAnchor.constraint(equalTo: stage.container.topAnchor, constant: 150),
            footer.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 400), footer.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.frame()
        #expect(badge.frame == Rect(x: 360, y: 10, width: 30, height: 30))
        #expect(footer.frame == Rect(x: 0, y: 130, width: 400, height: 20))
        for offset in [120.0, 800, 0] {
            scrollView.contentOffset = Point(x: 0, y: offset)
            stage.frame()
            #expect(badge.frame == Rect(x: 360, y: 10 + offset, width: 30, height: 30), "at \(offset)")
            #expect(footer.frame == Rect(x: 0, y: 130 + offset, width: 400, height: 20), "at \(offset)")
            #expect(content.frame == Rect(x: 0, y: 0, width: 400, height: 1000), "at \(offset)")
            #expect(scrollView.frameLayoutGuide.layoutFrame == Rect(x: 0, y: offset, width: 400, height: 200))
        }
        #expect(scrollView.contentSize == Size(width: 400, height: 1000))
    }

    /// A content size made by constraints keeps the offset inside it: content that shrinks
    /// under a scrolled view brings it back to the new end.
    @Test func aShrinkingContentSizeBringsTheOffsetBackInside() {
        let (stage, scrollView, content) = scrollStage()
        let height = content.heightAnchor.constraint(equalToConstant: 1000)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            height,
        ])
        stage.frame()
        scrollView.contentOffset = Point(x: 0, y: 800)
        height.constant = 500
        stage.frame()
        #expect(scrollView.contentSize == Size(width: 400, height: 500))
        #expect(scrollView.contentOffset == Point(x: 0, y: 300))
    }

    /// Constraints that place the content without fixing its size leave `contentSize` as it
    /// was set by hand (held by the weakest constraint); one that fixes an axis wins there.
    @Test func aContentSizeTheConstraintsLeaveOpenKeepsTheOneSetByHand() {
        let (stage, scrollView, content) = scrollStage()
        scrollView.contentSize = Size(width: 400, height: 1500)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 100), content.heightAnchor.constraint(equalToConstant: 100),
        ])
        stage.frame()
        #expect(content.frame == Rect(x: 0, y: 10, width: 100, height: 100))
        #expect(scrollView.contentSize == Size(width: 400, height: 1500))
        scrollView.contentSize = Size(width: 400, height: 600)
        stage.frame()
        #expect(scrollView.contentSize == Size(width: 400, height: 600))
        content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor).isActive = true
        stage.frame()
        #expect(scrollView.contentSize == Size(width: 400, height: 110))
    }

    /// The readable content guide: the margins guide's height, and its width up to 672 points,
    /// centred. 672 is UIKit's at the default text size (LayoutGuide.readableWidth says so).
    @Test func theReadableGuideIsTheMarginsUpToAReadableWidth() {
        for (width, expected) in [
            (1000.0, Rect(x: 164, y: 8, width: 672, height: 284)),  // margins 984 wide: (984 − 672) / 2 + 8 in
            (400, Rect(x: 8, y: 8, width: 384, height: 284)),  // narrower than 672: the margins
        ] {
            let stage = LayoutStage(size: Size(width: width, height: 300))
            let text = stage.constrained("text")
            LayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: stage.container.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: stage.container.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: stage.container.readableContentGuide.topAnchor),
                text.bottomAnchor.constraint(equalTo: stage.container.readableContentGuide.bottomAnchor),
            ])
            stage.frame()
            #expect(text.frame == expected, "in \(width)")
            #expect(stage.container.readableContentGuide.layoutFrame == expected, "in \(width)")
        }
    }

    /// `exerciseAmbiguityInLayout()` moves an ambiguous view to another frame its constraints
    /// allow and back at the next call; a determined view stays; `hasAmbiguousLayout` (which
    /// pulls the same way to find out) moves nothing.
    @Test func exercisingAmbiguityMovesOnlyWhatIsFree() {
        let stage = LayoutStage()
        let free = stage.constrained("free")
        let fixed = stage.constrained("fixed")
        LayoutConstraint.activate([
            free.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 10),
            free.widthAnchor.constraint(equalToConstant: 50), free.heightAnchor.constraint(equalToConstant: 20),
            free.leadingAnchor.constraint(greaterThanOrEqualTo: stage.container.leadingAnchor),
            fixed.topAnchor.constraint(equalTo: free.bottomAnchor), fixed.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 50), fixed.heightAnchor.constraint(equalToConstant: 20),
        ])
        stage.frame()
        let start = free.frame
        #expect(start.minY == 10 && start.size == Size(width: 50, height: 20) && start.minX >= 0)
        #expect(free.hasAmbiguousLayout && !fixed.hasAmbiguousLayout)
        stage.container.setNeedsLayout()
        stage.frame()
        #expect(free.frame == start, "asking moved nothing")

        free.exerciseAmbiguityInLayout()
        #expect(free.frame == start.offsetBy(dx: 100, dy: 0), "only x is free, and only rightwards of 0 past where it was")
        #expect(free.hasAmbiguousLayout)
        free.exerciseAmbiguityInLayout()
        #expect(free.frame == start)
        fixed.exerciseAmbiguityInLayout()
        #expect(fixed.frame == Rect(x: 0, y: 30, width: 50, height: 20))
    }
}
