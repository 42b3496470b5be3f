/// Offscreen passes kept from one frame to the next: a view drawn through a pass (a fade as one
/// picture, a rounded clip, a mask, a 3D layer, `shouldRasterize`) keeps its texture while what
/// the pass draws stays the same, and the next frame composites the texture without drawing
/// into it again.
///
/// The rule: each frame the pass's content is captured as draw calls (`DrawCommands`), not
/// drawn. Where the capture equals the last frame's for the same view, at the same size, the
/// kept texture already holds that picture. Otherwise the capture is replayed into the texture
/// and kept for the next frame. A pass whose view is not drawn in a frame is given up at the end
/// of that frame, so what is kept is what the last frame drew.
///
/// Memory: kept textures together hold at most `budget` pixels (twice the window's, set each
/// frame); a pass that would pass it is drawn as before, into a texture it gives back. Kept
/// textures come from the renderer's `GroupTexturePool` and go back to it, so they add no
/// texture sizes of their own.
struct PassCache {
    /// A kept pass: its texture and what was last drawn into it.
    struct Entry {
        var texture: GroupTexturePool.Texture
        var width: Int32
        var height: Int32
        var commands: DrawCommands
        var frame: Int
        /// Whether `commands` are the pass's settled form (see `drawsSettled`).
        var settled = false
        /// Frames in a row the kept texture was composited as it was, and drawn into again.
        var reusedInARow = 0, redrawnInARow = 0
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The passes a frame gives up, kept for its capacity.
    private var leaving: [ObjectIdentifier] = []
    /// Captures of passes given up, their buffers kept for the next pass kept anew: a
    /// pass that leaves the screen and comes back (a tile the zoom's card covers and uncovers)
    /// allocates nothing. At most `sparesKept`.
    private var spares: [DrawCommands] = []
    static let sparesKept = 8
    /// Captures made for passes kept anew (not taken from `spares`) since the cache was made.
    private(set) var capturesMade = 0
    /// The most pixels kept textures may hold together.
    var budget = 0
    private var frame = 0
    /// Passes whose kept texture was composited as it was, and passes drawn into again, since the
    /// renderer was made.
    private(set) var reused = 0, redrawn = 0

    /// The pixels kept textures hold.
    var pixels: Int { entries.values.reduce(0) { $0 + Int($1.texture.width) * Int($1.texture.height) } }
    /// How many passes are kept.
    var count: Int { entries.count }

    /// Whether a pass of `width` × `height` pixels for `key` may be kept: its kept texture holds
    /// it, or a texture that does fits the budget beside the others.
    func mayKeep(_ key: ObjectIdentifier, width: Int32, height: Int32) -> Bool {
        let kept = entries[key]
        if let kept, kept.texture.width >= width, kept.texture.height >= height { return true }
        let others = pixels - (kept.map { Int($0.texture.width) * Int($0.texture.height) } ?? 0)
        return others + GroupTexturePool.paddedArea(width: width, height: height) <= budget
    }

    /// Whether `key`'s pass is drawn in its settled form this frame: one that costs more to draw
    /// once and less to composite each frame (a rounded clip's edge drawn into its texture, so
    /// that the texture is composited as a box). So once its texture was composited as it was
    /// last frame, and while it stays settled or changes in no more than one frame in a row: a
    /// pass that changes every frame (a card that grows) never pays for the settled form.
    /// At most `settlingsPerFrame` passes take the settled form anew in a frame, so that a
    /// screen of clips settling together (a grid that has just appeared) spreads its extra
    /// passes over as many frames instead of stalling one.
    mutating func drawsSettled(_ key: ObjectIdentifier) -> Bool {
        guard let entry = entries[key] else { return false }
        if entry.settled { return entry.reusedInARow > 0 || entry.redrawnInARow < 2 }
        guard entry.reusedInARow > 0, settlingsThisFrame < Self.settlingsPerFrame else { return false }
        settlingsThisFrame += 1
        return true
    }
    static let settlingsPerFrame = 1
    private var settlingsThisFrame = 0

    /// The kept texture for `key` if it holds exactly what `commands` draws at this size.
    mutating func reuse(_ key: ObjectIdentifier, width: Int32, height: Int32, drawing commands: DrawCommands) -> GroupTexturePool.Texture? {
        guard var entry = entries[key], entry.width == width, entry.height == height, entry.commands.drawsTheSame(as: commands)
        else { return nil }
        entry.frame = frame
        entry.reusedInARow += 1
        entry.redrawnInARow = 0
        entries[key] = entry
        reused += 1
        return entry.texture
    }

    /// Keeps `commands` as what `key`'s texture holds, once they are drawn into the texture this
    /// returns: the kept one if it is large enough, else one `borrow` gives (the old one goes
    /// back through `giveBack`). Nil, keeping nothing, if `borrow` gives nothing. `settled` says
    /// whether `commands` are the pass's settled form (see `drawsSettled`).
    ///
    /// The commands are copied into the buffers the pass kept before: its capture's buffers
    /// stay its own, so that neither allocates again once they have grown.
    mutating func keep(
        _ key: ObjectIdentifier, width: Int32, height: Int32, drawing commands: DrawCommands, settled: Bool = false,
        borrow: (Int32, Int32) -> GroupTexturePool.Texture?, giveBack: (GroupTexturePool.Texture) -> Void
    ) -> GroupTexturePool.Texture? {
        redrawn += 1
        let redrawnInARow = (entries[key]?.redrawnInARow ?? 0) + 1
        var outgrown: DrawCommands?
        // Taken out to be changed, so that its buffers are not shared with the dictionary's copy.
        if var entry = entries.removeValue(forKey: key) {
            if entry.texture.width >= width, entry.texture.height >= height {
                entry.commands.copy(from: commands)
                entry.width = width
                entry.height = height
                entry.frame = frame
                entry.settled = settled
                entry.reusedInARow = 0
                entry.redrawnInARow = redrawnInARow
                entries[key] = entry
                return entry.texture
            }
            // A pass that outgrew its texture keeps its drawing's buffers.
            giveBack(entry.texture)
            outgrown = entry.commands
        }
        guard let texture = borrow(width, height) else {
            outgrown.map { spare($0) }
            return nil
        }
        guard pixels + Int(texture.width) * Int(texture.height) <= budget else {
            giveBack(texture)
            outgrown.map { spare($0) }
            return nil
        }
        // Taken out of the optional, so that the copy below writes into buffers it holds alone.
        var kept = outgrown.take() ?? newCapture()
        kept.copy(from: commands)
        // `leaving` grows with the passes kept, so that the frame giving them up allocates nothing.
        if leaving.capacity <= entries.count { leaving.reserveCapacity(Swift.max(entries.count + 1, 2 * leaving.capacity)) }
        entries[key] = Entry(
            texture: texture, width: width, height: height, commands: kept, frame: frame, settled: settled,
            redrawnInARow: redrawnInARow)
        return texture
    }

    /// A capture for a pass kept anew: a spare if there is one.
    private mutating func newCapture() -> DrawCommands {
        if let spare = spares.popLast() { return spare }
        capturesMade += 1
        return DrawCommands()
    }

    /// Ends a frame: passes not drawn in it are given up, their textures given back.
    mutating func endFrame(giveBack: (GroupTexturePool.Texture) -> Void) {
        // The keys first, then the removals: removing while iterating would copy the table.
        leaving.removeAll(keepingCapacity: true)
        for (key, entry) in entries where entry.frame != frame { leaving.append(key) }
        for key in leaving {
            guard let entry = entries.removeValue(forKey: key) else { continue }
            giveBack(entry.texture)
            spare(entry.commands)
        }
        frame += 1
        settlingsThisFrame = 0
    }

    /// Keeps `commands`' buffers for a pass kept anew (see `spares`). Not emptied here: its
    /// buffers may still be shared with the caller's copy, and emptying would copy them; the
    /// next `copy(from:)` empties them once they are the spare's alone.
    private mutating func spare(_ commands: DrawCommands) {
        guard spares.count < Self.sparesKept, commands.hasCapacity else { return }
        spares.append(commands)
    }

    /// Gives up every kept pass.
    mutating func removeAll(giveBack: (GroupTexturePool.Texture) -> Void) {
        for entry in entries.values { giveBack(entry.texture) }
        entries.removeAll()
        spares.removeAll()
    }
}
