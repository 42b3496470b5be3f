import Foundation

/// How many repetitions a long, deterministic test runs: all of them, or fewer under a sanitizer
/// (scripts/sanitize.sh sets `DRAWER_SANITIZER`). A sanitizer looks for memory and thread errors
/// on the paths the code takes, which the first repetitions already take, at five to ten times
/// the cost of each; the plain suite and the coverage run do every repetition, so every
/// assertion is still made on the whole workload, only not again under each sanitizer.
public nonisolated enum Workload {
    /// Whether this process runs under a sanitizer.
    public static var isUnderSanitizer: Bool { ProcessInfo.processInfo.environment["DRAWER_SANITIZER"] != nil }

    /// `full`, or `underSanitizer` when this process runs under one.
    public static func repetitions(_ full: Int, underSanitizer: Int) -> Int {
        isUnderSanitizer ? underSanitizer : full
    }
}
