/// The points of a host's start-up, in order. An observer, when one is set, hears of each as
/// it is reached: the demo's tests use it to raise a signal exactly there, which no timed
/// `kill` from outside can promise.
package nonisolated enum StartupPhase: String, CaseIterable, Sendable {
    /// Signal handlers installed; nothing loaded yet.
    case start
    /// SDL's video system running.
    case video
    /// Window and renderer open.
    case window
    /// The frame loop made; no frame drawn yet.
    case loop

    /// Called on the main thread at each phase; set before `HostRunner.run`.
    nonisolated(unsafe) package static var observer: ((StartupPhase) -> Void)?

    package func reached() {
        Self.observer?(self)
    }
}
