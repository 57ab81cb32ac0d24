/// The command tree of `layoutstore`: the root with its global options and every subcommand.
///
/// To add a command, declare its `CommandSpec` in its own file under `Commands/` (one file
/// per command or command group) and list it in `subcommands`, in the order help shows them.
enum CommandRegistry {
    /// The subcommands of `layoutstore`, in help order.
    static let subcommands: [CommandSpec] = [
        DemoCommand.spec,
        InitCommand.spec,
        DatabaseCommand.spec,
        SeedCommand.spec,
        GenerateCommand.spec,
        ModelCommand.spec,
        WidthCommand.spec,
        SizeCommand.spec,
        LayoutCommand.spec,
        TreeCommand.spec,
        RenderCommand.spec,
        EngineCommand.spec,
        RecomputeCommand.spec,
        RunsCommand.spec,
        WorkerCommand.spec,
        DiffCommand.spec,
        WatchCommand.spec,
        ReplayCommand.spec,
        ApproveCommand.spec,
        HistoryCommand.spec,
        BreakpointsCommand.spec,
        QueryCommand.spec,
        SQLCommand.spec,
        DatasetteMetadataCommand.spec,
        ExportCommand.spec,
        ImportCommand.spec,
        ReportCommand.spec,
        StatsCommand.spec,
        BenchCommand.spec,
        CompletionsCommand.spec,
        CompletionsCommand.man,
        HelpCommand.spec,
    ]

    /// `layoutstore` itself.
    static let root = CommandSpec(
        name: "layoutstore",
        abstract: "Lay out SwiftUI-style view trees, store every result, and compare layouts across engine versions.",
        options: GlobalOptions.all,
        examples: [
            "layoutstore demo",
            "layoutstore layout Kyoto --width 'iPhone SE'",
            "layoutstore layout --tree card.json --width 320",
            "layoutstore render --tree card.json --width 320 --format txt",
        ],
        subcommands: subcommands
    )
}
