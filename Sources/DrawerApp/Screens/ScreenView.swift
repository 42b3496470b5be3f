import ViewKit

/// One screen of the demo: a solid colour with a picture centred at its natural size, placed by
/// constraints as a UIKit screen places it (the image view's intrinsic size is the picture's).
package final class ScreenView: View {
    /// Shows the picture; kept centred and unstretched whatever the screen's size. It takes
    /// clicks, as the samples' image views do (`isUserInteractionEnabled = true`).
    package let imageView: ImageView

    /// Creates a screen of `color` showing `image`.
    package init(color: Color, image: Image, name: String) {
        imageView = ImageView(image: image)
        imageView.name = "\(name).image"
        imageView.isUserInteractionEnabled = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        super.init(name: name)
        backgroundColor = color
        addSubview(imageView)
        // Layout rounds the edges to pixels, which keeps a 1:1 picture crisp.
        LayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}

/// The colours of the screens along a stack, root first; deeper screens cycle through them.
package enum ScreenPalette {
    package static let colors: [Color] = [
        Color(rgb: 0x3D5A80),  // dusk blue
        Color(rgb: 0x2A9D8F),  // teal
        Color(rgb: 0xE76F51),  // terracotta
        Color(rgb: 0x6D597A),  // plum
    ]

    /// The colour of the screen at `depth` (0 = root).
    package static func color(atDepth depth: Int) -> Color { colors[depth % colors.count] }
}
