import LayoutEngine
import LayoutService
import LayoutStorage

/// `layout_nodes(engine_id, tree_id, proposal_id)`: one row per node of the stored result with
/// that key, unpacked by the service's own decoder (`PackedFrames`) against the tree's stored
/// shape; no rows when there is no such result or an argument is NULL.
enum LayoutNodesFunction {
    static let function = TableFunction(
        name: "layout_nodes", columns: LayoutNodesColumn.allCases.map(\.declaration),
        arguments: ["engine_id", "tree_id", "proposal_id"], rows: rows
    )

    @Sendable static func rows(_ arguments: [DatabaseValue], _ connection: TableFunctionConnection) throws(TableFunctionError) -> [[DatabaseValue]] {
        var key: [Int64] = []
        for (value, name) in zip(arguments, function.arguments) {
            switch value {
            case .null: return []
            case .integer(let integer): key.append(integer)
            default: throw TableFunctionError("\(function.signature): \(name) must be an integer")
            }
        }
        guard key.count == 3 else { throw TableFunctionError("\(function.signature): expected 3 arguments") }
        let nodes = try nodes(of: ResultKey(engineID: key[0], treeID: key[1], proposalID: key[2]), on: connection)
        return nodes.enumerated().map { index, node in LayoutNodesColumn.allCases.map { $0.value(of: node, at: index) } }
    }

    /// The nodes of the stored result with `key`; none when there is no such result.
    static func nodes(of key: ResultKey, on connection: TableFunctionConnection) throws(TableFunctionError) -> [NodeLayout] {
        let described = "result (engine \(key.engineID), tree \(key.treeID), proposal \(key.proposalID))"
        let frames: [UInt8]
        let shape: TreeShape
        do {
            guard let stored = try StoredResultReader.frames(of: key, on: connection) else { return [] }
            frames = stored
            shape = try StoredResultReader.shape(of: key.treeID, on: connection)
        } catch {
            throw TableFunctionError("\(function.name): reading \(described): \(error)")
        }
        do {
            // Proposal and size are not part of the frames; the rows do not show them.
            return try PackedFrames.decode(
                frames, shape: shape, proposal: ProposedSize(width: nil, height: nil), size: Size(width: 0, height: 0)
            ).nodes
        } catch {
            throw TableFunctionError("\(function.name): the frames of \(described) do not unpack against the tree's \(shape.nodes.count) stored nodes: \(error)")
        }
    }
}
