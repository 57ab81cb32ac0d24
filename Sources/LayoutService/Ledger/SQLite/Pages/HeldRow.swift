import LayoutStorage

/// A row a batch page holds back (``HeldRows``) and writes with others in one multi-row
/// insert (``MultiRowInsert``).
protocol HeldRow {
    /// The insert the rows of this type are written by.
    static var insert: MultiRowInsert { get }

    /// Binds the row's columns, in order, to `statement`'s parameters from `first` on; its
    /// blobs, ranges of the bytes its ``HeldRows`` gathered, through `blob` (range, parameter).
    func bind(to statement: Statement, from first: Int, blob: (Range<Int>, Int) -> Void)
}
