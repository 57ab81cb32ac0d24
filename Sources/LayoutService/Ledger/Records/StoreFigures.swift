/// Sizes of the store: rows per table family and bytes on disk.
public struct StoreFigures: Hashable, Sendable {
    public var models: Int
    public var revisions: Int
    public var trees: Int
    public var results: Int
    public var engines: Int
    public var runs: Int
    public var baselines: Int
    public var widths: Int
    /// Node frames over all results (each result holds its tree's node count).
    public var nodeFrames: Int
    /// The main database file's pages, in bytes.
    public var databaseBytes: Int

    /// Database bytes per stored node frame, all overheads included.
    public var bytesPerNodeFrame: Double {
        nodeFrames == 0 ? 0 : Double(databaseBytes) / Double(nodeFrames)
    }
}
