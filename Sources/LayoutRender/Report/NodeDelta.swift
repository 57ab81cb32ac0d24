import LayoutEngine

/// How one node's outer frame changed; a nil frame means the node was absent or not shown.
public struct NodeDelta: Hashable, Sendable {
    public var path: String
    public var id: String?
    public var old: Rect?
    public var new: Rect?

    public init(path: String, id: String?, old: Rect?, new: Rect?) {
        self.path = path
        self.id = id
        self.old = old
        self.new = new
    }

    /// The change of x, y, width and height, when the node has a frame on both sides.
    public var change: (dx: Double, dy: Double, dw: Double, dh: Double)? {
        guard let old, let new else { return nil }
        return (new.minX - old.minX, new.minY - old.minY, new.width - old.width, new.height - old.height)
    }
}
