import LayoutModels
import LayoutService

/// `layoutstore generate --trips N --chip-sets N --seed S`: deterministic random models put
/// into the store.
enum GenerateCommand {
    static let trips = OptionSpec(name: "trips", kind: .value(valueName: "count"), type: Count.self, help: "How many trip cards to make.", defaultValue: "0")
    static let chipSets = OptionSpec(name: "chip-sets", kind: .value(valueName: "count"), type: Count.self, help: "How many chip sets to make.", defaultValue: "0")
    static let seed = OptionSpec(
        name: "seed", kind: .value(valueName: "seed"), type: UInt64.self, help: "The random seed: the same counts and seed make the same models.",
        defaultValue: "0"
    )

    static let spec = CommandSpec(
        name: "generate",
        abstract: "Make deterministic random trip cards and chip sets and store them.",
        discussion: "Trip cards are named after places with a number (\"Kyoto #3\"), chip sets \"Generated chips #N\"; generating again with the same seed changes nothing. Every new model is laid out at every width, in one transaction.",
        options: [trips, chipSets, seed, GlobalOptions.database, GlobalOptions.engineOption],
        examples: ["layoutstore generate --trips 1000 --chip-sets 1000 --seed 42"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let tripCount = try count(trips, in: context)
        let chipSetCount = try count(chipSets, in: context)
        let seedValue: UInt64 = try context.arguments.requiredValue(seed.name)
        let models = ModelGenerator.generate(trips: tripCount, chipSets: chipSetCount, seed: seedValue)
        let service = try context.service(creating: true)
        let report = try context.withProgress("generate") { progress throws(CLIError) in
            try context.serviceCall { () throws(ServiceError) in
                try service.seed(SeedSet(models: models, widths: []), progress: progress.update)
            }
        }
        var result = SeedCommand.result(
            report,
            summary: "Generated \(models.count) models (seed \(seedValue)): \(report.modelsCreated) created, "
                + "\(report.modelsRevised) revised, \(report.modelsUnchanged) unchanged; \(report.computes) layouts computed.\n"
        )
        result.fields.insert(contentsOf: [("models", .cell(.integer(models.count))), ("seed", .cell(.text(String(seedValue))))], at: 0)
        try context.report(result)
        return .success
    }

    private static func count(_ option: OptionSpec, in context: CommandContext) throws(CLIError) -> Int {
        try context.arguments.requiredValue(option.name, as: Count.self).value
    }
}

extension UInt64: ArgumentValue {
    public init?(argument: String) { self.init(argument, radix: 10) }
    public static var expectation: String { "an integer ≥ 0" }
}
