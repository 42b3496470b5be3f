import Motion

/// Groups the layer animations added between `begin()` and `commit()`, as Core Animation's
/// transactions group them for a completion block: UIKit's `CATransaction` runs on it. The
/// block runs once every animation added in the transaction has ended or been removed (at once
/// on commit when none was added). Outside a transaction there is no block to set. Block
/// animations (`View.animate`) are not counted: their own completions say when they end.
@preconcurrency @MainActor public enum LayerTransaction {
    private final class Group {
        var completion: (() -> Void)?
        var running = 0
        var isCommitted = false

        func runCompletionIfDone() {
            guard isCommitted, running == 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The open transactions, innermost last.
    private static var open: [Group] = []

    public static func begin() { open.append(Group()) }

    /// Ends the innermost transaction: its completion block runs when its animations have ended.
    public static func commit() {
        guard let group = open.popLast() else { return }
        group.isCommitted = true
        group.runCompletionIfDone()
    }

    /// The block to run when the animations added in the innermost transaction have ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) { open.last?.completion = block }

    public static func completionBlock() -> (() -> Void)? { open.last?.completion }

    /// Counts an animation added now in the innermost transaction; returns what to call, once,
    /// when it has ended.
    static func joinCurrent() -> () -> Void {
        guard let group = open.last else { return {} }
        group.running += 1
        var hasEnded = false
        return {
            guard !hasEnded else { return }
            hasEnded = true
            group.running -= 1
            group.runCompletionIfDone()
        }
    }
}
