import Motion
import Testing

@testable import ViewKit

/// A drag on a scroll view inside a presentation is shared with it when its presentation
/// controller says so, and only then: the container owns the hand-off (the sheet's is one such
/// answer), the scroll view only asks.
@Suite struct ScrollDragSharingTests {
    /// A container that takes the first `share` points of a rising finger before its content
    /// scrolls (as a panel grows before its list does), and records the releases it hears.
    final class SharingPresentationController: HalfPresentationController {
        static let share = 50.0
        var taken = 0.0
        var releases: [Double] = []
        var asked: [String] = []

        override func sharedScrollDrag(for scrollView: ScrollView, contentY: Double) -> (any ScrollDragSharing)? {
            asked.append(scrollView.name)
            return Share(container: self, contentY: contentY)
        }

        struct Share: ScrollDragSharing {
            unowned let container: SharingPresentationController
            var contentY: Double
            var lastTranslation = 0.0

            mutating func follow(translation: Double, contentTop: Double) -> Double {
                let risen = lastTranslation - translation
                lastTranslation = translation
                let part = min(max(risen, 0), SharingPresentationController.share - container.taken)
                container.taken += part
                contentY += risen - part
                return contentY
            }

            func release(rise velocity: Double, contentRate: Double) -> Double {
                container.releases.append(velocity)
                return 0
            }
        }
    }

    /// Hands out a sharing container, or the plain half-height one.
    final class Delegate: ViewControllerTransitioningDelegate {
        let shares: Bool
        var made: PresentationController?

        init(shares: Bool) { self.shares = shares }

        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController
        ) -> PresentationController? {
            let controller =
                shares
                ? SharingPresentationController(presentedViewController: presented, presenting: presenting)
                : HalfPresentationController(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    /// Presents a screen holding a list of 2,000 points in the lower half of the 400×300 stage,
    /// and drags the list up 120 points from near its bottom, holding still before letting go.
    static func dragList(shares: Bool) -> (list: ScrollView, container: PresentationController?) {
        let stage = Stage()
        let delegate = Delegate(shares: shares)
        let screen = Screen(title: "custom")
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = delegate
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 150), name: "list")
        list.contentSize = Size(width: 400, height: 2000)
        screen.view.addSubview(list)
        #expect(stage.navigation.present(screen, animated: true))
        stage.settle()
        stage.pointer(.down, 200, 280)
        for step in 1...12 {
            stage.frames(1)
            stage.pointer(.move, 200, 280 - 10 * Double(step))
        }
        stage.frames(10)
        stage.pointer(.up, 200, 160)
        stage.settle()
        return (list, delegate.made)
    }

    @Test func aContainerThatSharesTakesItsPartOfTheDragAndHearsTheRelease() throws {
        let (list, made) = Self.dragList(shares: true)
        let container = try #require(made as? SharingPresentationController)
        #expect(container.asked == ["list"], "asked once, at the drag's start")
        // 110 points after the pan's first 10: the container took 50, the list scrolled 60.
        #expect(container.taken == 50)
        #expect(abs(list.contentOffset.y - 60) < 1e-9, "\(list.contentOffset.y)")
        #expect(container.releases == [0], "the release, held still, reached the container")
    }

    @Test func aContainerThatDoesNotShareLeavesTheWholeDragToTheContent() {
        let (list, _) = Self.dragList(shares: false)
        #expect(abs(list.contentOffset.y - 110) < 1e-9, "\(list.contentOffset.y)")
    }
}
