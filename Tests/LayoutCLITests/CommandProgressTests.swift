import Foundation
import LayoutTestSupport
import Testing
@testable import LayoutCLI

/// seed, generate, import, export and replay draw the one progress bar recompute and report
/// draw, on a terminal only (as cargo), and end it with the count and the time taken.
@Suite struct CommandProgressTests {
    /// Runs `layoutstore --db <store> arguments…` with standard error on an 80-column terminal.
    static func onTerminal(_ store: TemporaryStore, _ arguments: [String]) -> CommandRun {
        CommandRun(["--db", store.path] + arguments, environment: ["USER": "tester"], errorIsTerminal: true, terminalColumns: 80)
    }

    /// The last frame drawn before the final line, and the final line, of a terminal's progress.
    static func frames(_ error: String) -> [String] {
        error.components(separatedBy: "\r\u{1B}[2K").filter { !$0.isEmpty }
    }

    @Test func seedDrawsABarAndEndsWithTheModelCount() throws {
        let store = try TemporaryStore()
        let run = Self.onTerminal(store, ["seed"])
        #expect(run.status == 0)
        let frames = Self.frames(run.error)
        // The first model stored draws the bar (the first draw is never held back): 1 of the 24 seed models.
        #expect(frames.first?.hasPrefix("seed [░░░░░░░░░░░░░░░░░░░░]  1/24  ") == true)
        #expect(frames.first?.contains("/s  ETA ") == true)
        #expect(frames.last?.wholeMatch(of: #/seed: 24/24 done in [0-9]+:[0-9]{2}\n/#) != nil)
        #expect(frames.allSatisfy { $0.count <= 80 })
    }

    @Test func generateImportExportAndReplayEachEndWithTheirCount() throws {
        let store = try TemporaryStore(seeded: true)
        let generated = Self.onTerminal(store, ["generate", "--trips", "30", "--chip-sets", "10", "--seed", "7"])
        #expect(generated.status == 0)
        #expect(Self.frames(generated.error).last?.wholeMatch(of: #/generate: 40/40 done in [0-9]+:[0-9]{2}\n/#) != nil)

        #expect(store.run(["approve", "--quiet", "--kind", "chipSet"]).status == 0)
        let replayed = Self.onTerminal(store, ["replay", "--format", "json"])
        #expect(replayed.status == 0)
        // 10 generated and 6 seeded chip sets (one template each) at the 8 seed widths.
        #expect(Self.frames(replayed.error).last?.hasPrefix("replay: 128/128 done in ") == true)
        #expect(replayed.error.hasSuffix("\nreplay: 128 cases, 128 passed, 0 failed (tolerance 0.01 pt).\n"))

        let path = store.directory.appendingPathComponent("export.jsonl").path
        let exported = Self.onTerminal(store, ["export", "--out", path])
        #expect(exported.status == 0)
        let lineCount = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count
        // Every line but the trailer is counted.
        #expect(Self.frames(exported.error).contains { $0.hasPrefix("export: \(lineCount - 1)/\(lineCount - 1) done in ") })

        let copy = try TemporaryStore()
        let imported = Self.onTerminal(copy, ["import", path])
        #expect(imported.status == 0)
        #expect(Self.frames(imported.error).last?.wholeMatch(of: #/import: ([0-9]+)/\1 done in [0-9]+:[0-9]{2}\n/#) != nil)
    }

    @Test func notATerminalOrQuietMeansNoProgress() throws {
        let store = try TemporaryStore()
        #expect(store.run(["seed"]).error == "")
        let quiet = Self.onTerminal(try TemporaryStore(), ["seed", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.error == "")
    }
}
