import LayoutEngine
import LayoutModels
import LayoutService

/// The subject and proposal of commands that lay something out (`layout`, `render`): a stored
/// model (`<model> [--template T]`) or a view-tree file (`--tree FILE`), at `--width` and
/// `--height`, in `--size-category`; and the reading, decoding and layout they share.
enum TreeInput {
    static let model = ArgumentSpec(
        name: "model", help: "A stored model's name (or give '--tree <file>' instead).", isRequired: false
    )
    static let tree = OptionSpec(
        name: "tree", kind: .value(valueName: "file"),
        help: "A view-tree JSON file (a node as in docs/view-tree.md, or a view-tree model file such as seeds/view-trees/*.json), or '-' to read standard input; needs no database."
    )
    static let template = OptionSpec(
        name: "template", kind: .value(valueName: "template"), type: TemplateName.self,
        help: "The model's template: compact or wide (trip cards), chips, tree.", defaultDescription: "the model's first"
    )
    static let width = OptionSpec(
        name: "width", kind: .value(valueName: "width"), type: WidthChoice.self,
        help: "The proposed width in points, 'ideal' to propose none (nil), or the name of a stored width.", isRequired: true
    )
    static let height = OptionSpec(
        name: "height", kind: .value(valueName: "height"), type: Length.self,
        help: "The proposed height in points; without it the height is unspecified (nil), as in a vertical scroll view."
    )

    /// What to lay out.
    enum Subject {
        case tree(ViewNode)
        case model(name: String, template: TemplateName?)
    }

    /// The subject, the proposal and the engine options: for a tree file those the command
    /// line gives, for a stored model the engine the service computes with.
    struct Request {
        var subject: Subject
        var proposal: ProposedSize
        var sizeCategory: ContentSizeCategory
        var engineOptions: EngineOptions
    }

    /// Reads the command line first (so usage errors come before file errors), then the tree.
    static func request(from context: CommandContext) throws(CLIError) -> Request {
        let modelName: String? = try context.arguments.argument(model.name)
        let path: String? = try context.arguments.value(tree.name)
        let templateName: TemplateName? = try context.arguments.value(template.name)
        let widthChoice: WidthChoice = try context.arguments.requiredValue(width.name)
        let proposedHeight: Length? = try context.arguments.value(height.name)
        let sizeCategory = try SizeCategoryOptions.category(from: context.arguments)
        var engineOptions = try context.globals().engineOptions
        let command = context.arguments.command
        let subject: Subject
        switch (modelName, path) {
        case (let name?, nil):
            subject = .model(name: name, template: templateName)
        case (nil, let path?):
            if templateName != nil {
                throw CLIError.usage("'\(template.synopsis)' applies to a model, not to '\(tree.synopsis)'.", command: command)
            }
            let node = try readTree(path, context: context)
            try checkGlyphs(of: node, options: engineOptions)
            subject = .tree(node)
        case (nil, nil):
            throw CLIError.usage("Give a model name or '\(tree.synopsis)'.", command: command)
        case (_?, _?):
            throw CLIError.usage("Give a model name or '\(tree.synopsis)', not both.", command: command)
        }
        let proposedWidth = try widthChoice.points(in: context)
        // A stored model is laid out with the store's current engine unless --engine-option chooses.
        if case .model = subject { engineOptions = try context.service().options }
        return Request(
            subject: subject, proposal: ProposedSize(width: proposedWidth, height: proposedHeight?.points), sizeCategory: sizeCategory,
            engineOptions: engineOptions
        )
    }

    /// Refuses a tree with a character no font of the engine has (exit 65, naming it).
    static func checkGlyphs(of node: ViewNode, options: EngineOptions) throws(CLIError) {
        do {
            let fonts = try FontSet.load(directory: options.fontDirectory)
            var pending = [node]
            while let next = pending.popLast() {
                if case .text(let string, _, _) = next.kind { try fonts.checkCoverage(of: string) }
                pending.append(contentsOf: next.children)
            }
        } catch {
            throw CLIError(error)
        }
    }

    /// The view tree in the file at `path` (or standard input for `-`).
    static func readTree(_ path: String, context: CommandContext) throws(CLIError) -> ViewNode {
        let (json, jsonPath) = rootNode(of: try context.readJSON(path))
        do {
            return try ViewTreeDecoder.decode(json, path: jsonPath)
        } catch {
            throw CLIError(error, file: CommandContext.inputName(path))
        }
    }

    /// The root node of a document and its JSON path: the document itself, or the `tree` of a
    /// view-tree model (`{"kind": "viewTree", "tree": …}`).
    static func rootNode(of document: JSONValue) -> (node: JSONValue, path: String) {
        guard document["kind"] == .string("viewTree") else { return (document, "$") }
        return (document["tree"] ?? .null, "$.tree")
    }

    /// Lays the request out: a tree with the engine directly, a model through the store's
    /// caches (memory, database, then computed and stored).
    static func layout(_ request: Request, context: CommandContext) throws(CLIError) -> LayoutResult {
        switch request.subject {
        case .tree(let node):
            return Engine(options: request.engineOptions).layout(node, proposal: request.proposal, sizeCategory: request.sizeCategory)
        case .model(let name, let template):
            let service = try context.service()
            return try context.serviceCall { () throws(ServiceError) in
                try service.layout(model: name, template: template, proposal: request.proposal, sizeCategory: request.sizeCategory).result()
            }
        }
    }
}

/// `--width`: points, `ideal`, or the name of a width stored in the database.
enum WidthChoice: ArgumentValue {
    case proposed(ProposedWidth)
    case named(String)

    init?(argument: String) {
        if let proposed = ProposedWidth(argument: argument) {
            self = .proposed(proposed)
        } else if argument.isEmpty || Double(argument) != nil {
            return nil
        } else {
            self = .named(argument)
        }
    }

    static var expectation: String { ProposedWidth.expectation + " or a width's name" }

    /// The proposed width in points (nil for ideal), a name looked up in the store.
    func points(in context: CommandContext) throws(CLIError) -> Double? {
        switch self {
        case .proposed(let proposed):
            return proposed.proposal
        case .named(let name):
            let service = try context.service()
            let widths = try context.serviceCall { () throws(ServiceError) in try service.widths() }
            guard let width = widths.first(where: { $0.name == name }) else {
                throw WidthReference.unknownWidth(name, stored: widths, command: context.arguments.command)
            }
            return width.width
        }
    }
}

extension TemplateName: ArgumentValue {}
