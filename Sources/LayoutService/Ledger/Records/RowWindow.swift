/// Which rows of a long listing to read: `limit` rows after skipping `offset`, as SQL's
/// `LIMIT … OFFSET …`.
public struct RowWindow: Hashable, Sendable {
    /// The most rows to read.
    public var limit: Int
    /// How many rows to skip first.
    public var offset: Int

    public init(limit: Int, offset: Int = 0) {
        precondition(limit >= 0 && offset >= 0, "a row window has a limit and an offset ≥ 0")
        self.limit = limit
        self.offset = offset
    }
}
