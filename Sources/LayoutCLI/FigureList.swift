/// Named figures of the store (`stats`, `db status`): a two-column table of labels and values
/// for people and CSV, and under `--format json` one object whose keys are stable identifiers
/// (`database_bytes`, `schema_version`) and whose values are numbers, never prose, with lists
/// (engines, pending migrations) as arrays.
struct FigureList {
    /// One figure: its label in the table, its key in JSON, its value.
    struct Figure {
        var label: String
        var key: String
        var value: TableCell
    }

    /// The heading of the table's first column.
    var labelColumn = "figure"
    var figures: [Figure] = []
    /// Lists that JSON shows as arrays of objects (the table shows their `tableRows`).
    var lists: [(key: String, objects: [[(key: String, value: CommandResult.Value)]], tableRows: [[TableCell]])] = []

    /// Adds a figure whose JSON key is its label in snake case (`database bytes` → `database_bytes`).
    mutating func append(_ label: String, _ value: TableCell, key: String? = nil) {
        figures.append(Figure(label: label, key: key ?? label.replacingSpaces(), value: value))
    }

    /// The figures as `format` writes them.
    func output(as format: OutputFormat) -> (table: TableOutput?, json: String?) {
        if format == .json {
            var fields = figures.map { (key: $0.key, value: CommandResult.Value.cell($0.value)) }
            fields += lists.map { (key: $0.key, value: .objects($0.objects)) }
            return (nil, CommandResult(summary: "", fields: fields).json() + "\n")
        }
        var table = TableOutput(columns: [labelColumn, "value"])
        for figure in figures { table.append([.text(figure.label), figure.value]) }
        for list in lists { for row in list.tableRows { table.append(row) } }
        return (table, nil)
    }
}

extension CommandContext {
    /// Prints `figures` in `format`.
    func show(_ figures: FigureList, as format: OutputFormat) throws(CLIError) {
        let output = figures.output(as: format)
        if let json = output.json { io.writeOutput(json) }
        if let table = output.table { try show(table, as: format) }
    }
}

extension String {
    /// `hit rate` → `hit_rate`: a label as a JSON key.
    fileprivate func replacingSpaces() -> String {
        String(map { $0 == " " ? "_" : $0 })
    }
}
