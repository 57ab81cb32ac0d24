import LayoutEngine
import LayoutModels

/// `layoutstore layout <model> --width W|NAME [--template T]` or `layout --tree FILE|- --width W`:
/// the layout of a stored model (through the store's caches) or of a view-tree file (no
/// database), in the result format of `docs/view-tree.md`.
enum LayoutCommand {
    static let format = OptionSpec(
        name: "format", kind: .value(valueName: "format"), type: OutputFormat.self,
        help: "json prints the result format of docs/view-tree.md; table and csv print one row per node.",
        defaultValue: "json"
    )

    static let spec = CommandSpec(
        name: "layout",
        abstract: "Lay out a stored model or a view tree and print every node's frame.",
        discussion: "Proposes (width, height) to the root of the tree, places it at (0, 0) and prints the container size and, for every node in depth-first pre-order, its base and outer frame in points. A model's layout comes from the store (computed and stored when missing); a '--tree' file needs no database.",
        arguments: [TreeInput.model],
        options: [
            TreeInput.tree, TreeInput.width, TreeInput.height, TreeInput.template, SizeCategoryOptions.one, GlobalOptions.engineOption, format,
            GlobalOptions.database,
        ],
        examples: [
            "layoutstore layout Kyoto --width 'iPhone SE' --template wide",
            "layoutstore layout --tree card.json --width 320",
            "cat card.json | layoutstore layout --tree - --width ideal --format table",
            "layoutstore layout --tree card.json --width 240 --engine-option textScale=1.25",
            "layoutstore layout Kyoto --width 320 --size-category accessibility2",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let chosenFormat: OutputFormat = try context.arguments.requiredValue(format.name)
        let request = try TreeInput.request(from: context)
        let result = try TreeInput.layout(request, context: context)
        switch chosenFormat {
        case .json:
            let identity = EngineIdentity(options: request.engineOptions)
            let json = LayoutResultEncoder.encode(result, engine: identity)
            context.io.writeOutput(JSONWriter(style: .pretty).string(json) + "\n")
        case .table, .csv:
            try context.show(nodeTable(result), as: chosenFormat)
        }
        return .success
    }

    /// One row per node: path, id, type, outer frame, text lines and truncation.
    static func nodeTable(_ result: LayoutResult) -> TableOutput {
        var table = TableOutput(columns: ["path", "id", "type", "x", "y", "width", "height", "lines", "truncated"])
        for node in result.nodes {
            let frame = node.outer
            table.append([
                .text(node.path), node.id.map(TableCell.text) ?? .null, .text(node.type),
                frame.map { .number($0.minX) } ?? .null, frame.map { .number($0.minY) } ?? .null,
                frame.map { .number($0.width) } ?? .null, frame.map { .number($0.height) } ?? .null,
                node.text.map { .integer($0.lines.count) } ?? .null,
                node.text.map { .bool($0.truncated) } ?? .null,
            ])
        }
        return table
    }
}
