import LayoutEngine

/// What a command that changes the store did, said once: a summary for people and the same
/// facts as named fields, so `--format json` prints one object (integers exact) and
/// `--format csv` a header and its rows. Without `--format` (or with `table`) the summary is
/// printed, as before.
public struct CommandResult: Sendable {
    /// A field's value: a cell, or a list of objects (a put's scenarios).
    public indirect enum Value: Sendable {
        case cell(TableCell)
        case objects([[(key: String, value: Value)]])

        /// A table as a list of objects, one per row, keyed by its column names.
        static func objects(of table: TableOutput) -> Value {
            .objects(table.rows.map { row in zip(table.columns, row).map { (key: $0.0, value: Value.cell($0.1)) } })
        }
    }

    /// The text for people, ending in a newline.
    public var summary: String
    /// The fields, in the order JSON shows them.
    public var fields: [(key: String, value: Value)]
    /// The rows `--format csv` prints; by default one row of the fields that are cells.
    public var csvTable: TableOutput?

    public init(summary: String, fields: [(key: String, value: Value)], csvTable: TableOutput? = nil) {
        self.summary = summary
        self.fields = fields
        self.csvTable = csvTable
    }

    /// A result whose fields are all cells.
    public init(summary: String, cells: [(key: String, value: TableCell)]) {
        self.init(summary: summary, fields: cells.map { (key: $0.key, value: .cell($0.value)) })
    }

    /// The fields as one JSON object, two-space indented from `indent` levels in.
    func json(indent: Int = 0) -> String {
        Self.object(fields, indent: indent)
    }

    /// The fields as one JSON object on one line, for a stream of results (JSON Lines).
    var compactJSON: String {
        Self.compact(fields)
    }

    /// The CSV rows: `csvTable`, or the cell fields as one row.
    var table: TableOutput {
        if let csvTable { return csvTable }
        let cells = fields.compactMap { field -> (String, TableCell)? in
            if case .cell(let cell) = field.value { return (field.key, cell) }
            return nil
        }
        return TableOutput(columns: cells.map(\.0), rows: [cells.map(\.1)])
    }

    private static func compact(_ members: [(key: String, value: Value)]) -> String {
        let texts = members.map { member in
            let text: String
            switch member.value {
            case .cell(let cell): text = cell.jsonText
            case .objects(let objects): text = "[" + objects.map(compact).joined(separator: ",") + "]"
            }
            return JSONWriter.quoted(member.key) + ":" + text
        }
        return "{" + texts.joined(separator: ",") + "}"
    }

    private static func object(_ members: [(key: String, value: Value)], indent: Int) -> String {
        guard !members.isEmpty else { return "{}" }
        let inner = String(repeating: "  ", count: indent + 1)
        let lines = members.map { member in
            let text: String
            switch member.value {
            case .cell(let cell): text = cell.jsonText
            case .objects(let objects) where objects.isEmpty: text = "[]"
            case .objects(let objects):
                text = "[\n" + objects.map { inner + "  " + object($0, indent: indent + 2) }.joined(separator: ",\n") + "\n" + inner + "]"
            }
            return inner + JSONWriter.quoted(member.key) + ": " + text
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
    }
}

extension CommandContext {
    /// Prints what a command that changed the store did: its summary, or under an explicit
    /// `--format json` the object (a JSON array when a command reports several), under
    /// `--format csv` its rows.
    public func report(_ results: [CommandResult]) throws(CLIError) {
        let format: OutputFormat? = try arguments.value(GlobalOptions.format.name)
        switch format {
        case .json:
            if results.count == 1 {
                io.writeOutput(results[0].json() + "\n")
            } else {
                let objects = results.map { "  " + $0.json(indent: 1) }
                io.writeOutput(objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n")
            }
        case .csv:
            guard var table = results.first?.table else { return }
            for result in results.dropFirst() { table.rows += result.table.rows }
            io.writeOutput(table.rendered(as: .csv))
        case .table, nil:
            // Names stored before names were checked may hold control characters.
            io.writeOutput(TerminalStyle.printable(results.map(\.summary).joined(), keeping: ["\n"]))
        }
    }

    /// `report([result])`.
    public func report(_ result: CommandResult) throws(CLIError) {
        try report([result])
    }
}
