// Written as an iOS developer writes it, by one who knew UIKit and not ViewKit; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why:
//   `// init()`    PopupView overrides UIView's `init(frame:)` only, and on iOS is made with
//                  `PopupView()` (NSObject's `init()`, which calls `init(frame: .zero)`). Here
//                  View has no `init()` a subclass inherits: its own designated initializer is
//                  `init(frame:name:)` (with defaults), and a subclass that overrides
//                  `init(frame:)` alone inherits neither, so `PopupView()` is "missing argument
//                  for parameter 'frame' in call". It is made with `PopupView(frame: .zero)`.
//
// AnchoredPopup: an alert-style popup laid out by Auto Layout and shown with a fade and a scale.
// PopupHostViewController has a "Show Popup" button centred in its view. `showPopup()` adds,
// over everything in the view, a dimming control pinned to all four edges and a PopupView
// centred on the view (centerX and centerY), 280 points wide by preference (priority 750),
// never wider than 280 and never nearer than 24 points to the view's leading edge, so that a
// narrow window narrows it. The popup's height comes from its content: a one-line title 20
// points from its top, a message label of any number of lines 8 points under it that wraps at
// the popup's width less 20 points a side, and a 44-point "OK" button 16 points under the
// message and 12 from the bottom. It is laid out before it shows, then fades in (alpha 0 to 1)
// from a scale of 0.85 while the dimming fades in, over 0.3 s on ease-out. "OK", a tap on the
// dimming, or `dismissPopup()` fades it out to a scale of 0.85 over 0.2 s on ease-in, and
// removes both views when that ends.

import UIKit

final class PopupView: UIView {
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let okButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 14
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)

        titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        titleLabel.textAlignment = .center
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        okButton.setTitle("OK", for: .normal)
        okButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)

        for subview in [titleLabel, messageLabel, okButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),

            messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),

            okButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 16),
            okButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            okButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            okButton.heightAnchor.constraint(equalToConstant: 44),
            okButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PopupHostViewController: UIViewController {
    static let preferredWidth: CGFloat = 280
    static let minimumSideInset: CGFloat = 24
    static let showDuration: TimeInterval = 0.3
    static let hideDuration: TimeInterval = 0.2
    static let hiddenScale: CGFloat = 0.85

    private(set) var popupView: PopupView?
    private(set) var dimmingView: UIControl?
    /// What placed the popup in the view, kept to see what its removal leaves behind.
    private(set) var popupConstraints: [NSLayoutConstraint] = []

    private lazy var showButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Show Popup") { [weak self] _ in
            self?.showPopup(title: "Backup complete", message: "Your photos are backed up. You can turn this off at any time in Settings.")
        })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Popup"
        view.backgroundColor = .systemBackground
        showButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(showButton)
        NSLayoutConstraint.activate([
            showButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            showButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    func showPopup(title: String, message: String) {
        guard popupView == nil else { return }
        let dimming = UIControl()
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimming.translatesAutoresizingMaskIntoConstraints = false
        dimming.addAction(UIAction { [weak self] _ in self?.dismissPopup() }, for: .touchUpInside)

        let popup = PopupView(frame: .zero)  // init()
        popup.translatesAutoresizingMaskIntoConstraints = false
        popup.titleLabel.text = title
        popup.messageLabel.text = message
        popup.okButton.addAction(UIAction { [weak self] _ in self?.dismissPopup() }, for: .touchUpInside)

        view.addSubview(dimming)
        view.addSubview(popup)
        let preferredWidth = popup.widthAnchor.constraint(equalToConstant: Self.preferredWidth)
        preferredWidth.priority = .defaultHigh
        popupConstraints = [
            dimming.topAnchor.constraint(equalTo: view.topAnchor),
            dimming.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dimming.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            dimming.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            popup.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            popup.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            popup.widthAnchor.constraint(lessThanOrEqualToConstant: Self.preferredWidth),
            popup.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: Self.minimumSideInset),
            preferredWidth,
        ]
        NSLayoutConstraint.activate(popupConstraints)
        popupView = popup
        dimmingView = dimming

        // Laid out where it will rest before it shows, so that only the fade and the scale animate.
        view.layoutIfNeeded()
        dimming.alpha = 0
        popup.alpha = 0
        popup.transform = CGAffineTransform(scaleX: Self.hiddenScale, y: Self.hiddenScale)
        UIView.animate(withDuration: Self.showDuration, delay: 0, options: [.curveEaseOut]) {
            dimming.alpha = 1
            popup.alpha = 1
            popup.transform = .identity
        }
    }

    func dismissPopup(completion: (() -> Void)? = nil) {
        guard let popup = popupView, let dimming = dimmingView else { return }
        popupView = nil
        dimmingView = nil
        UIView.animate(
            withDuration: Self.hideDuration, delay: 0, options: [.curveEaseIn],
            animations: {
                dimming.alpha = 0
                popup.alpha = 0
                popup.transform = CGAffineTransform(scaleX: Self.hiddenScale, y: Self.hiddenScale)
            },
            completion: { _ in
                popup.removeFromSuperview()
                dimming.removeFromSuperview()
                completion?()
            })
    }
}
