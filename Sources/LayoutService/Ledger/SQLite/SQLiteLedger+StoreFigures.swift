import LayoutStorage

/// How big the store is (every table family, read together).
extension SQLiteLedger {
    /// Rows of each table, the database's bytes, and the node frames its results hold.
    public func storeFigures() throws(DatabaseError) -> StoreFigures {
        let counts = try db.fetchOne(sql: """
            SELECT (SELECT count(*) FROM models), (SELECT count(*) FROM revisions), (SELECT count(*) FROM trees),
                   (SELECT count(*) FROM results), (SELECT count(*) FROM engines), (SELECT count(*) FROM runs),
                   (SELECT count(*) FROM baselines), (SELECT count(*) FROM widths),
                   (SELECT ifnull(sum(t.node_count), 0) FROM results r JOIN trees t ON t.id = r.tree_id),
                   (SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size())
            """)
        let value = { (index: Int) -> Int in
            if case .integer(let number)? = counts?[index] { return Int(number) }
            return 0
        }
        return StoreFigures(
            models: value(0), revisions: value(1), trees: value(2), results: value(3), engines: value(4), runs: value(5),
            baselines: value(6), widths: value(7), nodeFrames: value(8), databaseBytes: value(9)
        )
    }
}
