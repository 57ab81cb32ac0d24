import Foundation
@testable import LayoutPostgres
import Testing

/// Masking needs no server: these run everywhere.
@Suite struct PostgresURLTests {
    @Test(arguments: [
        ("postgresql://store:s3cret@db.example:5432/layouts", "postgresql://store:****@db.example:5432/layouts"),
        ("postgres://store:p%40ss@db/layouts?sslmode=require", "postgres://store:****@db/layouts?sslmode=require"),
        ("postgresql://store@/layouts?host=/run/pg&password=s3cret", "postgresql://store@/layouts?host=/run/pg&password=****"),
        ("postgresql://a:b@c@host/db", "postgresql://a:****@host/db"),
        ("postgresql:///layouts", "postgresql:///layouts"),
    ])
    func printsThePasswordMasked(url: String, masked: String) throws {
        let parsed = try PostgresURL(url)
        #expect(parsed.masked == masked)
        #expect("\(parsed)" == masked)
    }

    @Test func refusesAnotherSchemeWithTheURLMasked() {
        let error = #expect(throws: PostgresError.self) { try PostgresURL("mysql://root:hunter2@db/x") }
        #expect(error?.kind == .invalidURL)
        #expect(error?.description == "invalid database URL mysql://root:****@db/x: not a PostgreSQL URL (expected postgresql://…)")
    }

    @Test func readsLayoutstoreDBOnlyWhenItIsAPostgresURL() throws {
        #expect(try PostgresURL.fromEnvironment(["LAYOUTSTORE_DB": "postgresql://u:pw@h/db"])?.masked == "postgresql://u:****@h/db")
        #expect(try PostgresURL.fromEnvironment(["LAYOUTSTORE_DB": "./layoutstore.sqlite"]) == nil)
        #expect(try PostgresURL.fromEnvironment([:]) == nil)
        #expect(PostgresURL.isPostgresURL("PostgreSQL://h/db"))
    }

    @Test func scrubsThePasswordAsWrittenAndDecodedFromAnyMessage() throws {
        let url = try PostgresURL("postgresql://store:p%40ss@db/layouts?password=other")
        #expect(url.scrub("server said p@ss, p%40ss and other") == "server said ****, **** and ****")
    }

    @Test func namesAWorkerByHostAndProcess() {
        let name = QueueWorker.defaultName()
        #expect(name.hasSuffix(":\(getpid())"))
        #expect(name.count > ":\(getpid())".count)
    }
}
