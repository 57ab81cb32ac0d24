import LayoutTestSupport
import Foundation
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

@Suite struct LayoutServiceTests {
    @Test func aDatabaseNewerThanTheBinaryIsRefusedWithTheTypedMigrationError() throws {
        let store = try TestStore(seeded: false)
        try store.service.database.execute(sql: """
            INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (99, 'future', 'x', '2030-01-01T00:00:00Z')
            """)
        let known = Migrator().migrations.last?.version ?? 0
        let error = #expect(throws: ServiceError.self) { try store.service(options: .default) }
        guard case .migration(let cause, let context)? = error else {
            Issue.record("expected a migration error, got \(String(describing: error))")
            return
        }
        #expect(cause == .databaseIsNewer(databaseVersion: 99, knownVersion: known))
        #expect(context == "migrating \(store.path)")
        #expect(error?.description == "migrating \(store.path): database schema version 99 is newer than this layoutstore (knows up to \(known)); upgrade layoutstore")
    }
}
