/// One vertex of a triangle mesh in drawable pixels, with a straight-alpha colour and texture coordinates.
/// Its memory layout matches `SDL_Vertex` (SDL_FPoint position, SDL_Color color, SDL_FPoint tex_coord:
/// 20 bytes), so the SDL backend can hand a buffer of these to `SDL_RenderGeometry` without copying.
public struct Vertex: Hashable, Sendable {
    /// Position in drawable pixels.
    public var x: Float, y: Float
    /// Colour, 8-bit straight alpha.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// Texture coordinates (unused for untextured shapes).
    public var u: Float, v: Float

    /// Creates a vertex at (`x`, `y`) pixels with colour components 0…255.
    public init(x: Float, y: Float, r: UInt8, g: UInt8, b: UInt8, a: UInt8, u: Float = 0, v: Float = 0) {
        self.x = x; self.y = y; self.r = r; self.g = g; self.b = b; self.a = a; self.u = u; self.v = v
    }
}

/// An indexed triangle list in drawable pixels: every three `indices` name one triangle.
/// Reused across frames (`removeAll()` keeps capacity), as pitfall 14 of the architecture guide asks.
public struct Mesh: Sendable {
    /// Vertices in drawable pixels.
    public var vertices: [Vertex] = []
    /// Triangle corners, three per triangle, indexing `vertices`.
    public var indices: [Int32] = []

    /// Creates an empty mesh.
    public init() {}

    /// Empties the mesh, keeping capacity.
    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Number of triangles (indices / 3).
    var triangleCount: Int { indices.count / 3 }
}
