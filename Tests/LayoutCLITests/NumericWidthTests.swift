import LayoutTestSupport
import Testing
@testable import LayoutCLI

/// Issue: `--width 320` worked for `render` but not for `history`. Every `--width` takes a
/// stored width's name or a number of points; the seeds name 320 pt "iPhone SE".
@Suite struct NumericWidthTests {
    @Test func historyQueryAndReplayTakePointsAsTheNamedWidthOfThatValue() throws {
        let store = try TemporaryStore(seeded: true)
        for command in [["history", "Kyoto"], ["query"], ["replay"]] {
            let byName = store.run(command + ["--width", "iPhone SE", "--format", "csv"])
            let byPoints = store.run(command + ["--width", "320", "--format", "csv"])
            #expect(byName.status == 0, "\(command): \(byName.error)")
            #expect(byPoints.status == byName.status)
            #expect(byPoints.output == byName.output, "\(command)")
        }
        let query = store.run(["query", "--width", "320", "--limit", "1000", "--format", "csv"])
        #expect(query.output.split(separator: "\r\n").count > 1)
        #expect(query.output.split(separator: "\r\n").dropFirst().allSatisfy { $0.contains(",iPhone SE,") })
    }

    @Test func recomputeAndApproveTakePoints() throws {
        let store = try TemporaryStore(seeded: true)
        let approved = store.run(["approve", "--width", "320", "--model", "Kyoto", "--format", "json"])
        #expect(approved.status == 0, "\(approved.error)")
        #expect(approved.output.contains("\"scenarios\": "))
        let recomputed = store.run(["recompute", "--width", "320", "--width", "iPhone SE", "--quiet", "--format", "csv"])
        #expect(recomputed.status == 0, "\(recomputed.error)")
    }

    @Test func aNumberNoStoredWidthHasIsBadInput() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["history", "Kyoto", "--width", "321"])
        #expect(run.status == 65)
        #expect(run.error == "Error: No stored width is 321 pt; 'layoutstore width list' shows them, 'layoutstore width add <name> 321' adds one.\n")
    }

    @Test func widthReferencesParseOneNumberSyntax() {
        #expect(WidthReference(argument: "320") == .points(320))
        #expect(WidthReference(argument: "iPhone SE") == .name("iPhone SE"))
        for notAWidth in ["", "-1", "1e17", "inf", "nan", "0x10"] {
            #expect(WidthReference(argument: notAWidth) == nil, "\(notAWidth)")
        }
    }
}

/// Issue: two devices at 393 pt could not both be named (a raw UNIQUE constraint error).
@Suite struct SharedWidthValueTests {
    @Test func twoNamesMayShareAValueAndAreOneScenario() throws {
        let store = try TemporaryStore(seeded: true)
        let added = store.run(["width", "add", "iPhone 16", "393", "--format", "json"])
        #expect(added.status == 0, "\(added.error)")
        // Every scenario at 393 pt exists already (as "iPhone 15"): nothing is computed again.
        #expect(added.output.contains("\"computed\": 0"))
        let list = store.run(["width", "list", "--format", "csv"])
        #expect(list.output.contains("iPhone 15,393\r\n"))
        #expect(list.output.contains("iPhone 16,393\r\n"))
        // A recompute counts each scenario once: 8 distinct values, not 9.
        let byName = store.run(["recompute", "--width", "iPhone 16", "--quiet", "--format", "csv"])
        let byPoints = store.run(["recompute", "--width", "393", "--quiet", "--format", "csv"])
        #expect(byName.status == 0, "\(byName.error)")
        #expect(byPoints.status == 0, "\(byPoints.error)")
        let approved = store.run(["approve", "--width", "393", "--format", "json"])
        #expect(approved.status == 0, "\(approved.error)")
        #expect(store.run(["replay", "--width", "iPhone 16"]).status == 0)
        let history = store.run(["history", "Kyoto", "--width", "iPhone 16", "--format", "csv"])
        #expect(history.status == 0, "\(history.error)")
    }
}
