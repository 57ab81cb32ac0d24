import LayoutEngine
import LayoutModels

/// Layout questions, forwarded to ``ScenarioResolver``, ``EngineCatalog`` and ``BreakpointSearch``.
extension LayoutService {
    /// The current layout of a model's template (its first by default) under `proposal` with
    /// text sized for `sizeCategory`: from memory, else the database, else computed and stored.
    /// The layout comes as stored (packed frames and the tree's shape): a hit unpacks nothing;
    /// `result()` unpacks it.
    public func layout(
        model name: String, template: TemplateName? = nil, proposal: ProposedSize, sizeCategory: ContentSizeCategory = .default
    ) throws(ServiceError) -> StoredLayout {
        try resolver.layout(model: name, template: template, proposal: Proposal(proposal, sizeCategory: sizeCategory))
    }

    /// The layout of any `tree` under `proposal` at `sizeCategory`: from memory, else the
    /// database, else computed and stored.
    public func layout(
        tree: ViewNode, proposal: ProposedSize, sizeCategory: ContentSizeCategory = .default
    ) throws(ServiceError) -> LayoutResult {
        try resolver.layout(tree: tree, proposal: Proposal(proposal, sizeCategory: sizeCategory))
    }

    /// The layout of a stored revision's template at `sizeCategory` with the current engine,
    /// through the caches.
    public func layout(
        revisionID: Int64, template: TemplateName, proposal: ProposedSize, sizeCategory: ContentSizeCategory = .default
    ) throws(ServiceError) -> LayoutResult {
        try resolver.layout(revisionID: revisionID, template: template, proposal: Proposal(proposal, sizeCategory: sizeCategory))
    }

    /// The layout of revision `number` of a model's template at `sizeCategory` with the current
    /// engine, through the caches.
    public func layout(
        model name: String, revision number: Int, template: TemplateName? = nil, proposal: ProposedSize,
        sizeCategory: ContentSizeCategory = .default
    ) throws(ServiceError) -> LayoutResult {
        try modelCatalog.layout(
            model: name, revision: number, template: template, proposal: Proposal(proposal, sizeCategory: sizeCategory)
        )
    }

    /// The stored layout of a model's current revision (its first template by default) under
    /// `proposal` at `sizeCategory` by engine `engineID`: read from the store, never computed,
    /// so engines of any version can be compared. An engine without that layout is `.notLaidOut`.
    public func layout(
        model name: String, template: TemplateName? = nil, proposal: ProposedSize, sizeCategory: ContentSizeCategory = .default,
        engineID: Int64
    ) throws(ServiceError) -> LayoutResult {
        try EngineCatalog(resolver: resolver).layout(
            model: name, template: template, proposal: Proposal(proposal, sizeCategory: sizeCategory), engineID: engineID
        )
    }

    /// Runs `body`, typically many lookups, in one read transaction: every database hit inside
    /// reads the same snapshot, and SQLite takes its read lock once instead of once per lookup.
    ///
    /// Layouts computed inside (misses) are stored in savepoints of that transaction; storing
    /// fails as busy when another connection has written since the snapshot was taken. Inside
    /// an open transaction `body` simply runs.
    public func reading<Result>(_ body: () throws(ServiceError) -> Result) throws(ServiceError) -> Result {
        try resolver.reading(body)
    }

    /// Closes the store; the service must not be used afterwards.
    public func close() {
        resolver.close()
    }

    /// Forgets the memory tier (the database keeps everything).
    public func clearMemoryCache() {
        resolver.clearMemoryCache()
    }

    /// Compares two results node by node: frame deltas where the trees agree, nodes added and
    /// removed where they differ.
    public func diff(_ before: LayoutResult, _ after: LayoutResult, tolerance: Double = 0) -> LayoutDiff {
        LayoutDiff(before, after, tolerance: tolerance)
    }

    /// The widths between `from` and `to` at which a model's layout changes discretely (a chip
    /// changes row, a text wraps or truncates, a ViewThatFits switches), found by sampling
    /// every `step` points and bisecting each change down to `precision` points, with text
    /// sized for `sizeCategory`.
    public func breakpoints(
        model name: String, template: TemplateName? = nil, sizeCategory: ContentSizeCategory = .default,
        from: Double, to: Double, step: Double = 8, precision: Double = 0.5
    ) throws(ServiceError) -> [Breakpoint] {
        try BreakpointSearch(resolver: resolver).breakpoints(
            model: name, template: template, sizeCategory: sizeCategory, from: from, to: to, step: step, precision: precision
        )
    }

    /// Adds what this service's caches counted since it last saved to the store's accumulated
    /// cache statistics, in one small transaction; writes nothing when nothing was counted.
    /// Callers save when their work has succeeded (the CLI: after each command), so a failed
    /// command leaves the store untouched.
    public func saveStatistics() throws(ServiceError) {
        try resolver.saveStatistics()
    }

    /// The cache statistics accumulated over every session on the store, this one's included.
    public func storedStatistics() throws(ServiceError) -> CacheFigures {
        try resolver.storedStatistics()
    }
}
