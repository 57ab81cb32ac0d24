import Foundation
import LayoutPostgres
import LayoutService

/// The raw libpq insert limit on PostgreSQL: the rows of `results` inserted one prepared
/// `INSERT` each (`PQexecPrepared` through the thin ``PostgresConnection``) in one transaction,
/// into a table of the same shape without foreign keys, each repetition under a fresh engine id.
final class RawPostgresBaseline {
    private let connection: PostgresConnection
    private var repetition: Int64 = 0

    init(url: PostgresURL) throws {
        connection = try PostgresConnection(url: url)
        try connection.executeScript("""
            CREATE TABLE raw_results (
                engine_id bigint NOT NULL, tree_id bigint NOT NULL, proposal_id bigint NOT NULL,
                width double precision NOT NULL, height double precision NOT NULL, result_hash bytea NOT NULL,
                frames bytea NOT NULL, flow_rows bigint, truncated_texts bigint NOT NULL, overflowing_nodes bigint NOT NULL,
                chosen_branch bigint, PRIMARY KEY (engine_id, tree_id, proposal_id)
            )
            """)
    }

    /// Median rows/s inserting `rows`.
    func rowsPerSecond(_ rows: [ResultEntry], repetitions: Int) throws -> Double {
        try Measurement.median(repetitions: repetitions) {
            repetition += 1
            let engineID = repetition
            return Double(rows.count) / (try Measurement.seconds {
                try connection.write { connection in
                    for row in rows {
                        try connection.execute(
                            sql: """
                                INSERT INTO raw_results VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                                """,
                            arguments: [
                                .integer(engineID), .integer(row.treeID), .integer(row.proposalID), .real(row.width), .real(row.height),
                                .blob(Data(row.resultHash)), .blob(Data(row.frames)), row.flowRows.map { .integer(Int64($0)) } ?? .null,
                                .integer(Int64(row.truncatedTexts)), .integer(Int64(row.overflowingNodes)),
                                row.chosenBranch.map { .integer(Int64($0)) } ?? .null,
                            ]
                        )
                    }
                }
            })
        }
    }
}
