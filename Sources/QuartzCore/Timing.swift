import Foundation
import Motion
import ViewKit

/// Core Animation's time interval: seconds, a `Double`.
public typealias CFTimeInterval = Double

/// Core Animation's clock, as `CACurrentMediaTime()`: seconds on the key window's animation
/// driver, the time a layer animation's `beginTime` is read in (0 with no key window). It runs
/// at the driver's rate, as the clock iOS animations run on slows in the simulator's slow motion.
// swift-format-ignore: AlwaysUseLowerCamelCase
@preconcurrency @MainActor public func CACurrentMediaTime() -> CFTimeInterval { Window.keyWindow?.driver.now ?? 0 }

/// Core Animation's transactions, as far as layers here need them. A layer here has no implicit
/// actions: a property set outside an animation shows at once, as it does on iOS inside a
/// transaction with actions disabled, so code that wraps its model changes in
/// `begin()`, `setDisableActions(true)` and `commit()` runs as written and the calls change
/// nothing else. (Code that relies on a standalone layer's implicit 0.25 s animation must add
/// the animation itself.)
@preconcurrency @MainActor public enum CATransaction {
    /// The open transactions' `setDisableActions` values, innermost last.
    private static var nested: [Bool] = []

    public static func begin() {
        nested.append(disableActions())
        LayerTransaction.begin()
    }

    public static func commit() {
        _ = nested.popLast()
        LayerTransaction.commit()
    }

    /// The block to run once the layer animations added in this transaction have ended or been
    /// removed (ViewKit's `LayerTransaction`): at once on commit when none was added.
    public static func setCompletionBlock(_ block: (() -> Void)?) { LayerTransaction.setCompletionBlock(block) }

    public static func completionBlock() -> (() -> Void)? { LayerTransaction.completionBlock() }

    /// Sets the current transaction's flag; outside one (Core Animation's implicit transaction,
    /// which ends with the run loop's turn) it keeps nothing.
    public static func setDisableActions(_ flag: Bool) {
        guard !nested.isEmpty else { return }
        nested[nested.count - 1] = flag
    }

    /// Whether the current transaction disables actions (false outside any, as Core Animation's
    /// default; here no action runs either way).
    public static func disableActions() -> Bool { nested.last ?? false }
}
