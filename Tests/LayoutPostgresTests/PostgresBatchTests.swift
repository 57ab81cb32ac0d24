import Foundation
import LayoutPostgres
import LayoutTestSupport
import LayoutStorage
import Testing

extension PostgresSuite {
    @Suite struct PostgresBatchTests {
        private func connectionWithTable() throws -> PostgresConnection {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            try connection.executeScript("CREATE TABLE results (id bigint PRIMARY KEY, flow_rows bigint, frames bytea NOT NULL)")
            return connection
        }

        @Test func aBatchInsertsEveryRowExactlyAcrossChunks() throws {
            let connection = try connectionWithTable()
            // 1000 rows: four pipeline chunks, and NULL in every third row (another signature).
            let rows: [[DatabaseValue]] = (0..<1000).map { index in
                [.integer(Int64(index)), index % 3 == 0 ? .null : .integer(Int64(index * 7)), .blob(Data(repeating: UInt8(index % 256), count: index % 50))]
            }
            let changed = try connection.write { connection in
                try connection.executeBatch(sql: "INSERT INTO results VALUES ($1, $2, $3)", arguments: rows)
            }
            #expect(changed == 1000)
            let stored = try connection.fetchAll(sql: "SELECT id, flow_rows, frames FROM results ORDER BY id")
            #expect(stored.map(\.values) == rows)
        }

        @Test func aFailingRowFailsTheWholeBatchAndTheConnectionStaysUsable() throws {
            let connection = try connectionWithTable()
            let rows: [[DatabaseValue]] = (0..<300).map { [.integer(Int64($0 == 200 ? 5 : $0)), .null, .blob(Data())] }
            let error = #expect(throws: PostgresError.self) {
                try connection.write { connection in
                    try connection.executeBatch(sql: "INSERT INTO results VALUES ($1, $2, $3)", arguments: rows)
                }
            }
            #expect(error?.kind == .server(.uniqueViolation))
            #expect(error?.detail == "Key (id)=(5) already exists.")
            #expect(!connection.isInTransaction)
            #expect(try connection.fetchValue(Int.self, sql: "SELECT count(*) FROM results") == 0)
        }
    }
}
