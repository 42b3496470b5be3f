import SDLHost
import Testing
import ViewKit

@testable import DrawerApp

struct ScreenViewTests {
    let image = Image(name: "test.png", size: Size(width: 240, height: 240))

    @Test func pictureStaysCentredAtItsNaturalSizeThroughResizes() {
        let screen = ScreenView(color: ScreenPalette.color(atDepth: 0), image: image, name: "root")
        for size in [Size(width: 1024, height: 720), Size(width: 501, height: 377), Size(width: 64, height: 64)] {
            screen.frame = Rect(origin: .zero, size: size)
            screen.layoutIfNeeded()
            let frame = screen.imageView.frame
            #expect(frame.size == image.size, "unstretched in \(size)")
            #expect(
                abs(frame.midX - size.width / 2) <= 0.5 && abs(frame.midY - size.height / 2) <= 0.5,
                "centred in \(size): \(frame)")
            #expect(frame.minX == frame.minX.rounded() && frame.minY == frame.minY.rounded(), "on whole points")
            #expect(!screen.imageView.hasAmbiguousLayout, "placed by its constraints alone in \(size)")
        }
    }

    @Test func screensAlongTheStackHaveDistinctColours() {
        let colours = (0..<3).map(ScreenPalette.color(atDepth:))
        #expect(Set(colours).count == 3)
    }

    @Test func launchOptionsParseSizeAndImage() throws {
        let options = try LaunchOptions(arguments: ["--size", "800x600", "--image", "a.png", "--verbose"])
        #expect(options.host.size == Size(width: 800, height: 600))
        #expect(options.imagePath == "a.png")
        #expect(options.host.verbose)
        #expect(try LaunchOptions(arguments: []).host.size == Size(width: 1024, height: 720))
        #expect(throws: UsageError.unknownFlag("--nope")) { try LaunchOptions(arguments: ["--nope"]) }
    }
}
