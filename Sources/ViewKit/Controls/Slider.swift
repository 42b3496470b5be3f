/// A horizontal slider, as UISlider: a track, the filled part of it, and a thumb. Pressing
/// anywhere on it puts the thumb under the pointer and dragging moves it (a pan that begins on
/// press, so a tap sets the value too); `step(by:)` moves it from the keyboard. The value stays
/// in `range`.
@MainActor public final class Slider: View {
    /// The values the slider spans, left to right.
    public let range: ClosedRange<Double>
    /// The current value, always in `range`.
    public private(set) var value: Double
    /// Called with the new value whenever the person changes it.
    public var onChange: ((Double) -> Void)?
    /// Keyboard steps per full range.
    public var stepsPerRange = 50.0

    private let track = View(name: "slider.track")
    private let fill = View(name: "slider.fill")
    private let thumb = View(name: "slider.thumb")
    private static let thumbSize = 18.0

    /// Creates a slider over `range` at `value` (clamped).
    public init(range: ClosedRange<Double>, value: Double, name: String = "slider") {
        self.range = range
        self.value = min(max(value, range.lowerBound), range.upperBound)
        super.init(name: name)
        track.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.25)
        track.cornerRadius = 2
        fill.backgroundColor = Color(rgb: 0xF4A261)
        fill.cornerRadius = 2
        thumb.backgroundColor = .white
        thumb.cornerRadius = Self.thumbSize / 2
        thumb.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.35), radius: 4, offset: Point(x: 0, y: 1))
        for view in [track, fill, thumb] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        let pan = PanGestureRecognizer { [unowned self] pan in
            guard pan.state == .began || pan.state == .changed else { return }
            setValue(self.value(atX: pan.location(in: self).x), notify: true)
        }
        pan.beginsOnPress = { true }
        // A wheel over the slider scrolls what holds it: a press it would take at once.
        pan.acceptsScrolls = false
        addGestureRecognizer(pan)
    }

    /// Sets the value (clamped to `range`), telling `onChange` only when `notify` is true.
    public func setValue(_ newValue: Double, notify: Bool = false) {
        guard newValue.isFinite else { return }
        let clamped = min(max(newValue, range.lowerBound), range.upperBound)
        guard clamped != value else { return }
        value = clamped
        setNeedsLayout()
        if notify { onChange?(clamped) }
    }

    /// Moves the value by `steps` keyboard steps (negative to the left), telling `onChange`.
    public func step(by steps: Double) {
        setValue(value + steps * (range.upperBound - range.lowerBound) / stepsPerRange, notify: true)
    }

    /// The value under `x`, in the slider's coordinates.
    func value(atX x: Double) -> Double {
        let inset = Self.thumbSize / 2
        let fraction = (x - inset) / max(bounds.width - 2 * inset, 1)
        return range.lowerBound + min(max(fraction, 0), 1) * (range.upperBound - range.lowerBound)
    }

    public override func layoutSubviews() {
        let inset = Self.thumbSize / 2
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        let x = inset + fraction * max(bounds.width - 2 * inset, 0)
        track.frame = Rect(x: inset, y: bounds.midY - 2, width: max(bounds.width - 2 * inset, 0), height: 4)
        fill.frame = Rect(x: inset, y: bounds.midY - 2, width: x - inset, height: 4)
        thumb.frame = Rect(x: x - inset, y: bounds.midY - inset, width: Self.thumbSize, height: Self.thumbSize)
    }
}
