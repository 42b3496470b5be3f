/// How a presented controller covers the screen, as UIModalPresentationStyle.
///
/// ViewKit's default is `.overFullScreen`, the only style it had before presentation
/// controllers; UIKit's default (`.automatic`) picks a page sheet on iPhone since iOS 13. Set
/// `.pageSheet` to get one here.
public nonisolated enum ModalPresentationStyle: Equatable, Sendable {
    /// Covers the window; the presenting controller's view is hidden once the presentation
    /// completes and shown again when a dismissal begins (UIKit removes it; hiding keeps its
    /// place in the tree).
    case fullScreen
    /// Covers the window; the views beneath stay on screen (a dismissal drag shows them).
    case overFullScreen
    /// A sheet with detents from the bottom edge: `ViewController.sheetPresentationController`.
    case pageSheet
    /// The presentation controller the transitioning delegate's
    /// `presentationController(forPresented:presenting:source:)` makes (the base
    /// `PresentationController` if it makes none).
    case custom
}
