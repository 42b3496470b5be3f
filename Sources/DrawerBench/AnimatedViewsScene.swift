import Motion
import ViewKit

/// 10,000 views in a window whose frames one `View.animate` block moves (and resizes) over a
/// minute, on ease-in-ease-out: the bench's scene for the cost of the animation model itself.
/// The engine row times its frames against a loop doing the same interpolation, and the
/// allocations step counts what they allocate. With `separateBlocks`, each view moves in a
/// block of its own, of its own duration (`duration(of:)`): no two animations share a weight.
///
/// A frame is what the host does for these views before it draws: tick the clock, update the
/// driver, and sum what every view shows in the presentation store (as the renderer's frame
/// begins). Like the floor's output array, the store's shown scalars are then what is read.
@MainActor final class AnimatedViewsScene {
    /// Long enough that every round of the bench stays mid-animation (a bench run ticks a few
    /// hundred of its 3,600 frames).
    static let duration = 60.0
    /// The block's curve, which the floor solves too.
    static let curve = CubicBezier.easeInOut

    let count: Int
    let separateBlocks: Bool
    let clock = FixedStepClock()
    let driver: AnimationDriver
    /// Kept for its driver and its root view, which hold the views and their animator.
    private let window: Window
    private let views: [View]
    /// Where each view's shown position and bounds lie among the store's scalars.
    private let places: [(position: Int, size: Int)]

    /// Where view `index` starts: a grid of 100 columns of 10-point cells, 8 × 8 each.
    static func startFrame(of index: Int) -> Rect {
        Rect(x: Double(index % 100) * 10, y: Double(index / 100) * 10, width: 8, height: 8)
    }

    /// Where the block moves view `index`: 3 right, 5 down, 6 × 9, so that both its position
    /// and its bounds animate (a frame change is both).
    static func endFrame(of index: Int) -> Rect {
        Rect(x: Double(index % 100) * 10 + 3, y: Double(index / 100) * 10 + 5, width: 6, height: 9)
    }

    /// How long view `index`'s block runs when each view has its own: a minute and up to 9.6 s
    /// more, in 97 steps, so that neighbours differ.
    static func duration(of index: Int, separateBlocks: Bool) -> Double {
        separateBlocks ? duration + Double(index % 97) / 10 : duration
    }

    /// `count` views at their start frames, and the block that moves them all (or a block for
    /// each), started.
    init(count: Int, separateBlocks: Bool = false) {
        self.count = count
        self.separateBlocks = separateBlocks
        driver = AnimationDriver(clock: clock)
        window = Window(size: Size(width: 1000, height: 1000), driver: driver)
        let views = (0..<count).map { View(frame: Self.startFrame(of: $0)) }
        for view in views { window.rootView.addSubview(view) }
        self.views = views
        if separateBlocks {
            for (index, view) in views.enumerated() {
                View.animate(withDuration: Self.duration(of: index, separateBlocks: true), delay: 0, options: .curveEaseInOut) {
                    view.frame = Self.endFrame(of: index)
                }
            }
        } else {
            View.animate(withDuration: Self.duration, delay: 0, options: .curveEaseInOut) {
                for (index, view) in views.enumerated() { view.frame = Self.endFrame(of: index) }
            }
        }
        // Kept as the render tree keeps its layers: the places hold while the views animate.
        places = views.map { view in
            guard let places = view.shownGeometryScalars else { preconditionFailure("an animating view has its place in the store") }
            return places
        }
    }

    /// One frame: the clock ticked, the driver updated, and what shows summed in the store.
    ///
    /// The renderer then reads each view's numbers through its `presentationValues` as it walks
    /// the tree to draw it; that walk is the renderer's (the frames rows time it): reading
    /// 10,000 separate objects alone costs many times this floor.
    func frame() {
        clock.tick()
        driver.update()
        PresentationStore.shared.refresh()
    }

    /// What the last frame showed of view `index`, read from the store: its presented position
    /// (the anchor, at the centre) and its presented bounds' size, as the renderer places it.
    func shown(_ index: Int) -> Rect {
        let scalars = PresentationStore.shared.shownScalars
        let (position, size) = places[index]
        return Rect(x: scalars[position], y: scalars[position + 1], width: scalars[size], height: scalars[size + 1])
    }

    /// What view `index` shows now, read through the view as any reader would.
    func presented(_ index: Int) -> PresentationValues { views[index].presentationValues }

    /// A sum of everything shown, for the bench's sink.
    var checksum: Double {
        (0..<count).reduce(0) { sum, index in
            let shown = shown(index)
            return sum + shown.minX + shown.minY + shown.width + shown.height
        }
    }
}

/// The floor of `AnimatedViewsScene`'s frame: the same interpolation as a tight loop over
/// contiguous arrays. Once a frame the eased progress, from the same curve at the same time
/// fraction; then for each of the rectangles (four doubles: origin and size) from + (to − from)
/// × eased, written to an array.
///
/// Swift, not C: the engine's other floors are Swift in the same process, and this is a C-style
/// loop over unsafe buffers, with no bounds checks, no reference counting and no calls, which
/// the optimiser vectorises as a C compiler does. A floor in C would need a C target in the
/// package (its manifest is not the bench's to change) or a process of its own, whose pipe
/// round trip per frame would be timed with it.
///
/// With `separateBlocks`, each rectangle has its own duration, so its own eased progress: the
/// curve is solved once a rectangle, which is what separate animations cost at least.
@MainActor final class InterpolationFloor {
    let from: UnsafeMutableBufferPointer<Double>
    let to: UnsafeMutableBufferPointer<Double>
    let out: UnsafeMutableBufferPointer<Double>
    /// Each rectangle's duration, when they have their own.
    let durations: UnsafeMutableBufferPointer<Double>?
    private var frames = 0.0

    /// The scene's rectangles, start and end, as four doubles each.
    init(count: Int, separateBlocks: Bool = false) {
        durations =
            separateBlocks
            ? {
                let durations = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
                for index in 0..<count { durations[index] = AnimatedViewsScene.duration(of: index, separateBlocks: true) }
                return durations
            }() : nil
        from = .allocate(capacity: 4 * count)
        to = .allocate(capacity: 4 * count)
        out = .allocate(capacity: 4 * count)
        out.initialize(repeating: 0)
        for index in 0..<count {
            for (buffer, rect) in [(from, AnimatedViewsScene.startFrame(of: index)), (to, AnimatedViewsScene.endFrame(of: index))] {
                buffer.baseAddress?.advanced(by: 4 * index).initialize(from: [rect.minX, rect.minY, rect.width, rect.height], count: 4)
            }
        }
    }

    isolated deinit {
        from.deallocate()
        to.deallocate()
        out.deallocate()
        durations?.deallocate()
    }

    /// One frame, a sixtieth of a second after the last.
    func frame() {
        frames += 1
        let elapsed = frames / 60
        let (from, to, out) = (self.from, self.to, self.out)
        if let durations {
            for rect in 0..<durations.count {
                let eased = AnimatedViewsScene.curve.progress(at: elapsed / durations[rect])
                for index in 4 * rect..<4 * rect + 4 { out[index] = from[index] + (to[index] - from[index]) * eased }
            }
            return
        }
        let eased = AnimatedViewsScene.curve.progress(at: elapsed / AnimatedViewsScene.duration)
        for index in 0..<out.count { out[index] = from[index] + (to[index] - from[index]) * eased }
    }

    /// A sum of everything written, for the bench's sink.
    var checksum: Double { out.reduce(0, +) }
}
