import LayoutEngine
import LayoutModels
import LayoutTestSupport
import Testing
@testable import LayoutService

/// The store's behaviour, the same on every backend: each test of the suites nested in this one
/// (`extension StoreConformance { @Suite … }`) runs once per backend of
/// ``StoreBackend/available``, on a fresh store (``BackendStore``). One throwaway PostgreSQL
/// cluster serves them all; each PostgreSQL store is a database of its own.
@Suite(.temporaryCluster)
struct StoreConformance {
    /// Without a PostgreSQL server the suite runs on SQLite only; this says so as a skip.
    @Test(.enabled(if: PostgresInstallation.testsRun, Comment(rawValue: PostgresInstallation.missingMessage)))
    func runsOnPostgreSQLToo() {
        #expect(StoreBackend.available == [.sqlite, .postgresql])
    }
}

/// The embedded seeds: 8 trip cards (2 templates each), 6 chip sets and 10 view trees (one
/// each) at 8 widths: 32 templates × 8 widths = 256 scenarios, each its own tree and result.
enum SeedFigures {
    static let models = 24
    static let widths = 8
    static let scenarios = 256
}

extension BackendStore {
    /// A service on the store holding the embedded seeds.
    func seededService(options: EngineOptions = .default) throws -> LayoutService {
        let service = try service(options: options)
        try service.seed(try SeedSet.embedded())
        return service
    }
}

/// `model` with its first chip retitled: a new state of a chip set.
func retitled(_ model: Model, firstChip title: String) throws -> Model {
    guard case .chipSet(var chips) = model else { throw ServiceError.invalidArgument("not a chip set") }
    chips.chips[0].title = title
    return .chipSet(chips)
}

/// `model` under another name: a new model of the same content.
func renamed(_ model: Model, to name: String) throws -> Model {
    guard case .chipSet(var chips) = model else { throw ServiceError.invalidArgument("not a chip set") }
    chips.name = name
    return .chipSet(chips)
}
