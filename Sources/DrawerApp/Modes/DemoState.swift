import Motion
import ViewKit

/// The demo's fields of the JSON object a `state` script command prints (the state line; the
/// host adds `t_ms` and `frame`). Keys are snake_case on the wire; every field is written on
/// every line, nulls included.
package nonisolated struct DemoState: Codable, Equatable {
    package nonisolated struct Transition: Codable, Equatable {
        package let kind: String
        /// How far the moving content has come, as a person sees it.
        package let progress: Double
        package let interactive: Bool
        /// The last value the interaction reported (it stays put once the drag lets go).
        package let percentComplete: Double
        package let wasCancelled: Bool

        nonisolated enum CodingKeys: String, CodingKey {
            case kind, progress, interactive
            case percentComplete = "percent_complete"
            case wasCancelled = "was_cancelled"
        }
    }

    package let mode: String
    /// Whose rules the gestures follow: "refined" or "sample".
    package let rules: String
    /// The navigation stack's titles, root first, as UIKit's `viewControllers` reports them:
    /// during a push it already holds the new screen, during a pop it no longer holds the old one.
    package let stack: [String]
    package let presented: String?
    package let transition: Transition?
    /// The card's part (the card mode writes it; at rest and closed in the others).
    package var card = Card(progress: 0, open: false, animator: nil)
    /// The zoom mode's part; null in the other modes.
    package var zoom: Zoom?
    /// The sheet mode's part; null in the other modes.
    package var sheet: Sheet?

    /// A frame as the state line writes it: [x, y, width, height].
    static func rect(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }
    package let reduceMotion: Bool
    /// How many times slower animations run, null when slow motion is off.
    package let slowMotion: Double?

    nonisolated enum CodingKeys: String, CodingKey {
        case mode, rules, stack, presented, transition, card, zoom, sheet
        case reduceMotion = "reduce_motion"
        case slowMotion = "slow_motion"
    }

    @MainActor init(app: DrawerApplication) {
        let mode = app.mode
        self.mode = mode.name.rawValue
        rules = app.rules.rawValue
        stack = mode.stack
        presented = mode.presented
        transition = mode.transition.map {
            Transition(
                kind: $0.kind.rawValue, progress: $0.progress, interactive: $0.isInteractive,
                percentComplete: $0.percentComplete, wasCancelled: $0.transitionWasCancelled)
        }
        reduceMotion = app.reduceMotion
        slowMotion = app.slowMotion
        mode.describe(into: &self)
    }

    // Nulls are written out: a reader sees every field on every line.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(rules, forKey: .rules)
        try container.encode(stack, forKey: .stack)
        try container.encode(presented, forKey: .presented)
        try container.encode(transition, forKey: .transition)
        try container.encode(card, forKey: .card)
        try container.encode(zoom, forKey: .zoom)
        try container.encode(sheet, forKey: .sheet)
        try container.encode(reduceMotion, forKey: .reduceMotion)
        try container.encode(slowMotion, forKey: .slowMotion)
    }
}
