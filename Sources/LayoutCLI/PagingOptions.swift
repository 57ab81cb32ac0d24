import LayoutService

/// `--limit N --offset M`: one window of a listing that may hold a million rows. Without
/// either, a command that can list that many prints a summary and its first rows instead.
enum PagingOptions {
    /// A number of rows to list or skip: any whole number a database's `LIMIT`/`OFFSET` takes
    /// (0 to 2⁶³−1), so a run of any size is pageable to its end.
    struct Rows: ArgumentValue, Hashable {
        var value: Int

        init?(argument: String) {
            guard let value = Int64(argument, radix: 10), value >= 0, !argument.hasPrefix("+") else { return nil }
            self.value = Int(value)
        }

        static var expectation: String { "a whole number from 0 to \(Int64.max)" }
    }

    static let limit = OptionSpec(
        name: "limit", kind: .value(valueName: "rows"), type: Rows.self,
        help: "List at most this many entries (after '--offset') instead of the default summary."
    )
    static let offset = OptionSpec(
        name: "offset", kind: .value(valueName: "rows"), type: Rows.self,
        help: "Skip this many entries first ('--limit' is then \(defaultLimit) unless given)."
    )
    static let all = [limit, offset]

    /// How many rows a summary shows, and a window given only an offset.
    static let defaultLimit = 20

    /// The window the command line asks for; nil when it gives neither option (the summary).
    static func window(_ context: CommandContext) throws(CLIError) -> RowWindow? {
        let limit: Rows? = try context.arguments.value(limit.name)
        let offset: Rows? = try context.arguments.value(offset.name)
        guard limit != nil || offset != nil else { return nil }
        return RowWindow(limit: limit?.value ?? defaultLimit, offset: offset?.value ?? 0)
    }
}
