import CSDL

/// The offscreen textures fading groups are drawn into, shared by every group. A group borrows
/// the smallest idle texture that holds it, draws into its top-left corner, and gives it back
/// once composited, so a frame needs as many textures as groups are nested, whatever the number
/// of fading views. A texture too small for the group that needs one is replaced by one that
/// holds both, each side that grows growing by half at least (sides on a 64-pixel grid): the
/// pool only grows, in few steps.
///
/// Textures are kept while the renderer lives. Freeing them would not give the memory back:
/// SDL 2.26's OpenGL renderer keeps one framebuffer object for each texture size it has drawn
/// into, and that object holds on to the last texture of its size after the texture is
/// destroyed. Found by `make endurance`: with a texture for every fading view, freed two seconds
/// after its last use and remade at each new size, each size left a texture behind, and peak
/// memory crept up by tens of MiB an hour. Few sizes, each made once, leave little behind.
struct GroupTexturePool {
    /// A texture at least as large as the group drawn into it.
    struct Texture {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
    }

    /// A texture's sides are multiples of this many pixels.
    static let grid: Int32 = 64
    /// The largest side a texture is made with.
    static let largestSide: Int32 = 8192

    private var idle: [Texture] = []
    private var lent: [Texture] = []
    /// How many textures have been made.
    private(set) var made = 0
    private let destroy: (OpaquePointer) -> Void

    init(destroy: @escaping (OpaquePointer) -> Void) {
        self.destroy = destroy
    }

    /// How many textures exist now, idle or lent.
    var count: Int { idle.count + lent.count }
    /// Their pixels, all together.
    var pixels: Int { (idle + lent).reduce(0) { $0 + Self.area($1) } }

    /// A texture of at least `width` × `height` pixels: the smallest idle one that holds it, or
    /// one made by `make` (with the sides it is given) in place of the largest idle one. Nil if
    /// `make` fails.
    mutating func borrow(width: Int32, height: Int32, make: (Int32, Int32) -> OpaquePointer?) -> Texture? {
        // The smallest idle texture that fits, found without a list of those that do.
        var best: Int?
        for index in idle.indices where idle[index].width >= width && idle[index].height >= height {
            if best.map({ Self.area(idle[index]) < Self.area(idle[$0]) }) ?? true { best = index }
        }
        if let best {
            let texture = idle.remove(at: best)
            lent.append(texture)
            return texture
        }
        var side = (width: Self.onGrid(width), height: Self.onGrid(height))
        if let largest = idle.indices.max(by: { Self.area(idle[$0]) < Self.area(idle[$1]) }) {
            let replaced = idle.remove(at: largest)
            side = (Self.grown(replaced.width, toHold: width), Self.grown(replaced.height, toHold: height))
            destroy(replaced.texture)
        }
        guard let texture = make(side.width, side.height) else { return nil }
        made += 1
        lent.append(Texture(texture: texture, width: side.width, height: side.height))
        return lent.last
    }

    /// Takes back a texture `borrow` gave, once the group drawn into it has been composited.
    mutating func giveBack(_ texture: Texture) {
        lent.removeAll { $0.texture == texture.texture }
        idle.append(texture)
    }

    /// Destroys every idle texture.
    mutating func removeAll() {
        for texture in idle { destroy(texture.texture) }
        idle.removeAll()
    }

    /// The pixels of a texture made for `width` × `height` pixels when no idle one holds them.
    static func paddedArea(width: Int32, height: Int32) -> Int { Int(onGrid(width)) * Int(onGrid(height)) }

    /// `side` rounded up to the grid, at most `largestSide`.
    private static func onGrid(_ side: Int32) -> Int32 {
        min(largestSide, (side + grid - 1) / grid * grid)
    }

    /// A side of `side` pixels as it grows to hold `needed`: unchanged if it does, else by half
    /// at least.
    private static func grown(_ side: Int32, toHold needed: Int32) -> Int32 {
        side >= needed ? side : max(onGrid(needed), onGrid(side + side / 2))
    }

    private static func area(_ texture: Texture) -> Int { Int(texture.width) * Int(texture.height) }
}
