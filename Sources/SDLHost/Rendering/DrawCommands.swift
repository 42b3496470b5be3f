import CSDL
import Glibc
import ViewKit

/// The draw calls of one offscreen pass's content, captured instead of drawn: compared with the
/// last frame's to tell whether the pass's texture still holds its picture, and replayed into
/// the texture when it does not (see `PassCache`).
///
/// Two captures that are equal draw the same pixels into a cleared texture: every vertex,
/// index, texture, clip and nested pass is part of what is compared, byte for byte, so nothing
/// a view draws can change without the capture changing.
struct DrawCommands {
    enum Command: Equatable {
        /// Triangles: `vertices` and `indices` are ranges of the capture's buffers.
        case triangles(texture: OpaquePointer?, vertices: Range<Int>, indices: Range<Int>)
        /// Drawing is cut to the rectangle (pixels) from here on, or not cut.
        case clip(x: Int32, y: Int32, width: Int32, height: Int32)
        case noClip
        /// A nested pass begins into a target texture, cleared to transparent.
        case beginPass(OpaquePointer, width: Int32, height: Int32)
        /// Drawing goes back to the target before the innermost pass.
        case endPass
        /// What the current target holds is multiplied by the coverage texture's alpha in its
        /// top-left `width` × `height` pixels (a mask).
        case multiply(coverage: OpaquePointer, width: Int32, height: Int32)
        /// What the current target holds is multiplied, in its top-left `width` × `height`
        /// pixels, by each pixel's exact share inside `shape` (a kept rounded clip's edge). Kept
        /// as the shape, not its triangles: a capture each frame compares a few numbers.
        case multiplyByShape(ExactShape, width: Int32, height: Int32)
    }

    /// A rounded rectangle (view units) mapped to pixels by `transform`.
    struct ExactShape: Equatable {
        var rect: Rect
        var radius: Double
        var corners: ViewKit.Corners
        var curve: CornerCurve
        var transform: Transform2D
    }

    private(set) var commands: [Command] = []
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// Empties the capture, keeping its buffers' capacity.
    mutating func removeAll() {
        commands.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Whether its buffers hold any capacity worth keeping.
    var hasCapacity: Bool { commands.capacity > 0 || vertices.capacity > 0 || indices.capacity > 0 }

    /// Becomes a copy of `other`, in the buffers it has.
    mutating func copy(from other: DrawCommands) {
        removeAll()
        commands.append(contentsOf: other.commands)
        vertices.append(contentsOf: other.vertices)
        indices.append(contentsOf: other.indices)
    }

    mutating func triangles(texture: OpaquePointer?, vertices: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>) {
        let vertexStart = self.vertices.count
        let indexStart = self.indices.count
        self.vertices.append(contentsOf: vertices)
        self.indices.append(contentsOf: indices)
        commands.append(
            .triangles(texture: texture, vertices: vertexStart..<self.vertices.count, indices: indexStart..<self.indices.count))
    }

    mutating func clip(to rect: SDL_Rect?) {
        commands.append(rect.map { .clip(x: $0.x, y: $0.y, width: $0.w, height: $0.h) } ?? .noClip)
    }

    mutating func beginPass(into texture: OpaquePointer, width: Int32, height: Int32) {
        commands.append(.beginPass(texture, width: width, height: height))
    }

    mutating func endPass() { commands.append(.endPass) }

    mutating func multiply(by coverage: OpaquePointer, width: Int32, height: Int32) {
        commands.append(.multiply(coverage: coverage, width: width, height: height))
    }

    mutating func multiply(byShape shape: ExactShape, width: Int32, height: Int32) {
        commands.append(.multiplyByShape(shape, width: width, height: height))
    }

    /// Whether `other` draws exactly what this capture draws: the same commands, and the same
    /// bytes in every vertex and index.
    func drawsTheSame(as other: DrawCommands) -> Bool {
        commands == other.commands && Self.sameBytes(vertices, other.vertices) && Self.sameBytes(indices, other.indices)
    }

    private static func sameBytes<T>(_ a: [T], _ b: [T]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }
}
