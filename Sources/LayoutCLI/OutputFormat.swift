/// How tabular output is written (`--format`).
public enum OutputFormat: String, CaseIterable, ArgumentValue, Sendable {
    /// Aligned columns for people.
    case table
    /// A JSON array of objects, one per row.
    case json
    /// RFC 4180 CSV with a header row.
    case csv

    /// The format when `--format` is not given: `table` on a terminal, otherwise `json`, the
    /// lossless form for whatever reads the pipe.
    public static func standard(outputIsTerminal: Bool) -> OutputFormat {
        outputIsTerminal ? .table : .json
    }
}
