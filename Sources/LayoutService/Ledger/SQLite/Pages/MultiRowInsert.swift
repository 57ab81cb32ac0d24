/// An insert a batch page runs for many rows at once (``HeldRows``): one statement of
/// `VALUES (…), (…), …` per ``chunk`` rows, so SQLite's per-statement work — stepping,
/// halting, resetting — is paid once per chunk instead of once per row. A page's last rows,
/// fewer than a chunk, are written by statements of the largest powers of two that fit, so a
/// ledger holds at most one statement per power of two up to ``chunk`` for each table.
struct MultiRowInsert {
    /// Rows per statement when a page holds enough: a power of two.
    static let chunk = 32
    /// How many statement sizes there are (1, 2, 4, … ``chunk``): the slots a ledger keeps.
    static let sizeCount = chunk.trailingZeroBitCount + 1

    /// `INSERT INTO table (columns) VALUES`.
    let head: String
    /// The parameters of one row.
    let columns: Int
    /// What follows the rows (an `ON CONFLICT` clause), or "".
    let tail: String

    /// The statement that inserts `rows` rows: parameter `r * columns + c` (1-based) is
    /// column `c` (0-based) of row `r`.
    func sql(rows: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        return head + " " + Array(repeating: row, count: rows).joined(separator: ", ") + (tail.isEmpty ? "" : " " + tail)
    }

    /// The rows of the next statement when `remaining` rows (at least one) are held: ``chunk``,
    /// or the largest power of two not above `remaining`.
    static func rows(remaining: Int) -> Int {
        precondition(remaining > 0, "no rows to insert")
        return remaining >= chunk ? chunk : 1 << (Int.bitWidth - 1 - remaining.leadingZeroBitCount)
    }

    /// The slot of the statement of `rows` rows (a power of two up to ``chunk``).
    static func slot(rows: Int) -> Int {
        rows.trailingZeroBitCount
    }
}
