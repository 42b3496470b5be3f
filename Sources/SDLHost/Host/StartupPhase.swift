import Foundation

/// The points of a host's start-up, in order, for the tests that signal it at each of them.
///
/// `DRAWER_TEST_RAISE=PHASE:INT` (or `:TERM`) makes the process send itself that signal on
/// reaching PHASE: a signal that lands exactly there, which no timed `kill` from outside can
/// promise. Unset, reaching a phase does nothing.
public enum StartupPhase: String, CaseIterable, Sendable {
    /// Signal handlers installed; nothing loaded yet.
    case start
    /// SDL's video system running.
    case video
    /// Window and renderer open.
    case window
    /// The frame loop made; no frame drawn yet.
    case loop

    public func reached() {
        guard let request = ProcessInfo.processInfo.environment["DRAWER_TEST_RAISE"],
            request.hasPrefix(rawValue + ":")
        else { return }
        switch request.dropFirst(rawValue.count + 1) {
        case "INT": raise(SIGINT)
        case "TERM": raise(SIGTERM)
        default: break
        }
    }
}
