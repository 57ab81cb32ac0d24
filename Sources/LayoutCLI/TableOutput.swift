import LayoutEngine
import LayoutRender

/// One value of a table cell; the same value prints the same in every format.
public enum TableCell: Hashable, Sendable {
    case text(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    /// The cell as table and CSV show it: numbers as JSON writes them, null as empty.
    var plainText: String {
        switch self {
        case .text(let text): return text
        case .integer(let value): return String(value)
        case .number(let value): return value.isFinite ? JSONWriter.format(number: value) : String(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return ""
        }
    }

    /// The cell as a JSON value (non-finite numbers, which JSON cannot hold, as strings).
    var json: JSONValue {
        switch self {
        case .text(let text): return .string(text)
        case .integer(let value): return .number(Double(value))
        case .number(let value): return value.isFinite ? .number(value) : .string(String(value))
        case .bool(let value): return .bool(value)
        case .null: return .null
        }
    }

    var isNumeric: Bool {
        switch self {
        case .integer, .number: return true
        default: return false
        }
    }
}

/// Rows under named columns, written as an aligned table, a JSON array of objects or CSV,
/// so the three formats always carry the same values.
public struct TableOutput: Sendable {
    public var columns: [String]
    public var rows: [[TableCell]]

    public init(columns: [String], rows: [[TableCell]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// Adds a row; it must have one cell per column.
    public mutating func append(_ row: [TableCell]) {
        precondition(row.count == columns.count, "a row needs one cell per column")
        rows.append(row)
    }

    /// The rows in `format`, ending in a newline; `style` colours the table's header.
    public func rendered(as format: OutputFormat, style: TerminalStyle = TerminalStyle(usesColor: false)) -> String {
        switch format {
        case .table: return table(style: style)
        case .json: return json()
        case .csv: return csv()
        }
    }

    /// Columns two spaces apart, padded by terminal width (wide characters count two);
    /// columns holding only numbers are right-aligned; a rule under the header.
    private func table(style: TerminalStyle) -> String {
        let texts = rows.map { $0.map(\.plainText) }
        let widths = columns.indices.map { column in
            texts.reduce(TerminalWidth.of(columns[column])) { max($0, TerminalWidth.of($1[column])) }
        }
        let rightAligned = columns.indices.map { column in
            !rows.isEmpty && rows.allSatisfy { $0[column].isNumeric || $0[column] == .null }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - TerminalWidth.of(cells[column]))
                return rightAligned[column] ? padding + cells[column] : cells[column] + padding
            }
            var text = padded.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        var output = style.bold(line(columns)) + "\n"
        output += widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ") + "\n"
        for row in texts { output += line(row) + "\n" }
        return output
    }

    private func json() -> String {
        let objects = rows.map { row in
            JSONValue.object(zip(columns, row).map { JSONMember($0, $1.json) })
        }
        return JSONWriter(style: .pretty).string(.array(objects)) + "\n"
    }

    /// RFC 4180: CRLF line ends; a field with a comma, quote, CR or LF is quoted, its quotes doubled.
    private func csv() -> String {
        ([columns] + rows.map { $0.map(\.plainText) })
            .map { $0.map(Self.csvField).joined(separator: ",") + "\r\n" }
            .joined()
    }

    private static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            return text
        }
        var quoted = "\""
        for character in text {
            quoted.append(character)
            if character == "\"" { quoted.append("\"") }
        }
        return quoted + "\""
    }
}
