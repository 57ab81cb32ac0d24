import LayoutEngine
import LayoutService
import LayoutStorage

/// Reads a whole store back and lists everything that shows a partial or damaged write:
/// integrity, foreign keys, results whose frames do not decode against their tree, runs whose
/// counts disagree with their changes, and scenarios of an engine with some results missing.
struct StoreAudit {
    let database: Database

    /// A read-only connection on the file at `path`.
    init(path: String) throws {
        database = try Database(path: path, access: .readOnly)
    }

    /// Every problem found, in words; empty for a sound store. Reads one snapshot; only the
    /// results of `engineID` are decoded when it is given (all of them otherwise).
    func problems(decodingResultsOf engineID: Int? = nil) throws -> [String] {
        try database.read { db in
            var problems: [String] = []
            let integrity = try db.fetchAll(sql: "PRAGMA integrity_check").compactMap { $0.values.first?.dumpText }
            if integrity != ["ok"] { problems.append("integrity_check: \(integrity.joined(separator: "; "))") }
            let foreignKeys = try db.fetchAll(sql: "PRAGMA foreign_key_check")
            if !foreignKeys.isEmpty { problems.append("\(foreignKeys.count) rows break a foreign key") }
            problems += try undecodableResults(db, engineID: engineID)
            problems += try runsDisagreeingWithTheirChanges(db)
            problems += try incompleteScenarios(db)
            return problems
        }
    }

    /// Results whose frames do not decode against their tree's stored shape, and trees whose
    /// node count differs from their stored nodes.
    private func undecodableResults(_ db: Database, engineID: Int?) throws -> [String] {
        var problems: [String] = []
        var shapes: [Int64: TreeShape] = [:]
        for row in try db.fetchAll(sql: "SELECT tree_id, path, node_id, type, text FROM tree_nodes ORDER BY tree_id, node_index") {
            let node = TreeShape.Node(path: try row.decode(at: 1), id: try row.decode(at: 2), type: try row.decode(at: 3), text: try row.decode(at: 4))
            shapes[try row.decode(Int64.self, at: 0), default: TreeShape(nodes: [])].nodes.append(node)
        }
        for row in try db.fetchAll(sql: "SELECT id, node_count FROM trees") {
            let (id, nodeCount): (Int64, Int) = (try row.decode(at: 0), try row.decode(at: 1))
            if (shapes[id]?.nodes.count ?? 0) != nodeCount {
                problems.append("tree \(id) counts \(nodeCount) nodes but stores \(shapes[id]?.nodes.count ?? 0)")
            }
        }
        let results = try db.fetchAll(
            sql: "SELECT engine_id, tree_id, proposal_id, width, height, frames FROM results WHERE ?1 IS NULL OR engine_id = ?1",
            arguments: [engineID.map { .integer(Int64($0)) } ?? .null]
        )
        for row in results {
            let treeID: Int64 = try row.decode(at: 1)
            let key = "result (engine \(row[0].dumpText), tree \(treeID), proposal \(row[2].dumpText))"
            guard let shape = shapes[treeID] else {
                problems.append("\(key) has no tree shape")
                continue
            }
            let size = Size(width: try row.decode(at: 3), height: try row.decode(at: 4))
            guard case .blob(let frames) = row[5] else {
                problems.append("\(key) stores no frames")
                continue
            }
            do {
                let result = try PackedFrames.decode(Array(frames), shape: shape, proposal: .unspecified, size: size)
                if result.nodes.count != shape.nodes.count { problems.append("\(key) has \(result.nodes.count) nodes") }
            } catch {
                problems.append("\(key) does not decode: \(error)")
            }
        }
        return problems
    }

    /// Runs whose new + changed + failed counts differ from their recorded changes, and changes
    /// (new or changed) with no result for the run's engine.
    private func runsDisagreeingWithTheirChanges(_ db: Database) throws -> [String] {
        var problems: [String] = []
        let runs = try db.fetchAll(sql: """
            SELECT r.id, r.new + r.changed + r.failed, (SELECT count(*) FROM run_changes c WHERE c.run_id = r.id) FROM runs r
            """)
        for row in runs where row[1] != row[2] {
            problems.append("run \(row[0].dumpText) counts \(row[1].dumpText) changes but records \(row[2].dumpText)")
        }
        let orphanChanges = try db.fetchValue(Int.self, sql: """
            SELECT count(*) FROM run_changes c JOIN runs r ON r.id = c.run_id
            WHERE c.status IN ('new', 'changed') AND NOT EXISTS (
                SELECT 1 FROM scenario_trees s JOIN results x
                  ON x.engine_id = s.engine_id AND x.tree_id = s.tree_id AND x.proposal_id = c.proposal_id
                WHERE s.engine_id = r.engine_id AND s.revision_id = c.revision_id AND s.variant = c.variant)
            """) ?? 0
        if orphanChanges > 0 { problems.append("\(orphanChanges) run changes have no stored result") }
        return problems
    }

    /// Scenarios (a tree recorded for an engine, at a named width) with no result, and for each
    /// unfinished or finished run, recorded scenario trees past its cursor.
    private func incompleteScenarios(_ db: Database) throws -> [String] {
        var problems: [String] = []
        let missing = try db.fetchValue(Int.self, sql: """
            SELECT count(*) FROM scenario_trees s CROSS JOIN widths w
            WHERE s.engine_id IN (SELECT engine_id FROM runs)
              AND NOT EXISTS (SELECT 1 FROM results x WHERE x.engine_id = s.engine_id AND x.tree_id = s.tree_id AND x.proposal_id = w.proposal_id)
            """) ?? 0
        if missing > 0 { problems.append("\(missing) scenarios of a recomputed engine have no result") }
        let pastCursor = try db.fetchValue(Int.self, sql: """
            SELECT count(*) FROM runs r JOIN scenario_trees s ON s.engine_id = r.engine_id
            WHERE r.finished_at IS NULL AND s.revision_id > r.cursor_revision_id
              AND NOT EXISTS (SELECT 1 FROM runs f WHERE f.engine_id = r.engine_id AND f.id <> r.id)
            """) ?? 0
        if pastCursor > 0 { problems.append("\(pastCursor) scenario trees were recorded past an unfinished run's cursor") }
        return problems
    }
}
