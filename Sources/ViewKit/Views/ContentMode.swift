extension View {
    /// UIView.ContentMode: how a view's picture is placed in its bounds.
    public nonisolated enum ContentMode: Hashable, Sendable {
        /// Stretched to fill the bounds (the default).
        case scaleToFill
        /// Scaled, keeping its proportions, to fit inside the bounds, centred.
        case scaleAspectFit
        /// Scaled, keeping its proportions, to cover the bounds, centred (it spills over them
        /// unless the view clips, as on iOS).
        case scaleAspectFill
        /// As `scaleToFill` (UIKit redraws on a bounds change; a picture here is never stale).
        case redraw
        /// At its natural size, centred or against an edge or corner.
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        /// Where a picture of `imageSize` is drawn in `bounds`: the rectangle it covers, and the
        /// part of the picture shown there in unit coordinates. A view that clips shows only what
        /// falls inside its bounds; nil when nothing shows.
        public func placement(ofImageSized imageSize: Size, in bounds: Rect, clipped: Bool) -> (frame: Rect, source: Rect)? {
            guard imageSize.width > 0, imageSize.height > 0, bounds.width > 0, bounds.height > 0 else { return nil }
            let whole = frame(ofImageSized: imageSize, in: bounds)
            guard clipped else { return (whole, Rect(x: 0, y: 0, width: 1, height: 1)) }
            let x0 = max(whole.minX, bounds.minX)
            let y0 = max(whole.minY, bounds.minY)
            let x1 = min(whole.maxX, bounds.maxX)
            let y1 = min(whole.maxY, bounds.maxY)
            guard x1 > x0, y1 > y0 else { return nil }
            let drawn = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            let source = Rect(
                x: (x0 - whole.minX) / whole.width, y: (y0 - whole.minY) / whole.height,
                width: drawn.width / whole.width, height: drawn.height / whole.height)
            return (drawn, source)
        }

        /// The rectangle the whole picture covers, before any clipping.
        func frame(ofImageSized size: Size, in bounds: Rect) -> Rect {
            func placed(_ width: Double, _ height: Double, x: Double, y: Double) -> Rect {
                Rect(
                    x: bounds.minX + (bounds.width - width) * x, y: bounds.minY + (bounds.height - height) * y,
                    width: width, height: height)
            }
            switch self {
            case .scaleToFill, .redraw: return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let widthRatio = bounds.width / size.width
                let heightRatio = bounds.height / size.height
                let scale = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
                return placed(size.width * scale, size.height * scale, x: 0.5, y: 0.5)
            case .center: return placed(size.width, size.height, x: 0.5, y: 0.5)
            case .top: return placed(size.width, size.height, x: 0.5, y: 0)
            case .bottom: return placed(size.width, size.height, x: 0.5, y: 1)
            case .left: return placed(size.width, size.height, x: 0, y: 0.5)
            case .right: return placed(size.width, size.height, x: 1, y: 0.5)
            case .topLeft: return placed(size.width, size.height, x: 0, y: 0)
            case .topRight: return placed(size.width, size.height, x: 1, y: 0)
            case .bottomLeft: return placed(size.width, size.height, x: 0, y: 1)
            case .bottomRight: return placed(size.width, size.height, x: 1, y: 1)
            }
        }
    }
}

/// A view that shows a picture, as UIImageView: made the picture's size, placed by `contentMode`,
/// and, like UIKit's, taking no pointer input unless told to.
@preconcurrency @MainActor open class ImageView: View {
    /// A view showing `image` with its natural size for its bounds.
    public init(image: Image?) {
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
    }

    public override init(frame: Rect = .zero, name: String = "") {
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }

    /// The image's size, or none without an image, as UIImageView's.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
