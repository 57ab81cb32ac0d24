import CPostgres
import LayoutStorage

extension PostgresConnection {
    /// How many statements are sent before their results are read: few enough that the server
    /// never blocks on results we have not read while we block sending (the pipeline deadlock
    /// of https://www.postgresql.org/docs/current/libpq-pipeline-mode.html#LIBPQ-PIPELINE-INTERLEAVE).
    static let pipelineChunk = 256

    /// Runs one statement once per argument list in libpq's pipeline mode
    /// (https://www.postgresql.org/docs/current/libpq-pipeline-mode.html): the statements go
    /// out back to back and their results are read after, one round trip per chunk instead of
    /// one per row. Returns the rows changed in all. Call it inside a write transaction: a
    /// failing row throws its error (the rest are not run) and fails the transaction.
    @discardableResult
    public func executeBatch(sql: String, arguments rows: [[DatabaseValue]]) throws(PostgresError) -> Int {
        precondition(isInTransaction, "a batch runs inside the write transaction it belongs to")
        var changed = 0
        var start = 0
        while start < rows.count {
            let chunk = rows[start..<min(start + Self.pipelineChunk, rows.count)]
            changed += try pipeline(sql: sql, rows: chunk)
            start += chunk.count
        }
        return changed
    }

    /// Sends a chunk, a sync, then reads each statement's result and the sync's.
    private func pipeline(sql: String, rows: ArraySlice<[DatabaseValue]>) throws(PostgresError) -> Int {
        let buffers = rows.map(ParameterBuffer.init)
        // Preparing is not allowed in pipeline mode: every signature is prepared first.
        var names: [String] = []
        for buffer in buffers {
            names.append(try preparedStatement(sql: sql, types: buffer.types))
        }
        guard PQenterPipelineMode(handle) == 1 else { throw statementError(nil, sql: sql) }
        defer { PQexitPipelineMode(handle) }
        for (buffer, name) in zip(buffers, names) {
            let sent = buffer.withArguments { count, values, lengths, formats in
                PQsendQueryPrepared(handle, name, count, values, lengths, formats, ResultFormat.binary.rawValue)
            }
            guard sent == 1 else { throw statementError(nil, sql: sql) }
        }
        guard PQpipelineSync(handle) == 1 else { throw statementError(nil, sql: sql) }
        var changed = 0
        var failure: PostgresError?
        for _ in buffers {
            // Each statement's result, then the NULL that ends it.
            let result = PQgetResult(handle)
            defer { PQclear(result) }
            let status = result.map(PQresultStatus)
            if status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK {
                changed += Int(String(cString: PQcmdTuples(result))) ?? 0
            } else if failure == nil && status != PGRES_PIPELINE_ABORTED {
                failure = statementError(result, sql: sql)
            }
            if result != nil { PQclear(PQgetResult(handle)) }
        }
        // The sync's own result ends the pipeline's results.
        let sync = PQgetResult(handle)
        let synced = sync.map(PQresultStatus) == PGRES_PIPELINE_SYNC
        PQclear(sync)
        if let failure { throw failure }
        guard synced else { throw statementError(nil, sql: sql) }
        return changed
    }
}
