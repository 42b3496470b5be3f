import Motion

/// A layer's time against its superlayer's, as Core Animation's `CAMediaTiming` on a layer:
/// local time = (parent time − `beginTime`) × `speed` + `timeOffset`. A window's root runs on its
/// driver's time (`CACurrentMediaTime()`); every animation of a view, block, property animator or
/// layer animation alike, runs in its view's local time. So a container whose layer has speed 0
/// shows every animation under it frozen at its `timeOffset`, which is how iOS code scrubbed a
/// transition before `UIViewPropertyAnimator`, and how Apple's QA1673 pauses and resumes.
nonisolated struct LayerTiming: Equatable, Sendable {
    var speed: Float = 1
    var timeOffset = 0.0
    var beginTime = 0.0

    /// The local time at the parent's time `time`.
    func local(_ time: Double) -> Double { (time - beginTime) * Double(speed) + timeOffset }

    /// The parent's time at the local time `time`; a stopped layer's (speed 0) is its begin time.
    func parent(_ time: Double) -> Double { speed == 0 ? beginTime : (time - timeOffset) / Double(speed) + beginTime }

    /// Whether any view has a timing of its own: while none has, every view's time is the
    /// driver's and no view walks its ancestors for it.
    static var anyTimed: Bool { TimeSpaces.anyKeepsItsOwnTime }

    /// Counts a view whose timing went from `old` to `new` (nil: the same as its parent's), on
    /// any thread, since a view's nonisolated deinit uncounts it.
    static func count(from old: LayerTiming?, to new: LayerTiming?) {
        switch (old == nil, new == nil) {
        case (true, false): TimeSpaces.keepsItsOwnTime(true)
        case (false, true): TimeSpaces.keepsItsOwnTime(false)
        default: break
        }
    }
}

extension View: TimeSpace {
    /// The view's layer time at the driver's time `time`: its ancestors' timings applied from the
    /// window down, then its own.
    public func localTime(atDriverTime time: Double) -> Double {
        guard LayerTiming.anyTimed else { return time }
        let parentTime = superview?.localTime(atDriverTime: time) ?? time
        return layerTiming?.local(parentTime) ?? parentTime
    }

    /// The driver's time at the view's layer time `time`.
    func driverTime(atLocalTime time: Double) -> Double {
        guard LayerTiming.anyTimed else { return time }
        let parentTime = layerTiming?.parent(time) ?? time
        return superview?.driverTime(atLocalTime: parentTime) ?? parentTime
    }

    /// Sets one of the layer's timing values; back at the defaults, the view has none of its own.
    fileprivate func setTiming(_ change: (inout LayerTiming) -> Void) {
        var timing = layerTiming ?? LayerTiming()
        change(&timing)
        layerTiming = timing == LayerTiming() ? nil : timing
    }
}

extension Layer {
    /// How fast the layer's time runs against its superlayer's, as Core Animation's: 1 normally,
    /// 0 to stop it (what shows holds at `timeOffset`), 2 twice as fast. Its sublayers' times
    /// follow.
    public var speed: Float {
        get { view.layerTiming?.speed ?? 1 }
        set { view.setTiming { $0.speed = newValue } }
    }

    /// Seconds added to the layer's local time, as Core Animation's: with `speed` 0, the time
    /// every animation under the layer shows.
    public var timeOffset: Double {
        get { view.layerTiming?.timeOffset ?? 0 }
        set { view.setTiming { $0.timeOffset = newValue } }
    }

    /// The superlayer's time at which the layer's time begins, as Core Animation's layer
    /// `beginTime`: QA1673 resumes a paused layer by setting it.
    public var beginTime: Double {
        get { view.layerTiming?.beginTime ?? 0 }
        set { view.setTiming { $0.beginTime = newValue } }
    }

    /// `time` in `layer`'s time (the driver's, `CACurrentMediaTime()`, when nil) as this layer's
    /// time, as Core Animation's `convertTime(_:from:)`.
    public func convertTime(_ time: Double, from layer: Layer?) -> Double {
        view.localTime(atDriverTime: layer.map { $0.view.driverTime(atLocalTime: time) } ?? time)
    }

    /// This layer's `time` in `layer`'s time (the driver's when nil), as Core Animation's
    /// `convertTime(_:to:)`.
    public func convertTime(_ time: Double, to layer: Layer?) -> Double {
        let driverTime = view.driverTime(atLocalTime: time)
        return layer.map { $0.view.localTime(atDriverTime: driverTime) } ?? driverTime
    }
}
