import LayoutService

/// `--width` where it picks stored scenarios (replay, approve, recompute, query, history): a
/// stored width's name (`'iPhone SE'`), or a number of points standing for every stored width
/// of that value (`320`). Names that read as numbers cannot be stored, so the two never clash.
enum WidthReference: ArgumentValue, Hashable {
    case name(String)
    case points(Double)

    init?(argument: String) {
        if let length = Length(argument: argument) {
            self = .points(length.points)
        } else if argument.isEmpty || Double(argument) != nil {
            return nil
        } else {
            self = .name(argument)
        }
    }

    static var expectation: String { "a width's name or " + Length.expectation }

    /// The names of the stored widths `references` stand for, in order, each once; a name no
    /// stored width has is a bad command line (exit 64, naming the stored widths), a number
    /// that no stored width has is bad input (exit 65).
    static func names(_ references: [WidthReference], service: LayoutService, context: CommandContext) throws(CLIError) -> [String] {
        guard !references.isEmpty else { return [] }
        let stored = try context.serviceCall { () throws(ServiceError) in try service.widths() }
        var names: [String] = []
        for reference in references {
            switch reference {
            case .name(let name):
                guard stored.contains(where: { $0.name == name }) else {
                    throw unknownWidth(name, stored: stored, command: context.arguments.command)
                }
                names.append(name)
            case .points(let points):
                let matching = stored.filter { $0.width == points }.map(\.name)
                guard !matching.isEmpty else {
                    throw CLIError(
                        message: "No stored width is \(BoundedNumber.text(points)) pt; 'layoutstore width list' shows them, 'layoutstore width add <name> \(BoundedNumber.text(points))' adds one.",
                        exitCode: .badData
                    )
                }
                names += matching
            }
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// `--width NAME` where no stored width has that name: a usage error (exit 64) naming it
    /// and every stored width, so the user can pick one without another command.
    static func unknownWidth(_ name: String, stored: [WidthEntry], command: [CommandSpec]) -> CLIError {
        let known = stored.map { "'\($0.name)' (\(BoundedNumber.text($0.width)))" }
        return CLIError.usage(
            "Unknown width '\(name)' for '--width': "
                + (known.isEmpty ? "the store has no widths ('layoutstore width add' adds one)" : "the stored widths are " + known.joined(separator: ", "))
                + "; or give a number of points.",
            command: command
        )
    }
}
