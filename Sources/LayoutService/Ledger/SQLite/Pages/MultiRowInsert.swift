/// An insert a batch page runs for many rows at once (``HeldRows``): one statement of
/// `VALUES (…), (…), …` per ``chunk`` rows, so SQLite's per-statement work — stepping,
/// halting, resetting — is paid once per chunk instead of once per row. A page's last rows,
/// fewer than a chunk, are written by statements of ``stride`` rows while that many remain,
/// then one row at a time, so a ledger holds at most three statements for each table.
///
/// Why not one statement per power of two: a statement's preparation costs about as much as
/// stepping 5–6 rows through single-row statements per row it holds (callgrind: ~28k
/// instructions per 13-column row prepared, ~5k more per row stepped alone than in a chunk),
/// and a connection prepares each size once; the remainder sizes are used once per page, and
/// a run is a few pages on its own connection (the CLI and the bench open one per run). Sizes
/// 16, 4 and 2 cost more to prepare than they save; ``stride`` keeps the single-row steps to
/// at most seven per page.
struct MultiRowInsert {
    /// Rows per statement when a page holds enough.
    static let chunk = 32
    /// Rows per statement for a page's remainder of eight or more.
    static let stride = 8
    /// How many statement sizes there are (1, ``stride``, ``chunk``): the slots a ledger keeps.
    static let sizeCount = 3

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
    /// else ``stride``, else one.
    static func rows(remaining: Int) -> Int {
        precondition(remaining > 0, "no rows to insert")
        return remaining >= chunk ? chunk : remaining >= stride ? stride : 1
    }

    /// The slot of the statement of `rows` rows (1, ``stride`` or ``chunk``).
    static func slot(rows: Int) -> Int {
        rows == chunk ? 2 : rows == stride ? 1 : 0
    }
}
