/// A table that rows of a batch page refer to by its `id` (the rowid): what a page looks up
/// before it commits, each distinct id once (``SQLiteLedger/writePage(_:)``).
enum PageParentTable: Int, CaseIterable {
    case engines, models, revisions, trees, proposals, runs

    /// The table's name.
    var name: String {
        switch self {
        case .engines: "engines"
        case .models: "models"
        case .revisions: "revisions"
        case .trees: "trees"
        case .proposals: "proposals"
        case .runs: "runs"
        }
    }

    /// The query that counts the table's rows with ids from the first parameter through the
    /// second: `id` is the rowid, so a count equal to the range's length means every id in it
    /// exists, however many they are, in one read along the table's b-tree.
    var countInRangeSQL: String {
        switch self {
        case .engines: "SELECT count(*) FROM engines WHERE id BETWEEN ? AND ?"
        case .models: "SELECT count(*) FROM models WHERE id BETWEEN ? AND ?"
        case .revisions: "SELECT count(*) FROM revisions WHERE id BETWEEN ? AND ?"
        case .trees: "SELECT count(*) FROM trees WHERE id BETWEEN ? AND ?"
        case .proposals: "SELECT count(*) FROM proposals WHERE id BETWEEN ? AND ?"
        case .runs: "SELECT count(*) FROM runs WHERE id BETWEEN ? AND ?"
        }
    }
}
