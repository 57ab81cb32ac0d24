import LayoutEngine
import LayoutTestSupport
import Testing
@testable import LayoutCLI

/// The store's current engine: `engine show|set|use`, and every command computing with it.
@Suite struct CurrentEngineTests {
    /// The chip that changes in "Wider than the narrowest width" at book-narrow when text is 1.25
    /// times larger. By hand from hb-shape over Inter Regular (2816 units per em), rounded up to
    /// the half point: the long title cut to fit 105 pt is "A chip whose titl…" (24372 units)
    /// 103.86 → 104 at 12 pt, and "A chip whos…" (18524 units) 98.67 → 99 at 15 pt; each 16 pt
    /// line grows to 20 pt, 2 pt higher in its fixed 24 pt chip.
    static let widerChipRow = #"Wider than the narrowest width,1,chips,book-narrow,0/1,chip-1,moved,"10,36 104×16","10,34 99×20",0,-2,-5,4"#
    static let wider = ["--model", "Wider*", "--width", "book-narrow"]

    @Test func replayRightAfterRecomputeWithOptionsChecksWithThatEngine() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve", "--quiet"] + Self.wider).status == 0)
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        let replay = store.run(["replay", "--format", "csv"] + Self.wider)
        #expect(replay.status == 1)
        #expect(replay.output.contains(Self.widerChipRow + "\r\n"))
        #expect(replay.error == "replay: 1 cases, 0 passed, 1 failed (tolerance 0.01 pt).\n")
        // Told otherwise, replay checks with the engine it is given, which the baseline passes.
        let told = store.run(["replay", "--engine-option", "textScale=1", "--format", "csv"] + Self.wider)
        #expect(told.status == 0)
        #expect(told.error == "replay: 1 cases, 1 passed, 0 failed (tolerance 0.01 pt).\n")
    }

    @Test func recomputeStatesThatItComparesWithTheEngineOfTheBaselines() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["approve", "--quiet"] + Self.wider).status == 0)
        #expect(store.run(["engine", "set", "--engine-option", "textScale=1.5", "--quiet"]).status == 0)
        let run = store.run(["recompute", "--engine-option", "textScale=1.25", "--format", "json"])
        #expect(run.status == 0)
        // Engine 1 (default options) holds the baselines; engine 2 (1.5) was current; 3 runs.
        #expect(try recomputeCounts(run.output)["engine"] == 3)
        #expect(try recomputeCounts(run.output)["against"] == 1)
        #expect(run.output.contains(#""comparison": "baselines""#))
        #expect(run.error.hasSuffix(
            "recompute: engine 3 compared with engine 1, the engine of the current baselines; engine 3 is now current.\n"
        ))
    }

    @Test func recomputeWithoutBaselinesComparesWithThePreviousCurrentEngine() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["engine", "set", "--engine-option", "textScale=1.5", "--quiet"]).status == 0)
        let run = store.run(["recompute", "--engine-option", "textScale=1.25", "--format", "json"])
        #expect(run.status == 0)
        #expect(try recomputeCounts(run.output)["engine"] == 3)
        #expect(try recomputeCounts(run.output)["against"] == 2)
        #expect(run.output.contains(#""comparison": "previous_current""#))
        #expect(run.error.hasSuffix(
            "recompute: engine 3 compared with engine 2, the previous current engine; engine 3 is now current.\n"
        ))
        #expect(store.run(["engine", "show", "--format", "json"]).output.contains(#""options": "textScale=1.25, displayScale=2""#))
    }

    @Test func engineShowSetAndUsePrintObjects() throws {
        let store = try TemporaryStore(seeded: true)
        let shown = store.run(["engine", "show", "--format", "json"])
        #expect(shown.status == 0)
        let identity = EngineIdentity(options: .default)
        #expect(shown.output == """
            {
              "id": 1,
              "version": "\(identity.version)",
              "fingerprint": "\(identity.fingerprint)",
              "options": "textScale=1, displayScale=2",
              "results": 256,
              "this_version": true
            }

            """)
        let set = store.run(["engine", "set", "--engine-option", "textScale=1.5", "--format", "json"])
        #expect(set.status == 0)
        #expect(set.output.contains(#""engine": 2,"#))
        #expect(set.output.contains(#""options": "textScale=1.5, displayScale=2","#))
        #expect(set.output.contains(#""previous_engine": 1,"#))
        #expect(set.output.contains(#""changed": true"#))
        let use = store.run(["engine", "use", "1"])
        #expect(use.status == 0)
        #expect(use.output == "The current engine is engine 1: \(identity.version) (textScale=1, displayScale=2) (was engine 2).\n")
        let again = store.run(["engine", "use", "1", "--format", "json"])
        #expect(again.output.contains(#""changed": false"#))
    }

    @Test func usingAnUnknownEngineIsBadDataAndChangesNothing() throws {
        let store = try TemporaryStore(seeded: true)
        let before = try store.snapshot()
        let run = store.run(["engine", "use", "42"])
        #expect(run.status == 65)
        #expect(run.error == "Error: No engine 42; 'layoutstore runs list' shows the engines runs used.\n")
        #expect(try store.snapshot() == before)
    }

    @Test func layoutOfAStoredModelUsesTheCurrentEngineUnlessToldOtherwise() throws {
        let store = try TemporaryStore(seeded: true)
        let arguments = ["layout", "Wider than the narrowest width", "--width", "book-narrow", "--format", "csv"]
        let atDefault = store.run(arguments).output
        let atLarger = store.run(arguments + ["--engine-option", "textScale=1.25"]).output
        #expect(atDefault != atLarger)
        #expect(store.run(["engine", "set", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        #expect(store.run(arguments).output == atLarger)
        #expect(store.run(arguments + ["--engine-option", "textScale=1"]).output == atDefault)
    }

    @Test func latestLayoutsShowsTheCurrentEnginesLayoutsOnly() throws {
        let store = try TemporaryStore(seeded: true)
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        let query = ["sql", "SELECT count(*) AS layouts, count(DISTINCT engine_id) AS engines, min(engine_id) AS engine FROM latest_layouts", "--format", "csv"]
        // 24 seed models' templates at 8 widths make 256 scenarios (as recompute counts them).
        #expect(store.run(query).output == "layouts,engines,engine\r\n256,1,2\r\n")
        #expect(store.run(["engine", "use", "1", "--quiet"]).status == 0)
        #expect(store.run(query).output == "layouts,engines,engine\r\n256,1,1\r\n")
    }
}
