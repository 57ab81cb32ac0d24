/// One final track of a lazy grid (rule 14.3): a fixed or flexible item's column, or one
/// sub-column of an adaptive item.
struct LazyGridTrack {
    /// The start relative to the block of tracks.
    var offset: Double
    var length: Double
    /// Where a cell's view sits in its cell (rule 14.1).
    var alignment: Alignment
}
