import CSDL
import FoundationEssentials
import Glibc

/// Records every draw call the renderer makes, frame by frame, so that a program with no Swift
/// at all (`bench/baseline.c`) can replay exactly the same triangles with textures of the same
/// sizes, as the floor Drawer's frame cost is compared with.
///
/// File layout (little-endian): "DRWG", version u32 (5), width u32, height u32; texture count
/// u32, then per texture: kind u8 (0 a picture file: length u32 + UTF-8 path; 1 a blank texture
/// of w u32 × h u32; 2 a render-target texture of w u32 × h u32 for a group's offscreen pass,
/// blended premultiplied; 3 a line of text, which the floor renders with SDL_ttf as the host
/// does: font path length u32 + UTF-8, pixel size u32, bold u8, text length u32 + UTF-8; 4 a
/// streaming texture of w u32 × h u32 that a material's blurred backdrop is loaded into,
/// blended premultiplied); frame count u32, then per frame: clear
/// colour 4 × u8, call count u32, then per call: texture index i32 (−1 none), vertex count u32,
/// index count u32, the vertices as SDL_Vertex (20 bytes each), the indices as i32. Two calls
/// carry no geometry: texture index −2 starts an offscreen pass into the target texture whose
/// index is in the vertex-count field (cleared to transparent), −3 ends the innermost pass. One
/// carries five more u32 after its counts: texture index −4 reads back the pixels x, y, w, h of
/// what is being drawn onto, blurs them by σ (the fifth, a float32's bits) as `BackdropBlur`
/// does, and loads the result into the streaming texture whose index is in the vertex-count
/// field. Texture index −5 sets the clip rectangle: the vertex-count field is 1 for a clip and 0
/// for none, and four i32 follow (x, y, w, h). A frame whose clear colour has alpha 0 is not
/// cleared (an opaque view covers it all).
///
/// Benchmark plumbing, not app API: `package`, seen by DrawerBench and not by an app, with
/// `ViewRenderer.recorder` and `HostWindow.finishRendering()` the other two ends of that seam.
@MainActor package final class GeometryRecorder {
    nonisolated enum TextureSource: Hashable {
        case file(String)
        case blank(width: Int32, height: Int32)
        case target(width: Int32, height: Int32)
        case text(font: String, pixelSize: Int32, bold: Bool, string: String)
        case streaming(width: Int32, height: Int32)
    }

    private var textureIndex: [OpaquePointer: Int32] = [:]
    private var textures: [TextureSource] = []
    private var frames: [Data] = []
    private var current = Data()
    private var callsInFrame: UInt32 = 0
    private var clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)

    /// What one frame asked of the rasterizer: on a software renderer its time follows the
    /// pixels filled (every triangle's area inside the clip, overdraw included), and of them
    /// those sampled from a texture (llvmpipe takes about twice as long over one), then the
    /// offscreen passes and the pixels read back.
    package nonisolated struct FrameCost: Equatable, Sendable, Codable {
        package var calls = 0.0, vertices = 0.0, triangles = 0.0
        package var pixelsFilled = 0.0, pixelsSampled = 0.0
        package var offscreenPasses = 0.0, readbacks = 0.0, pixelsReadBack = 0.0
        package init() {}

        /// The frames' mean.
        package static func mean(_ costs: some Collection<FrameCost>) -> FrameCost {
            var sum = FrameCost()
            for cost in costs {
                sum.calls += cost.calls
                sum.vertices += cost.vertices
                sum.triangles += cost.triangles
                sum.pixelsFilled += cost.pixelsFilled
                sum.pixelsSampled += cost.pixelsSampled
                sum.offscreenPasses += cost.offscreenPasses
                sum.readbacks += cost.readbacks
                sum.pixelsReadBack += cost.pixelsReadBack
            }
            let n = Double(max(costs.count, 1))
            var mean = FrameCost()
            (mean.calls, mean.vertices, mean.triangles) = (sum.calls / n, sum.vertices / n, sum.triangles / n)
            (mean.pixelsFilled, mean.pixelsSampled) = (sum.pixelsFilled / n, sum.pixelsSampled / n)
            (mean.offscreenPasses, mean.readbacks, mean.pixelsReadBack) =
                (sum.offscreenPasses / n, sum.readbacks / n, sum.pixelsReadBack / n)
            return mean
        }
    }

    /// Each recorded frame's cost, in order.
    package private(set) var costs: [FrameCost] = []
    private var cost = FrameCost()

    package init() {}

    /// A frame begins, onto a target of `pixels` (the window's; unbounded if nil).
    func beginFrame(clear color: SDL_Color?, pixels: (width: Int32, height: Int32)? = nil) {
        current = Data()
        callsInFrame = 0
        cost = FrameCost()
        clip = nil
        target = pixels.map { SDL_Rect(x: 0, y: 0, w: $0.width, h: $0.height) }
        outer.removeAll()
        clear = color.map { ($0.r, $0.g, $0.b, 255) } ?? (0, 0, 0, 0)
    }

    /// The clip rectangle of what is drawn onto, which the pixels filled are counted inside.
    private var clip: SDL_Rect?
    /// What is drawn onto, which the pixels filled are counted inside where there is no clip.
    private var target: SDL_Rect?
    /// The clip and target outside each pass begun.
    private var outer: [(clip: SDL_Rect?, target: SDL_Rect?)] = []

    /// Drawing is cut to `rect` (pixels) from here on, or not cut.
    func clip(to rect: SDL_Rect?) {
        clip = rect
        callsInFrame += 1
        Self.append(Int32(-5), to: &current)
        Self.append(UInt32(rect == nil ? 0 : 1), to: &current)
        Self.append(UInt32(0), to: &current)
        let box = rect ?? SDL_Rect()
        for value in [box.x, box.y, box.w, box.h] { Self.append(UInt32(bitPattern: value), to: &current) }
    }

    /// The area of the triangle a, b, c inside the clip.
    private func area(_ a: SDL_FPoint, _ b: SDL_FPoint, _ c: SDL_FPoint) -> Double {
        var polygon = [(Double(a.x), Double(a.y)), (Double(b.x), Double(b.y)), (Double(c.x), Double(c.y))]
        if let clip = clip ?? target {
            let (minX, minY) = (Double(clip.x), Double(clip.y))
            let (maxX, maxY) = (minX + Double(clip.w), minY + Double(clip.h))
            // Sutherland–Hodgman against each side: inside(p) ≥ 0, and where a side is crossed.
            let sides: [((Double, Double)) -> Double] = [{ $0.0 - minX }, { maxX - $0.0 }, { $0.1 - minY }, { maxY - $0.1 }]
            for inside in sides {
                var kept: [(Double, Double)] = []
                for (index, p) in polygon.enumerated() {
                    let q = polygon[(index + 1) % polygon.count]
                    let (dp, dq) = (inside(p), inside(q))
                    if dp >= 0 { kept.append(p) }
                    if (dp >= 0) != (dq >= 0) {
                        let t = dp / (dp - dq)
                        kept.append((p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t))
                    }
                }
                polygon = kept
                if polygon.count < 3 { return 0 }
            }
        }
        var twice = 0.0
        for (index, p) in polygon.enumerated() {
            let q = polygon[(index + 1) % polygon.count]
            twice += p.0 * q.1 - q.0 * p.1
        }
        return abs(twice) / 2
    }

    /// Registers `texture` as drawn from `source` (again at each use): a texture made where a
    /// freed one was, as SDL's allocator often does, gets an entry of its own.
    func register(_ texture: OpaquePointer, as source: TextureSource) {
        if let index = textureIndex[texture], textures[Int(index)] == source { return }
        textureIndex[texture] = Int32(textures.count)
        textures.append(source)
    }

    /// Whether each shape is recorded as a plain box: every call of more than
    /// `boxedVertexCount` vertices whose triangles fill its vertices' bounding box but for its
    /// rounded corners (`boxedAreaShare`) as two triangles over that box, in the colour of its
    /// most opaque vertex, its texture (if any) placed as the call placed it. A rounded, exactly
    /// edged or blurred outline is then as cheap as a rectangle: the bench's second floor, what
    /// a frame would cost were every edge free. A shape with a hole (a shadow's rim round the
    /// opaque body that covers its middle, a group's part sampled round its flat part) is
    /// recorded as it is: a box would fill more than it does.
    package var recordsShapesAsBoxes = false
    /// Calls of this many vertices or fewer (a rectangle, a picture, a line of text) are recorded
    /// as they are.
    package static let boxedVertexCount = 16
    /// The least share of its bounding box a shape's triangles fill for it to be recorded as the box.
    package static let boxedAreaShare = 0.95

    func record(texture: OpaquePointer?, vertices: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>) {
        if recordsShapesAsBoxes, vertices.count > Self.boxedVertexCount, Self.fillsItsBox(vertices, indices) {
            let box = Self.box(over: vertices)
            let corners: [Int32] = [0, 1, 2, 0, 2, 3]
            box.withUnsafeBufferPointer { box in
                corners.withUnsafeBufferPointer { corners in recordAsItIs(texture: texture, vertices: box, indices: corners) }
            }
            return
        }
        recordAsItIs(texture: texture, vertices: vertices, indices: indices)
    }

    /// Whether the triangles fill at least `boxedAreaShare` of their vertices' bounding box.
    static func fillsItsBox(_ vertices: UnsafeBufferPointer<SDL_Vertex>, _ indices: UnsafeBufferPointer<Int32>) -> Bool {
        var (minX, minY, maxX, maxY) = (Float.infinity, Float.infinity, -Float.infinity, -Float.infinity)
        for vertex in vertices {
            (minX, maxX) = (min(minX, vertex.position.x), max(maxX, vertex.position.x))
            (minY, maxY) = (min(minY, vertex.position.y), max(maxY, vertex.position.y))
        }
        var filled = 0.0
        for triangle in stride(from: 0, to: indices.count - 2, by: 3) {
            let (a, b, c) = (
                vertices[Int(indices[triangle])].position, vertices[Int(indices[triangle + 1])].position,
                vertices[Int(indices[triangle + 2])].position
            )
            filled += abs(Double(b.x - a.x) * Double(c.y - a.y) - Double(c.x - a.x) * Double(b.y - a.y)) / 2
        }
        return filled >= boxedAreaShare * Double(maxX - minX) * Double(maxY - minY)
    }

    /// The four corners of `vertices`' bounding box, in the colour of the most opaque of them,
    /// with texture coordinates from the affine map that places the texture on them (fitted
    /// through their leftmost, their rightmost, and the one farthest from the line between).
    static func box(over vertices: UnsafeBufferPointer<SDL_Vertex>) -> [SDL_Vertex] {
        var (minX, minY, maxX, maxY) = (Float.infinity, Float.infinity, -Float.infinity, -Float.infinity)
        var (left, right, opaque) = (0, 0, 0)
        for (index, vertex) in vertices.enumerated() {
            let p = vertex.position
            if p.x < minX { (minX, left) = (p.x, index) }
            if p.x > maxX { (maxX, right) = (p.x, index) }
            (minY, maxY) = (min(minY, p.y), max(maxY, p.y))
            if vertex.color.a > vertices[opaque].color.a { opaque = index }
        }
        let (a, b) = (vertices[left], vertices[right])
        func across(_ v: SDL_Vertex) -> Double {
            let (dx, dy) = (Double(b.position.x - a.position.x), Double(b.position.y - a.position.y))
            return dx * Double(v.position.y - a.position.y) - dy * Double(v.position.x - a.position.x)
        }
        let c = vertices.max { abs(across($0)) < abs(across($1)) } ?? a
        let twice = across(c)
        func textureCoordinate(x: Float, y: Float) -> SDL_FPoint {
            guard abs(twice) > 1e-6 else { return a.tex_coord }
            // Barycentric weights of (x, y) in the triangle a, b, c.
            let point = SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: a.color, tex_coord: a.tex_coord)
            func area(_ p: SDL_Vertex, _ q: SDL_Vertex, _ r: SDL_Vertex) -> Double {
                Double(q.position.x - p.position.x) * Double(r.position.y - p.position.y)
                    - Double(q.position.y - p.position.y) * Double(r.position.x - p.position.x)
            }
            let whole = area(a, b, c)
            let (wa, wb) = (area(point, b, c) / whole, area(a, point, c) / whole)
            let wc = 1 - wa - wb
            return SDL_FPoint(
                x: Float(wa * Double(a.tex_coord.x) + wb * Double(b.tex_coord.x) + wc * Double(c.tex_coord.x)),
                y: Float(wa * Double(a.tex_coord.y) + wb * Double(b.tex_coord.y) + wc * Double(c.tex_coord.y)))
        }
        let color = vertices[opaque].color
        return [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)].map { x, y in
            SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color, tex_coord: textureCoordinate(x: x, y: y))
        }
    }

    private func recordAsItIs(texture: OpaquePointer?, vertices: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>) {
        callsInFrame += 1
        Self.append(texture.flatMap { textureIndex[$0] } ?? -1, to: &current)
        Self.append(UInt32(vertices.count), to: &current)
        Self.append(UInt32(indices.count), to: &current)
        current.append(contentsOf: UnsafeRawBufferPointer(vertices))
        current.append(contentsOf: UnsafeRawBufferPointer(indices))
        cost.calls += 1
        cost.vertices += Double(vertices.count)
        cost.triangles += Double(indices.count / 3)
        var filled = 0.0
        for triangle in stride(from: 0, to: indices.count - 2, by: 3) {
            filled += area(
                vertices[Int(indices[triangle])].position, vertices[Int(indices[triangle + 1])].position,
                vertices[Int(indices[triangle + 2])].position)
        }
        cost.pixelsFilled += filled
        if texture != nil { cost.pixelsSampled += filled }
    }

    /// Drawing goes into the target texture `texture` (registered as `.target`) from here on.
    func beginPass(into texture: OpaquePointer) {
        callsInFrame += 1
        cost.offscreenPasses += 1
        outer.append((clip, target))
        clip = nil
        target = textureIndex[texture].flatMap {
            if case .target(let width, let height) = textures[Int($0)] { SDL_Rect(x: 0, y: 0, w: width, h: height) } else { nil }
        }
        Self.append(Int32(-2), to: &current)
        Self.append(UInt32(textureIndex[texture] ?? 0), to: &current)
        Self.append(UInt32(0), to: &current)
    }

    /// The backdrop of `box` (pixels of what is being drawn onto) is read back, blurred by
    /// `sigma` pixels and loaded into `texture` (registered as `.streaming`).
    func blurBackdrop(_ box: SDL_Rect, sigma: Double, into texture: OpaquePointer) {
        callsInFrame += 1
        cost.readbacks += 1
        cost.pixelsReadBack += Double(box.w) * Double(box.h)
        Self.append(Int32(-4), to: &current)
        Self.append(UInt32(textureIndex[texture] ?? 0), to: &current)
        Self.append(UInt32(0), to: &current)
        for value in [box.x, box.y, box.w, box.h] { Self.append(UInt32(bitPattern: value), to: &current) }
        Self.append(Float(sigma).bitPattern, to: &current)
    }

    /// Drawing goes back to where it went before the innermost pass.
    func endPass() {
        callsInFrame += 1
        if let last = outer.popLast() { (clip, target) = last }
        Self.append(Int32(-3), to: &current)
        Self.append(UInt32(0), to: &current)
        Self.append(UInt32(0), to: &current)
    }

    func endFrame() {
        var frame = Data([clear.0, clear.1, clear.2, clear.3])
        Self.append(callsInFrame, to: &frame)
        frame.append(current)
        frames.append(frame)
        costs.append(cost)
    }

    /// Writes the recording for a window of `width` × `height` pixels.
    package func write(to path: String, width: Int, height: Int) throws {
        var data = Data("DRWG".utf8)
        for value in [UInt32(5), UInt32(width), UInt32(height), UInt32(textures.count)] { Self.append(value, to: &data) }
        for source in textures {
            switch source {
            case .file(let path):
                data.append(0)
                let bytes = Data(path.utf8)
                Self.append(UInt32(bytes.count), to: &data)
                data.append(bytes)
            case .blank(let width, let height), .target(let width, let height), .streaming(let width, let height):
                switch source {
                case .target: data.append(2)
                case .streaming: data.append(4)
                default: data.append(1)
                }
                Self.append(UInt32(width), to: &data)
                Self.append(UInt32(height), to: &data)
            case .text(let font, let pixelSize, let bold, let string):
                data.append(3)
                let fontBytes = Data(font.utf8)
                Self.append(UInt32(fontBytes.count), to: &data)
                data.append(fontBytes)
                Self.append(UInt32(pixelSize), to: &data)
                data.append(bold ? 1 : 0)
                let textBytes = Data(string.utf8)
                Self.append(UInt32(textBytes.count), to: &data)
                data.append(textBytes)
            }
        }
        Self.append(UInt32(frames.count), to: &data)
        for frame in frames { data.append(frame) }
        try data.write(to: URL(fileURLWithPath: path))
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
}
