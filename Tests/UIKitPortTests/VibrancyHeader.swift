// VibrancyHeader.swift
//
// What you see: a full-screen background picture (the "header" image from the asset catalog,
// aspect-fill; when it is missing, a solid system-pink fill) under a frosted blur bar across the
// top: 120 pt tall plus the top safe-area inset, blur style .systemMaterial. In the bar, 20 pt
// from the left edge, the title "Vibrancy" (34 pt bold) and below it the 15 pt subtitle
// "Blur + vibrancy over an image" glow through the blur with the vibrancy effect.
// Tapping the bar switches to .systemUltraThinMaterial and back, cross-fading in 0.3 s.
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action or a recognizer's selector is a
// closure, and the handler loses its `@objc`).

import UIKit

final class VibrancyHeaderViewController: UIViewController {
    private let headerContentHeight: CGFloat = 120
    private let horizontalInset: CGFloat = 20

    private let backgroundImageView = UIImageView()
    private let blurView: UIVisualEffectView
    private let vibrancyView: UIVisualEffectView
    private let secondaryVibrancyView: UIVisualEffectView
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private var usesThinMaterial = false

    init() {
        let blur = UIBlurEffect(style: .systemMaterial)
        blurView = UIVisualEffectView(effect: blur)
        // A vibrancy effect must be created from the same blur it sits on.
        vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        secondaryVibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        if let image = UIImage(named: "header") {
            backgroundImageView.image = image
        } else {
            backgroundImageView.backgroundColor = .systemPink
        }
        backgroundImageView.contentMode = .scaleAspectFill
        backgroundImageView.clipsToBounds = true
        view.addSubview(backgroundImageView)

        titleLabel.text = "Vibrancy"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        subtitleLabel.text = "Blur + vibrancy over an image"
        subtitleLabel.font = .systemFont(ofSize: 15)

        // Labels go into the vibrancy views' contentView, never straight into the effect view.
        vibrancyView.contentView.addSubview(titleLabel)
        secondaryVibrancyView.contentView.addSubview(subtitleLabel)
        blurView.contentView.addSubview(vibrancyView)
        blurView.contentView.addSubview(secondaryVibrancyView)
        view.addSubview(blurView)

        let tap = UITapGestureRecognizer(target: self) { [unowned self] _ in toggleMaterial() }  // selector
        blurView.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        backgroundImageView.frame = bounds

        let headerHeight = insets.top + headerContentHeight
        blurView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: headerHeight)
        vibrancyView.frame = blurView.contentView.bounds
        secondaryVibrancyView.frame = blurView.contentView.bounds

        let left = insets.left + horizontalInset
        let labelWidth = max(0, bounds.width - left - insets.right - horizontalInset)
        titleLabel.frame = CGRect(x: left, y: insets.top + 24, width: labelWidth, height: 41)
        subtitleLabel.frame = CGRect(x: left, y: titleLabel.frame.maxY + 6, width: labelWidth, height: 20)
    }

    private func toggleMaterial() {  // selector
        usesThinMaterial.toggle()
        let blur = UIBlurEffect(style: usesThinMaterial ? .systemUltraThinMaterial : .systemMaterial)
        UIView.animate(withDuration: 0.3) {
            self.blurView.effect = blur
            self.vibrancyView.effect = UIVibrancyEffect(blurEffect: blur)
            self.secondaryVibrancyView.effect = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        }
    }
}
