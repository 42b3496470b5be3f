/// A horizontal slider, as UISlider: a track, the filled part of it, and a thumb, over the values
/// from `minimumValue` to `maximumValue`. Pressing anywhere on it puts the thumb under the
/// pointer and dragging moves it (a pan that begins on press, so a click sets the value too):
/// the desktop's rule (GTK's `gtk-primary-button-warps-slider`, on by default), where UIKit's
/// slider tracks only a touch that lands on its thumb. `step(by:)` moves it from the keyboard.
///
/// As a UIControl it sends `.touchDown` on the press, `.valueChanged` as a person changes the
/// value (at every change while `isContinuous`, else once at the release) and `.touchUpInside`
/// at the release. Code that sets the value sends nothing. UIKit's values are `Float`; ViewKit's
/// are `Double`, as every other number here.
@preconcurrency @MainActor public final class Slider: Control {
    /// The value at the left end (0 unless set). Raised above `maximumValue`, it raises that too;
    /// above the value, the value follows.
    public var minimumValue: Double {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The value at the right end (1 unless set). Lowered below `minimumValue`, it lowers that
    /// too; below the value, the value follows.
    public var maximumValue: Double {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }
    /// The values the slider spans, left to right.
    public var range: ClosedRange<Double> { minimumValue...maximumValue }
    /// The current value, always within the bounds. Setting it sends nothing.
    public var value: Double {
        get { storedValue }
        set { setValue(newValue) }
    }
    /// Whether a drag sends `.valueChanged` at every change (true) or once at its end.
    public var isContinuous = true
    /// Called with the new value whenever a person changes it (beside `.valueChanged`, which
    /// follows `isContinuous`).
    public var onChange: ((Double) -> Void)?
    /// Keyboard steps per full range.
    public var stepsPerRange = 50.0

    private var storedValue: Double
    /// Whether a drag changed the value since it began, for a slider that is not continuous.
    private var changedDuringDrag = false
    private let track = View(name: "slider.track")
    private let fill = View(name: "slider.fill")
    private let thumb = View(name: "slider.thumb")
    private static let thumbSize = 18.0

    /// Creates a slider over `range` at `value` (clamped).
    public init(range: ClosedRange<Double> = 0...1, value: Double = 0, name: String = "slider") {
        minimumValue = range.lowerBound
        maximumValue = range.upperBound
        storedValue = min(max(value, range.lowerBound), range.upperBound)
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
        let pan = PanGestureRecognizer { [unowned self] pan in follow(pan) }
        pan.beginsOnPress = { true }
        pan.shouldBegin = { [unowned self] _ in isEnabled }  // a disabled slider, as UIKit's, takes no drag
        // A wheel over the slider scrolls what holds it: a press it would take at once.
        pan.acceptsScrolls = false
        addGestureRecognizer(pan)
    }

    /// Sets the value (clamped to the bounds), telling `onChange` and the `.valueChanged`
    /// actions only when `notify` is true (a person's change).
    public func setValue(_ newValue: Double, notify: Bool = false) {
        guard newValue.isFinite else { return }
        let clamped = min(max(newValue, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsLayout()
        guard notify else { return }
        onChange?(clamped)
        if isContinuous || !isTracking { sendActions(for: .valueChanged) } else { changedDuringDrag = true }
    }

    /// Sets the value, as UISlider's `setValue(_:animated:)`: sends nothing. The thumb moves at
    /// once (ours: UIKit's animation of it is not published).
    public func setValue(_ newValue: Double, animated: Bool) { setValue(newValue) }

    /// Moves the value by `steps` keyboard steps (negative to the left), telling `onChange`.
    public func step(by steps: Double) {
        setValue(value + steps * (maximumValue - minimumValue) / stepsPerRange, notify: true)
    }

    override var tracksPresses: Bool { false }

    /// The drag is the slider's tracking: `.touchDown` as it begins, the value under the pointer
    /// while it moves (`isTouchInside` telling whether the pointer is over the slider), and at
    /// its end the held-back `.valueChanged` and a touch up, inside or outside by where the
    /// pointer is, or `.touchCancel` when the drag was taken away.
    private func follow(_ pan: PanGestureRecognizer) {
        let location = pan.location(in: self)
        switch pan.state {
        case .began:
            changedDuringDrag = false
            beginTracking()
            setValue(value(atX: location.x), notify: true)
        case .changed:
            guard isTracking else { return }  // disabled since the press
            isTouchInside = bounds.contains(location)
            setValue(value(atX: location.x), notify: true)
        case .ended, .cancelled:
            guard isTracking else { return }
            if changedDuringDrag { sendActions(for: .valueChanged) }
            changedDuringDrag = false
            let inside = bounds.contains(location)
            endTracking(sending: pan.state == .cancelled ? .touchCancel : inside ? .touchUpInside : .touchUpOutside)
        default:
            break
        }
    }

    private func clampValue() { setValue(storedValue) }

    /// The value under `x`, in the slider's coordinates.
    func value(atX x: Double) -> Double {
        let inset = Self.thumbSize / 2
        let fraction = (x - inset) / max(bounds.width - 2 * inset, 1)
        return minimumValue + min(max(fraction, 0), 1) * (maximumValue - minimumValue)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.thumbSize / 2
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        let x = inset + fraction * max(bounds.width - 2 * inset, 0)
        track.frame = Rect(x: inset, y: bounds.midY - 2, width: max(bounds.width - 2 * inset, 0), height: 4)
        fill.frame = Rect(x: inset, y: bounds.midY - 2, width: x - inset, height: 4)
        thumb.frame = Rect(x: x - inset, y: bounds.midY - inset, width: Self.thumbSize, height: Self.thumbSize)
    }
}
