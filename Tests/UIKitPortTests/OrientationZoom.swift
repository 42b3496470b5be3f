// OrientationZoom.swift
//
// What you see: a light gray screen with one 3:2 photo thumbnail, 150 x 100 pt, 24 pt from the
// left and 40 pt below the top safe area. Tapping it zooms the thumbnail in 0.4 s (spring,
// damping 0.85) into a black full-screen viewer where the photo is aspect-fit with margins of
// 12 pt (iPhone portrait), 32 pt (iPhone landscape), 40 pt (iPad portrait) or 80 pt (iPad
// landscape). Tapping the viewer shrinks the photo back onto the thumbnail in 0.35 s while the
// black fades out.
//
// Written as an iOS developer writes it, by one who knew UIKit and not Drawer; formatted in the
// house style. Lines that differ from what this file would be on iOS, and why: those marked
// `// selector` (Linux has no Objective-C runtime: a target-action or a recognizer's selector is a
// closure, and the handler loses its `@objc`) and `// no UIGraphicsImageRenderer`
// (Drawer draws no pictures of its own: the placeholder photo is an empty picture of its size).

import UIKit

enum OrientationZoomLayout {
    /// Aspect-fits `imageSize` into `bounds`, with margins picked by device idiom and orientation.
    static func finalImageFrame(for imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let device = UIDevice.current
        let orientation = device.orientation
        // Face up / face down / unknown say nothing about the screen; fall back to its shape.
        let isLandscape = orientation.isValidInterfaceOrientation ? orientation.isLandscape : bounds.width > bounds.height
        let isPad = device.userInterfaceIdiom == .pad

        let margin: CGFloat
        switch (isPad, isLandscape) {
        case (true, true): margin = 80
        case (true, false): margin = 40
        case (false, true): margin = 32
        case (false, false): margin = 12
        }
        let available = bounds.insetBy(dx: margin, dy: margin)
        guard imageSize.width > 0, imageSize.height > 0, !available.isEmpty else { return available }
        let scale = min(available.width / imageSize.width, available.height / imageSize.height)
        let size = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
        return CGRect(
            x: available.midX - size.width / 2, y: available.midY - size.height / 2,
            width: size.width, height: size.height)
    }
}

final class OrientationZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private weak var thumbnailView: UIImageView?

    init(isPresenting: Bool, thumbnailView: UIImageView) {
        self.isPresenting = isPresenting
        self.thumbnailView = thumbnailView
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.4 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        guard let thumbnail = thumbnailView,
            let detail =
                (isPresenting
                ? transitionContext.viewController(forKey: .to)
                : transitionContext.viewController(forKey: .from)) as? OrientationZoomDetailViewController,
            let detailView = detail.view
        else {
            transitionContext.completeTransition(false)
            return
        }
        let thumbnailFrame = container.convert(thumbnail.bounds, from: thumbnail)

        if isPresenting {
            detailView.frame = transitionContext.finalFrame(for: detail)
            detailView.alpha = 0
            container.addSubview(detailView)
            let zoomFrame = OrientationZoomLayout.finalImageFrame(for: detail.image.size, in: container.bounds)

            let snapshot = thumbnail.snapshotView(afterScreenUpdates: false) ?? UIImageView(image: thumbnail.image)
            snapshot.frame = thumbnailFrame
            container.addSubview(snapshot)
            thumbnail.isHidden = true
            detail.imageView.isHidden = true

            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                options: [],
                animations: {
                    snapshot.frame = zoomFrame
                    detailView.alpha = 1
                },
                completion: { _ in
                    detail.imageView.isHidden = false
                    thumbnail.isHidden = false
                    snapshot.removeFromSuperview()
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            let imageView = detail.imageView
            let snapshot = imageView.snapshotView(afterScreenUpdates: false) ?? UIImageView(image: imageView.image)
            snapshot.frame = container.convert(imageView.bounds, from: imageView)
            container.addSubview(snapshot)
            imageView.isHidden = true
            thumbnail.isHidden = true

            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    snapshot.frame = thumbnailFrame
                    detailView.alpha = 0
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    thumbnail.isHidden = false
                    imageView.isHidden = false
                    if cancelled { detailView.alpha = 1 }
                    snapshot.removeFromSuperview()
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

final class OrientationZoomDetailViewController: UIViewController {
    let image: UIImage
    let imageView = UIImageView()

    init(image: UIImage) {
        self.image = image
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = image
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] _ in close() })  // selector
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Re-run on rotation, so the margins follow the new orientation.
        imageView.frame = OrientationZoomLayout.finalImageFrame(for: image.size, in: view.bounds)
    }

    private func close() {  // selector
        dismiss(animated: true)
    }
}

final class OrientationZoomGalleryViewController: UIViewController, UIViewControllerTransitioningDelegate {
    private let thumbnailView = UIImageView()
    private lazy var photo: UIImage = UIImage(named: "photo") ?? Self.makePlaceholderPhoto()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        // UIDevice.orientation stays .unknown unless someone asked for orientation updates.
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()

        thumbnailView.image = photo
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.layer.cornerRadius = 8
        thumbnailView.isUserInteractionEnabled = true
        thumbnailView.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] _ in openPhoto() })  // selector
        view.addSubview(thumbnailView)
    }

    deinit {
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        thumbnailView.frame = CGRect(x: view.safeAreaInsets.left + 24, y: view.safeAreaInsets.top + 40, width: 150, height: 100)
    }

    private func openPhoto() {  // selector
        let detail = OrientationZoomDetailViewController(image: photo)
        // Over full screen keeps this view (and the thumbnail) in the window for the way back.
        detail.modalPresentationStyle = .overFullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return OrientationZoomAnimator(isPresenting: true, thumbnailView: thumbnailView)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return OrientationZoomAnimator(isPresenting: false, thumbnailView: thumbnailView)
    }

    private static func makePlaceholderPhoto() -> UIImage {
        return UIImage(name: "", size: CGSize(width: 600, height: 400))  // no UIGraphicsImageRenderer
    }
}
