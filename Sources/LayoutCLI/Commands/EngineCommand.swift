import LayoutEngine
import LayoutService

/// `layoutstore engine show|set|use`: the store's current engine, the one every command
/// computes with unless `--engine-option` chooses another.
enum EngineCommand {
    static let idArgument = ArgumentSpec(name: "engine", type: Int64.self, help: "A stored engine's id, as 'runs list' and 'stats' show it.")

    static let show = CommandSpec(
        name: "show",
        abstract: "Show the current engine: its id, version, fingerprint, options and result count.",
        options: [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore engine show", "layoutstore engine show --format json"],
        action: runShow
    )
    static let set = CommandSpec(
        name: "set",
        abstract: "Make this build's engine with the --engine-options given (default options without) current.",
        options: [GlobalOptions.engineOption, GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore engine set --engine-option textScale=1.2", "layoutstore engine set"],
        action: runSet
    )
    static let use = CommandSpec(
        name: "use",
        abstract: "Make a stored engine current; commands then compute with its options.",
        arguments: [idArgument],
        options: [GlobalOptions.database, GlobalOptions.format],
        examples: ["layoutstore engine use 1"],
        action: runUse
    )

    static let spec = CommandSpec(
        name: "engine",
        abstract: "Show and set the current engine, which commands use unless --engine-option chooses another.",
        discussion: "The store keeps one current engine. Every command that lays out or compares (layout, render, replay, approve, recompute, seed, …) computes with its options unless --engine-option is given; 'recompute' makes the engine it ran current, so 'replay' after 'recompute --engine-option textScale=1.2' checks with textScale=1.2. The first engine a store registers becomes current.",
        options: [GlobalOptions.database],
        examples: ["layoutstore engine show", "layoutstore engine set --engine-option textScale=1.2", "layoutstore engine use 1"],
        subcommands: [show, set, use]
    )

    private static func runShow(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let format = try context.tableFormat()
        let service = try context.service(options: try context.globals().engineOptions)
        guard let current = try context.serviceCall({ () throws(ServiceError) in try service.currentEngine() }) else {
            throw CLIError(message: "The store has no current engine yet; 'layoutstore engine set' chooses one.", exitCode: .badData)
        }
        var list = FigureList(labelColumn: "property")
        list.append("id", .integer(Int(current.engine.id)))
        list.append("version", .text(current.engine.version))
        list.append("fingerprint", .text(current.engine.fingerprint))
        list.append("options", .text(current.options.assignmentsText))
        list.append("results", .integer(current.resultCount))
        list.append("this version", .bool(current.isThisVersion))
        try context.show(list, as: format)
        return .success
    }

    private static func runSet(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let service = try context.service(options: try context.globals().engineOptions)
        return try makeCurrent(service.engine.id, service: service, context: context)
    }

    private static func runUse(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let id: Int64 = try context.arguments.requiredArgument(idArgument.name)
        // Opened with the options given (default: none), so a current engine whose fonts are gone can be replaced.
        return try makeCurrent(id, service: try context.service(options: try context.globals().engineOptions), context: context)
    }

    /// Makes engine `id` current and says which it is and which it was.
    private static func makeCurrent(_ id: Int64, service: LayoutService, context: CommandContext) throws(CLIError) -> ExitCode {
        let before = try context.serviceCall { () throws(ServiceError) in try service.currentEngine() }
        _ = try EngineSelection.reading(context) { () throws(ServiceError) in try service.makeCurrent(engineID: id) }
        guard let now = try context.serviceCall({ () throws(ServiceError) in try service.currentEngine() }) else { return .success }
        let chosen = now.engine
        let text = PictureScenes.engineText(version: chosen.version, options: now.options, id: chosen.id)
        let was = before.map { $0.engine.id == id ? " (it already was)" : " (was engine \($0.engine.id))" } ?? ""
        try context.report(CommandResult(summary: "The current engine is \(text)\(was).\n", cells: [
            ("engine", .integer(Int(chosen.id))), ("version", .text(chosen.version)), ("fingerprint", .text(chosen.fingerprint)),
            ("options", .text(now.options.assignmentsText)),
            ("previous_engine", before.map { .integer(Int($0.engine.id)) } ?? .null),
            ("changed", .bool(before?.engine.id != id)),
        ]))
        return .success
    }
}
