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
/// Translations and velocities are along the drag's axis, positive toward the transition's end.
public final class TransitionDrag {
    /// The interaction controller the drag drives its transitions with.
    public let interaction: PercentDrivenInteractiveTransition
    /// Where the drag took hold, while it drives a transition: the progress then, the translation
    /// then, and the dead zone still to cross.
    private var hold: (progress: Double, translation: Double, deadZone: Double)?

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
            hold = (interaction.progress, translation, 0)
        } else if start(interaction), interaction.isDriving {
            hold = (0, translation, deadZone)
        }
        return hold != nil
    }

    /// Follows the pointer, `translation` points along the axis since the gesture began, over a
    /// transition of `span` points.
    public func move(to translation: Double, span: Double) {
        guard let hold else { return }
        let moved = translation - hold.translation
        let past = moved >= 0 ? max(moved - hold.deadZone, 0) : moved
        interaction.update(hold.progress + past / max(span, 1))
    }

    /// Lets go: moving at `velocity` points a second along the axis (nil: the gesture was
    /// cancelled, and the transition goes back), the transition springs on `release` to the end
    /// it projects to, or to the one `finishing` names. Returns whether it finishes.
    @discardableResult
    public func end(velocity: Double?, span: Double, using release: GestureRelease, finishing: Bool? = nil) -> Bool {
        guard hold != nil else { return false }
        hold = nil
        guard interaction.isDriving else { return false }
        let span = max(span, 1)
        return interaction.release(
            velocity: (velocity ?? 0) / span, span: span, using: release, finishing: velocity == nil ? false : finishing)
    }

    /// Forgets the drag without ending the transition (it is being ended from outside).
    public func reset() { hold = nil }
}
