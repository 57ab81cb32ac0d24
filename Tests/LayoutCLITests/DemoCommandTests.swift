import LayoutTestSupport
import Foundation
import Testing
@testable import LayoutCLI

@Suite struct DemoCommandTests {
    @Test func printsDemoHelpVerbatim() {
        let run = CommandRun(["demo", "--help"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == """
            OVERVIEW: Create and seed a database, lay everything out, and write pictures and
            a change report.

            Creates the database (when missing) and loads the built-in seeds, lays out every
            model at every width, prints a table of models × widths (r = rows of a flow, t =
            truncated texts, o = overflowing nodes), draws a few layouts in the preview
            style as SVG and PNG, and writes an HTML report (an index and pages) of what
            larger text (textScale ×1.25, like Dynamic Type) changes. Safe to run again:
            stored layouts are reused.

            USAGE: layoutstore demo [--out <dir>] [--engine-option <key=value> ...]
                   [options]

            OPTIONS:
              --out <dir>             The folder the pictures and the report are written to.
                                      (default: ./layoutstore-out)
              --db <path>             The store: a file, or a postgresql:// URL. (default:
                                      $LAYOUTSTORE_DB, else ./layoutstore.sqlite)
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
              -h, --help              Show help information.

            GLOBAL OPTIONS (before or after the subcommand):
              --format <format>       The output format: table, json or csv. (default: table
                                      on a terminal, else json)
              --no-color              Never colour the output (also when NO_COLOR is set).

            EXAMPLES:
              layoutstore demo
              layoutstore demo --db /tmp/demo.sqlite --out /tmp/demo-out

            """)
    }

    @Test func seedsLaysOutAndWritesPicturesAndAReport() throws {
        let store = try TemporaryStore()
        let out = store.directory.appendingPathComponent("out").path
        let run = store.run(["demo", "--out", out])
        #expect(run.status == 0)
        #expect(run.error == "")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Created \(store.path)")
        #expect(lines[1] == "Loaded the built-in seeds: 24 models created, 0 revised, 0 unchanged; 8 widths added; 256 layouts computed.")
        #expect(lines[2] == "Laid out 256 scenarios (0 computed, the rest already stored).")
        #expect(lines.contains { $0.hasPrefix("Chips article") && $0.hasSuffix("7r           3r         3r         2r         2r                 1r         1r    1r") })
        #expect(run.output.hasSuffix("""
            Wrote 21 files to \(out):
              kyoto-compact-iphone-se.svg
              kyoto-compact-iphone-se.png
              hawaii-usa-wide-iphone-se.svg
              hawaii-usa-wide-iphone-se.png
              hawaii-usa-wide-ipad-mini.svg
              hawaii-usa-wide-ipad-mini.png
              chips-article-chips-book-narrow.svg
              chips-article-chips-book-narrow.png
              chips-article-chips-iphone-se.svg
              chips-article-chips-iphone-se.png
              larger-text-report.html
              larger-text-report-001.html
              larger-text-report-002.html
              larger-text-report-003.html
              larger-text-report-004.html
              larger-text-report-005.html
              larger-text-report-006.html
              larger-text-report-007.html
              larger-text-report-008.html
              larger-text-report-009.html
              larger-text-report-010.html

            """))
        let report = try String(contentsOfFile: out + "/larger-text-report-001.html", encoding: .utf8)
        #expect(report.contains("Chips article r1 · chips · width book-narrow"))
        #expect(try String(contentsOfFile: out + "/kyoto-compact-iphone-se.svg", encoding: .utf8).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout preview\""))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/kyoto-compact-iphone-se.png")).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let again = store.run(["demo", "--out", out])
        #expect(again.status == 0)
        #expect(again.output.hasPrefix("Using \(store.path)\nNothing changed: the built-in seeds are already loaded (24 models, 8 widths).\n"))
    }

    @Test func fileNamesKeepLettersAndDigits() {
        #expect(DemoCommand.fileName("Hawaii, USA wide iPhone SE") == "hawaii-usa-wide-iphone-se")
        #expect(DemoCommand.fileName("제주도 올레길 compact 125") == "제주도-올레길-compact-125")
    }
}
