import Motion

/// A drag that drives a view-controller transition by its progress, the one way ViewKit's swipe
/// back and the demo's drags that push and dismiss work:
///
/// - **Catching.** A press on a transition this drag drove and let go, still settling, catches it
///   where it is (`canCatch`, for a recognizer's `beginsOnPress`): nothing jumps, and there is
///   no dead zone.
/// - **Starting.** Otherwise the drag asks for the transition, handing over `interaction` to
///   drive it (a pop's `drivenBy:`, or a delegate that returns it).
/// - **Following.** The progress follows the pointer 1:1 over the transition's `span` points
///   from where the drag took hold, after a dead zone of `deadZone` points.
/// - **The release** hands the pointer's velocity to a spring through a `GestureRelease`: it
///   finishes where the release projects, or as the caller decides; a cancelled gesture goes
///   back.
///
/// The hold is a `SnapDrag` over the progress, with the two ends as its snap points: the same
/// following, dead zone and projection as a sheet's drag between its detents.
///
/// Translations and velocities are along the drag's axis, positive toward the transition's end.
@preconcurrency @MainActor public final class TransitionDrag {
    /// The interaction controller the drag drives its transitions with.
    public let interaction: PercentDrivenInteractiveTransition
    /// The drag's hold on the progress while it drives a transition, and the translation where it
    /// took hold.
    private var hold: (drag: SnapDrag, translation: Double)?

    /// A drag that drives transitions with `interaction` (a fresh percent-driven one by default).
    public init(interaction: PercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition()) {
        self.interaction = interaction
    }

    /// Whether a drag drives a transition now.
    public var isDriving: Bool { hold != nil }

    /// Whether a press now would catch a transition this drag drove and let go.
    public var canCatch: Bool { hold == nil && interaction.isDriving }

    /// Takes hold at `translation`: catches the transition still settling, or asks `start` for a
    /// new one, which it drives when `start` began it with `interaction`. Returns whether the drag
    /// now drives a transition. A new transition waits out `deadZone` points before it follows.
    @discardableResult
    public func begin(
        at translation: Double = 0, deadZone: Double = 0, start: (PercentDrivenInteractiveTransition) -> Bool
    ) -> Bool {
        guard hold == nil else { return true }
        if interaction.isDriving {
            interaction.pause()
            hold = (Self.progressHold(at: interaction.progress, deadZone: 0), translation)
        } else if start(interaction), interaction.isDriving {
            hold = (Self.progressHold(at: 0, deadZone: deadZone), translation)
        }
        return hold != nil
    }

    /// Follows the pointer, `translation` points along the axis since the gesture began, over a
    /// transition of `span` points.
    public func move(to translation: Double, span: Double) {
        guard var held = hold else { return }
        held.drag.pointsPerUnit = max(span, 1)
        held.drag.move(by: translation - held.translation)
        hold = held
        interaction.update(held.drag.position)
    }

    /// A hold on a transition's progress: between its two ends, which it stops at.
    private static func progressHold(at progress: Double, deadZone: Double) -> SnapDrag {
        SnapDrag(at: progress, snapPoints: [0, 1], range: 0...1, deadZone: deadZone)
    }

    /// Lets go: moving at `velocity` points a second along the axis (nil: the gesture was
    /// cancelled, and the transition goes back), the transition springs on `release` to the end
    /// it projects to, or to the one `finishing` names. Returns whether it finishes.
    @discardableResult
    public func end(velocity: Double?, span: Double, using release: GestureRelease, finishing: Bool? = nil) -> Bool {
        guard var held = hold?.drag else { return false }
        hold = nil
        guard interaction.isDriving else { return false }
        held.pointsPerUnit = max(span, 1)
        // A cancelled gesture (no velocity) goes back; a release, where the caller says or the
        // progress snaps.
        guard let velocity else {
            return interaction.release(velocity: 0, span: held.pointsPerUnit, using: release, finishing: false)
        }
        let finishes = finishing ?? (held.snapPoint(from: interaction.progress, velocity: velocity, using: release) == 1)
        return interaction.release(velocity: velocity / held.pointsPerUnit, span: held.pointsPerUnit, using: release, finishing: finishes)
    }

    /// Forgets the drag without ending the transition (it is being ended from outside).
    public func reset() { hold = nil }

    /// Runs a pan's state through the drag, the switch every drag that drives a transition
    /// writes: `.began` takes hold (catching, or asking `start` for a transition, after
    /// `deadZone`), `.began` and `.changed` follow `translation` over `span` points, `.ended`
    /// lets go at `velocity` (points a second along the axis) on `release`, to the end `finishing`
    /// names if it names one, and `.cancelled` goes back. Translation and velocity are along the
    /// drag's axis, positive toward the transition's end; `velocity` and `finishing` are read at
    /// the release only.
    public func follow(
        _ state: GestureRecognizer.State, translation: Double, velocity: @autoclosure () -> Double, span: Double,
        deadZone: Double = 0, using release: GestureRelease, finishing: @autoclosure () -> Bool? = nil,
        start: (PercentDrivenInteractiveTransition) -> Bool
    ) {
        switch state {
        case .began:
            begin(deadZone: deadZone, start: start)
            move(to: translation, span: span)
        case .changed:
            move(to: translation, span: span)
        case .ended, .cancelled:
            guard isDriving else { return }
            end(velocity: state == .ended ? velocity() : nil, span: span, using: release, finishing: finishing())
        default:
            break
        }
    }
}
