import Foundation
import Testing
import ViewKit

@testable import SDLHost

/// `UIImage(named:)`'s lookup: the host finds an app's named picture in its `Assets` folder, by
/// name with or without its extension, and nothing for a name it does not have (as UIKit's
/// returns nil). The suite runs from the package's root, whose `Assets` holds `drawer.png`.
@MainActor struct NamedImageTests {
    @Test func aNamedPictureComesFromTheAssetsFolder() throws {
        let store = ImageStore()
        let byName = try #require(store.asset(named: "drawer"))
        #expect(byName.name.hasSuffix("Assets/drawer.png") && byName.size.width > 0 && byName.size.height > 0)
        #expect(store.asset(named: "drawer.png") == byName, "with its extension, the same picture")
        #expect(store.asset(named: "no-such-picture") == nil)
        #expect(store.asset(named: "../Package.swift") == nil && store.asset(named: "") == nil, "only names in the folder")
        ImageAssets.resolve = { [store] name in store.asset(named: name) }
        defer { ImageAssets.resolve = nil }
        #expect(ImageAssets.resolve?("drawer") == byName)
    }
}
