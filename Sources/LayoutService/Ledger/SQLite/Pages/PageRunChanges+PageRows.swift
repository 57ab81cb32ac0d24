import CPageRows

/// A batch page's changes as the C rows `page_run_changes` hands SQLite (``PageRowsInsert``):
/// each made from its row of plain values, its variant and status as constant texts, its
/// packed node lists a span of the page's buffer, its failure's message read from `errors`.
extension PageRunChanges {
    /// Makes the page's C rows into `rows` (emptied first: a buffer kept from an earlier page)
    /// and calls `body` with them; the failures' messages, which they point to, are in
    /// `texts` (emptied first too) until `body` returns.
    func withPageRows<Result, Failure: Error>(
        in rows: inout [LSPageRunChange], texts: inout [UInt8], _ body: ([LSPageRunChange]) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        rows.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        // One row per change: allocated once, not grown (and copied) as they are made.
        rows.reserveCapacity(self.rows.count)
        // Each failure's message, end to end, and where each starts (one more: the end).
        var starts: [Int] = []
        if !errors.isEmpty {
            for error in errors {
                starts.append(texts.count)
                texts.append(contentsOf: error.utf8)
            }
            starts.append(texts.count)
        }
        return try texts.withUnsafeBufferPointer { texts throws(Failure) -> Result in
            for row in self.rows {
                var error = LSPageText(characters: nil, count: 0)
                if let index = row.error {
                    let count = starts[index + 1] - starts[index]
                    // An empty message stays text, not NULL, also where the buffer has no address.
                    error = count == 0 ? Self.text("") : LSPageText(
                        characters: UnsafeRawPointer(texts.baseAddress! + starts[index]).assumingMemoryBound(to: CChar.self),
                        count: Int64(count)
                    )
                }
                rows.append(LSPageRunChange(
                    run_id: runID, revision_id: row.revisionID, variant: Self.text(ConstantText.name(of: row.template)),
                    proposal_id: row.proposalID, status: Self.text(row.status.constant), moved_nodes: Int64(row.movedNodes),
                    appeared_nodes: Int64(row.appearedNodes), disappeared_nodes: Int64(row.disappearedNodes), max_delta: row.maxDelta,
                    nodes: row.nodes.map { LSPageSpan(start: Int64($0.lowerBound), count: Int64($0.count)) } ?? LSPageSpan(start: -1, count: 0),
                    error: error, ranked: row.isRanked ? 1 : 0
                ))
            }
            return try body(rows)
        }
    }

    /// A constant text, read where the program keeps it.
    private static func text(_ constant: StaticString) -> LSPageText {
        precondition(constant.hasPointerRepresentation, "a constant text must be a string, not a scalar")
        return LSPageText(
            characters: UnsafeRawPointer(constant.utf8Start).assumingMemoryBound(to: CChar.self), count: Int64(constant.utf8CodeUnitCount)
        )
    }
}
