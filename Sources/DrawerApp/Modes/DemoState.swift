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
    @ExplicitNull package var presented: String?
    @ExplicitNull package var transition: Transition?
    /// The card's part (the card mode writes it; at rest and closed in the others).
    package var card = Card(progress: 0, open: false, animator: nil)
    /// The zoom mode's part; null in the other modes.
    @ExplicitNull package var zoom: Zoom?
    /// The sheet mode's part; null in the other modes.
    @ExplicitNull package var sheet: Sheet?

    /// A frame as the state line writes it: [x, y, width, height].
    static func rect(_ rect: Rect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height] }
    package let reduceMotion: Bool
    /// How many times slower animations run, null when slow motion is off.
    @ExplicitNull package var slowMotion: Double?

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
        reduceMotion = app.environment.reduceMotion
        slowMotion = app.slowMotion
        mode.describe(into: &self)
    }
}

/// An optional field of the state line written as `null` when it is nil, where Codable's own
/// encoding leaves the key out: a reader sees every field on every line.
@propertyWrapper package nonisolated struct ExplicitNull<Value: Codable & Equatable>: Codable, Equatable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    package init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

nonisolated extension KeyedDecodingContainer {
    /// A field written through `ExplicitNull` that a line leaves out (a line written before the
    /// field existed) reads as nil, as Codable's own optionals do: the synthesized decoder calls
    /// this overload for wrapped fields.
    package func decode<Value>(_ type: ExplicitNull<Value>.Type, forKey key: Key) throws -> ExplicitNull<Value> {
        ExplicitNull(wrappedValue: try decodeIfPresent(Value.self, forKey: key))
    }
}
