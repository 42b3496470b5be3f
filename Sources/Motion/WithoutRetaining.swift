/// Calls `body` with `object`, which the caller keeps alive, without retaining it: a retain and a
/// release are two atomic operations, and a view's, weakly held, take the side table's slow path.
/// Isolated to the main actor as its callers are: a closure handed straight to the standard
/// library's `_withUnsafeGuaranteedRef` would check the executor on every call, which costs more
/// than the retain it saves.
@inline(__always) package func withoutRetaining<Object: AnyObject, Result>(
    _ object: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
    object._withUnsafeGuaranteedRef(body)
}
