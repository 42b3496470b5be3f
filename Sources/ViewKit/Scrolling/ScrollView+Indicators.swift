import Motion

/// A scroll view's indicators: shown while its content moves, faded after, sized by the share
/// of the content that shows.
extension ScrollView {
    // MARK: Indicators

    func showIndicators() {
        // A fade under way ends where it is; the indicators show again at once.
        for indicator in [verticalIndicator, horizontalIndicator] { indicator.layer.removeAllAnimations() }
        let axes = scrollsAxis
        verticalIndicator.alpha = showsVerticalScrollIndicator && axes.y ? 1 : 0
        horizontalIndicator.alpha = showsHorizontalScrollIndicator && axes.x ? 1 : 0
        placeIndicators()
    }

    func fadeIndicators() {
        guard !isTracking, motion == nil, window != nil else { return }
        guard verticalIndicator.alpha > 0 || horizontalIndicator.alpha > 0 else { return }
        View.animate(withDuration: Self.indicatorFadeDuration, delay: Self.indicatorFadeDelay, options: .allowUserInteraction) {
            self.verticalIndicator.alpha = 0
            self.horizontalIndicator.alpha = 0
        }
    }

    /// Puts the indicators along the right and bottom edges of what shows, sized by the share of
    /// the content that shows (at least 36 points, shorter as the content rubber-bands), and on top.
    func placeIndicators() {
        let inset = 3.0
        let thickness = 3.0
        let range = contentOffsetRange
        let offset = bounds.origin
        let vertical = Self.indicator(
            offset: offset.y, range: range.y, visible: bounds.height, content: contentSize.height, track: bounds.height - 2 * inset)
        verticalIndicator.frame = Rect(
            x: offset.x + bounds.width - inset - thickness, y: offset.y + inset + vertical.start, width: thickness, height: vertical.length)
        let horizontal = Self.indicator(
            offset: offset.x, range: range.x, visible: bounds.width, content: contentSize.width, track: bounds.width - 2 * inset)
        horizontalIndicator.frame = Rect(
            x: offset.x + inset + horizontal.start, y: offset.y + bounds.height - inset - thickness, width: horizontal.length,
            height: thickness)
        for indicator in [verticalIndicator, horizontalIndicator] where subviews.last !== horizontalIndicator {
            addSubview(indicator)
        }
    }

    static func indicator(
        offset: Double, range: ClosedRange<Double>, visible: Double, content: Double, track: Double
    ) -> (start: Double, length: Double) {
        guard track > 0 else { return (0, 0) }
        let minimum = min(36, track)
        var length = max(min(visible / max(content, visible, 1), 1) * track, minimum)
        let overshoot = offset < range.lowerBound ? range.lowerBound - offset : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(length - overshoot, min(8, track))
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        return (fraction * (track - length), length)
    }
}
