import LayoutEngine
import Testing
@testable import LayoutCLI

@Suite struct TableOutputTests {
    static let table = TableOutput(
        columns: ["model", "width", "rows", "truncated", "note"],
        rows: [
            [.text("trip-card"), .number(320), .integer(2), .bool(false), .null],
            [.text("칩 세트"), .number(187.5), .integer(12), .bool(true), .text("has, comma and \"quotes\"")],
        ]
    )

    @Test func tableAlignsColumnsByTerminalWidthAndRightAlignsNumbers() {
        #expect(Self.table.rendered(as: .table) == """
            model      width  rows  truncated  note
            ─────────  ─────  ────  ─────────  ───────────────────────
            trip-card    320     2  false
            칩 세트    187.5    12  true       has, comma and "quotes"

            """)
    }

    @Test func csvQuotesFieldsAsRFC4180() {
        let expected = "model,width,rows,truncated,note\r\n"
            + "trip-card,320,2,false,\r\n"
            + "칩 세트,187.5,12,true,\"has, comma and \"\"quotes\"\"\"\r\n"
        #expect(Self.table.rendered(as: .csv) == expected)
    }

    @Test func jsonIsAnArrayOfObjectsKeyedByColumn() throws {
        let parsed = try JSONParser.parse(Self.table.rendered(as: .json))
        #expect(parsed == .array([
            .object([JSONMember("model", .string("trip-card")), JSONMember("width", .number(320)), JSONMember("rows", .number(2)),
                     JSONMember("truncated", .bool(false)), JSONMember("note", .null)]),
            .object([JSONMember("model", .string("칩 세트")), JSONMember("width", .number(187.5)), JSONMember("rows", .number(12)),
                     JSONMember("truncated", .bool(true)), JSONMember("note", .string("has, comma and \"quotes\""))]),
        ]))
    }

    @Test func tableJSONAndCSVCarryTheSameValues() throws {
        guard case .array(let objects) = try JSONParser.parse(Self.table.rendered(as: .json)) else {
            Issue.record("expected an array")
            return
        }
        let fromJSON = objects.map { object in
            Self.table.columns.map { column -> String in
                switch object[column] {
                case .string(let text): return text
                case .number(let number): return JSONWriter.format(number: number)
                case .bool(let flag): return flag ? "true" : "false"
                default: return ""
                }
            }
        }
        let fromCSV = Self.parseCSV(Self.table.rendered(as: .csv)).dropFirst()
        let fromTable = Self.table.rows.map { $0.map(\.plainText) }
        #expect(Array(fromCSV) == fromJSON)
        #expect(fromTable == fromJSON)
        for row in fromJSON {
            for cell in row where !cell.isEmpty {
                #expect(Self.table.rendered(as: .table).contains(cell))
            }
        }
    }

    @Test func emptyTableKeepsItsHeader() {
        let empty = TableOutput(columns: ["a", "b"])
        #expect(empty.rendered(as: .table) == "a  b\n─  ─\n")
        #expect(empty.rendered(as: .json) == "[]\n")
        #expect(empty.rendered(as: .csv) == "a,b\r\n")
    }

    @Test func boldsTheHeaderOnlyWithColour() {
        let output = TableOutput(columns: ["a"], rows: [[.integer(1)]]).rendered(as: .table, style: TerminalStyle(usesColor: true))
        #expect(output.hasPrefix("\u{1B}[1ma\u{1B}[0m\n"))
    }

    /// A small RFC 4180 reader for the round trip.
    static func parseCSV(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var inQuotes = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if inQuotes {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.append("\"")
                        characters.removeFirst()
                    } else {
                        inQuotes = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                inQuotes = true
            } else if character == "," {
                row.append(field)
                field = ""
            } else if character == "\r\n" || character == "\n" {
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            } else {
                field.append(character)
            }
        }
        return rows
    }
}
