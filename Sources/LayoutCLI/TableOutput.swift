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

    /// The cell as JSON text: integers exactly as they are (all 64 bits, never through a
    /// double), non-finite numbers (which JSON cannot hold) as strings.
    var jsonText: String {
        switch self {
        case .text(let text): return JSONWriter.quoted(text)
        case .integer(let value): return String(value)
        case .number(let value): return value.isFinite ? JSONWriter.format(number: value) : JSONWriter.quoted(String(value))
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
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

    /// The rows in `format`, ending in a newline; `style` colours the table's header and a
    /// table is fitted into `maximumWidth` columns when given (a terminal's width).
    public func rendered(
        as format: OutputFormat, style: TerminalStyle = TerminalStyle(usesColor: false), maximumWidth: Int? = nil
    ) -> String {
        switch format {
        case .table: return table(style: style, maximumWidth: maximumWidth)
        case .json: return json()
        case .csv: return csv()
        }
    }

    /// Columns two spaces apart, padded by terminal width (wide characters count two);
    /// columns holding only numbers are right-aligned; a rule under the header. Control
    /// characters in cells show as escapes; when the lines would be wider than `maximumWidth`,
    /// the widest columns are narrowed and their long cells cut with "…".
    private func table(style: TerminalStyle, maximumWidth: Int?) -> String {
        var texts = rows.map { $0.map { TerminalStyle.printable($0.plainText) } }
        var widths = columns.indices.map { column in
            texts.reduce(TerminalWidth.of(columns[column])) { max($0, TerminalWidth.of($1[column])) }
        }
        if let maximumWidth {
            widths = TableFit.widths(widths, fitting: maximumWidth, separator: 2)
            texts = texts.map { row in row.indices.map { TableFit.cut(row[$0], to: widths[$0]) } }
        }
        let header = columns.indices.map { TableFit.cut(columns[$0], to: widths[$0]) }
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
        var output = style.bold(line(header)) + "\n"
        output += widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ") + "\n"
        for row in texts { output += line(row) + "\n" }
        return output
    }

    /// A JSON array of one object per row, integers exact.
    private func json() -> String {
        guard !rows.isEmpty else { return "[]\n" }
        let objects = rows.map { row in
            "  " + CommandResult(summary: "", cells: Array(zip(columns, row)).map { (key: $0, value: $1) }).json(indent: 1)
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
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
