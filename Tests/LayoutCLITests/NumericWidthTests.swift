import Testing
@testable import LayoutCLI

/// Issue: `--width 320` worked for `render` but not for `history`. Every `--width` takes a
/// stored width's name or a number of points; the seeds name 320 pt "iPhone SE".
@Suite struct NumericWidthTests {
    @Test func historyQueryAndReplayTakePointsAsTheNamedWidthOfThatValue() throws {
        let store = try TestStoreFile()
        for command in [["history", "Kyoto"], ["query"], ["replay"]] {
            let byName = store.run(command + ["--width", "iPhone SE", "--format", "csv"])
            let byPoints = store.run(command + ["--width", "320", "--format", "csv"])
            #expect(byName.status == 0, "\(command): \(byName.error)")
            #expect(byPoints.status == byName.status)
            #expect(byPoints.output == byName.output, "\(command)")
        }
        let query = store.run(["query", "--width", "320", "--format", "csv"])
        #expect(query.output.split(separator: "\r\n").count > 1)
        #expect(query.output.split(separator: "\r\n").dropFirst().allSatisfy { $0.contains(",iPhone SE,") })
    }

    @Test func recomputeAndApproveTakePoints() throws {
        let store = try TestStoreFile()
        let approved = store.run(["approve", "--width", "320", "--model", "Kyoto", "--format", "json"])
        #expect(approved.status == 0, "\(approved.error)")
        #expect(approved.output.contains("\"scenarios\": "))
        let recomputed = store.run(["recompute", "--width", "320", "--width", "iPhone SE", "--quiet", "--format", "csv"])
        #expect(recomputed.status == 0, "\(recomputed.error)")
    }

    @Test func aNumberNoStoredWidthHasIsBadInput() throws {
        let store = try TestStoreFile()
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
