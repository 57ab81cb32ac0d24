import LayoutPostgres
import LayoutTestSupport
import LayoutStorage
import Testing

extension PostgresSuite {
    @Suite struct PostgresTransactionTests {
        private func connectionWithTable() throws -> PostgresConnection {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            try connection.executeScript("CREATE TABLE facts (fact text NOT NULL)")
            return connection
        }

        private func count(_ connection: PostgresConnection) throws -> Int? {
            try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM facts")
        }

        private struct Abandon: Error {}

        @Test func aWriteCommitsEverythingOrNothing() throws {
            let connection = try connectionWithTable()
            try connection.write { connection in
                try connection.execute(sql: "INSERT INTO facts VALUES ($1)", arguments: ["one"])
                try connection.execute(sql: "INSERT INTO facts VALUES ($1)", arguments: ["two"])
            }
            #expect(throws: Abandon.self) {
                try connection.write { connection in
                    try connection.execute(sql: "INSERT INTO facts VALUES ($1)", arguments: ["three"])
                    throw Abandon()
                }
            }
            #expect(try count(connection) == 2)
            #expect(!connection.isInTransaction)
        }

        @Test func aSwallowedFailureMakesTheCommitARollbackThatThrows() throws {
            let connection = try connectionWithTable()
            let error = #expect(throws: PostgresError.self) {
                try connection.write { connection in
                    try connection.execute(sql: "INSERT INTO facts VALUES ($1)", arguments: ["kept?"])
                    _ = try? connection.execute(sql: "INSERT INTO facts VALUES (NULL)")
                }
            }
            #expect(error?.kind == .transactionRolledBack)
            #expect(try count(connection) == 0)
        }

        @Test func aReadOnlyTransactionRefusesWrites() throws {
            let connection = try connectionWithTable()
            let error = #expect(throws: PostgresError.self) {
                try connection.readOnly { connection in
                    try connection.execute(sql: "INSERT INTO facts VALUES ($1)", arguments: ["no"])
                }
            }
            #expect(error?.kind == .server(.readOnlySQLTransaction))
            #expect(try count(connection) == 0)
        }

        @Test func theStatementTimeoutCancelsALongQueryAndEndsWithTheTransaction() throws {
            let connection = try connectionWithTable()
            let error = #expect(throws: PostgresError.self) {
                try connection.readOnly(statementTimeout: .milliseconds(100)) { connection in
                    try connection.execute(sql: "SELECT pg_sleep(30)")
                }
            }
            #expect(error?.kind == .server(.queryCanceled))
            #expect(error?.message == "canceling statement due to statement timeout")
            // SET LOCAL: the next transaction has no timeout.
            let timeout = try connection.readOnly { try $0.fetchValue(String.self, sql: "SHOW statement_timeout") }
            #expect(timeout == "0")
        }

        @Test(arguments: [
            ("CREATE TABLE more (x int)", SQLState.readOnlySQLTransaction),
            ("DELETE FROM facts", SQLState.readOnlySQLTransaction),
            ("SET TRANSACTION READ WRITE", SQLState(rawValue: "25001")),
            ("SELECT 1; DELETE FROM facts", SQLState.syntaxError),
        ])
        func sqlTypedByAUserRunsAsOneReadOnlyStatement(sql: String, refusal: SQLState) throws {
            let connection = try connectionWithTable()
            try connection.execute(sql: "INSERT INTO facts VALUES ($1)", arguments: ["kept"])
            let error = #expect(throws: PostgresError.self) {
                try connection.readOnly(statementTimeout: .seconds(5)) { try $0.fetchAll(sql: sql, format: .text) }
            }
            #expect(error?.kind == .server(refusal))
            #expect(try count(connection) == 1)
        }

        @Test func aStatementFirstPreparedInARolledBackTransactionStillRuns() throws {
            let connection = try connectionWithTable()
            let insert = "INSERT INTO facts VALUES ($1)"
            #expect(throws: Abandon.self) {
                try connection.write { connection in
                    try connection.execute(sql: insert, arguments: ["rolled back"])
                    throw Abandon()
                }
            }
            try connection.execute(sql: insert, arguments: ["kept"])
            #expect(try connection.fetchValue(String.self, sql: "SELECT string_agg(fact, ',') FROM facts") == "kept")
        }
    }
}
