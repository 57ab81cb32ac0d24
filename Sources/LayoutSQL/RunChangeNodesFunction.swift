import Foundation
import LayoutService
import LayoutStorage

/// `run_change_nodes(run_id, revision_id, variant, proposal_id)`: one row per node a run's
/// changed scenario moved, made appear or made disappear, unpacked from `run_changes.nodes` by
/// the service's own decoder (`PackedNodeChanges`) and named from the stored tree shapes of the
/// run's engine (moved, appeared) and of the engine it compared with (disappeared). A change
/// recorded before the packed lists gives its moves from `legacy_moves` (node_index and type
/// NULL). No rows when there is no such change or an argument is NULL.
enum RunChangeNodesFunction {
    static let columns = [
        "kind TEXT", "node_index INTEGER", "path TEXT", "id TEXT", "type TEXT", "dx REAL", "dy REAL", "dw REAL", "dh REAL",
    ]

    static let function = TableFunction(
        name: "run_change_nodes", columns: columns, arguments: ["run_id", "revision_id", "variant", "proposal_id"], rows: rows
    )

    static let changeSQL = """
        SELECT r.engine_id, r.against_engine_id, rc.nodes, rc.legacy_moves
        FROM run_changes rc JOIN runs r ON r.id = rc.run_id
        WHERE rc.run_id = ?1 AND rc.revision_id = ?2 AND rc.variant = ?3 AND rc.proposal_id = ?4
        """
    static let treeSQL = "SELECT tree_id FROM scenario_trees WHERE engine_id = ?1 AND revision_id = ?2 AND variant = ?3"

    @Sendable static func rows(_ arguments: [DatabaseValue], _ connection: TableFunctionConnection) throws(TableFunctionError) -> [[DatabaseValue]] {
        guard arguments.count == 4 else { throw TableFunctionError("\(function.signature): expected 4 arguments") }
        guard case .integer(let runID) = arguments[0], case .integer(let revisionID) = arguments[1],
              case .text(let variant) = arguments[2], case .integer(let proposalID) = arguments[3] else {
            if arguments.contains(where: \.isNull) { return [] }
            throw TableFunctionError("\(function.signature): run_id, revision_id and proposal_id must be integers, variant text")
        }
        let described = "the change of run \(runID) (revision \(revisionID), \(variant), proposal \(proposalID))"
        do {
            guard let row = try connection.fetchAll(
                sql: changeSQL, arguments: [.integer(runID), .integer(revisionID), .text(variant), .integer(proposalID)]
            ).first else { return [] }
            if let legacy = try row.decode(String?.self, at: 3) {
                return RunNodeChange.legacy(legacy).map { values(of: $0, index: nil) }
            }
            guard let packed = try row.decode(Data?.self, at: 2) else { return [] }
            let nodes = try PackedNodeChanges.decode(Array(packed))
            func shape(_ engineID: Int64?) throws -> [TreeShape.Node] {
                guard let engineID, let tree = try connection.fetchAll(
                    sql: treeSQL, arguments: [.integer(engineID), .integer(revisionID), .text(variant)]
                ).first else { return [] }
                return try StoredResultReader.shape(of: try tree.decode(Int64.self, at: 0), on: connection).nodes
            }
            let after = try shape(try row.decode(Int64.self, at: 0))
            let before = nodes.disappeared.isEmpty ? [] : try shape(try row.decode(Int64?.self, at: 1))
            let named = try RunNodeChange.named(nodes, after: after, before: before)
            let indices = nodes.moved.map(\.index) + nodes.appeared + nodes.disappeared
            return zip(named, indices).map { values(of: $0, index: $1) }
        } catch {
            throw TableFunctionError("\(function.name): reading \(described): \(error)")
        }
    }

    private static func values(of node: RunNodeChange, index: Int?) -> [DatabaseValue] {
        let delta = { (value: Double) -> DatabaseValue in node.kind == .moved ? .real(value) : .null }
        return [
            .text(node.kind.rawValue), index.map { .integer(Int64($0)) } ?? .null, .text(node.path), node.id.map(DatabaseValue.text) ?? .null,
            node.type.map(DatabaseValue.text) ?? .null, delta(node.dx), delta(node.dy), delta(node.dw), delta(node.dh),
        ]
    }
}
