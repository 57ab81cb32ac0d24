import Foundation
import LayoutEngine
import LayoutModels
import LayoutRender
import LayoutService

/// `layoutstore demo`: the whole pipeline on the default database, from seeds to pictures and
/// an HTML change report.
enum DemoCommand {
    static let out = OptionSpec(
        name: "out", kind: .value(valueName: "dir"), help: "The folder the pictures and the report are written to.",
        defaultDescription: "./layoutstore-out"
    )

    /// The scenarios drawn as SVG, when the store has them: model, template, width name.
    static let pictures: [(model: String, template: TemplateName, width: String)] = [
        ("Kyoto", .compact, "iPhone SE"),
        ("Hawaii, USA", .wide, "iPhone SE"),
        ("Hawaii, USA", .wide, "iPad mini"),
        ("Chips article", .chips, "book-narrow"),
        ("Chips article", .chips, "iPhone SE"),
    ]

    static let spec = CommandSpec(
        name: "demo",
        abstract: "Create and seed a database, lay everything out, and write pictures and a change report.",
        discussion: "Creates the database (when missing) and loads the built-in seeds, lays out every model at every width, prints a table of models × widths (r = rows of a flow, t = truncated texts, o = overflowing nodes), draws a few layouts in the preview style as SVG and PNG, and writes an HTML report (an index and pages) of what larger text (textScale ×1.25, like Dynamic Type) changes. Safe to run again: stored layouts are reused.",
        options: [out, GlobalOptions.database, GlobalOptions.engineOption, GlobalOptions.quiet],
        examples: ["layoutstore demo", "layoutstore demo --db /tmp/demo.sqlite --out /tmp/demo-out"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let outDirectory: String = try context.arguments.value(out.name) ?? "./layoutstore-out"
        let store = try context.store()
        let existed = store.exists
        let service = try context.service(creating: true)
        context.io.writeOutput((existed ? "Using " : "Created ") + store.description + "\n")
        let seeds = try SeedCommand.load(directory: nil)
        let seeded = try context.serviceCall { () throws(ServiceError) in try service.seed(seeds) }
        context.io.writeOutput(SeedCommand.describe(seeded, source: "the built-in seeds"))
        let laidOut = try RecomputeCommand.recompute(.all, against: .none, service: service, context: context, isQuiet: true)
        context.io.writeOutput("Laid out \(laidOut.counts.total) scenarios (\(laidOut.counts.computed) computed, the rest already stored).\n\n")
        try context.show(try overview(service, context: context), as: .table)
        context.io.writeOutput("r = rows of a flow, t = truncated texts, o = overflowing nodes\n\n")
        try createDirectory(outDirectory)
        var written = try drawPictures(service, into: outDirectory, context: context)
        written += try writeReport(service, into: outDirectory, context: context)
        context.io.writeOutput("Wrote \(written.count) files to \(outDirectory):\n" + written.map { "  \($0)\n" }.joined())
        return .success
    }

    /// Models × widths: one row per model and template, one column per width.
    private static func overview(_ service: LayoutService, context: CommandContext) throws(CLIError) -> TableOutput {
        let (models, widths) = try context.serviceCall { () throws(ServiceError) in (try service.models(), try service.widths()) }
        var table = TableOutput(columns: ["model", "template"] + widths.map(\.name))
        for stored in models {
            let model = try context.serviceCall { () throws(ServiceError) in try service.model(named: stored.name) }
            for template in model.templates {
                var row: [TableCell] = [.text(shortened(stored.name)), .text(template.rawValue)]
                for width in widths {
                    let result = try context.serviceCall { () throws(ServiceError) in
                        try service.layout(model: stored.name, template: template, proposal: ProposedSize.containerWidth(width.width)).result()
                    }
                    row.append(.text(cell(ResultFacts(of: result))))
                }
                table.append(row)
            }
        }
        return table
    }

    /// `name`, cut to 32 characters with an ellipsis so the table fits a terminal.
    static func shortened(_ name: String) -> String {
        name.count <= 32 ? name : name.prefix(31) + "…"
    }

    /// `2r 1t`: flow rows, truncated texts and overflowing nodes, or `ok`.
    static func cell(_ facts: ResultFacts) -> String {
        var parts: [String] = []
        if let rows = facts.flowRows { parts.append("\(rows)r") }
        if facts.truncatedTexts > 0 { parts.append("\(facts.truncatedTexts)t") }
        if facts.overflowingNodes > 0 { parts.append("\(facts.overflowingNodes)o") }
        return parts.isEmpty ? "ok" : parts.joined(separator: " ")
    }

    private static func drawPictures(_ service: LayoutService, into directory: String, context: CommandContext) throws(CLIError) -> [String] {
        let widths = try context.serviceCall { () throws(ServiceError) in try service.widths() }
        var written: [String] = []
        for picture in pictures {
            guard let width = widths.first(where: { $0.name == picture.width }) else { continue }
            let result: LayoutResult
            do {
                result = try service.layout(
                    model: picture.model, template: picture.template, proposal: ProposedSize.containerWidth(width.width)
                ).result()
            } catch .unknownModel {
                continue
            } catch {
                throw CLIError(error, path: try context.storeName())
            }
            let revision = try context.serviceCall { () throws(ServiceError) in try service.revisions(of: picture.model).last?.number } ?? 1
            let caption = PictureCaption(
                model: picture.model, revision: revision, template: picture.template.rawValue, width: picture.width,
                engine: PictureScenes.engineText(version: Engine.version, options: service.options)
            )
            var scenes = PictureScenes(service: service)
            let scene = scenes.scene(
                result, model: picture.model, revision: revision, template: picture.template.rawValue, options: service.options, caption: caption
            )
            let name = fileName("\(picture.model) \(picture.template.rawValue) \(picture.width)")
            let svg = SVGRenderer(style: .preview).render(scene)
            try FileAccess.write(svg, to: directory + "/" + name + ".svg")
            let png: [UInt8]
            do {
                png = try PNGRasterizer(scale: 2).png(of: svg)
            } catch {
                throw CLIError(message: "Cannot rasterize \(name).svg: \(error).", exitCode: .ioFailure)
            }
            try FileAccess.write(bytes: png, to: directory + "/" + name + ".png")
            written += [name + ".svg", name + ".png"]
        }
        return written
    }

    /// Recomputes with text 1.25 times larger against the demo's engine and writes the HTML
    /// report of that run.
    private static func writeReport(_ service: LayoutService, into directory: String, context: CommandContext) throws(CLIError) -> [String] {
        var alternative = service.options
        alternative.textScale = service.options.textScale * 1.25
        let alternativeService = try context.service(options: alternative)
        let run = try context.serviceCall { () throws(ServiceError) in
            try alternativeService.recompute(.all, against: .engine(id: service.engine.id))
        }
        var report = try ReportCommand.changeReport(ofRun: run.runID, service: alternativeService, context: context, showsProgress: false)
        let scale = { (options: EngineOptions) in JSONWriter.format(number: options.textScale) }
        report.title = "textScale=\(scale(service.options)) → \(scale(alternative))"
        report.generatedBy = "layoutstore \(LayoutStoreCLI.version) demo, run \(run.runID)"
        let name = "larger-text-report.html"
        return [name] + (try ReportCommand.writePages(of: report, index: directory + "/" + name))
    }

    /// `kyoto-compact-iphone-se`: letters and digits kept (lowercased), runs of anything else as one dash.
    static func fileName(_ text: String) -> String {
        var name = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                name.append(character)
            } else if !name.isEmpty, name.last != "-" {
                name.append("-")
            }
        }
        while name.last == "-" { name.removeLast() }
        return name
    }

    private static func createDirectory(_ path: String) throws(CLIError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError(message: "Cannot create '\(path)': \(error.localizedDescription)", exitCode: .ioFailure)
        }
    }
}
