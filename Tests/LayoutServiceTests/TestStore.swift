import LayoutTestSupport
import Foundation
import LayoutEngine
import LayoutModels
@testable import LayoutService

/// A service on a fresh SQLite file in its own temporary directory, removed when released.
final class TestStore {
    let directory: URL
    let service: LayoutService

    init(options: EngineOptions = .default, seeded: Bool = true) throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "LayoutServiceTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        service = try LayoutService(path: directory.appending(path: "store.sqlite").path, options: options, user: "tester")
        if seeded { try service.seed(try SeedSet.embedded()) }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    var path: String { directory.appending(path: "store.sqlite").path }

    /// A second service on the same file, computing with `options`.
    func service(options: EngineOptions) throws -> LayoutService {
        try LayoutService(path: path, options: options, user: "tester")
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
