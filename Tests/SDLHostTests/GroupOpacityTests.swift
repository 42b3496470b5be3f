import CSDL
import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// A fading view fades as one picture, as Core Animation's group opacity does: its own
/// background does not show through its subviews, and the picture blends once with what is behind.
extension OffscreenRenderingTests {
    /// A red view at alpha 0.5 holding an opaque green child, over blue.
    static func fadingGroup(groupOpacity: Bool) -> (root: View, parent: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let parent = View(frame: Rect(x: 40, y: 40, width: 120, height: 120))
        parent.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        parent.alpha = 0.5
        parent.allowsGroupOpacity = groupOpacity
        let child = View(frame: Rect(x: 20, y: 20, width: 80, height: 80))
        child.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        child.cornerRadius = 12
        parent.addSubview(child)
        root.addSubview(parent)
        return (root, parent)
    }

    @Test func aFadingViewBlendsItsSubtreeOnceWithWhatIsBehind() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, _) = Self.fadingGroup(groupOpacity: true)
        renderer.draw(root)
        let frame = try window.snapshot()
        let tolerance = 2.0 / 255
        // The child: 0.5·green + 0.5·blue, and no red from the parent behind it.
        let child = try #require(frame.color(x: 100, y: 100))
        #expect(
            abs(child.red - 0) <= tolerance && abs(child.green - 0.5) <= tolerance && abs(child.blue - 0.5) <= tolerance,
            "the child is half green over blue: \(child)")
        // The parent's own background: 0.5·red + 0.5·blue.
        let parent = try #require(frame.color(x: 45, y: 45))
        #expect(abs(parent.red - 0.5) <= tolerance && abs(parent.green) <= tolerance && abs(parent.blue - 0.5) <= tolerance, "\(parent)")
        // Across the child's rounded corner and edge, every pixel lies between its neighbours'
        // colours: no dark fringe (the sum of the channels never dips below both sides').
        for x in 55...65 {
            let pixel = try #require(frame.color(x: x, y: 61))
            let brightness = pixel.red + pixel.green + pixel.blue
            #expect(brightness >= 1 - 3 * tolerance, "pixel \(x), 61 is darker than both sides: \(pixel)")
        }
    }

    @Test func groupOpacityCanBeTurnedOffPerView() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, _) = Self.fadingGroup(groupOpacity: false)
        renderer.draw(root)
        let frame = try window.snapshot()
        // Each view blends on its own: the child (0.5) over the parent's (0.5 red over blue).
        let child = try #require(frame.color(x: 100, y: 100))
        #expect(child.red > 0.2, "the parent's red shows through the child, as before: \(child)")
    }

    /// The group's picture includes its shadow, outside its bounds: the shadow fades with it
    /// rather than being cut off at the group's edge.
    @Test func aFadingGroupsShadowFadesWithIt() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, parent) = Self.fadingGroup(groupOpacity: true)
        root.backgroundColor = .white
        parent.shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.8), radius: 10, offset: Point(x: 0, y: 12))
        renderer.draw(root)
        let fading = try window.snapshot()
        parent.alpha = 1
        renderer.draw(root)
        let opaque = try window.snapshot()
        // Just below the parent, in its shadow: the fading group's shadow is half as dark.
        let fadingShadow = try #require(fading.color(x: 100, y: 165))
        let opaqueShadow = try #require(opaque.color(x: 100, y: 165))
        #expect(opaqueShadow.red < 0.9, "there is a shadow: \(opaqueShadow)")
        let expected = 0.5 * opaqueShadow.red + 0.5
        #expect(abs(fadingShadow.red - expected) <= 3.0 / 255, "the shadow fades with the group: \(fadingShadow) vs \(expected)")
    }

    @Test func groupTexturesAreReusedAndKept() throws {
        let (_, _, renderer) = try Self.makeWindow(200, 200)
        let (root, parent) = Self.fadingGroup(groupOpacity: true)
        for _ in 0..<5 { renderer.draw(root) }
        #expect(renderer.groupTexturesMade == 1, "one texture for the group, made once")
        parent.alpha = 1
        for _ in 0..<200 { renderer.draw(root) }
        parent.alpha = 0.5
        renderer.draw(root)
        // Kept while nothing fades: freeing it would not give its memory back (GroupTexturePool).
        #expect(renderer.groupTexturesMade == 1 && renderer.groupTextureCount == 1)
    }

    /// Found by `make endurance`: every fading view had a texture of its own, freed two seconds
    /// after its last use and remade at every new size, so views that come and go or grow made
    /// texture after texture, each size leaving one behind in SDL's OpenGL renderer, and the
    /// process's peak crept up by tens of MiB. Groups now borrow from one pool: as many textures
    /// as groups are nested, growing in few steps.
    @Test func fadingViewsThatComeAndGoShareOneTexture() throws {
        let (_, _, renderer) = try Self.makeWindow(200, 200)
        renderer.keepsPasses = false  // the pool alone; kept passes hold their own (PassCacheTests)
        for _ in 0..<20 {
            let (root, _) = Self.fadingGroup(groupOpacity: true)
            for _ in 0..<3 { renderer.draw(root) }
        }
        #expect(renderer.groupTexturesMade == 1, "twenty fading views in turn, one texture: \(renderer.groupTexturesMade)")
        #expect(renderer.groupTextureCount == 1)
    }

    @Test func aGrowingGroupRemakesItsTextureInFewSteps() throws {
        let (_, _, renderer) = try Self.makeWindow(400, 400)
        let (root, parent) = Self.fadingGroup(groupOpacity: true)
        root.frame.size = Size(width: 400, height: 400)
        for step in 0..<200 {
            parent.frame.size = Size(width: 100 + Double(step), height: 100 + Double(step))
            renderer.draw(root)
        }
        // 100 to 299 points a side: 128 on the grid, then by half at least: 192, then 320.
        #expect(renderer.groupTexturesMade == 3, "\(renderer.groupTexturesMade) textures for 200 sizes")
        #expect(renderer.groupTextureCount == 1, "the smaller ones were replaced, not kept")
    }

    @Test func siblingGroupsShareATextureAndNestedOnesTakeTwo() throws {
        let (window, _, renderer) = try Self.makeWindow(300, 200)
        renderer.keepsPasses = false  // the pool alone; kept passes hold their own (PassCacheTests)
        let (root, parent) = Self.fadingGroup(groupOpacity: true)
        root.frame.size = Size(width: 300, height: 200)
        let sibling = View(frame: Rect(x: 170, y: 40, width: 120, height: 120))
        sibling.backgroundColor = Color(red: 1, green: 1, blue: 0, alpha: 1)
        sibling.alpha = 0.5
        sibling.addSubview(View(frame: Rect(x: 10, y: 10, width: 50, height: 50)))
        root.addSubview(sibling)
        for _ in 0..<3 { renderer.draw(root) }
        #expect(renderer.groupTextureCount == 1, "two fading siblings, drawn in turn, share one texture")
        // Each shows its own picture: the second did not draw over the first's before it was composited.
        let frame = try window.snapshot()
        let tolerance = 2.0 / 255
        let first = try #require(frame.color(x: 100, y: 100))
        #expect(abs(first.green - 0.5) <= tolerance && abs(first.blue - 0.5) <= tolerance && first.red <= tolerance, "\(first)")
        let second = try #require(frame.color(x: 280, y: 150))
        #expect(
            abs(second.red - 0.5) <= tolerance && abs(second.green - 0.5) <= tolerance && abs(second.blue - 0.5) <= tolerance, "\(second)")
        let inner = parent.subviews[0]
        inner.alpha = 0.5
        inner.addSubview(View(frame: Rect(x: 5, y: 5, width: 20, height: 20)))
        for _ in 0..<3 { renderer.draw(root) }
        #expect(renderer.groupTextureCount == 2, "a fading view inside a fading view needs a second")
    }

    /// A group drawn from a pooled texture larger than itself looks as it does from one its size.
    @Test func aGroupDrawnFromALargerTextureLooksTheSame() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        renderer.keepsPasses = false  // the pool alone; kept passes hold their own (PassCacheTests)
        let (root, parent) = Self.fadingGroup(groupOpacity: true)
        parent.transform = Transform2D(rotationAngle: 0.3)
        renderer.draw(root)
        let alone = try window.snapshot()
        let (big, _) = Self.fadingGroup(groupOpacity: true)
        big.subviews[0].frame = Rect(x: 0, y: 0, width: 200, height: 200)
        renderer.draw(big)
        renderer.draw(root)
        let pooled = try window.snapshot()
        #expect(renderer.groupTexturesMade == 2 && renderer.groupTextureCount == 1, "the group drew from the larger one's texture")
        var worst = 0.0
        for y in 0..<200 {
            for x in 0..<200 {
                let a = try #require(alone.color(x: x, y: y))
                let b = try #require(pooled.color(x: x, y: y))
                worst = max(worst, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
            }
        }
        #expect(worst <= 2.0 / 255, "largest difference \(worst * 255) levels")
    }

    /// A fading view far larger than the window draws only the part that shows into its
    /// texture: a texture is never much larger than what it is drawn onto.
    @Test func aGroupLargerThanTheWindowGetsATextureTheSizeOfWhatShows() throws {
        let (window, _, renderer) = try Self.makeWindow(200, 200)
        let (root, parent) = Self.fadingGroup(groupOpacity: true)
        parent.frame = Rect(x: -1500, y: -1500, width: 3000, height: 3000)
        parent.subviews[0].frame = Rect(x: 1540, y: 1540, width: 80, height: 80)
        renderer.draw(root)
        #expect(renderer.groupTexturePixels <= 256 * 256, "\(renderer.groupTexturePixels) pixels for a 200 × 200 window")
        let frame = try window.snapshot()
        let tolerance = 2.0 / 255
        let child = try #require(frame.color(x: 60, y: 60))
        #expect(abs(child.green - 0.5) <= tolerance && abs(child.blue - 0.5) <= tolerance && child.red <= tolerance, "\(child)")
        let parentColour = try #require(frame.color(x: 150, y: 150))
        #expect(abs(parentColour.red - 0.5) <= tolerance && abs(parentColour.blue - 0.5) <= tolerance, "\(parentColour)")
        // Rotated, the part that shows is still what is drawn.
        parent.transform = Transform2D(rotationAngle: 0.4)
        renderer.draw(root)
        #expect(renderer.groupTexturePixels <= 384 * 384, "\(renderer.groupTexturePixels) pixels, rotated")
    }
}
