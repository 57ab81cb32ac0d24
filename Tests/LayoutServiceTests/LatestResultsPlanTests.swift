import LayoutStorage
import Testing
@testable import LayoutService

/// How SQLite reads the latest results: every table by key, in the order the statements fix,
/// so a store of a million scenarios answers from index searches. A planner free to choose
/// once put `results` before `scenario_trees` with the engine a parameter, and scanned the
/// engine's results once per model: minutes instead of a second, on data a small test store
/// would never show. This test reads the plans themselves.
@Suite struct LatestResultsPlanTests {
    /// The `detail` lines of `EXPLAIN QUERY PLAN sql` on a migrated empty store, its
    /// `parameters` bound as a query binds them (engine 1, the rest unset, as without filters).
    private func plan(_ sql: String, parameters: Int) throws -> [String] {
        let database = try Database(path: ":memory:")
        _ = try Migrator().migrate(database)
        let arguments = [DatabaseValue.integer(1)] + Array(repeating: DatabaseValue.null, count: parameters - 1)
        return try database.fetchAll(sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { try $0.decode(String.self, named: "detail") }
    }

    @Test func theRowsWalkModelsByNameAndReadEachResultByKey() throws {
        let lines = try plan(SQLiteLedger.latestResultsSQL, parameters: 13)
        #expect(lines.first == "SCAN m USING INDEX sqlite_autoindex_models_1", "\(lines)")
        #expect(lines.contains("SEARCH s USING PRIMARY KEY (engine_id=? AND revision_id=?)"), "\(lines)")
        #expect(lines.contains("SEARCH res USING PRIMARY KEY (engine_id=? AND tree_id=?)"), "\(lines)")
        #expect(lines.contains("USE TEMP B-TREE FOR RIGHT PART OF ORDER BY"), "only each model's few rows are sorted: \(lines)")
        #expect(!lines.contains { $0.hasPrefix("SCAN") && $0 != lines.first }, "\(lines)")
    }

    @Test func theCountsReadEachResultOnceByKeyWithoutSorting() throws {
        let lines = try plan(SQLiteLedger.latestResultFactsSQL, parameters: 10)
        #expect(lines.first?.hasPrefix("SCAN m") == true, "\(lines)")
        #expect(lines.contains("SEARCH s USING PRIMARY KEY (engine_id=? AND revision_id=?)"), "\(lines)")
        #expect(lines.contains("SEARCH res USING PRIMARY KEY (engine_id=? AND tree_id=?)"), "\(lines)")
        #expect(!lines.contains { $0.contains("TEMP B-TREE") }, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("SCAN") }.count == 1, "\(lines)")
    }
}
