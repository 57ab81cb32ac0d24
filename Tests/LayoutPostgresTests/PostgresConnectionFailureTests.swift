import Foundation
import LayoutPostgres
import LayoutTestSupport
import Testing

extension PostgresSuite {
    /// Connection failures on a real server: each is a connection failure (exit 74 at the
    /// command line) whose message names the database with the password masked.
    @Suite struct PostgresConnectionFailureTests {
        @Test func aWrongPasswordIsAnAuthenticationFailureThatNeverPrintsIt() throws {
            let cluster = try #require(TemporaryCluster.current)
            let url = try cluster.url(password: "wrong-password-123")
            let error = #expect(throws: PostgresError.self) { try PostgresConnection(url: url) }
            #expect(error?.kind == .authenticationFailed)
            #expect(error?.isConnectionFailure == true)
            #expect(error?.description.hasPrefix("authentication failed for postgresql://layoutstore:****@/postgres?host=") == true)
            #expect(error?.description.contains("password authentication failed for user \"layoutstore\"") == true)
            #expect(error?.description.contains("wrong-password-123") == false)
        }

        @Test func aMissingPasswordIsAnAuthenticationFailure() throws {
            let cluster = try #require(TemporaryCluster.current)
            let url = try PostgresURL("postgresql://layoutstore@/postgres?host=\(cluster.directory.path)")
            let error = #expect(throws: PostgresError.self) { try PostgresConnection(url: url) }
            #expect(error?.kind == .authenticationFailed)
        }

        @Test func noServerIsCannotConnect() throws {
            let empty = FileManager.default.temporaryDirectory.appending(path: "no-server-\(UUID().uuidString)")
            let url = try PostgresURL("postgresql://layoutstore:topsecret@/postgres?host=\(empty.path)")
            let error = #expect(throws: PostgresError.self) { try PostgresConnection(url: url) }
            #expect(error?.kind == .cannotConnect)
            #expect(error?.isConnectionFailure == true)
            #expect(error?.description.hasPrefix("cannot connect to postgresql://layoutstore:****@/postgres?host=\(empty.path): ") == true)
            #expect(error?.description.contains("No such file or directory") == true)
            #expect(error?.description.contains("topsecret") == false)
        }

        @Test func anUnknownDatabaseIsCannotConnect() throws {
            let cluster = try #require(TemporaryCluster.current)
            let error = #expect(throws: PostgresError.self) { try PostgresConnection(url: cluster.url(database: "nowhere")) }
            #expect(error?.kind == .cannotConnect)
            #expect(error?.message.contains("database \"nowhere\" does not exist") == true)
        }

        @Test func aTerminatedSessionIsALostConnection() throws {
            let url = try TemporaryCluster.freshDatabase()
            let victim = try PostgresConnection(url: url)
            let administrator = try PostgresConnection(url: url)
            try administrator.execute(sql: "SELECT pg_terminate_backend($1::int)", arguments: [.integer(Int64(victim.backendProcessID))])
            let error = #expect(throws: PostgresError.self) { try victim.execute(sql: "SELECT 1") }
            #expect(error?.kind == .connectionLost)
            #expect(error?.isConnectionFailure == true)
            #expect(error?.description.hasPrefix("lost the connection to postgresql://layoutstore:****@/") == true)
            #expect(error?.description.contains("the open transaction was rolled back, nothing of it was written") == true)
        }

        @Test func aServerRestartMidTransactionLosesTheConnectionAndWritesNothing() throws {
            let cluster = try #require(TemporaryCluster.current)
            let url = try cluster.createDatabase()
            let connection = try PostgresConnection(url: url)
            try connection.executeScript("CREATE TABLE facts (fact text)")
            let error = #expect(throws: PostgresError.self) {
                try connection.write { connection in
                    try connection.execute(sql: "INSERT INTO facts VALUES ($1)", arguments: ["half-written"])
                    try cluster.restart()
                    try connection.execute(sql: "INSERT INTO facts VALUES ($1)", arguments: ["never"])
                }
            }
            #expect(error?.kind == .connectionLost)
            #expect(error?.isConnectionFailure == true)
            let reconnected = try PostgresConnection(url: url)
            #expect(try reconnected.fetchValue(Int.self, sql: "SELECT count(*) FROM facts") == 0)
        }
    }
}
