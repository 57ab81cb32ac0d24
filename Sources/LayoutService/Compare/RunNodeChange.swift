/// A node a run recorded as moved, appeared or disappeared, named from its tree's shape.
public struct RunNodeChange: Hashable, Sendable {
    /// `moved`, `appeared` or `disappeared`.
    public var kind: NodeChange.Kind
    public var path: String
    public var id: String?
    /// The view-tree type; nil for a move recorded before node types were stored with runs.
    public var type: String?
    /// For a moved node, the change of x, y, width and height in points (1/256 pt precision);
    /// zero for appeared and disappeared nodes.
    public var dx: Double
    public var dy: Double
    public var dw: Double
    public var dh: Double

    public init(
        kind: NodeChange.Kind, path: String, id: String?, type: String?, dx: Double = 0, dy: Double = 0, dw: Double = 0, dh: Double = 0
    ) {
        self.kind = kind
        self.path = path
        self.id = id
        self.type = type
        self.dx = dx
        self.dy = dy
        self.dw = dw
        self.dh = dh
    }

    /// The node for people: `#id` when it has an id, else its path.
    public var name: String { id.map { "#\($0)" } ?? path }
}
