import LayoutEngine
import LayoutModels
import LayoutTestSupport
@_spi(Testing) @testable import LayoutService

/// A service on a fresh temporary store (``TemporaryStore``), seeded unless asked otherwise.
final class TestStore {
    let store: TemporaryStore
    let service: LayoutService

    init(options: EngineOptions = .default, seeded: Bool = true) throws {
        store = try TemporaryStore()
        service = try store.service(options: options)
        if seeded { try service.seed(try SeedSet.embedded()) }
    }

    var path: String { store.path }

    /// A second service on the same file, computing with `options`.
    func service(options: EngineOptions) throws -> LayoutService {
        try store.service(options: options)
    }

    /// Rows of `table` in the store.
    func count(_ table: String) throws -> Int {
        try service.database.fetchValue(Int.self, sql: "SELECT count(*) FROM \(table)") ?? -1
    }
}

/// The seeds' chip set with a chip wider than the narrowest width, and another with none.
func seedModel(named name: String) throws -> Model {
    guard let model = try SeedSet.embedded().models.first(where: { $0.name == name }) else {
        throw ServiceError.unknownModel(name)
    }
    return model
}
