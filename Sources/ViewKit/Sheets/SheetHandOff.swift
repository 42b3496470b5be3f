import Motion

/// One drag on a scroll view inside a sheet, shared between the sheet and the content as UIKit's
/// `prefersScrollingExpandsWhenScrolledToEdge` shares it, move by move, within the one gesture:
///
/// - the finger rising grows the sheet until it reaches its largest detent, and only then
///   scrolls the content;
/// - the finger falling scrolls the content back to its top, and only then shrinks the sheet
///   (which dismisses, or rubber-bands when the dismissal is refused, by the sheet's own drag);
/// - the release hands each its part: the sheet springs to the detent its projection picks, and
///   a flick up that carries the sheet to its largest detent hands the rest of its projection to
///   the content, which decelerates on from there.
struct SheetHandOff: ScrollDragSharing {
    unowned let sheet: SheetPresentationController
    /// Where the drag has put the content (unbanded), in content points.
    private(set) var contentY: Double
    private var lastTranslation = 0.0
    /// The sheet's rise since it took part, points upward.
    private var rise = 0.0
    private var isEngaged = false

    init(sheet: SheetPresentationController, contentY: Double) {
        self.sheet = sheet
        self.contentY = contentY
    }

    /// How far the sheet may still grow, in points.
    private var room: Double { max((sheet.resolvedDetents.last?.height ?? sheet.height) - sheet.height, 0) }

    /// The drag moved to `translation` (points down since it began); returns where the content
    /// goes (unbanded), after the sheet took its part.
    mutating func follow(translation: Double, contentTop: Double) -> Double {
        let risen = lastTranslation - translation
        lastTranslation = translation
        var toContent = risen
        if risen > 0 {
            let part = min(risen, room)
            if part > 0 { moveSheet(by: part) }
            toContent = risen - part
        } else if risen < 0 {
            toContent = max(risen, -max(contentY - contentTop, 0))
            if risen - toContent < 0 { moveSheet(by: risen - toContent) }
        }
        contentY += toContent
        return contentY
    }

    private mutating func moveSheet(by points: Double) {
        if !isEngaged {
            sheet.beginDrag()
            isEngaged = true
            rise = 0
        }
        rise += points
        sheet.drag(by: rise)
    }

    /// Lets go rising at `velocity` (points per second, upward): the sheet's release, and the
    /// velocity the content carries on with (its part of the projection, at `contentRate`).
    func release(rise velocity: Double, contentRate: Double) -> Double {
        guard isEngaged else { return velocity }
        let room = room
        guard room >= ScrollMotion.restDistance else {
            sheet.release(velocity: 0)
            return velocity
        }
        sheet.release(velocity: velocity)
        guard velocity > 0 else { return 0 }
        let projection = sheet.gestureRelease.projectedDistance(velocity: velocity)
        guard projection > room else { return 0 }
        // The velocity whose projection at the content's rate is what the sheet did not use (the
        // content decelerates as a scroll view does, whatever the sheet's release projects by).
        return (projection - room) * 1000 * (1 - contentRate) / contentRate
    }
}
