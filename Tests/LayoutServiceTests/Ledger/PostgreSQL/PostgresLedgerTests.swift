import LayoutEngine
import LayoutPostgres
import LayoutTestSupport
import Testing
@testable import LayoutService

/// What only the PostgreSQL ledger meets: a server that ends the session, another program's
/// database, a schema newer than this binary. (Everything both backends share is in
/// ``StoreConformance``.) One at a time: a test restarts the server.
@Suite(
    .enabled(if: PostgresInstallation.testsRun, Comment(rawValue: PostgresInstallation.missingMessage)),
    .serialized,
    .temporaryCluster
)
struct PostgresLedgerTests {
    @Test func aSessionEndedMidWriteIsUnavailableAndKeepsNothing() throws {
        let store = try BackendStore(.postgresql)
        let service = try store.seededService()
        let ledger = try #require(service.ledger as? PostgresLedger)
        let backend = ledger.connection.backendProcessID
        let other = try PostgresConnection(url: try PostgresURL(store.database))
        let figures = try other.fetchValue(Int.self, sql: "SELECT count(*) FROM widths")
        let error = #expect(throws: ServiceError.self) {
            try service.resolver.writing("adding two widths") {
                _ = try ledger.addWidth(name: "first", width: 500)
                // An administrator (or a restart) ends the session between two statements.
                try other.execute(sql: "SELECT pg_terminate_backend($1::integer)", arguments: [.integer(Int64(backend))])
                _ = try ledger.addWidth(name: "second", width: 600)
            }
        }
        guard case .database(let cause, let context)? = error else {
            Issue.record("expected a database failure, got \(String(describing: error))")
            return
        }
        #expect(cause.kind == .unavailable)
        #expect(context == "adding two widths")
        #expect(cause.description.contains("postgresql://layoutstore:****@/"))
        #expect(!cause.description.contains(try #require(TemporaryCluster.current).password))
        #expect(try other.fetchValue(Int.self, sql: "SELECT count(*) FROM widths") == figures)
    }

    @Test func aServerRestartMidRunLosesOnlyThePageInProgressAndARerunCompletesIt() throws {
        let store = try BackendStore(.postgresql)
        _ = try store.seededService()
        let cluster = try #require(TemporaryCluster.current)
        let larger = EngineOptions(textScale: 1.25)
        let service = try store.service(options: larger)
        var restarted = false
        let error = #expect(throws: ServiceError.self) {
            try service.recompute(batchSize: 16, threads: 1) { progress in
                if progress.done >= 64 && !restarted {
                    restarted = true
                    try cluster.restart()
                }
            }
        }
        guard case .database(let cause, _)? = error else {
            Issue.record("expected a database failure, got \(String(describing: error))")
            return
        }
        #expect(cause.kind == .unavailable)
        // The pages committed before the restart stay; a rerun resumes after them and finishes
        // with every scenario counted once.
        let resumed = try store.service(options: larger).recompute(batchSize: 16, threads: 1)
        #expect(resumed.resumed)
        #expect(resumed.counts.total == SeedFigures.scenarios)
        let other = try PostgresConnection(url: try PostgresURL(store.database))
        #expect(try other.fetchValue(Int.self, sql: "SELECT count(*) FROM results WHERE engine_id = $1", arguments: [.integer(resumed.engine.id)]) == SeedFigures.scenarios)
        #expect(try other.fetchValue(Int.self, sql: "SELECT count(*) FROM runs") == 1)
    }

    @Test func anotherProgramsDatabaseIsRefusedUntouched() throws {
        let store = try BackendStore(.postgresql)
        let other = try PostgresConnection(url: try PostgresURL(store.database))
        try other.executeScript("CREATE TABLE invoices (id bigint PRIMARY KEY)")
        let error = #expect(throws: ServiceError.self) { try store.location.open(creating: true) }
        guard case .foreignFile(let name)? = error else {
            Issue.record("expected a foreign database, got \(String(describing: error))")
            return
        }
        #expect(name == store.location.description)
        #expect(try other.fetchValue(Bool.self, sql: "SELECT to_regclass('schema_migrations') IS NULL") == true)
    }

    @Test func aNewerSchemaIsRefused() throws {
        let store = try BackendStore(.postgresql)
        _ = try store.ledger()
        let other = try PostgresConnection(url: try PostgresURL(store.database))
        try other.execute(
            sql: "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (9999, 'future', 'x', 'now')"
        )
        let error = #expect(throws: ServiceError.self) { try store.location.open(creating: false) }
        guard case .migration(.databaseIsNewer(let version, _), _)? = error else {
            Issue.record("expected a newer schema, got \(String(describing: error))")
            return
        }
        #expect(version == 9999)
    }
}
