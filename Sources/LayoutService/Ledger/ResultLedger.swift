import LayoutEngine

/// The narrow storage boundary under the service: everything the store keeps — models and
/// their revisions, engines, named widths, size categories and proposals, tree shapes, packed results, runs,
/// baselines and approvals — in domain values, never rows or SQL.
///
/// One ledger owns one connection and is used from one thread at a time (a serial owner, as
/// GRDB's `DatabaseQueue`); its writes happen inside `write`, one transaction each. Results
/// are keyed by (engine, tree, proposal) ids that the ledger hands out; the service caches
/// those ids (``IdentityCache``) and results (``ResultCache``) above it.
///
/// ``SQLiteLedger`` is the first conformer, ``PostgresLedger`` the second; one conformance suite
/// of store behaviour runs on both.
public protocol ResultLedger: AnyObject {
    /// Where the ledger's data lives (a file path, or a server address), for messages.
    var location: String { get }
    /// Whether a transaction is open on the ledger's connection.
    var isInTransaction: Bool { get }

    /// Runs `body` in one write transaction (a savepoint when one is already open): all of
    /// its writes are kept, or none.
    func write<Result>(_ body: () throws -> Result) throws -> Result
    /// Runs `body` — the writes of one batch page — in one write transaction, as ``write(_:)``
    /// does, with the page's references to other rows checked at least as strictly as each
    /// row's foreign keys would check them. SQLite checks them once per distinct parent row
    /// before the commit instead of once per row (``SQLiteLedger/writePage(_:)``); PostgreSQL
    /// keeps its per-row checks.
    func writePage<Result>(_ body: () throws -> Result) throws -> Result
    /// Runs `body` in one read transaction (simply runs it inside an open one): every read
    /// inside sees the same snapshot.
    func read<Result>(_ body: () throws -> Result) throws -> Result
    /// Releases the connection; the ledger must not be used afterwards.
    func close()

    // MARK: Baselines
    /// The baseline of one scenario, if approved.
    func baseline(modelID: Int64, variant: String, proposalID: Int64) throws -> Baseline?
    /// The baselines of the models `filter` covers, in key order.
    func baselines(matching filter: RevisionFilter) throws -> [Baseline]
    /// Appends an approval (or, with `undoes`, an undo) to the log and returns its id.
    func appendApproval(undoes: Int64?, at time: String, by user: String, message: String) throws -> Int64
    /// Logs one scenario of an approval as given (an import restoring the log).
    func insertApprovalEntry(_ entry: ApprovalEntry) throws
    /// Makes `baseline` its scenario's baseline, replacing any.
    func setBaseline(_ baseline: Baseline) throws
    /// Every entry of every approval, by approval and scenario.
    func approvalEntries() throws -> [ApprovalEntry]
    /// The latest approval not yet undone, which `undo` reverts.
    func latestUndoableApproval() throws -> Approval?
    /// Reverts every scenario of approval `approvalID` to the baseline it replaced (or none),
    /// under the undo entry `undoID`.
    func revertApproval(approvalID: Int64, undoID: Int64) throws
    /// The whole approvals log, oldest first.
    func approvals() throws -> [Approval]
    /// How many baselines are at container width `width` (in any size category).
    func baselineCount(containerWidth width: Double) throws -> Int
    /// Removes every baseline at container width `width`, in every size category (the approvals
    /// log stays), and returns how many.
    func removeBaselines(containerWidth width: Double) throws -> Int

    // MARK: CacheFigures
    /// Adds one session's counts to the stored ones, and raises the peak to `delta`'s when higher.
    func addCacheFigures(_ delta: CacheFigures, at time: String) throws
    /// The accumulated figures.
    func cacheFigures() throws -> CacheFigures

    // MARK: Engines
    /// The stored engine with this identity, or nil: a read only, which takes no write lock.
    func existingEngine(version: String, fingerprint: String) throws -> RegisteredEngine?
    /// The stored engine with this identity, inserting it when new.
    func registerEngine(version: String, fingerprint: String, options: String, at time: String) throws -> RegisteredEngine
    /// The engine with row id `id`.
    func engine(id: Int64) throws -> RegisteredEngine?
    /// Moves an engine's creation time back to `time` when `time` is earlier (an import
    /// bringing an engine the store registered later).
    func keepEarliestCreation(engineID: Int64, at time: String) throws
    /// Every engine, oldest first.
    func engines() throws -> [RegisteredEngine]
    /// How many results each engine holds, by engine id (engines without results are absent).
    func resultCountsByEngine() throws -> [Int64: Int]
    /// The most recently used engine other than `engineID` that has results: what a batch
    /// compares with by default.
    func previousEngine(before engineID: Int64) throws -> RegisteredEngine?
    /// The engine marked current (`current_engine`), or nil when none is.
    func currentEngine() throws -> RegisteredEngine?
    /// Marks engine `engineID` current from `time` on.
    func setCurrentEngine(engineID: Int64, at time: String) throws
    /// The engine holding the most baselines (the newest on a tie), or nil without baselines.
    func baselineEngine() throws -> RegisteredEngine?

    // MARK: LatestResults
    /// The latest results `criteria` selects, by model, template and width.
    func latestResults(engineID: Int64, matching criteria: ResultCriteria) throws -> [LatestResult]
    /// The latest results `criteria` selects (its window ignored), counted by model kind,
    /// template, width and flow rows, in that order.
    func latestResultCounts(engineID: Int64, matching criteria: ResultCriteria) throws -> [LatestResultCount]

    // MARK: Models
    /// The model named `name`, archived or not.
    func model(named name: String) throws -> ModelEntry?
    /// The model with row id `id`.
    func model(id: Int64) throws -> ModelEntry?
    /// Every model (of `kind` when given), by name; archived ones only when asked.
    func models(kind: String?, includingArchived: Bool) throws -> [ModelEntry]
    /// Inserts a new model and returns its id.
    func insertModel(name: String, kind: String, at time: String) throws -> Int64
    /// Marks a model archived (or live again with nil); its history stays.
    func setArchived(modelID: Int64, at time: String?) throws
    /// The latest revision of a model.
    func currentRevision(modelID: Int64) throws -> Revision?
    /// The revision with row id `id`.
    func revision(id: Int64) throws -> Revision?
    /// A model's revisions, oldest first.
    func revisions(modelID: Int64) throws -> [Revision]
    /// Appends the next revision of a model and returns it.
    func appendRevision( modelID: Int64, contentHash: String, content: String, message: String?, at time: String ) throws -> Revision
    /// Up to `limit` current revisions of live models matching `filter` with ids above
    /// `revisionID`, in id order: one page of the batch's stream.
    func currentRevisions( after revisionID: Int64, limit: Int, filter: RevisionFilter ) throws -> [CurrentRevision]
    /// How many current revisions of live models match `filter`.
    func countCurrentRevisions(filter: RevisionFilter) throws -> Int

    // MARK: Results
    @discardableResult
    func insertResult(_ result: ResultEntry) throws -> Bool
    /// Stores `row` as ``insertResult(_:)-(ResultEntry)`` stores its entry (a default does just that).
    @discardableResult
    func insertResult(_ row: PackedResultRow) throws -> Bool
    /// The result with key (engine, tree, proposal), if computed.
    func result(engineID: Int64, treeID: Int64, proposalID: Int64) throws -> ResultEntry?
    /// The size and packed frames of the result with key (engine, tree, proposal), if computed:
    /// what a cached lookup reads (a default reads the whole result).
    func resultFrames(engineID: Int64, treeID: Int64, proposalID: Int64) throws -> ResultFrames?
    /// The tree a scenario's template made under an engine, if recorded.
    func scenarioTree(engineID: Int64, revisionID: Int64, variant: String) throws -> Int64?
    /// Records the tree a scenario's template made under an engine (once).
    func recordScenarioTree(engineID: Int64, revisionID: Int64, variant: String, treeID: Int64) throws
    /// The results an engine holds for the scenarios of revisions in `revisions`: one range read
    /// per batch page instead of a point lookup per scenario.
    func scenarioResults(engineID: Int64, revisions: ClosedRange<Int64>) throws -> [ScenarioResultKey]
    /// The results an engine holds for the scenarios of revisions in `revisions`, with their
    /// trees' hashes and packed frames: what a batch page compares its new results with.
    func comparedResults(engineID: Int64, revisions: ClosedRange<Int64>) throws -> [ComparedResult]
    /// The results ``comparedResults(engineID:revisions:)`` gives, appended to `results`
    /// (their frames in its one buffer): what a batch worker reads. Without `treeHashes` their
    /// trees' hashes may be left empty: a batch that knows its trees by id compares no hashes.
    func readComparedResults(engineID: Int64, revisions: ClosedRange<Int64>, treeHashes: Bool, into results: inout ComparedResults) throws

    // MARK: Runs
    /// The store's recompute lock, or nil when another process holds it: one recompute writes
    /// runs at a time.
    func acquireRunLock() throws -> RunLock?
    /// Starts a run: its record exists before any of its work is written.
    func startRun(engineID: Int64, againstEngineID: Int64?, filter: String, at time: String) throws -> Run
    /// The unfinished run of this engine and filter, which a new recompute resumes.
    func unfinishedRun(engineID: Int64, filter: String) throws -> Run?
    /// The run with id `id`.
    func run(id: Int64) throws -> Run?
    /// Every run, newest first.
    func runs() throws -> [Run]
    /// Moves a run's cursor and sets its counts, in the transaction that wrote the batch.
    func advanceRun(runID: Int64, cursorRevisionID: Int64, counts: RunCounts) throws
    /// Marks a run finished.
    func finishRun(runID: Int64, at time: String) throws
    /// Records that run `runID` lays out `revisionID` of model `modelID`; false (recording
    /// nothing) when the run already laid out another revision of that model.
    func claimModel(runID: Int64, modelID: Int64, revisionID: Int64) throws -> Bool
    /// Records one scenario's change.
    func insertRunChange(_ change: RecordedChange) throws
    /// Records a batch page's changes, in order, as ``insertRunChange(_:)`` records each.
    func insertRunChanges(page: PageRunChanges) throws
    /// Makes room for `count` results about to be stored in a batch page, their hashes and
    /// frames `bytes` long in all (at most): a ledger that holds a page's rows back reserves
    /// them, so holding them grows no buffer by copying (``BatchWriter``); others do nothing.
    func reserveHeldResults(_ count: Int, bytes: Int)
    /// A run's changes (of `status` only, when given) in key order: all of them, or the window
    /// `page` selects.
    func recordedChanges(runID: Int64, status: String?, page: RowWindow?) throws -> [RecordedChange]
    /// The `limit` scenarios of a run with the largest moves (of more than 0 pt), largest first.
    func largestRunChanges(runID: Int64, limit: Int) throws -> [RecordedChange]
    /// Adds counts to a run's summary, in the transaction of the page whose changes they count.
    func addRunChangeCounts(runID: Int64, _ groups: [RunChangeGroup]) throws
    /// A run's changes counted by model kind, template, proposal and status, in that order.
    func runChangeGroups(runID: Int64) throws -> [RunChangeGroup]

    // MARK: StoreFigures
    /// Rows of each table, the database's bytes, and the node frames its results hold.
    func storeFigures() throws -> StoreFigures

    // MARK: Transfer
    /// Every tree, by id.
    func trees() throws -> [TreeEntry]
    /// Every result, in key order.
    func allResults() throws -> [ResultEntry]
    /// Every scenario's tree, in key order.
    func scenarioTrees() throws -> [ScenarioTree]

    // MARK: Trees
    /// The id of the tree with `hash`, if stored.
    func treeID(hash: String) throws -> Int64?
    /// Stores a tree and its shape and returns its id.
    func insertTree(hash: String, nodes: [TreeNode]) throws -> Int64
    /// A stored tree's nodes in pre-order.
    func nodes(treeID: Int64) throws -> [TreeNode]

    // MARK: SizeCategories
    /// Every configured text size category (a new store: `large` only), smallest first.
    func sizeCategories() throws -> [ContentSizeCategory]
    /// Adds a size category; false when it was configured already.
    func addSizeCategory(_ category: ContentSizeCategory) throws -> Bool
    /// Removes a size category (its results stay); false when it was not configured.
    func removeSizeCategory(_ category: ContentSizeCategory) throws -> Bool

    // MARK: Widths
    /// The id of the proposal (width, height, size category), inserting it when new; nil means unspecified.
    func proposalID(width: Double?, height: Double?, sizeCategory: ContentSizeCategory) throws -> Int64
    /// The id of the proposal (width, height, size category) if stored; nil means unspecified.
    func existingProposalID(width: Double?, height: Double?, sizeCategory: ContentSizeCategory) throws -> Int64?
    /// The (width, height) and size category of proposal `id`; nil dimensions are unspecified.
    func proposal(id: Int64) throws -> Proposal?
    /// Every named width, narrowest first.
    func widths() throws -> [WidthEntry]
    /// Adds a named width (and its proposal) and returns it.
    func addWidth(name: String, width: Double) throws -> WidthEntry
    /// Removes a named width (its results stay); false when no width has that name.
    func removeWidth(name: String) throws -> Bool
}

extension ResultLedger {
    /// Stores `row`'s entry: a ledger without a row read in place.
    @discardableResult
    public func insertResult(_ row: PackedResultRow) throws -> Bool {
        try insertResult(row.entry)
    }

    /// Nothing: a ledger that holds no page rows back.
    public func reserveHeldResults(_ count: Int, bytes: Int) {}

    /// Records each of a batch page's changes with ``insertRunChange(_:)``: a ledger without a batch write.
    public func insertRunChanges(page: PageRunChanges) throws {
        for index in 0..<page.count { try insertRunChange(page.recordedChange(at: index)) }
    }

    /// The results ``comparedResults(engineID:revisions:)`` gives, appended to `results` one
    /// by one, with their trees' hashes: a ledger without a page read in place.
    public func readComparedResults(engineID: Int64, revisions: ClosedRange<Int64>, treeHashes: Bool, into results: inout ComparedResults) throws {
        for result in try comparedResults(engineID: engineID, revisions: revisions) { results.append(result) }
    }

    /// The size and frames of the whole result: a ledger without a leaner read.
    public func resultFrames(engineID: Int64, treeID: Int64, proposalID: Int64) throws -> ResultFrames? {
        try result(engineID: engineID, treeID: treeID, proposalID: proposalID).map {
            ResultFrames(width: $0.width, height: $0.height, frames: $0.frames)
        }
    }
}
