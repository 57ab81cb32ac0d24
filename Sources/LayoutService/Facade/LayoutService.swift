import Foundation
import LayoutEngine
import LayoutModels

/// The store's front door: keeps every model state and every layout it produced, and keeps
/// the layouts current with the engine.
///
/// A thin facade: it creates the small types that do the work over one ledger and forwards to
/// them — ``ScenarioResolver`` (the memory, ledger and engine tiers and the one
/// compute-and-store path), ``ModelCatalog``, ``WidthCatalog``, ``SeedLoader``, ``Approvals``,
/// ``Replay``, ``Recompute``, ``ModelHistory``, ``RunLog``, ``EngineCatalog``, ``ResultQuery``,
/// ``BreakpointSearch``, ``StoreImport`` and ``StoreExport``. Results are content-addressed by
/// (tree hash, proposal, engine), so a model returning to an earlier state, or any state seen
/// before, costs a lookup, never a layout. One service owns one connection and is used from
/// one thread; `recompute` spreads its work over all cores.
public final class LayoutService {
    /// The three tiers and the one compute-and-store path; every part below shares it.
    let resolver: ScenarioResolver
    let modelCatalog: ModelCatalog
    let widthCatalog: WidthCatalog
    let seedLoader: SeedLoader
    let approvalLog: Approvals
    let batches: Recompute
    let storeImport: StoreImport
    /// Who approvals are attributed to (`$USER`).
    public let user: String

    /// A service on `ledger` (opened and migrated by ``StoreLocation``) computing with `options`.
    public init(
        ledger: any ResultLedger, options: EngineOptions = .default, memoryCacheBytes: Int = 64 << 20,
        user: String = LayoutService.currentUser
    ) throws(ServiceError) {
        let resolver = try ScenarioResolver(ledger: ledger, options: options, memoryCacheBytes: memoryCacheBytes)
        let models = ModelCatalog(resolver: resolver)
        let batches = Recompute(resolver: resolver)
        self.resolver = resolver
        self.modelCatalog = models
        self.widthCatalog = WidthCatalog(recompute: batches)
        self.seedLoader = SeedLoader(models: models, recompute: batches)
        self.approvalLog = Approvals(resolver: resolver, user: user)
        self.batches = batches
        self.storeImport = StoreImport(models: models, recompute: batches)
        self.user = user
    }

    /// A service on the store at `path` (a file, or a `postgresql://` URL), opened (created when
    /// missing) by ``StoreLocation``.
    public convenience init(
        path: String, options: EngineOptions = .default, memoryCacheBytes: Int = 64 << 20,
        user: String = LayoutService.currentUser
    ) throws(ServiceError) {
        let ledger = try StoreLocation(path).open(creating: true).ledger
        try self.init(ledger: ledger, options: options, memoryCacheBytes: memoryCacheBytes, user: user)
    }

    /// `$USER`, or "unknown".
    public static var currentUser: String {
        ProcessInfo.processInfo.environment["USER"] ?? "unknown"
    }

    /// The ledger the service keeps everything in; the service is its only user.
    var ledger: any ResultLedger { resolver.ledger }
    /// The options of the engine results are computed with.
    public var options: EngineOptions { resolver.options }
    /// The stored identity of that engine.
    public var engine: RegisteredEngine { resolver.engine }
    /// How the caches have been used by this service.
    public var statistics: CacheStatistics { resolver.statistics }
}
