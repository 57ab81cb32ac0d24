/// A table that rows of a batch page refer to by its `id`: what a page looks up once per
/// distinct id before it commits (``SQLiteLedger/writePage(_:)``).
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

    /// The query that finds the row with a given id (a row when it exists, none when not).
    var existsSQL: String {
        switch self {
        case .engines: "SELECT 1 FROM engines WHERE id = ?"
        case .models: "SELECT 1 FROM models WHERE id = ?"
        case .revisions: "SELECT 1 FROM revisions WHERE id = ?"
        case .trees: "SELECT 1 FROM trees WHERE id = ?"
        case .proposals: "SELECT 1 FROM proposals WHERE id = ?"
        case .runs: "SELECT 1 FROM runs WHERE id = ?"
        }
    }
}
