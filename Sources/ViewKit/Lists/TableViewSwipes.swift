import Motion

/// A row swiped open: which row, which side, its actions, and how far it is open.
struct RowSwipe {
    enum Side { case leading, trailing }

    let indexPath: IndexPath
    let side: Side
    let configuration: SwipeActionsConfiguration
    let view: SwipeActionsView
    /// Each button's width at rest; their sum is how far the row opens.
    let restingWidths: [Double]
    /// How far the row is open, in points: the model, which an animation may be on its way to.
    var reveal = 0.0
    /// The person's hold while the row is dragged.
    var hold: SnapDrag?
    /// What the pan had moved when the hold began, so its hysteresis is no jump.
    var holdTranslation = 0.0
    /// Whether a full swipe is armed: the first action takes the whole strip.
    var isArmed = false
    /// Counts the row's animations, so that a finished one knows whether it is the last.
    var animation = 0
    var isAnimating = false

    var openWidth: Double { restingWidths.reduce(0, +) }
}

/// Swipe actions, as UIKit's: a drag across a row uncovers the actions its delegate gives for
/// that side (`trailingSwipeActionsConfigurationForRowAt`, or the default Delete), and lets go
/// closed or open. It runs on `SnapDrag`, the drag-to-snap mechanism of the sheet and the
/// transitions: the row follows the pointer 1:1, the release goes to the snap point nearest the
/// pointer's projection as UIScrollView decelerates, on a spring that leaves at the pointer's
/// speed (`GestureRelease`), through the Core Animation model; a press on a row on its way
/// catches it where it shows. With `performsFirstActionWithFullSwipe`, a row taken past halfway
/// from open to across arms the full swipe (the first button takes the strip), and a release
/// there slides the row across and performs the first action: a place the row is taken to, as
/// on iOS, never where a flick projects (a quick flick opens the row). A tap on a button performs its action; a tap elsewhere, or a
/// scroll, closes the row. One row is open at a time.
extension TableView {
    /// The spring a swiped row goes on; UIKit's is not published (ours, critically damped).
    static let swipeRelease = GestureRelease(spring: Spring(validDampingRatio: 1, response: 0.3))

    func setUpSwipes() {
        swipePan.acceptsScrolls = false
        swipePan.mayBegin = { [unowned self] in wantsSwipe(swipePan) }
        swipePan.beginsOnPress = { [unowned self] in catchesSwipe(at: swipePan.location(in: self)) }
        swipePan.action = { [unowned self] _ in handleSwipePan() }
        addGestureRecognizer(swipePan)
        // A drag across a row with actions is the swipe's, not the scroll's; a scroll closes an
        // open row.
        let scrolls = panGestureRecognizer.mayBegin
        panGestureRecognizer.mayBegin = { [unowned self] in
            guard scrolls?() ?? true, !wantsSwipe(panGestureRecognizer) else { return false }
            if swipe != nil { closeSwipe() }
            return true
        }
    }

    // MARK: Which row, which side

    /// Whether `pan` (just past its hysteresis) is a swipe across a row that has actions on the
    /// side it uncovers, or a drag of the open row.
    private func wantsSwipe(_ pan: PanGestureRecognizer) -> Bool {
        // While editing, rows open by their delete controls, not by a swipe.
        guard !pan.isScrolling, !editing || swipe != nil else { return false }
        let t = pan.translation(in: self)
        if t == .zero { return pan === swipePan && catchesSwipe(at: pan.location(in: self)) }
        guard abs(t.x) > abs(t.y) else { return false }
        let start = pan.location(in: self) - t
        guard let indexPath = indexPathForRow(at: start) else { return false }
        if let swipe { return swipe.indexPath == indexPath }
        return swipeConfiguration(for: indexPath, side: side(uncoveredBy: t.x)) != nil
    }

    /// The side whose actions a drag of `dx` points uncovers: dragging toward the leading edge
    /// uncovers the trailing actions.
    private func side(uncoveredBy dx: Double) -> RowSwipe.Side {
        let towardLeft = dx < 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return towardLeft != rightToLeft ? .trailing : .leading
    }

    /// Whether a side's actions sit at the right edge of the row.
    private func isOnRight(_ side: RowSwipe.Side) -> Bool {
        (side == .trailing) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The actions for one side of a row: the delegate's, else on the trailing side the
    /// default Delete; nil when there are none.
    func swipeConfiguration(for indexPath: IndexPath, side: RowSwipe.Side, fromEditingControl: Bool = false)
        -> SwipeActionsConfiguration?
    {
        let delegate = tableDelegate
        let asked =
            side == .trailing
            ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        let configuration =
            asked ?? (side == .trailing ? defaultDeleteConfiguration(for: indexPath, fromEditingControl: fromEditingControl) : nil)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// UIKit's default trailing action: a Delete that commits `.delete` to the data source, when
    /// the row can be edited and its editing style is `.delete` (see
    /// `TableViewDataSource.tableView(_:canEditRowAt:)` for how Drawer tells); from a delete
    /// control, whenever the row shows one.
    private func defaultDeleteConfiguration(for indexPath: IndexPath, fromEditingControl: Bool) -> SwipeActionsConfiguration? {
        guard let dataSource else { return nil }
        answeredByDefault = false
        let canEdit = dataSource.tableView(self, canEditRowAt: indexPath)
        let canEditAnswered = !answeredByDefault
        answeredByDefault = false
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        let styleAnswered = tableDelegate != nil && !answeredByDefault
        answeredByDefault = false
        guard canEdit, style == .delete, fromEditingControl || canEditAnswered || styleAnswered else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    // MARK: The drag

    /// A press on the swiped row while it moves catches it where it shows.
    private func catchesSwipe(at location: Point) -> Bool {
        guard let swipe, swipe.isAnimating, indexPathForRow(at: location) == swipe.indexPath else { return false }
        return true
    }

    private func handleSwipePan() {
        let pan = swipePan
        let dx = pan.translation(in: self).x
        switch pan.state {
        case .began:
            let start = pan.location(in: self) - pan.translation(in: self)
            guard let indexPath = indexPathForRow(at: start) else { return }
            if swipe == nil || swipe?.indexPath != indexPath {
                guard let configuration = swipeConfiguration(for: indexPath, side: side(uncoveredBy: dx)) else { return }
                beginSwipe(at: indexPath, side: side(uncoveredBy: dx), configuration: configuration)
            }
            guard var swipe else { return }
            let shown = shownReveal(of: swipe)
            stopSwipeAnimations()
            swipe.hold = SnapDrag(at: shown, snapPoints: [0, swipe.openWidth], range: 0...rowWidth, bandDimension: rowWidth)
            swipe.reveal = shown
            swipe.holdTranslation = pan.isScrolling ? 0 : dx
            swipe.animation += 1
            swipe.isAnimating = false
            self.swipe = swipe
        case .changed:
            followSwipe(dx)
        case .ended, .cancelled:
            followSwipe(dx)
            guard var swipe, let hold = swipe.hold else { return }
            swipe.hold = nil
            self.swipe = swipe
            let pointer = pan.state == .ended ? pan.velocity(in: self).x : 0
            let velocity = (isOnRight(swipe.side) ? -pointer : pointer)
            // A full swipe is a place the row was taken to, not one a flick reaches: armed, it
            // performs unless the release heads back past where it armed.
            let projection = hold.projection(from: hold.position, velocity: velocity, using: Self.swipeRelease)
            if swipe.isArmed, projection > fullSwipeThreshold(swipe) {
                performFullSwipe(velocity: velocity)
                return
            }
            self.swipe?.isArmed = false
            let target = hold.snapPoint(from: hold.position, velocity: velocity, using: Self.swipeRelease) ?? 0
            if target <= 0 {
                closeSwipe(velocity: velocity)
            } else {
                animateSwipe(to: target, velocity: velocity)
            }
        default:
            break
        }
    }

    /// Moves the held row to the pointer's `dx` (points since the press).
    private func followSwipe(_ dx: Double) {
        guard var swipe, var hold = swipe.hold else { return }
        let moved = dx - swipe.holdTranslation
        hold.move(by: isOnRight(swipe.side) ? -moved : moved)
        swipe.hold = hold
        swipe.reveal = hold.position
        let armed = swipe.configuration.performsFirstActionWithFullSwipe && hold.position > fullSwipeThreshold(swipe)
        let arming = armed != swipe.isArmed
        swipe.isArmed = armed
        self.swipe = swipe
        if arming {
            View.animate(withDuration: 0.2) { self.layoutSwipe() }
        } else {
            layoutSwipe()
        }
    }

    /// How far a row must be taken to arm its full swipe: halfway from open to across (ours;
    /// UIKit's is not published).
    private func fullSwipeThreshold(_ swipe: RowSwipe) -> Double { (swipe.openWidth + rowWidth) / 2 }

    /// The width a row slides across: the row's own.
    private var rowWidth: Double { max(bounds.width - 2 * rowInset, 1) }

    // MARK: Opening and closing

    /// A delete control tapped while editing: the row opens on its trailing actions (the
    /// delegate's, else Delete), where a swipe would leave it.
    func openDeleteConfirmation(at indexPath: IndexPath) {
        guard swipe == nil, let configuration = swipeConfiguration(for: indexPath, side: .trailing, fromEditingControl: true) else {
            return
        }
        beginSwipe(at: indexPath, side: .trailing, configuration: configuration)
        guard let swipe else { return }
        animateSwipe(to: swipe.openWidth)
    }

    private func beginSwipe(at indexPath: IndexPath, side: RowSwipe.Side, configuration: SwipeActionsConfiguration) {
        let view = SwipeActionsView(actions: configuration.actions)
        let widths = view.restingWidths { window?.width(of: $0) ?? $0.estimatedWidth }
        swipe = RowSwipe(indexPath: indexPath, side: side, configuration: configuration, view: view, restingWidths: widths)
        if let cell = cells[indexPath] { insertSubview(view, below: cell) } else { insertSubview(view, at: 0) }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        layoutSwipe()
    }

    /// Where the swiped row shows now (its animation included), as how far it is open.
    private func shownReveal(of swipe: RowSwipe) -> Double {
        guard let cell = cells[swipe.indexPath] else { return swipe.reveal }
        let shown = cell.presentationValues
        let x = shown.position.x - shown.bounds.width * shown.anchorPoint.x
        let rest = rectForRow(at: swipe.indexPath).minX
        return isOnRight(swipe.side) ? rest - x : x - rest
    }

    private func stopSwipeAnimations() {
        guard let swipe else { return }
        cells[swipe.indexPath]?.stopAnimations()
        swipe.view.stopAnimations()
        for button in swipe.view.buttons { button.stopAnimations() }
    }

    /// Runs the swiped row to `target` points open, leaving at `velocity` (points per second on
    /// the pointer's clock, opening positive), then calls `completion` if it was not
    /// interrupted.
    private func animateSwipe(to target: Double, velocity: Double = 0, completion: (() -> Void)? = nil) {
        guard var swipe else { return }
        swipe.animation += 1
        swipe.isAnimating = true
        let animation = swipe.animation
        let distance = target - swipe.reveal
        self.swipe = swipe
        let rate = window?.driver.animationVelocity(fromClockVelocity: velocity) ?? velocity
        View.runBlock(
            duration: Self.swipeRelease.spring.response, delay: 0,
            timing: Self.swipeRelease.timing(velocity: distance >= 0 ? rate : -rate, distance: distance),
            options: [.overrideInheritedCurve, .overrideInheritedDuration],
            animations: { [self] in
                self.swipe?.reveal = target
                layoutSwipe()
            },
            completion: { [weak self] _ in
                guard let self, self.swipe?.animation == animation else { return }
                self.swipe?.isAnimating = false
                completion?()
            })
    }

    /// Closes the open row, if any, then removes its actions.
    func closeSwipe(velocity: Double = 0) {
        guard let swipe else { return }
        let indexPath = swipe.indexPath
        animateSwipe(to: 0, velocity: velocity) { [weak self] in self?.endSwipe(indexPath) }
        self.swipe?.isArmed = false
    }

    /// Removes the swipe's actions at once: the row closed (`indexPath`), or a batch update or
    /// a reload is about to move rows (nil).
    /// A row the update keeps then slides home with the update's animation; one it deletes
    /// leaves from where it shows.
    func endSwipe(_ indexPath: IndexPath?) {
        guard let swipe else { return }
        self.swipe = nil
        swipe.view.removeFromSuperview()
        if indexPath != nil, let cell = cells[swipe.indexPath] { place(cell, at: swipe.indexPath) }
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// Swiped all the way: the row slides across and the first action runs.
    private func performFullSwipe(velocity: Double) {
        guard let swipe, let first = swipe.configuration.actions.first, let button = swipe.view.buttons.first else { return }
        self.swipe?.isArmed = true
        animateSwipe(to: rowWidth, velocity: velocity)
        perform(first, button: button)
    }

    /// Runs `action`'s handler; when it completes, the row closes, unless a batch update (the
    /// row's deletion, say) has ended the swipe meanwhile.
    private func perform(_ action: ContextualAction, button: View) {
        guard let swipe else { return }
        let indexPath = swipe.indexPath
        let view = swipe.view
        action.handler(action, button) { [weak self] _ in
            guard let self, self.swipe?.indexPath == indexPath, self.swipe?.view === view else { return }
            self.closeSwipe()
        }
    }

    /// A tap while a row is open: on a button, its action; anywhere else, the row closes.
    func swipeTapped(at location: Point) {
        guard let swipe else { return }
        if let action = swipe.view.action(at: swipe.view.convert(location, from: self)),
            let index = swipe.view.actions.firstIndex(where: { $0 === action })
        {
            perform(action, button: swipe.view.buttons[index])
        } else {
            closeSwipe()
        }
    }

    // MARK: Layout

    /// Where the cell of `indexPath` goes: its row, slid aside if it is the swiped one.
    func swipedFrame(_ frame: Rect, at indexPath: IndexPath) -> Rect {
        guard let swipe, swipe.indexPath == indexPath else { return frame }
        return frame.offsetBy(dx: isOnRight(swipe.side) ? -swipe.reveal : swipe.reveal, dy: 0)
    }

    /// Places the swiped cell and the strip of buttons it uncovers.
    func layoutSwipe() {
        guard let swipe else { return }
        let row = rectForRow(at: swipe.indexPath)
        if let cell = cells[swipe.indexPath] { place(cell, at: swipe.indexPath) }
        let width = max(swipe.reveal, 0)
        let onRight = isOnRight(swipe.side)
        swipe.view.frame = Rect(x: onRight ? row.maxX - width : row.minX, y: row.minY, width: width, height: row.height)
        swipe.view.layout(widths: swipe.restingWidths, outerOnRight: onRight, armed: swipe.isArmed)
    }
}
