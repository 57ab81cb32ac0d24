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
        defaultDescription: "svg"
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
        let pictureFormat: PictureFormat = try context.arguments.value(format.name) ?? .svg
        let outputPath: String? = try context.arguments.value(out.name)
        let result = try TreeInput.layout(try TreeInput.request(from: context), context: context)
        let picture: String
        switch pictureFormat {
        case .svg: picture = SVGRenderer().render(result)
        case .txt: picture = TerminalRenderer().render(result)
        }
        try context.write(picture, to: outputPath)
        if let outputPath { try context.status("Wrote \(outputPath)") }
        return .success
    }
}
