import Foundation
import Testing
@testable import LayoutCLI

/// Issue: a recursive CTE without a limit ran for ever. `sql` stops a query at its time limit.
@Suite struct SQLTimeLimitTests {
    static let runaway = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"

    @Test func aRunawayQueryIsStoppedWithAClearMessage() throws {
        let store = try TestStoreFile()
        let started = Date()
        let run = store.run(["sql", "--time-limit", "0.3", Self.runaway])
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status == 65)
        #expect(run.output == "")
        #expect(run.error == "Error: The query was stopped after running for its time limit of 0.3 s (a recursive CTE without a LIMIT never ends); give '--time-limit <seconds>' to allow more.\n")
        // Bounded: far less than the default limit, which would mean the option was ignored.
        #expect(seconds < 4.5)
    }

    @Test func aQueryWithinTheLimitRuns() throws {
        let store = try TestStoreFile()
        let run = store.run(["sql", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 1000) SELECT count(*) AS n FROM c", "--format", "csv"])
        #expect(run.status == 0)
        #expect(run.output == "n\r\n1000\r\n")
    }

    @Test func theQueryIsReadFromStandardInputForADash() throws {
        let store = try TestStoreFile()
        let run = store.run(["sql", "-", "--format", "csv"], standardInput: "SELECT count(*) AS widths FROM widths\n")
        #expect(run.status == 0)
        #expect(run.output == "widths\r\n8\r\n")
    }
}
