import LayoutEngine
import LayoutService

/// The rows one call of `layout_nodes` gives: the nodes of a stored result, unpacked by the
/// service's own decoder (`PackedFrames`) against the tree's stored shape.
final class LayoutNodeRows {
    let nodes: [NodeLayout]
    /// The row the cursor is on.
    var index = 0

    init(nodes: [NodeLayout]) {
        self.nodes = nodes
    }

    /// The nodes of the stored result with `key`, read on `connection`: none when there is no
    /// such result.
    static func read(_ key: ResultKey, connection: OpaquePointer) throws(LayoutNodesError) -> LayoutNodeRows {
        guard let frames = try StoredResultReader.frames(of: key, on: connection) else { return LayoutNodeRows(nodes: []) }
        let shape = try StoredResultReader.shape(of: key.treeID, on: connection)
        do {
            // Proposal and size are not part of the frames; the rows do not show them.
            let result = try PackedFrames.decode(
                frames, shape: shape, proposal: ProposedSize(width: nil, height: nil), size: Size(width: 0, height: 0)
            )
            return LayoutNodeRows(nodes: result.nodes)
        } catch {
            throw .corrupt("the frames of result (engine \(key.engineID), tree \(key.treeID), proposal \(key.proposalID)) do not unpack against the tree's \(shape.nodes.count) stored nodes: \(error)")
        }
    }

    var isAtEnd: Bool { index >= nodes.count }

    /// The current row's value of `column`.
    func value(_ column: LayoutNodesColumn) -> LayoutNodeValue {
        LayoutNodeValue(column, of: nodes[index], at: index)
    }
}
