import LayoutStorage

/// Batch pages: one write transaction whose foreign keys are checked once per distinct parent,
/// not once per row (`docs/architecture.md`, "Foreign keys: per row, or per page").
extension SQLiteLedger {
    /// Runs `body` — the writes of one batch page — in one write transaction in which SQLite
    /// checks no foreign key row by row; instead, after `body`, each distinct parent id the
    /// page's rows refer to (engines, models, revisions, trees, proposals, runs) is checked
    /// once — consecutive ids together, in one count of the parent's rows in their range — and
    /// a missing one fails the page, which then writes nothing.
    ///
    /// The look-ups run inside the transaction, under SQLite's write lock, after the last row
    /// is written, so they check what the foreign keys would have: no other connection can
    /// remove a parent in between. The rows a page may write note their references as they
    /// are written (`insertResult`, `recordScenarioTree`, `insertTree`, `claimModel`,
    /// `insertRunChange`, `addRunChangeCounts`); a write that does not is refused inside a
    /// page. Every CHECK, NOT NULL and key constraint is enforced as usual, and every other
    /// transaction of the connection (and every other connection) keeps SQLite's own checks.
    ///
    /// The page's results, scenario trees and new trees' nodes are held back and written by one
    /// statement run each (``HeldPageRows``, ``PageRowsInsert``), its run changes recorded one
    /// by one ``MultiRowInsert/chunk`` rows per statement (``HeldRows``), the last ones before
    /// the check; a read of results, scenario trees, run changes or tree nodes through the ledger
    /// writes what is held first, so it sees every row.
    ///
    /// SQLite does not zero the space the page's b-tree splits leave (`PRAGMA secure_delete` off
    /// for the page): what a page writes is rows added, and the run's counts updated.
    ///
    /// Inside an open transaction `body` runs in a savepoint with SQLite's checks on, as
    /// ``write(_:)`` runs it: the foreign-key setting cannot change inside a transaction.
    public func writePage<Result>(_ body: () throws -> Result) throws -> Result {
        guard !db.isInTransaction else { return try write(body) }
        return try db.writeWithoutForeignKeyChecks { db in
            // A page only adds rows (and updates its run's counts): SQLite need not zero the
            // space its splits leave (``Database/withoutOverwritingFreedSpace(_:)``).
            try db.withoutOverwritingFreedSpace {
                pageReferences = PageReferences()
                defer {
                    pageReferences = nil
                    discardHeldRows()
                }
                let result = try body()
                try writeHeldRows()
                if let references = pageReferences { try checkReferences(references) }
                return result
            }
        }
    }

    /// Whether rows are held back: inside ``writePage(_:)`` (not nested in another transaction).
    /// (Matched on its case, not compared with nil, which copies the references out for every row.)
    var holdsRows: Bool {
        if case .none = pageReferences { return false }
        return true
    }

    /// Adds `row` to `held`: inside a page it is held (true) and written once a chunk is full;
    /// outside one it is written at once (false).
    func hold<Row: HeldRow>(_ row: Row, in held: inout HeldRows<Row>, statements: inout [Statement?]) throws(DatabaseError) -> Bool {
        held.append(row)
        guard holdsRows else {
            try write(&held, statements: &statements)
            return false
        }
        if held.count >= MultiRowInsert.chunk { try write(&held, statements: &statements) }
        return true
    }

    /// Writes every held tree node, result, scenario tree and run change (nothing when none are held).
    func writeHeldRows() throws(DatabaseError) {
        if !heldTreeNodes.isEmpty || !heldResults.isEmpty || !heldScenarioTrees.isEmpty {
            try writingPageRows { () throws(DatabaseError) in
                if !heldTreeNodes.isEmpty { try writeHeldTreeNodes() }
                if !heldResults.isEmpty { try writeHeldResults() }
                if !heldScenarioTrees.isEmpty { try writeHeldScenarioTrees() }
            }
        }
        if !heldRunChanges.isEmpty { try write(&heldRunChanges, statements: &runChangeInserts) }
    }

    /// Runs `body` — inserts through the page functions (``PageRowsInsert``) and nothing else —
    /// inside a page with SQLite's CHECK constraints off: the functions refuse what a CHECK rule
    /// would, row by row, as they hand SQLite the values (`CPageRows`), so SQLite's bytecode for
    /// the rules is left out of the page's thousands of rows. Outside a page, SQLite checks too.
    func writingPageRows(_ body: () throws(DatabaseError) -> Void) throws(DatabaseError) {
        guard holdsRows else { return try body() }
        try db.withoutCheckConstraints(body)
    }

    /// Forgets the held rows: their transaction or savepoint was abandoned.
    func discardHeldRows() {
        heldTreeNodes.removeAll()
        heldResults.removeAll()
        heldScenarioTrees.removeAll()
        heldRunChanges.removeAll()
    }

    /// Writes `held`'s rows, in the order they were held, ``MultiRowInsert/chunk`` per
    /// statement and the rest by fewer, and empties it (also when a row fails).
    func write<Row: HeldRow>(_ held: inout HeldRows<Row>, statements: inout [Statement?]) throws(DatabaseError) {
        defer { held.removeAll() }
        try writeRows(held, statements: &statements)
    }

    /// Writes `rows`, in order, ``MultiRowInsert/chunk`` per statement and the rest by fewer
    /// (the statements held in `statements`, by size).
    func writeRows(_ rows: some MultiRowSource, statements: inout [Statement?]) throws(DatabaseError) {
        let insert = rows.insert
        let columns = insert.columns
        let count = rows.count
        var start = 0
        while start < count {
            let size = MultiRowInsert.rows(remaining: count - start)
            let statement = try self.held(&statements[MultiRowInsert.slot(rows: size)], sql: insert.sql(rows: size))
            try statement.execute(blobsIn: rows.bytes) { blob in
                for index in 0..<size {
                    rows.bind(start + index, to: statement, from: index * columns + 1, blob: blob)
                }
            }
            start += size
        }
    }

    /// Stops a write whose references a page would not check (`what` names it): such writes
    /// belong outside ``writePage(_:)``.
    func refuseInsidePage(_ what: @autoclosure () -> String) {
        precondition(pageReferences == nil, "\(what()) inside a batch page would skip its foreign-key check")
    }

    /// Checks that every parent `references` names exists: each run of consecutive ids in one
    /// count of the parent's rows in that range (ids are rowids, so the count is the run's
    /// length exactly when none is missing). The first missing one (by table, then id) fails
    /// with SQLite's foreign-key result code, naming the child column, the parent table and the id.
    private func checkReferences(_ references: PageReferences) throws(DatabaseError) {
        for (parent, ids) in references.distinctIDs {
            let statement = try held(&parentStatements[parent.rawValue], sql: parent.countInRangeSQL)
            func count(_ first: Int64, _ last: Int64) throws(DatabaseError) -> Int64 {
                statement.bind(first, at: 1)
                statement.bind(last, at: 2)
                defer { statement.reset() }
                return try statement.step() ? statement.int64(at: 0) : 0
            }
            var start = ids.startIndex
            while start < ids.endIndex {
                var end = start
                while end + 1 < ids.endIndex, ids[end].id < Int64.max, ids[end + 1].id == ids[end].id + 1 { end += 1 }
                if try count(ids[start].id, ids[end].id) != Int64(end - start + 1) {
                    for (id, key) in ids[start...end] where try count(id, id) == 0 {
                        throw DatabaseError(
                            extendedResultCode: ResultCode.SQLITE_CONSTRAINT_FOREIGNKEY.rawValue,
                            message: "FOREIGN KEY constraint failed: \(key.childTable).\(key.column) refers to \(parent.name) id \(id), "
                                + "which does not exist; the page writes nothing",
                            sql: statement.sql
                        )
                    }
                }
                start = end + 1
            }
        }
    }
}
