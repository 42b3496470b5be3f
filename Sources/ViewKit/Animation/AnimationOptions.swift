import Motion

extension View {
    /// UIKit's curves, by name.
    public typealias AnimationCurve = Motion.AnimationCurve

    /// How a block animation runs (UIView.AnimationOptions, with UIKit's bit values).
    public nonisolated struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the views the block changed before the animation starts, so layout's
        /// changes animate with the block's.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted for UIKit's sake: views here take touches while they animate, and hit-testing
        /// sees them where they show.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted for UIKit's sake: every animation here starts from what is on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Runs the animation again and again until something takes its properties over.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// With `.repeat`, runs back and forth.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted for UIKit's sake (content here is never redrawn by an animation).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:)` hides the view it replaces instead of removing it.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block keeps its own options (repeat, autoreverse) instead of the enclosing block's.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// The view turns over about its vertical axis, its left side coming toward the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// The view turns over about its vertical axis, its right side coming toward the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// The old content lifts away from the bottom up (see `PageTurn`).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// The old content lifts away from the top down (see `PageTurn`).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The new content fades in over the old.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// The view turns over about its horizontal axis, its top coming toward the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// The view turns over about its horizontal axis, its bottom coming toward the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve the options name (ease-in-ease-out when they name none).
        public var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition the options name, as its raw number (0: none, 5: cross-dissolve).
        var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    /// How a keyframe animation runs (UIView.KeyframeAnimationOptions, with UIKit's bit values).
    /// The curve bits of `AnimationOptions` may be OR-ed in (`init(animationOptions:)`): they
    /// set the curve over the whole animation, ease-in-ease-out when none is named.
    public nonisolated struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The same bits as an `AnimationOptions` value (its curve included).
        public init(animationOptions: AnimationOptions) { rawValue = animationOptions.rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Taken as `calculationModeCubic`.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the options name (linear when none).
        public var calculationMode: KeyframeCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3, 4: return .cubic
            default: return .linear
            }
        }

        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue) }
    }
}
