/// A tab bar controller's view: the children's container filling it, and the bar laid over the
/// bottom edge on every layout pass.
@MainActor final class TabBarControllerView: View {
    let transitionView: View
    let bar: TabBar

    init(name: String, transitionView: View, bar: TabBar) {
        self.transitionView = transitionView
        self.bar = bar
        super.init(frame: ViewController.initialViewFrame, name: name)
        transitionView.frame = bounds
        addSubview(transitionView)
        addSubview(bar)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        transitionView.frame = bounds
        // Placed by its bounds and centre, which a transform of the app's leaves alone. No safe
        // area below it: a desktop window has no home indicator.
        bar.bounds.size = Size(width: bounds.width, height: TabBar.height)
        bar.center = Point(x: bounds.width / 2, y: bounds.height - TabBar.height / 2)
    }
}
