import LayoutEngine
import LayoutModels

/// Models, widths, seeds and transfer, forwarded to ``ModelCatalog``, ``WidthCatalog``,
/// ``SeedLoader``, ``StoreImport`` and ``StoreExport``.
extension LayoutService {
    /// Stores `model` as a new revision and lays it out at every width with the current engine,
    /// all in one transaction; a model whose content equals its current revision is left alone.
    ///
    /// Only this model is laid out; each scenario reports whether its layout changed from the
    /// previous revision's.
    @discardableResult
    public func put(_ model: Model, message: String? = nil) throws(ServiceError) -> PutReport {
        try modelCatalog.put(model, message: message)
    }

    /// Stores several models as `put` does, all in one transaction: if any is refused, none
    /// is stored.
    public func put(_ models: [Model], message: String? = nil) throws(ServiceError) -> [PutReport] {
        try modelCatalog.put(models, message: message)
    }

    /// Every model (of `kind` when given), by name.
    public func models(kind: Model.Kind? = nil, includingArchived: Bool = false) throws(ServiceError) -> [ModelEntry] {
        try modelCatalog.models(kind: kind, includingArchived: includingArchived)
    }

    /// A model's current state.
    public func model(named name: String) throws(ServiceError) -> Model {
        try modelCatalog.model(named: name)
    }

    /// A model's revisions, oldest first.
    public func revisions(of name: String) throws(ServiceError) -> [Revision] {
        try modelCatalog.revisions(of: name)
    }

    /// Archives a model: it leaves listings and batches, and keeps its history.
    public func archive(_ name: String) throws(ServiceError) {
        try modelCatalog.archive(name)
    }

    /// Loads a seed set: its widths and its models, in one transaction, laying out what is new.
    /// Loading the same set again writes nothing and says so; a seeded model a user revised
    /// since keeps the user's revision (``SeedLoader``). `progress` gets (models stored, to store).
    @discardableResult
    public func seed(_ seeds: SeedSet, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(ServiceError) -> LoadReport {
        try seedLoader.seed(seeds, progress: progress)
    }

    /// Every named width, narrowest first.
    public func widths() throws(ServiceError) -> [WidthEntry] {
        try widthCatalog.widths()
    }

    /// Adds a named width and lays every model out at it (a batch limited to that width).
    ///
    /// The batch commits in pages of its own, so a width whose batch fails (a full disk, say)
    /// is removed again: the store never keeps a width the command reported as not added.
    @discardableResult
    public func addWidth(name: String, width: Double) throws(ServiceError) -> RunReport {
        try widthCatalog.addWidth(name: name, width: width)
    }

    /// Removes a named width; the results computed at it stay stored.
    public func removeWidth(name: String) throws(ServiceError) {
        try widthCatalog.removeWidth(name: name)
    }

    /// Reads JSON Lines written by `export`, checks every line and the trailer, and only then
    /// writes them all in one transaction (``StoreImport``); a bad line is named by its number
    /// and JSON path and nothing is written.
    /// `progress` gets (models, results and scenarios written, their number).
    @discardableResult
    public func importLines(_ text: String, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(ServiceError) -> LoadReport {
        try storeImport.run(text, progress: progress)
    }

    /// Writes the whole store as JSON Lines (``StoreExport``); `progress` gets (lines written, lines).
    public func export(_ write: (String) -> Void, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(ServiceError) {
        try StoreExport(ledger: ledger).write(write, progress: progress)
    }
}
