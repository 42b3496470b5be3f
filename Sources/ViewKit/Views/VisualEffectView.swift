import Motion

/// What a visual effect view draws behind its content: UIVisualEffect. The one kind here is a
/// blur (`BlurEffect`).
@preconcurrency @MainActor open class VisualEffect {
    /// What the effect draws: the backdrop blurred, then a tint over it.
    public var material: BlurMaterial { .none }

    public init() {}
}

/// A material: what lies behind a view blurred by a Gaussian, then a tint laid over it. What a
/// `BlurEffect` draws, and what a visual effect view animates between when its effect changes
/// inside an animation.
public nonisolated struct BlurMaterial: Hashable, Sendable {
    /// The blur's standard deviation, in points.
    public var radius: Double
    /// Laid over the blurred backdrop.
    public var tint: Color

    /// No blur and no tint: the backdrop as it is.
    public static let none = BlurMaterial(radius: 0, tint: .clear)

    public init(radius: Double, tint: Color) {
        self.radius = radius
        self.tint = tint
    }
}

/// A material animates its radius and its tint, the tint in premultiplied components so that
/// none fades into a colour without passing through grey.
nonisolated extension BlurMaterial: Animatable {
    public var animatableData: AnimatablePair<Double, Color> {
        get {
            AnimatablePair(
                radius,
                Color(red: tint.red * tint.alpha, green: tint.green * tint.alpha, blue: tint.blue * tint.alpha, alpha: tint.alpha))
        }
        set {
            let alpha = min(max(newValue.second.alpha, 0), 1)
            func straight(_ component: Double) -> Double { alpha > 1e-9 ? min(max(component / alpha, 0), 1) : 0 }
            self = BlurMaterial(
                radius: max(newValue.first, 0),
                tint: Color(
                    red: straight(newValue.second.red), green: straight(newValue.second.green),
                    blue: straight(newValue.second.blue), alpha: alpha))
        }
    }
}

/// A blur, as UIBlurEffect: its style names a material. Apple publishes neither the radii nor the
/// tints of its materials; ViewKit's (`material(for:)`) are ours, for light appearance,
/// thinner materials blurring less and letting more through.
@preconcurrency @MainActor public final class BlurEffect: VisualEffect {
    /// UIBlurEffect.Style: the system materials (iOS 13 on, adapting to the appearance; here,
    /// light) and the older fixed styles.
    public nonisolated enum Style: Hashable, Sendable, CaseIterable {
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case regular, prominent, extraLight, light, dark
    }

    public let style: Style
    private let customMaterial: BlurMaterial?

    /// The blur of `style`.
    public init(style: Style) {
        self.style = style
        customMaterial = nil
    }

    /// A blur of a material of one's own (beyond UIKit), for a look the styles do not give.
    public init(material: BlurMaterial) {
        style = .regular
        customMaterial = material
    }

    public override var material: BlurMaterial { customMaterial ?? Self.material(for: style) }

    /// Each style's material: the blur's σ in points and the tint over it. Ours.
    public static func material(for style: Style) -> BlurMaterial {
        switch style {
        case .systemUltraThinMaterial: BlurMaterial(radius: 8, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.25))
        case .systemThinMaterial: BlurMaterial(radius: 10, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.45))
        case .systemMaterial: BlurMaterial(radius: 12, tint: Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.6))
        case .systemThickMaterial: BlurMaterial(radius: 14, tint: Color(red: 0.95, green: 0.95, blue: 0.95, alpha: 0.78))
        case .systemChromeMaterial: BlurMaterial(radius: 12, tint: Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.75))
        case .regular: BlurMaterial(radius: 12, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        case .prominent: BlurMaterial(radius: 12, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.7))
        case .extraLight: BlurMaterial(radius: 12, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.8))
        case .light: BlurMaterial(radius: 12, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.6))
        case .dark: BlurMaterial(radius: 12, tint: Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.73))
        }
    }
}

/// A view that blurs what lies behind it, as UIVisualEffectView: its `effect`'s material is
/// drawn in its bounds (rounded by its corners), and `contentView` holds what sits on it. Set
/// inside an animation (`View.animate`, a property animator's block), a new effect animates
/// from what is on screen: from nil, the blur and the tint rise from nothing.
@preconcurrency @MainActor open class VisualEffectView: View {
    /// The effect drawn; nil draws none.
    public var effect: VisualEffect? {
        didSet {
            setAnimatable(\VisualEffectView.animatedMaterial, to: effect?.material ?? .none)
            contentView.alpha = (effect as? VibrancyEffect)?.contentOpacity ?? 1
        }
    }
    /// Where the content goes: a subview that fills the bounds.
    public let contentView = View(name: "visualEffect.content")

    @exclusivity(unchecked) var animatedMaterial = AnimatableProperty(BlurMaterial.none)

    /// A view drawing `effect`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero, name: "visualEffect")
        animatedMaterial.setModelWithoutAnimation(effect?.material ?? .none)
        contentView.alpha = (effect as? VibrancyEffect)?.contentOpacity ?? 1
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The material on screen now: the effect's, or between two while it animates.
    public var presentationMaterial: BlurMaterial { animatedMaterial.presentation }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}

/// Vibrancy over a blur, as UIVibrancyEffect: put in a visual effect view inside a blur's
/// `contentView`, it draws no material of its own and shows its content at its style's opacity,
/// so the blurred colours behind come through the content (a label's text, a fill). UIKit also
/// recolours the content from the backdrop; Drawer only lets it through. The opacities are ours
/// (Apple publishes none): less for each step from `label` to `quaternaryLabel`.
@preconcurrency @MainActor public final class VibrancyEffect: VisualEffect {
    /// UIVibrancyEffectStyle.
    public nonisolated enum Style: Hashable, Sendable, CaseIterable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// The blur it sits on.
    public let blurEffect: BlurEffect
    /// How its content is drawn.
    public let style: Style

    /// Vibrancy for content on `blurEffect`, in `style` (`label` by default, as UIKit's).
    public init(blurEffect: BlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
    }

    /// The opacity the content shows at.
    public var contentOpacity: Double {
        switch style {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.4
        case .quaternaryLabel: 0.25
        case .fill: 0.3
        case .secondaryFill: 0.2
        case .tertiaryFill: 0.12
        case .separator: 0.35
        }
    }
}
