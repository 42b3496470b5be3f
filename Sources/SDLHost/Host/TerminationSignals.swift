import CSDL
import Glibc
import Synchronization

/// SIGINT and SIGTERM as a request to quit, noticed by the frame loop at its next frame or idle
/// wake-up, so the window closes and the process exits 0.
///
/// SDL turns these signals into `SDL_QUIT`, but only from `SDL_Init` on: one that arrives while
/// the process is still loading its files would kill it. Installing these handlers first thing
/// covers all of start-up; the loop acts on a signal as soon as it runs.
package enum TerminationSignals {
    /// The last termination signal received, 0 for none. Atomic: it is written by the handler.
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers (again is harmless) and unblocks the two signals: a parent may start
    /// us with them blocked (threads of a thread pool block them, and children inherit the mask).
    /// SDL then leaves them alone.
    package static func install() {
        _ = received.load(ordering: .relaxed)  // initialised here, never first in a handler
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in TerminationSignals.received.store(number, ordering: .relaxed) }
        }
        var termination = sigset_t()
        sigemptyset(&termination)
        sigaddset(&termination, SIGINT)
        sigaddset(&termination, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &termination, nil)
    }

    /// Whether SIGINT or SIGTERM has arrived since `install()`.
    package static var quitRequested: Bool { received.load(ordering: .relaxed) != 0 }
}
