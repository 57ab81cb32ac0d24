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

    /// The nodes `frames` packs for tree `treeID`, whose shape is read on `connection`.
    static func decode(frames: [UInt8], treeID: Int64, connection: OpaquePointer) throws(LayoutNodesError) -> LayoutNodeRows {
        let shape = try StoredShapeReader.shape(of: treeID, on: connection)
        do {
            // Proposal and size are not part of the frames; the rows do not show them.
            let result = try PackedFrames.decode(
                frames, shape: shape, proposal: ProposedSize(width: nil, height: nil), size: Size(width: 0, height: 0)
            )
            return LayoutNodeRows(nodes: result.nodes)
        } catch {
            throw .corrupt("the frames do not unpack against tree \(treeID) (\(shape.nodes.count) nodes stored): \(error)")
        }
    }

    var isAtEnd: Bool { index >= nodes.count }

    /// The current row's value of `column`.
    func value(_ column: LayoutNodesColumn) -> LayoutNodeValue {
        LayoutNodeValue(column, of: nodes[index], at: index)
    }
}
