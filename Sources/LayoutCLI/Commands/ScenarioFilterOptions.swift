import LayoutEngine
import LayoutModels
import LayoutService

/// The options that choose scenarios (`--kind`, `--model`, `--width`, `--size-category`),
/// shared by the commands that replay, approve or recompute them.
enum ScenarioFilterOptions {
    static let kind = OptionSpec(
        name: "kind", kind: .value(valueName: "kind"), type: Model.Kind.self, help: "Only models of this kind: tripCard, chipSet or viewTree."
    )
    static let model = OptionSpec(
        name: "model", kind: .value(valueName: "pattern"),
        help: "Only models whose name matches this GLOB pattern ('trip-*'; quote it from the shell)."
    )
    static let width = OptionSpec(
        name: "width", kind: .repeatingValue(valueName: "width"), type: WidthReference.self,
        help: "Only this stored width, by name or in points (every width of that value); repeat for several."
    )

    /// The four, in help order.
    static let all = [kind, model, width, SizeCategoryOptions.several]

    /// The filter the command line gives; every scenario in `sizeCategories` (nil: every one of
    /// the store) when it gives none. Widths given in points are looked up in `service`'s store.
    static func filter(
        from arguments: ParsedArguments, service: LayoutService, context: CommandContext,
        sizeCategories: [ContentSizeCategory]? = [.default]
    ) throws(CLIError) -> ScenarioFilter {
        let widths = try WidthReference.names(try arguments.values(width.name), service: service, context: context)
        return ScenarioFilter(
            kind: try arguments.value(kind.name), namePattern: try arguments.value(model.name),
            widths: widths.isEmpty ? nil : widths, sizeCategories: try SizeCategoryOptions.categories(from: arguments, absent: sizeCategories)
        )
    }

    /// The first filter option given, spelled as in help, for messages about options that exclude it.
    static func firstGiven(in arguments: ParsedArguments) throws(CLIError) -> String? {
        let given: [String] = try arguments.values(width.name)
        let categories: [String] = try arguments.values(SizeCategoryOptions.several.name)
        if try arguments.value(kind.name, as: String.self) != nil { return "--kind" }
        if try arguments.value(model.name, as: String.self) != nil { return "--model" }
        if !given.isEmpty { return "--width" }
        return categories.isEmpty ? nil : "--size-category"
    }
}
