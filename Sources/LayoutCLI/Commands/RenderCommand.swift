import LayoutEngine
import LayoutRender
import LayoutService

/// `layoutstore render <model>|--tree FILE --width W [--height H] [--format svg|png|txt]
/// [--style wireframe|preview] [--out FILE]`: a picture of a stored model's or a view tree's layout.
enum RenderCommand {
    /// The kinds of picture `render` makes.
    enum PictureFormat: String, CaseIterable, ArgumentValue {
        case svg, png, txt
    }

    static let format = OptionSpec(
        name: "format", kind: .value(valueName: "format"), type: PictureFormat.self,
        help: "svg is a vector picture; png the same picture rasterized by librsvg (2 px per point; needs --out); txt draws the frames as boxes of characters (1 column = 4 pt, 1 row = 8 pt).",
        defaultValue: "svg"
    )
    static let style = OptionSpec(
        name: "style", kind: .value(valueName: "style"), type: PictureStyle.self,
        help: "wireframe draws every frame, the container and the proposal, for debugging; preview draws the view as it would look: shapes filled, chips as capsules, images as placeholders, text in its font.",
        defaultValue: "wireframe"
    )
    static let out = OptionSpec(
        name: "out", kind: .value(valueName: "file"),
        help: "Write the picture to this file (through a temporary file renamed into place) instead of standard output."
    )

    static let spec = CommandSpec(
        name: "render",
        abstract: "Draw a stored model's or a view tree's layout as SVG, PNG or text boxes.",
        arguments: [TreeInput.model],
        options: [
            TreeInput.tree, TreeInput.width, TreeInput.height, TreeInput.template, SizeCategoryOptions.one, format, style, out,
            GlobalOptions.engineOption,
            GlobalOptions.database, GlobalOptions.quiet,
        ],
        examples: [
            "layoutstore render 'Chips article' --width 'iPhone SE' --style preview --out chips.svg",
            "layoutstore render --tree card.json --width 320 --format png --out card.png",
            "layoutstore render --tree card.json --width 200 --format txt",
        ],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let pictureFormat: PictureFormat = try context.arguments.requiredValue(format.name)
        let pictureStyle: PictureStyle = try context.arguments.requiredValue(style.name)
        let outputPath = try context.outputPath(out.name)
        if pictureFormat == .png && outputPath == nil {
            throw CLIError.usage("'--format png' needs '\(out.synopsis)': PNG is not written to a terminal.", command: context.arguments.command)
        }
        let request = try TreeInput.request(from: context)
        let result = try TreeInput.layout(request, context: context)
        let scene = try scene(of: result, request: request, context: context)
        let renderer = SVGRenderer(style: pictureStyle)
        switch pictureFormat {
        case .svg:
            try context.write(renderer.render(scene), to: outputPath)
        case .png:
            try checkPictureSize(of: result, within: pngLimit, advice: "use '--format svg'")
            let png: [UInt8]
            do {
                png = try PNGRasterizer(scale: 2).png(of: renderer.render(scene))
            } catch {
                throw CLIError(message: "Cannot rasterize the picture: \(error).", exitCode: .ioFailure)
            }
            if let outputPath { try FileAccess.write(bytes: png, to: outputPath) }
        case .txt:
            try checkPictureSize(of: result, within: textLimit, advice: "use '--format svg'")
            try context.write(TerminalRenderer().render(result), to: outputPath)
        }
        if let outputPath { try context.status("Wrote \(outputPath)") }
        return .success
    }

    /// The result with the tree it was laid out from and a caption naming what it shows.
    private static func scene(of result: LayoutResult, request: TreeInput.Request, context: CommandContext) throws(CLIError) -> LayoutScene {
        let options = request.engineOptions
        var caption = PictureCaption(
            width: result.proposal.width.map { FixedNumber.format($0) } ?? "ideal",
            sizeCategory: PictureScenes.captionText(request.sizeCategory),
            engine: PictureScenes.engineText(version: Engine.version, options: options)
        )
        switch request.subject {
        case .tree(let node):
            let path: String? = try context.arguments.value(TreeInput.tree.name)
            caption.model = path.flatMap { $0 == "-" ? nil : String($0.split(separator: "/").last ?? Substring($0)) }
            return LayoutScene(result: result, tree: node, textScale: options.textScale, sizeCategory: request.sizeCategory, caption: caption)
        case .model(let name, let template):
            let service = try context.service()
            let model = try context.serviceCall { () throws(ServiceError) in try service.model(named: name) }
            let revision = try context.serviceCall { () throws(ServiceError) in try service.revisions(of: name).last?.number }
            let templateName = template ?? model.templates[0]
            caption.model = name
            caption.revision = revision
            caption.template = templateName.rawValue
            let tree = try? model.tree(for: templateName)
            return LayoutScene(result: result, tree: tree, textScale: options.textScale, sizeCategory: request.sizeCategory, caption: caption)
        }
    }

    /// The largest text picture, in points (1 column = 4 pt, 1 row = 8 pt): 4,000 columns by
    /// 1,000 rows, far past any screen, a grid of at most 4 million cells.
    static let textLimit = (width: 16_000.0, height: 8_000.0, name: "a text picture (4000 columns × 1000 rows)")
    /// The largest PNG, in points (2 px per point): 16,384 px square, 1 GiB of pixels at most.
    static let pngLimit = (width: 8_192.0, height: 8_192.0, name: "a PNG (16384 × 16384 px)")

    /// Refuses (exit 65) a picture larger than `limit`: the proposal, the container and every
    /// node's outer frame must fit, or the picture would be allocated at that size.
    static func checkPictureSize(
        of result: LayoutResult, within limit: (width: Double, height: Double, name: String), advice: String
    ) throws(CLIError) {
        // The picture shows the proposal's bounds too, so they count.
        let proposed = (width: result.proposal.width ?? 0, height: result.proposal.height ?? 0)
        var (minX, minY) = (0.0, 0.0)
        var (maxX, maxY) = (max(result.size.width, proposed.width), max(result.size.height, proposed.height))
        for node in result.nodes {
            guard let outer = node.outer else { continue }
            (minX, minY) = (min(minX, outer.minX), min(minY, outer.minY))
            (maxX, maxY) = (max(maxX, outer.maxX), max(maxY, outer.maxY))
        }
        let (width, height) = (maxX - minX, maxY - minY)
        guard width.isFinite, height.isFinite, width <= limit.width, height <= limit.height else {
            throw CLIError(
                message: "The layout spans \(FixedNumber.format(width))×\(FixedNumber.format(height)) pt, more than \(limit.name) holds; \(advice).",
                exitCode: .badData
            )
        }
    }
}
