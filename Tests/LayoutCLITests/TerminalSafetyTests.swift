import LayoutRender
import Testing
@testable import LayoutCLI

/// Issue: names with control characters were echoed raw to terminals; tables overflowed
/// narrow terminals.
@Suite struct TerminalSafetyTests {
    @Test func controlCharactersShowAsEscapes() {
        #expect(TerminalStyle.printable("a\u{1B}[2Jb\u{0}c\u{7F}") == "a\\u{1B}[2Jb\\u{0}c\\u{7F}")
        #expect(TerminalStyle.printable("line\nnext", keeping: ["\n"]) == "line\nnext")
        #expect(TerminalStyle.printable("café 東京") == "café 東京")
    }

    @Test func errorsNeverCarryRawEscapes() throws {
        let store = try TestStoreFile()
        let run = store.run(["layout", "evil\u{1B}]0;title\u{7}", "--width", "320"])
        #expect(run.status == 65)
        #expect(!run.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(run.error.contains("evil\\u{1B}]0;title\\u{7}"))
    }

    @Test func tableCellsNeverCarryRawEscapes() {
        let table = TableOutput(columns: ["name"], rows: [[.text("bad\u{1B}[31mname")]])
        #expect(table.rendered(as: .table) == "name\n" + String(repeating: "─", count: 17) + "\nbad\\u{1B}[31mname\n")
    }

    @Test func tablesAreFittedToTheTerminal() {
        let long = String(repeating: "x", count: 100)
        let table = TableOutput(columns: ["id", "description", "n"], rows: [[.text("a"), .text(long), .integer(7)]])
        let text = table.rendered(as: .table, maximumWidth: 40)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { TerminalWidth.of($0) <= 40 })
        #expect(lines[2] == "a   " + String(repeating: "x", count: 32) + "…  7")
        // Without a width (a pipe) nothing is cut.
        #expect(table.rendered(as: .table).contains(long))
    }

    @Test func commandsFitTablesOnlyOnATerminal() throws {
        let store = try TestStoreFile()
        let narrow = CommandRun(
            ["--db", store.path, "sql", "SELECT name || ' ' || name || ' ' || name AS long FROM models", "--format", "table"],
            outputIsTerminal: true, terminalColumns: 24
        )
        #expect(narrow.status == 0)
        #expect(narrow.output.split(separator: "\n").allSatisfy { TerminalWidth.of(String($0)) <= 24 })
        #expect(narrow.output.contains("…"))
    }
}
