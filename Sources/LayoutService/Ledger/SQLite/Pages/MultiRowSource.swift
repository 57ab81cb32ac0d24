import LayoutStorage

/// Rows a ``MultiRowInsert`` writes (``SQLiteLedger/writeRows(_:statements:)``): how many, the
/// buffer their blobs are gathered in, and how each binds its columns.
protocol MultiRowSource {
    /// The insert the rows are written by.
    var insert: MultiRowInsert { get }
    var count: Int { get }
    /// Every row's blobs, end to end; a row names its own by range.
    var bytes: [UInt8] { get }

    /// Binds row `index`'s columns, in order, to `statement`'s parameters from `first` on; its
    /// blobs, ranges of ``bytes``, through `blob` (range, parameter).
    func bind(_ index: Int, to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void)
}

extension HeldRows: MultiRowSource {
    var insert: MultiRowInsert { Row.insert }

    func bind(_ index: Int, to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void) {
        rows[index].bind(to: statement, from: first, blob: blob)
    }
}
