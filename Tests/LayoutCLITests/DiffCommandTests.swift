import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct DiffCommandTests {
    @Test func printsDiffHelpVerbatim() {
        let run = CommandRun(["diff", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Show the nodes that moved in a run, or between two engines' layouts of
            a model.

            With a run id: one row per moved node of every changed scenario of that run.
            With a model name, '--width' and '--engines A B': the layouts both engines
            stored for the model's current revision (of any engine version; nothing is
            computed), compared node by node; exits with status 1 when they differ.

            USAGE: layoutstore diff <run-or-model> [<engine>] [--width <width>] [--engines
                   <engine> ...] [--template <template>] [options]

            ARGUMENTS:
              <run-or-model>          A run id, or a stored model's name.
              <engine>                The second engine, when '--engines' was given only one
                                      value.

            OPTIONS:
              --width <width>         The proposed width in points, 'ideal' to propose none
                                      (nil), or the name of a stored width.
              --engines <engine>      Two engine ids (as 'runs list' shows them), given as
                                      '--engines A B' or '--engines A --engines B'.
              --template <template>   The model's template: compact or wide (trip cards),
                                      chips, tree. (default: the model's first)
              --db <path>             The database file. (default: $LAYOUTSTORE_DB, else
                                      ./layoutstore.sqlite)
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              -h, --help              Show help information.

            EXAMPLES:
              layoutstore diff 3
              layoutstore diff 'Chips article' --width 'iPhone SE' --engines 1 2

            """)
    }

    @Test func aRunsDiffListsMovedNodes() throws {
        let store = try TemporaryStore(seeded: true)
        _ = store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"])
        let run = store.run(["diff", "1", "--format", "csv"])
        #expect(run.status == 0)
        let rows = run.output.split(separator: "\r\n")
        #expect(rows.first == "model,template,width,node,dx,dy,dw,dh")
        #expect(rows.contains("Chips article,chips,book-narrow,#chips,0,0,0,56"))
    }

    @Test func twoEnginesOfOneModelAreComparedNodeByNode() throws {
        let store = try TemporaryStore(seeded: true)
        _ = store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"])
        // Text 1.25 times larger: each chip's 16 pt line grows to 20 pt, 2 pt higher in its
        // fixed 24 pt chip, and its width by a quarter ("short": 31 → 39).
        let run = store.run(["diff", "Wider than the narrowest width", "--width", "book-narrow", "--engines", "1", "2", "--format", "table"])
        #expect(run.status == 1)
        #expect(run.error == "")
        #expect(run.output == """
            node            id      change  old             new            dx  dy   dw  dh
            ──────────────  ──────  ──────  ──────────────  ─────────────  ──  ──  ───  ──
            0/0             chip-0  moved   10,4 31×16      10,2 39×20      0  -2    8   4
            0/0/background          moved   0,1 51×22       0,-1 59×26      0  -2    8   4
            0/0/overlay             moved   0,1 51×22       0,-1 59×26      0  -2    8   4
            0/1             chip-1  moved   10,36 103.5×16  10,34 97.5×20   0  -2   -6   4
            0/1/background          moved   0,33 123.5×22   0,31 117.5×26   0  -2   -6   4
            0/1/overlay             moved   0,33 123.5×22   0,31 117.5×26   0  -2   -6   4
            0/2             chip-2  moved   10,68 19×16     10,66 23.5×20   0  -2  4.5   4
            0/2/background          moved   0,65 39×22      0,63 43.5×26    0  -2  4.5   4
            0/2/overlay             moved   0,65 39×22      0,63 43.5×26    0  -2  4.5   4

            """)
        let same = store.run(["diff", "Chips article", "--width", "125", "--engines", "1", "--engines", "1", "--format", "csv"])
        #expect(same.status == 0)
        #expect(same.output == "node,id,change,old,new,dx,dy,dw,dh\r\n")
    }

    @Test func enginesOfAnotherVersionAreComparedFromTheirStoredLayouts() throws {
        let store = try TemporaryStore(seeded: true)
        let database = try LayoutStorageFixture.database(at: store.path, sql: """
            INSERT INTO engines (id, version, fingerprint, options, created_at) VALUES (7, '0.0.1', 'old', '{}', '2020-01-01T00:00:00Z');
            INSERT INTO results SELECT 7, tree_id, proposal_id, width, height, result_hash, frames, flow_rows, truncated_texts,
                overflowing_nodes, chosen_branch FROM results WHERE engine_id = 1;
            INSERT INTO scenario_trees SELECT 7, revision_id, variant, tree_id FROM scenario_trees WHERE engine_id = 1;
            """)
        database.close()
        let run = store.run(["diff", "Chips article", "--width", "book-narrow", "--engines", "7", "1", "--format", "csv"])
        #expect(run.error == "")
        #expect(run.status == 0)
        #expect(run.output == "node,id,change,old,new,dx,dy,dw,dh\r\n")
    }

    @Test func anEngineWithoutTheLayoutOrUnknownIsBadInput() throws {
        let store = try TemporaryStore(seeded: true)
        let unknown = store.run(["diff", "Kyoto", "--width", "320", "--engines", "1", "9"])
        #expect(unknown.status == 65)
        #expect(unknown.error == "Error: No engine 9; 'layoutstore runs list' shows the engines runs used.\n")
        let missing = store.run(["diff", "Kyoto", "--width", "321", "--engines", "1", "1"])
        #expect(missing.status == 65)
        #expect(missing.error == "Error: Engine 1 has no stored layout of \"Kyoto\" r1 (compact) at 321.\n")
    }

    @Test func aModelWithoutEnginesIsAUsageError() throws {
        let store = try TemporaryStore(seeded: true)
        let run = store.run(["diff", "Kyoto", "--width", "320"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: Give a run id, or a model with '--width <width>' and '--engines <engine> <engine>'.\nUsage: layoutstore diff"))
    }
}
