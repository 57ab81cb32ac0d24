import Foundation
import LayoutTestSupport
import Testing

/// A command that fails writes nothing at all (issue 14, "Runs count once"): no engine row, no
/// proposal, no cache statistics, no run record — the store's bytes are unchanged. Each command
/// is run with an engine the store has never seen, so registering it would show.
@Suite struct FailedCommandTests {
    /// Failing invocations of every command that opens a store, with the exit status each expects.
    static let failures: [(arguments: [String], status: Int32)] = [
        (["layout", "Nowhere", "--width", "320"], 65),
        (["layout", "Kyoto", "--width", "333.5", "--template", "wide", "--height", "-1"], 64),
        (["layout", "Chips article", "--width", "333.5", "--template", "wide"], 65),
        (["layout", "Kyoto", "--width", "nosuch"], 64),
        (["render", "Nowhere", "--width", "320"], 65),
        (["render", "Kyoto", "--width", "333.5", "--format", "svg", "--out", "/nonexistent/dir/k.svg"], 74),
        (["tree", "Nowhere"], 65),
        (["history", "Nowhere", "--width", "320"], 65),
        (["breakpoints", "Nowhere"], 65),
        (["diff", "99"], 65),
        (["diff", "Kyoto", "--width", "320", "--engines", "1", "99"], 65),
        (["replay", "--width", "nosuch"], 64),
        (["approve", "--model", "Nowhere*", "-m", "nothing"], 65),
        (["approve", "--run", "99", "-m", "no run"], 65),
        (["recompute", "--against", "99"], 65),
        (["recompute", "--width", "nosuch"], 64),
        (["model", "archive", "Nowhere"], 65),
        (["model", "show", "Nowhere"], 65),
        (["width", "add", "iPad", "100"], 65),
        (["width", "remove", "nosuch"], 65),
        (["runs", "show", "99"], 65),
        (["report", "--run", "99", "--out", "/nonexistent/dir/r.html"], 74),
        (["report", "--run", "1", "--out", "/nonexistent/dir/r.html"], 74),
        (["replay", "--report", "/nonexistent/dir/r.html"], 74),
        (["export", "--out", "/nonexistent/dir/e.jsonl"], 74),
        (["seed", "--dir", "/nonexistent/seeds"], 66),
    ]

    @Test func aFailedCommandLeavesTheStoreByteForByteAsItWas() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve", "-m", "all"]).status == 0)
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        let badModel = try store.file("bad.json", #"{"kind": "viewTree", "name": "bad", "tree": {"type": "text"}}"#)
        let badImport = try store.file("bad.jsonl", #"{"type":"width","name":"x"}"# + "\n")
        let cases = Self.failures + [(["model", "put", badModel], 65), (["import", badImport], 65)]
        #expect(cases.count == 28)
        for (arguments, status) in cases {
            let before = try store.snapshot()
            let run = store.run(arguments + ["--engine-option", "textScale=1.75"])
            #expect(run.status == status, "\(arguments): \(run.error)")
            #expect(!run.error.contains("SQLite error"), "\(arguments): \(run.error)")
            #expect(try store.snapshot() == before, "\(arguments) changed the store")
        }
        let engines = store.run(["sql", "SELECT count(*) AS n FROM engines WHERE options LIKE '%1.75%'", "--format", "csv"])
        #expect(engines.output == "n\r\n0\r\n")
    }
}
