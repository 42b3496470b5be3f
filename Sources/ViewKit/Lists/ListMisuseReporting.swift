import Dispatch

/// "item identifier X", or "item identifiers X, Y and 3 more": a line stays a line.
nonisolated func identifierPhrase<Identifier>(_ identifiers: [Identifier], _ kind: String) -> String {
    let shown = identifiers.prefix(5).map { String(describing: $0) }.joined(separator: ", ")
    let more = identifiers.count > 5 ? " and \(identifiers.count - 5) more" : ""
    return identifiers.count == 1 ? "\(kind) identifier \(shown)" : "\(kind) identifiers \(shown)\(more)"
}

/// Reports a misuse of a snapshot in one line through `LayoutEngine.report`, the channel
/// `TableView` reports an inconsistent batch on, so that a test that listens hears both.
///
/// A snapshot is a value and may be built on any thread, while the channel is the main
/// actor's: on the main actor (where lists are built almost always) the line goes at once; from
/// elsewhere it goes on the main actor's next turn.
nonisolated func reportListMisuse(_ line: String) {
    if isOnMainQueue {
        MainActor.assumeIsolated { LayoutEngine.report(line) }
    } else {
        Task { @MainActor in LayoutEngine.report(line) }
    }
}

/// Whether this code runs on the main queue, and so may assume the main actor's isolation.
nonisolated var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

/// Marks the main queue, so that `reportListMisuse` can ask, without trapping, whether it runs
/// on the main actor: the main actor's code runs on the main queue (the test runner drains it on
/// a worker thread, so the thread alone does not tell) or on the main thread outside any queue
/// (the app's frame loop), which libdispatch counts as the main queue too. Set once, on first
/// use; setting a queue's specific is safe from any thread.
private nonisolated let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
