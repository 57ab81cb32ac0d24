import LayoutStorage

/// A batch page's changes as the rows of its multi-row inserts
/// (``SQLiteLedger/insertRunChanges(page:)``): each bound from its row of plain values, its
/// variant and status as constant texts, its packed node lists from the page's buffer.
extension PageRunChanges: MultiRowSource {
    var insert: MultiRowInsert { HeldRunChange.insert }

    func bind(_ index: Int, to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        let row = rows[index]
        statement.bind(runID, at: first)
        statement.bind(row.revisionID, at: first + 1)
        statement.bind(ConstantText.name(of: row.template), at: first + 2)
        statement.bind(row.proposalID, at: first + 3)
        statement.bind(row.status.constant, at: first + 4)
        statement.bind(row.movedNodes, at: first + 5)
        statement.bind(row.appearedNodes, at: first + 6)
        statement.bind(row.disappearedNodes, at: first + 7)
        statement.bind(row.maxDelta, at: first + 8)
        if let nodes = row.nodes { blob(nodes, first + 9) } else { statement.bindNull(at: first + 9) }
        statement.bindNull(at: first + 10)
        if let error = row.error { statement.bind(errors[error], at: first + 11) } else { statement.bindNull(at: first + 11) }
        statement.bind(row.isRanked ? 1 : 0, at: first + 12)
    }
}
