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
        let store = try StoreFixture.seeded()
        _ = store.run(["recompute", "--engine-option", "chipLayout=flow", "--quiet"])
        let run = store.run(["diff", "1", "--format", "csv"])
        #expect(run.status == 0)
        let rows = run.output.split(separator: "\r\n")
        #expect(rows.first == "model,template,width,node,dx,dy,dw,dh")
        // Chips of 3, 4 and 8 Hangul syllables at caption (12 pt × 920/1000 em = 11.04 pt each, from
        // hb-shape over Noto Sans CJK KR) are 53.5, 64.5 and 108.5 wide with their padding; the
        // flow's widest row at 125 holds two 53.5 chips and a gap of 4: 111, so 14 less than 125.
        #expect(rows.contains("Chips article,chips,book-narrow,#chips,0,0,-14,0"))
    }

    @Test func twoEnginesOfOneModelAreComparedNodeByNode() throws {
        let store = try StoreFixture.seeded()
        _ = store.run(["recompute", "--engine-option", "chipLayout=flow", "--quiet"])
        let run = store.run(["diff", "Chips article", "--width", "book-narrow", "--engines", "1", "2", "--format", "table"])
        #expect(run.status == 1)
        #expect(run.error == "")
        #expect(run.output == """
            node    id     change   old          new          dx  dy   dw  dh
            ──────  ─────  ───────  ───────────  ───────────  ──  ──  ───  ──
            (size)         resized  125×192      111×192              -14   0
            0       chips  moved    0,0 125×192  0,0 111×192   0   0  -14   0

            """)
        let same = store.run(["diff", "Chips article", "--width", "125", "--engines", "1", "--engines", "1", "--format", "csv"])
        #expect(same.status == 0)
        #expect(same.output == "node,id,change,old,new,dx,dy,dw,dh\r\n")
    }

    @Test func enginesOfAnotherVersionAreComparedFromTheirStoredLayouts() throws {
        let store = try StoreFixture.seeded()
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
        let store = try StoreFixture.seeded()
        let unknown = store.run(["diff", "Kyoto", "--width", "320", "--engines", "1", "9"])
        #expect(unknown.status == 65)
        #expect(unknown.error == "Error: No engine 9; 'layoutstore runs list' shows the engines runs used.\n")
        let missing = store.run(["diff", "Kyoto", "--width", "321", "--engines", "1", "1"])
        #expect(missing.status == 65)
        #expect(missing.error == "Error: Engine 1 has no stored layout of \"Kyoto\" r1 (compact) at 321.\n")
    }

    @Test func aModelWithoutEnginesIsAUsageError() throws {
        let store = try StoreFixture.seeded()
        let run = store.run(["diff", "Kyoto", "--width", "320"])
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("Error: Give a run id, or a model with '--width <width>' and '--engines <engine> <engine>'.\nUsage: layoutstore diff"))
    }
}
