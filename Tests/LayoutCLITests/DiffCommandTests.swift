import LayoutTestSupport
import Testing
@testable import LayoutCLI

@Suite struct DiffCommandTests {
    @Test func printsDiffHelpVerbatim() {
        let run = CommandRun(["diff", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Show the nodes that moved, appeared or disappeared in a run, or
            between two engines' layouts of a model.

            With a run id: one row per node that moved, appeared or disappeared in the
            changed scenarios of that run, for the first 20 changed scenarios unless
            '--limit' and '--offset' choose others ('runs show' summarises them all). With a
            model name, '--width' and '--engines A B': the layouts both engines stored for
            the model's current revision (of any engine version; nothing is computed),
            compared node by node; exits with status 1 when they differ.

            USAGE: layoutstore diff <run-or-model> [<engine>] [--width <width>] [--engines
                   <engine> ...] [--template <template>] [--limit <rows>] [--offset <rows>]
                   [options]

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
              --limit <rows>          List at most this many entries (after '--offset')
                                      instead of the default summary.
              --offset <rows>         Skip this many entries first ('--limit' is then 20
                                      unless given).
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              --engine-option <key=value>
                                      An engine option (repeatable). textScale (a number >
                                      0, default 1): Multiplies every font size, like
                                      Dynamic Type. displayScale (a number > 0, default 2):
                                      Pixels per point: text sizes round up to multiples of
                                      1/displayScale. fonts (a directory of font files,
                                      default none): A directory of font files set before
                                      the default fonts; their content is part of the
                                      engine's identity.
              -q, --quiet             Print only results and errors: no progress, no status
                                      lines.
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore diff 3
              layoutstore diff 'Chips article' --width 'iPhone SE' --engines 1 2

            """)
    }

    @Test func aRunsDiffListsMovedNodes() throws {
        let store = try TemporaryStore(seeded: true)
        _ = store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"])
        let run = store.run(["diff", "1", "--limit", "1000", "--format", "csv"])
        #expect(run.status == 0)
        let rows = run.output.split(separator: "\r\n")
        #expect(rows.first == "model,template,width,node,change,dx,dy,dw,dh")
        // Chips of 3, 4 and 8 Hangul syllables at caption are 920/1000 em per syllable (hb-shape
        // over Noto Sans CJK KR), plus 20 of padding, each width rounded up to the half point:
        // at 12 pt 33.12 → 53.5, 44.16 → 64.5 and 88.32 → 108.5; at 15 pt (textScale 1.25)
        // 41.4 → 61.5, 55.2 → 75.5 and 110.4, cut to fit 105 with "…", ≤ 125. The guide flow
        // wraps when x + width > 125 (gaps of 4): at 12 pt the four 3-syllable chips pair up
        // (53.5 + 4 + 53.5 = 111) and the rest stand alone, 7 rows of 24 with 6 gaps = 192; at
        // 15 pt no two chips fit (61.5 + 4 + 61.5 = 127), 9 rows with 8 gaps = 248: 56 higher.
        #expect(rows.contains("Chips article,chips,book-narrow,#chips,moved,0,0,0,56"))
    }

    @Test func twoEnginesOfOneModelAreComparedNodeByNode() throws {
        let store = try TemporaryStore(seeded: true)
        _ = store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"])
        // Text 1.25 times larger: each chip's 16 pt line grows to 20 pt, 2 pt higher in its
        // fixed 24 pt chip. Widths by hand from hb-shape over Inter Regular (2816 units per em),
        // rounded up to the half point, at 12 pt and 15 pt: "short" (6984 units) 30 → 37.5,
        // "tail" (3948) 17 → 21.5; the long title cut to fit 105 with "…" (2312):
        // "A chip whose titl…" (24372) 104 → "A chip whos…" (18524) 99.
        let run = store.run(["diff", "Wider than the narrowest width", "--width", "book-narrow", "--engines", "1", "2", "--format", "table"])
        #expect(run.status == 1)
        #expect(run.error == "")
        #expect(run.output == """
            node            id      change  old           new            dx  dy   dw  dh
            ──────────────  ──────  ──────  ────────────  ─────────────  ──  ──  ───  ──
            0/0             chip-0  moved   10,4 30×16    10,2 37.5×20    0  -2  7.5   4
            0/0/background          moved   0,1 50×22     0,-1 57.5×26    0  -2  7.5   4
            0/0/overlay             moved   0,1 50×22     0,-1 57.5×26    0  -2  7.5   4
            0/1             chip-1  moved   10,36 104×16  10,34 99×20     0  -2   -5   4
            0/1/background          moved   0,33 124×22   0,31 119×26     0  -2   -5   4
            0/1/overlay             moved   0,33 124×22   0,31 119×26     0  -2   -5   4
            0/2             chip-2  moved   10,68 17×16   10,66 21.5×20   0  -2  4.5   4
            0/2/background          moved   0,65 37×22    0,63 41.5×26    0  -2  4.5   4
            0/2/overlay             moved   0,65 37×22    0,63 41.5×26    0  -2  4.5   4

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
