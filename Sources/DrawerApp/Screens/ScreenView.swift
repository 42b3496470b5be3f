import ViewKit

/// One screen of the demo: a solid colour with a picture centred at its natural size.
package final class ScreenView: View {
    /// Shows the picture; kept centred and unstretched whatever the screen's size.
    package let imageView: View

    /// Creates a screen of `color` showing `image`.
    package init(color: Color, image: Image, name: String) {
        imageView = View(frame: Rect(origin: .zero, size: image.size), name: "\(name).image")
        imageView.image = image
        super.init(name: name)
        backgroundColor = color
        addSubview(imageView)
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        imageView.bounds = Rect(origin: .zero, size: imageView.image?.size ?? .zero)
        // Whole points keep a 1:1 picture crisp.
        imageView.center = Point(
            x: (bounds.midX - imageView.bounds.width / 2).rounded() + imageView.bounds.width / 2,
            y: (bounds.midY - imageView.bounds.height / 2).rounded() + imageView.bounds.height / 2)
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
