import Foundation
import LayoutPostgres
import LayoutTestSupport
import LayoutStorage
import Testing

extension PostgresSuite {
    @Suite struct PostgresConnectionTests {
        @Test func valuesRoundTripExactlyThroughArguments() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            try connection.executeScript("CREATE TABLE t (i bigint, r double precision, s text, b bytea)")
            // Extremes of each type: the binary forms must carry them bit for bit.
            let cases: [(Int64, Double, String, Data)] = [
                (Int64.min, -0.0, "", Data()),
                (Int64.max, .infinity, "é漢字 🧩 ' \" \\ ;", Data([0, 1, 0xFF])),
                (0, 0.1 + 0.2, "line\nbreak\ttab", Data(repeating: 0xAB, count: 70_000)),
                (-1, .leastNonzeroMagnitude, "x", Data([0])),
            ]
            for (integer, real, text, bytes) in cases {
                try connection.execute(
                    sql: "INSERT INTO t VALUES ($1, $2, $3, $4)",
                    arguments: [.integer(integer), .real(real), .text(text), .blob(bytes)]
                )
            }
            let rows = try connection.fetchAll(sql: "SELECT i, r, s, b FROM t ORDER BY i")
            #expect(rows.count == cases.count)
            for (row, expected) in zip(rows, cases.sorted { $0.0 < $1.0 }) {
                #expect(try row.decode(Int64.self, named: "i") == expected.0)
                #expect(try row.decode(Double.self, named: "r").bitPattern == expected.1.bitPattern)
                #expect(try row.decode(String.self, named: "s") == expected.2)
                #expect(try row.decode(Data.self, named: "b") == expected.3)
            }
        }

        @Test func nullReadsOnlyAsOptional() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            let row = try #require(try connection.fetchOne(sql: "SELECT NULL::text AS missing, 7::int4 AS seven, true AS yes"))
            #expect(try row.decode(String?.self, named: "missing") == nil)
            #expect(try row.decode(Int.self, named: "seven") == 7)
            #expect(try row.decode(Bool.self, named: "yes") == true)
            let error = #expect(throws: PostgresError.self) {
                try connection.fetchValue(String.self, sql: "SELECT NULL::text AS missing")
            }
            #expect(error?.kind == .unexpectedValue)
            #expect(error?.description == "unexpected value: column missing holds null, expected String")
        }

        @Test func argumentsAreNeverSplicedIntoTheSQL() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            try connection.executeScript("CREATE TABLE names (name text)")
            let hostile = "x'); DROP TABLE names; --"
            try connection.execute(sql: "INSERT INTO names VALUES ($1)", arguments: [.text(hostile)])
            #expect(try connection.fetchValue(String.self, sql: "SELECT name FROM names") == hostile)
        }

        @Test func textFormatReadsEveryTypeAsPsqlShowsIt() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            let rows = try connection.fetchAll(
                sql: "SELECT 12.50::numeric AS n, 'Infinity'::float8 AS f, '\\x00ff'::bytea AS b, 3::int2 AS s, "
                    + "false AS no, DATE '2026-12-01' AS d",
                format: .text
            )
            let expected: [DatabaseValue] = [
                .text("12.50"), .real(.infinity), .blob(Data([0, 0xFF])), .integer(3), .integer(0), .text("2026-12-01"),
            ]
            #expect(rows.first?.values == expected)
        }

        @Test func binaryFormatRefusesATypeItDoesNotReadNamingTheColumn() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            let error = #expect(throws: PostgresError.self) { try connection.fetchAll(sql: "SELECT 1.5::numeric AS price") }
            #expect(error?.kind == .unexpectedValue)
            #expect(error?.message == "column price has type OID 1700, which is not read in binary format")
        }

        @Test func aRefusedStatementCarriesItsSQLStateAsAMatchableCode() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            try connection.executeScript("CREATE TABLE widths (name text UNIQUE)")
            try connection.execute(sql: "INSERT INTO widths VALUES ($1)", arguments: ["compact"])
            let error = #expect(throws: PostgresError.self) {
                try connection.execute(sql: "INSERT INTO widths VALUES ($1)", arguments: ["compact"])
            }
            let matched: Bool = switch error?.kind {
            case .server(.uniqueViolation): true
            default: false
            }
            #expect(matched)
            #expect(error?.sqlState?.errorClass == .integrityConstraintViolation)
            #expect(error?.isConnectionFailure == false)
            #expect(error?.description == """
                PostgreSQL error 23505: duplicate key value violates unique constraint "widths_name_key" \
                (Key (name)=(compact) already exists.) - while executing `INSERT INTO widths VALUES ($1)`
                """)
        }

        @Test func aSyntaxErrorIsClass42() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            let error = #expect(throws: PostgresError.self) { try connection.execute(sql: "SELEKT 1") }
            #expect(error?.kind == .server(.syntaxError))
            #expect(error?.sqlState?.errorClass == .syntaxErrorOrAccessRuleViolation)
        }

        @Test func aRequestLibpqRefusesIsAClientErrorWithoutSQLState() throws {
            let connection = try PostgresConnection(url: TemporaryCluster.freshDatabase())
            let arguments = [DatabaseValue](repeating: .integer(1), count: 70_000)
            let error = #expect(throws: PostgresError.self) { try connection.execute(sql: "SELECT 1", arguments: arguments) }
            #expect(error?.kind == .client)
            #expect(error?.sqlState == nil)
            #expect(error?.message == "number of parameters must be between 0 and 65535")
            #expect(try connection.fetchValue(Int.self, sql: "SELECT 2") == 2)
        }
    }
}
