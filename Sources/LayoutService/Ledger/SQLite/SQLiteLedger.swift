import CPageRows
import LayoutStorage

/// The result ledger on one SQLite file: the only owner of its connection.
///
/// Made by ``StoreFile/open(creating:)``, which checks and migrates the file first. The
/// per-area operations live in `SQLiteLedger+Models.swift` and its siblings; each is one
/// cached statement on the connection (or, on the hot paths, one the ledger holds), bound,
/// never built by string formatting. Batch pages are written by ``writePage(_:)``
/// (`SQLiteLedger+Pages.swift`), which checks their foreign keys once per distinct parent.
public final class SQLiteLedger: ResultLedger {
    /// The connection; no one else holds it.
    let db: Database
    /// The point lookup every database hit runs (`resultFrames`), prepared on first use and
    /// kept out of the connection's statement cache: bound, stepped and reset, nothing else.
    var resultFramesStatement: Statement?
    /// The rows of results, scenario trees, run changes (and tree nodes) held back inside ``writePage(_:)``
    /// (outside one, written at once), and the multi-row inserts that write them, held like
    /// `resultFramesStatement`, one per size (``MultiRowInsert``): each binds every parameter each time.
    ///
    /// A page touches these for every row it writes; the ledger is used from one thread at a
    /// time and no access to one of them overlaps another of the same (each is passed `inout`
    /// once per call), so they skip the runtime's exclusivity checks, several per row.
    @exclusivity(unchecked) var heldResults = HeldPageRows<LSPageResult>()
    @exclusivity(unchecked) var heldScenarioTrees = HeldPageRows<LSPageScenarioTree>()
    @exclusivity(unchecked) var heldRunChanges = HeldRows<HeldRunChange>()
    /// The nodes of the trees a page stores (``insertTree(hash:nodes:)``), held like the rows above.
    @exclusivity(unchecked) var heldTreeNodes = HeldPageRows<LSPageTreeNode>()
    /// The inserts of a page's results, run changes, tree nodes, scenario trees and counts
    /// (``PageRowsInsert``), held like `resultFramesStatement`, and whether their functions are
    /// registered on the connection.
    var resultInsert: Statement?
    var runChangeInsert: Statement?
    var treeNodeInsert: Statement?
    var scenarioTreeInsert: Statement?
    var runChangeCountInsert: Statement?
    var registersPageRows = false
    /// The C rows of the run changes ``insertRunChanges(page:)`` writes and their failures'
    /// messages: kept between pages (emptied), so a page allocates neither.
    var pageRunChangeRows: [LSPageRunChange] = []
    var pageRunChangeTexts: [UInt8] = []
    @exclusivity(unchecked) var runChangeInserts: [Statement?] = Array(repeating: nil, count: MultiRowInsert.sizeCount)
    /// The claim of a model a page runs per revision (`claimModel`), held like `resultFramesStatement`.
    @exclusivity(unchecked) var claimModelStatement: Statement?
    /// The counts of parent rows in a range of ids that a page's check runs, by ``PageParentTable``.
    var parentStatements: [Statement?] = Array(repeating: nil, count: PageParentTable.allCases.count)
    /// The parent ids the rows of the page being written refer to; nil outside ``writePage(_:)``
    /// (noted for every row, so unchecked like the held rows).
    @exclusivity(unchecked) var pageReferences: PageReferences?

    /// A ledger on `database`, which must be migrated to this binary's schema.
    init(database: Database) {
        self.db = database
    }

    public var location: String { db.path }

    public var isInTransaction: Bool { db.isInTransaction }

    public func write<Result>(_ body: () throws -> Result) throws -> Result {
        guard db.isInTransaction else { return try db.write { _ in try body() } }
        // A savepoint rolled back inside a page takes its rows' references and held rows with
        // it: the rows held before it are written first, so every row held after is its own.
        try writeHeldRows()
        let noted = pageReferences
        do {
            return try db.savepoint { _ in try body() }
        } catch {
            pageReferences = noted
            discardHeldRows()
            throw error
        }
    }

    public func read<Result>(_ body: () throws -> Result) throws -> Result {
        try db.isInTransaction ? body() : db.read { _ in try body() }
    }

    public func close() {
        resultFramesStatement = nil
        discardHeldRows()
        resultInsert = nil
        runChangeInsert = nil
        treeNodeInsert = nil
        scenarioTreeInsert = nil
        runChangeInserts = runChangeInserts.map { _ in nil }
        runChangeCountInsert = nil
        claimModelStatement = nil
        parentStatements = parentStatements.map { _ in nil }
        db.close()
    }

    /// The statement `slot` holds, prepared from `sql` (made only then) on first use: kept out of the
    /// connection's statement cache, so using it costs neither a look-up by SQL text nor a
    /// clearing of bindings (its user binds every parameter each time).
    func held(_ slot: inout Statement?, sql: @autoclosure () -> String) throws(DatabaseError) -> Statement {
        if let statement = slot { return statement }
        let statement = try db.prepare(sql: sql())
        slot = statement
        return statement
    }

    /// The statement `slot` holds of `insert`, as ``held(_:sql:)`` gives it, its table-valued
    /// function registered on the connection first (once).
    func held(_ slot: inout Statement?, _ insert: PageRowsInsert) throws(DatabaseError) -> Statement {
        if let statement = slot { return statement }
        if !registersPageRows {
            try db.registerModules(ls_page_rows_register)
            registersPageRows = true
        }
        return try held(&slot, sql: insert.sql)
    }
}

@available(*, unavailable)
extension SQLiteLedger: Sendable {}
