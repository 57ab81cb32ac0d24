import LayoutStorage

/// A row a batch page holds back (``HeldRows``) and writes with others in one multi-row
/// insert (``MultiRowInsert``).
///
/// The inserts of the rows a page holds back — scenario trees, run changes (and results,
/// ``PageRowsInsert``) — are `INSERT OR FAIL`: SQLite then keeps no statement journal, a copy of every database page a
/// multi-row statement first changes, kept to undo the statement alone when a row fails
/// (`OR ABORT`, the default). Those rows are written many per statement only inside a page
/// (``SQLiteLedger/writePage(_:)``), which a failing row fails whole, rolling back its
/// transaction (or savepoint) and every row in it; elsewhere each is written alone, where the
/// two differ in nothing. What is stored, and when a write fails, is the same. (A tree's nodes
/// and a page's counts, written many per statement outside pages too, keep `OR ABORT`.)
protocol HeldRow {
    /// The insert the rows of this type are written by.
    static var insert: MultiRowInsert { get }

    /// Binds the row's columns, in order, to `statement`'s parameters from `first` on; its
    /// blobs, ranges of the bytes its ``HeldRows`` gathered, through `blob` (range, parameter).
    func bind(to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void)
}
