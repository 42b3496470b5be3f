import Motion

/// A scroll view's drag: the pan that moves its content, the rubber band past its edges, and
/// the release that decelerates, pages or bounces back.
extension ScrollView {
    // MARK: Dragging

    func handlePan() {
        let pan = panGestureRecognizer
        switch pan.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            // Past an edge, the drag takes the overshoot behind the band, so nothing jumps.
            let range = contentOffsetRange
            let offset = contentOffset
            hold = SnapDrag2D(
                x: SnapDrag(at: offset.x, snapPoints: [], range: range.x, bandDimension: bounces ? bounds.width : nil),
                y: SnapDrag(at: offset.y, snapPoints: [], range: range.y, bandDimension: bounces ? bounds.height : nil))
            // A drag follows from where the pan began, so its hysteresis is no jump; a scroll
            // (a wheel's click, a touchpad's first move) moves the content by all of it.
            dragTranslation = pan.isScrolling ? .zero : pan.translation(in: self)
            sharedDrag = scrollsAxis.y ? containerSharingDrag(contentY: hold.y.start) : nil
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            guard isDragging else { return }
            follow(pan)
            var velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            if let sharedDrag {
                self.sharedDrag = nil
                velocity.y = -sharedDrag.release(rise: -velocity.y, contentRate: decelerationRate.rawValue)
            }
            release(velocity: velocity)
        default:
            break
        }
    }

    /// The content follows the pointer through its hold (the content moves against the pointer),
    /// rubber-banded past its edges when it bounces.
    func follow(_ pan: PanGestureRecognizer) {
        let t = pan.translation(in: self) - dragTranslation
        let range = contentOffsetRange
        let axes = scrollsAxis
        (hold.x.range, hold.y.range) = (range.x, range.y)
        hold.move(by: Point(x: -t.x, y: -t.y))
        // A container sharing the drag takes its part of the finger's rise first.
        if let shared = sharedDrag?.follow(translation: t.y, contentTop: range.y.lowerBound) { hold.y.move(to: shared) }
        setOffset(Point(x: axes.x ? hold.x.position : contentOffset.x, y: axes.y ? hold.y.position : contentOffset.y))
    }

    /// The nearest presentation holding this scroll view that shares a drag beginning now.
    func containerSharingDrag(contentY: Double) -> (any ScrollDragSharing)? {
        var node = superview
        while let view = node {
            if let container = view as? PresentationContainerView,
                let shared = container.presentationController?.sharedScrollDrag(for: self, contentY: contentY)
            {
                return shared
            }
            node = view.superview
        }
        return nil
    }

    /// The release at the pointer's `velocity` (points per second, the content moving with it):
    /// the target comes from the projection (or the page), the delegate may move it, and the
    /// motion runs on the window's driver.
    func release(velocity pointer: Point) {
        isDragging = false
        isTracking = false
        guard let driver = window?.driver else {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            fadeIndicators()
            return
        }
        let axes = scrollsAxis
        let velocity = Point(
            x: axes.x ? -driver.animationVelocity(fromClockVelocity: pointer.x) : 0,
            y: axes.y ? -driver.animationVelocity(fromClockVelocity: pointer.y) : 0)
        let range = contentOffsetRange
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        var motions = (
            x: axisMotion(offset.x, velocity.x, range.x, page: bounds.width, start: hold.x.start),
            y: axisMotion(offset.y, velocity.y, range.y, page: bounds.height, start: hold.y.start)
        )
        let proposed = Point(x: motions.x.destination, y: motions.y.destination)
        var target = proposed
        if let delegate {
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity * (1.0 / 1000), targetContentOffset: pointer)
            }
        }
        let spring = springsToDelegateTargets ? Self.pagingFrequency : nil
        if target.x != proposed.x {
            motions.x = ScrollMotion.toward(
                min(max(target.x, range.x.lowerBound), range.x.upperBound), from: offset.x, velocity: velocity.x, rate: rate,
                spring: spring)
        }
        if target.y != proposed.y {
            motions.y = ScrollMotion.toward(
                min(max(target.y, range.y.lowerBound), range.y.upperBound), from: offset.y, velocity: velocity.y, rate: rate,
                spring: spring)
        }
        let release = ScrollRelease(x: motions.x, y: motions.y)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: !release.isDone(at: 0))
        decelerate(release, on: driver)
    }

    /// Runs `release` from the content's offset: the deceleration, bounce or spring after a drag.
    func decelerate(_ release: ScrollRelease, on driver: AnimationDriver) {
        guard !release.isDone(at: 0) else {
            setOffset(release.destination)
            fadeIndicators()
            return
        }
        let animator = SimulationAnimator(simulation: release, driver: driver)
        animator.addAnimations { [unowned self] offset in setOffset(offset) }
        animator.addCompletion { [weak self, weak animator] in
            guard let self, let animator, motion?.runs(animator) == true else { return }
            motion = nil
            isDecelerating = false
            fadeIndicators()
            delegate?.scrollViewDidEndDecelerating(self)
        }
        motion = .decelerating(animator)
        isDecelerating = true
        animator.startAnimation()
    }

    /// One axis's motion after a release at `offset`, `velocity`: the deceleration (bouncing at
    /// the edges), or, paging, a spring onto the page the rule picks.
    func axisMotion(
        _ offset: Double, _ velocity: Double, _ range: ClosedRange<Double>, page: Double, start: Double
    ) -> ScrollMotion {
        let rate = decelerationRate.rawValue
        guard isPagingEnabled, page > 0 else {
            return ScrollMotion(position: offset, velocity: velocity, range: range, rate: rate, bounces: bounces)
        }
        let target = Self.pageTarget(
            offset: offset, velocity: velocity, start: start, page: page, range: range, rate: rate)
        return ScrollMotion.toward(target, from: offset, velocity: velocity, rate: rate, spring: Self.pagingFrequency)
    }

    /// The page a paging release lands on (libadwaita's swipe tracker's neighbour rule,
    /// `SnapDrag.neighbourPage`, ours for UIKit, whose rule is not published), the last page
    /// ending at the end of the content.
    static func pageTarget(
        offset: Double, velocity: Double, start: Double, page: Double, range: ClosedRange<Double>, rate: Double
    ) -> Double {
        let origin = range.lowerBound
        let projected = offset + Deceleration.projectedDistance(velocity: velocity, rate: rate)
        let index = SnapDrag.neighbourPage(
            from: (start - origin) / page, projected: (projected - origin) / page, velocity: velocity,
            velocityThreshold: pagingVelocityThreshold, last: ((range.upperBound - origin) / page).rounded(.up))
        return min(origin + index * page, range.upperBound)
    }
}
