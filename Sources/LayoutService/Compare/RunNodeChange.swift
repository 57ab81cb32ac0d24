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

extension RunNodeChange {
    /// The nodes `nodes` lists, named from the tree shape after the change (moved and appeared
    /// nodes) and before it (disappeared ones): moved first, then appeared, then disappeared.
    public static func named(
        _ nodes: PackedNodeChanges, after: [TreeNode], before: [TreeNode]
    ) throws(PackedFramesError) -> [RunNodeChange] {
        func node(_ index: Int, in shape: [TreeNode], _ kind: NodeChange.Kind) throws(PackedFramesError) -> TreeNode {
            guard shape.indices.contains(index) else {
                throw .malformed(at: 0, reason: "\(kind.rawValue) node \(index) is not in its tree of \(shape.count) nodes")
            }
            return shape[index]
        }
        var named: [RunNodeChange] = []
        named.reserveCapacity(nodes.moved.count + nodes.appeared.count + nodes.disappeared.count)
        for move in nodes.moved {
            let shaped = try node(move.index, in: after, .moved)
            named.append(RunNodeChange(
                kind: .moved, path: shaped.path, id: shaped.id, type: shaped.type, dx: move.dx, dy: move.dy, dw: move.dw, dh: move.dh
            ))
        }
        for (kind, indices, shape) in [(NodeChange.Kind.appeared, nodes.appeared, after), (.disappeared, nodes.disappeared, before)] {
            for index in indices {
                let shaped = try node(index, in: shape, kind)
                named.append(RunNodeChange(kind: kind, path: shaped.path, id: shaped.id, type: shaped.type))
            }
        }
        return named
    }

    /// The moves of a change recorded before the packed lists (migration 0009): its
    /// `legacy_moves` JSON; an unreadable list reads as empty.
    public static func legacy(_ json: String) -> [RunNodeChange] {
        LegacyMoveList.decode(json)
    }
}
