import LayoutEngine
import LayoutModels

/// The options of commands that lay out a view-tree file (`--tree`, `--width`, `--height`)
/// and the reading, decoding and layout they share.
enum TreeInput {
    static let tree = OptionSpec(
        name: "tree", kind: .value(valueName: "file"),
        help: "A view-tree JSON file (a node as in spec/view-tree.md, or a view-tree model file such as seeds/view-trees/*.json), or '-' to read standard input.",
        isRequired: true
    )
    static let width = OptionSpec(
        name: "width", kind: .value(valueName: "width"),
        help: "The proposed width in points, or 'ideal' to propose none (nil).", isRequired: true
    )
    static let height = OptionSpec(
        name: "height", kind: .value(valueName: "height"),
        help: "The proposed height in points; without it the height is unspecified (nil), as in a vertical scroll view."
    )

    /// The tree, the proposal and the engine options the command line gives.
    struct Request {
        var tree: ViewNode
        var proposal: ProposedSize
        var engineOptions: EngineOptions
    }

    /// Reads the command line first (so usage errors come before file errors), then the tree.
    static func request(from context: CommandContext) throws(CLIError) -> Request {
        let path: String = try context.arguments.requiredValue(tree.name)
        let proposedWidth: ProposedWidth = try context.arguments.requiredValue(width.name)
        let proposedHeight: Length? = try context.arguments.value(height.name)
        let engineOptions = try context.globals().engineOptions
        let (json, jsonPath) = rootNode(of: try context.readJSON(path))
        let node: ViewNode
        do {
            node = try ViewTreeDecoder.decode(json, path: jsonPath)
        } catch {
            throw CLIError(error, file: CommandContext.inputName(path))
        }
        return Request(
            tree: node,
            proposal: ProposedSize(width: proposedWidth.proposal, height: proposedHeight?.points),
            engineOptions: engineOptions
        )
    }

    /// The root node of a document and its JSON path: the document itself, or the `tree` of a
    /// view-tree model (`{"kind": "viewTree", "tree": …}`).
    static func rootNode(of document: JSONValue) -> (node: JSONValue, path: String) {
        guard document["kind"] == .string("viewTree") else { return (document, "$") }
        return (document["tree"] ?? .null, "$.tree")
    }

    /// Lays the requested tree out with the requested engine options.
    static func layout(_ request: Request) -> LayoutResult {
        Engine(options: request.engineOptions).layout(request.tree, proposal: request.proposal)
    }
}
