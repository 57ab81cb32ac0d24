import LayoutEngine
import LayoutRender

/// `layoutstore render <model>|--tree FILE --width W [--height H] [--format svg|txt] [--out FILE]`:
/// a picture of a stored model's or a view tree's layout.
enum RenderCommand {
    /// The kinds of picture `render` makes.
    enum PictureFormat: String, CaseIterable, ArgumentValue {
        case svg, txt
    }

    static let format = OptionSpec(
        name: "format", kind: .value(valueName: "format"), type: PictureFormat.self,
        help: "svg draws frames, text, the container's bounds, truncation and overflow; txt draws the same as boxes of characters (1 column = 4 pt, 1 row = 8 pt).",
        defaultValue: "svg"
    )
    static let out = OptionSpec(
        name: "out", kind: .value(valueName: "file"), help: "Write the picture to this file instead of standard output."
    )

    static let spec = CommandSpec(
        name: "render",
        abstract: "Draw a stored model's or a view tree's layout as SVG or as text boxes.",
        arguments: [TreeInput.model],
        options: [
            TreeInput.tree, TreeInput.width, TreeInput.height, TreeInput.template, format, out, GlobalOptions.engineOption,
            GlobalOptions.database, GlobalOptions.quiet,
        ],
        examples: [
            "layoutstore render 'Chips article' --width 'iPhone SE' --out chips.svg",
            "layoutstore render --tree card.json --width 320 --out card.svg",
            "layoutstore render --tree card.json --width 200 --format txt",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let pictureFormat: PictureFormat = try context.arguments.requiredValue(format.name)
        let outputPath: String? = try context.arguments.value(out.name)
        let result = try TreeInput.layout(try TreeInput.request(from: context), context: context)
        let picture: String
        switch pictureFormat {
        case .svg: picture = SVGRenderer().render(result)
        case .txt:
            try checkTextPictureSize(of: result, command: context.arguments.command)
            picture = TerminalRenderer().render(result)
        }
        try context.write(picture, to: outputPath)
        if let outputPath { try context.status("Wrote \(outputPath)") }
        return .success
    }

    /// The most character columns and rows a text picture may have (4 and 8 points each):
    /// 16,000 by 8,000 points, far past any screen, and a grid of at most 4 million cells.
    static let textPictureLimit = (columns: 4_000, rows: 1_000)

    /// Refuses (exit 65) a text picture whose grid would pass `textPictureLimit`: the proposal,
    /// the container and every node's outer frame must fit, or the grid would be allocated at
    /// that size.
    static func checkTextPictureSize(of result: LayoutResult, command: [CommandSpec]) throws(CLIError) {
        // The picture shows the proposal's bounds too, so they count.
        let proposed = (width: result.proposal.width ?? 0, height: result.proposal.height ?? 0)
        var (minX, minY) = (0.0, 0.0)
        var (maxX, maxY) = (max(result.size.width, proposed.width), max(result.size.height, proposed.height))
        for node in result.nodes {
            guard let outer = node.outer else { continue }
            (minX, minY) = (min(minX, outer.minX), min(minY, outer.minY))
            (maxX, maxY) = (max(maxX, outer.maxX), max(maxY, outer.maxY))
        }
        let columns = (maxX - minX) / 4
        let rows = (maxY - minY) / 8
        guard columns.isFinite, rows.isFinite, columns <= Double(textPictureLimit.columns), rows <= Double(textPictureLimit.rows) else {
            throw CLIError(
                message: "The layout spans \(FixedNumber.format(maxX - minX))×\(FixedNumber.format(maxY - minY)) pt, more than a text picture holds (\(textPictureLimit.columns) columns × \(textPictureLimit.rows) rows of 4×8 pt); use '--format svg'.",
                exitCode: .badData
            )
        }
    }
}
