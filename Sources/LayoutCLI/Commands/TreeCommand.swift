import LayoutEngine
import LayoutModels
import LayoutService

/// `layoutstore tree <model> [--template T]`: the view tree a model's template makes.
enum TreeCommand {
    static let spec = CommandSpec(
        name: "tree",
        abstract: "Print the view tree a stored model's template makes.",
        discussion: "The tree is printed in the view-tree format of docs/view-tree.md, so 'layout --tree -' and 'render --tree -' can read it back. A chip set's container is the set's own \"layout\" (guideFlow or flow).",
        arguments: [ArgumentSpec(name: "model", help: "A stored model's name.")],
        options: [TreeInput.template, GlobalOptions.database],
        examples: ["layoutstore tree Kyoto --template wide", "layoutstore tree Kyoto | layoutstore layout --tree - --width 200"],
        action: run
    )

    private static func run(_ context: CommandContext) throws(CLIError) -> ExitCode {
        let name: String = try context.arguments.requiredArgument("model")
        let templateName: TemplateName? = try context.arguments.value(TreeInput.template.name)
        let service = try context.service()
        let model = try context.serviceCall { () throws(ServiceError) in try service.model(named: name) }
        let template = templateName ?? model.templates[0]
        let tree: ViewNode
        do {
            tree = try model.tree(for: template)
        } catch {
            throw CLIError(message: "Model \"\(name)\" is a \(model.kind.rawValue); \(error).", exitCode: .badData)
        }
        context.io.writeOutput(JSONWriter(style: .pretty).string(ViewTreeEncoder.encode(tree)) + "\n")
        return .success
    }
}
