import LayoutStorage

/// A page's count of its changes of one group, added to its run's summary
/// (``SQLiteLedger/addRunChangeCounts(runID:_:)``): the page's groups are written together,
/// many per statement, each added to the group's row when it exists.
struct HeldRunChangeCount: HeldRow {
    static let insert = MultiRowInsert(
        head: """
            INSERT INTO run_change_counts (
                run_id, kind, variant, proposal_id, status, scenarios, moved_nodes, appeared_nodes, disappeared_nodes, max_delta
            ) VALUES
            """,
        columns: 10,
        tail: """
            ON CONFLICT DO UPDATE SET scenarios = scenarios + excluded.scenarios, moved_nodes = moved_nodes + excluded.moved_nodes,
                appeared_nodes = appeared_nodes + excluded.appeared_nodes,
                disappeared_nodes = disappeared_nodes + excluded.disappeared_nodes, max_delta = max(max_delta, excluded.max_delta)
            """
    )

    var runID: Int64
    var group: RunChangeGroup

    func bind(to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        statement.bind(runID, at: first)
        statement.bind(group.kind, at: first + 1)
        statement.bind(group.variant, at: first + 2)
        statement.bind(group.proposalID, at: first + 3)
        statement.bind(group.status, at: first + 4)
        statement.bind(group.scenarios, at: first + 5)
        statement.bind(group.movedNodes, at: first + 6)
        statement.bind(group.appearedNodes, at: first + 7)
        statement.bind(group.disappearedNodes, at: first + 8)
        statement.bind(group.maxDelta, at: first + 9)
    }
}
