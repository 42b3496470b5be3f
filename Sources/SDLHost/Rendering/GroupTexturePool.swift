import CSDL

/// The offscreen textures fading groups are drawn into, shared by every group. A group borrows
/// the smallest idle texture that holds it, draws into its top-left corner, and gives it back
/// once composited, so a frame needs as many textures as groups are nested, whatever the number
/// of fading views. A texture's sides are whole steps of a 64-pixel grid, so a growing group
/// remakes its texture once a step, not once a frame; a texture too small for the group that
/// needs one is replaced by one that holds both. Textures idle for `releaseAfterFrames` go.
///
/// Found by `make endurance`: with a texture of its own for every fading view, kept two seconds
/// after its last use and remade at each new size, peak memory crept up by tens of MiB an hour.
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

    private var idle: [(texture: Texture, lastUsed: Int)] = []
    private var lent: [Texture] = []
    private var frame = 0
    /// How many frames a texture may stay idle before it is destroyed.
    var releaseAfterFrames: Int
    /// How many textures have been made.
    private(set) var made = 0
    private let destroy: (OpaquePointer) -> Void

    init(releaseAfterFrames: Int, destroy: @escaping (OpaquePointer) -> Void) {
        self.releaseAfterFrames = releaseAfterFrames
        self.destroy = destroy
    }

    /// How many textures exist now, idle or lent.
    var count: Int { idle.count + lent.count }
    /// Their pixels, all together.
    var pixels: Int { idle.reduce(0) { $0 + Self.area($1.texture) } + lent.reduce(0) { $0 + Self.area($1) } }

    /// A texture of at least `width` × `height` pixels: the smallest idle one that holds it, or
    /// one made by `make` (with the sides it is given) in place of the largest idle one. Nil if
    /// `make` fails.
    mutating func borrow(width: Int32, height: Int32, make: (Int32, Int32) -> OpaquePointer?) -> Texture? {
        let fitting = idle.indices.filter { idle[$0].texture.width >= width && idle[$0].texture.height >= height }
        if let best = fitting.min(by: { Self.area(idle[$0].texture) < Self.area(idle[$1].texture) }) {
            let texture = idle.remove(at: best).texture
            lent.append(texture)
            return texture
        }
        var side = (width: Self.onGrid(width), height: Self.onGrid(height))
        if let largest = idle.indices.max(by: { Self.area(idle[$0].texture) < Self.area(idle[$1].texture) }) {
            let replaced = idle.remove(at: largest).texture
            side = (max(side.width, replaced.width), max(side.height, replaced.height))
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
        idle.append((texture, frame))
    }

    /// Called once per drawn frame: every 60 frames, destroys the textures idle for too long.
    mutating func endFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        let oldest = frame - releaseAfterFrames
        let destroy = destroy
        idle.removeAll { entry in
            guard entry.lastUsed < oldest else { return false }
            destroy(entry.texture.texture)
            return true
        }
    }

    /// Destroys every idle texture.
    mutating func removeAll() {
        for entry in idle { destroy(entry.texture.texture) }
        idle.removeAll()
    }

    private static func onGrid(_ side: Int32) -> Int32 {
        min(largestSide, (side + grid - 1) / grid * grid)
    }

    private static func area(_ texture: Texture) -> Int { Int(texture.width) * Int(texture.height) }
}
