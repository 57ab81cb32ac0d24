import Foundation
import LayoutEngine
import LayoutHashing
import LayoutModels

/// One line of an export: a row of the store named by what identifies it in any store (model
/// names, revision numbers, tree hashes, proposals by size), never by row ids. Engines and
/// approvals are numbered in the order the export lists them and referred to by that number.
enum TransferLine: Equatable {
    case width(NamedWidth)
    case engine(TransferEngine)
    case model(TransferModel)
    case revision(TransferRevision)
    case tree(TransferTree)
    case result(TransferResult)
    case scenario(TransferScenario)
    case approval(TransferApproval)
    case baseline(TransferBaseline)

    /// The `type` of each kind of line, in the order an export writes them.
    static let types = ["width", "engine", "model", "revision", "tree", "result", "scenario", "approval", "baseline"]
}

/// An engine: its identity, its options (a JSON object) and when the store first had it.
struct TransferEngine: Equatable {
    var number: Int
    var version: String
    var fingerprint: String
    var options: JSONValue
    var createdAt: String
}

/// A model's name, kind and life: created, and archived when it is.
struct TransferModel: Equatable {
    var name: String
    var kind: Model.Kind
    var createdAt: String
    var archivedAt: String?
}

/// One revision of a model: its content, number, message and time.
struct TransferRevision: Equatable {
    var model: Model
    /// Nil in lines that do not say (the revision then follows the model's previous one).
    var number: Int?
    var message: String?
    /// Nil in lines that do not say (the time of import is used).
    var createdAt: String?
    /// The content hash the store recorded (64 hex digits); an import refuses content that
    /// does not hash to it. Nil in lines that do not say.
    var contentHash: String? = nil
}

/// A tree's shape, identified by its hash.
struct TransferTree: Equatable {
    var hash: String
    var nodes: [TreeNode]
}

/// A result: which engine laid out which tree under which proposal, and what it made.
struct TransferResult: Equatable {
    var engine: Int
    var tree: String
    var proposal: Proposal
    var width: Double
    var height: Double
    var resultHash: [UInt8]
    var frames: [UInt8]
    var flowRows: Int?
    var truncatedTexts: Int
    var overflowingNodes: Int
    var chosenBranch: Int?
}

/// A revision of a model laid out by an engine: which one, in a store.
struct TransferRevisionReference: Hashable {
    var model: String
    var revision: Int
}

/// The tree a scenario's template made under an engine.
struct TransferScenario: Equatable {
    var engine: Int
    var revision: TransferRevisionReference
    var template: String
    var tree: String
}

/// The result a baseline or an approval entry names.
struct TransferTarget: Equatable {
    var revision: Int
    var engine: Int
    var tree: String
}

/// One scenario an approval accepted, with the baseline it replaced.
struct TransferApprovalEntry: Equatable {
    var model: String
    var template: String
    var proposal: Proposal
    var accepted: TransferTarget
    var previous: TransferTarget?
}

/// An approve or an undo of the log, with its scenarios.
struct TransferApproval: Equatable {
    var number: Int
    var undoes: Int?
    var approvedAt: String
    var approvedBy: String
    var message: String
    var entries: [TransferApprovalEntry]
}

/// A scenario's current baseline and the approval that set it.
struct TransferBaseline: Equatable {
    var model: String
    var template: String
    var proposal: Proposal
    var target: TransferTarget
    var approval: Int
}

// MARK: Writing

extension TransferLine {
    /// The line as a JSON object (written canonically: keys sorted, no spaces).
    var json: JSONValue {
        var members: [JSONMember]
        switch self {
        case .width(let width):
            members = [JSONMember("name", .string(width.name)), JSONMember("width", .number(width.width))]
        case .engine(let engine):
            members = [
                JSONMember("engine", .number(Double(engine.number))), JSONMember("version", .string(engine.version)),
                JSONMember("fingerprint", .string(engine.fingerprint)), JSONMember("options", engine.options),
                JSONMember("createdAt", .string(engine.createdAt)),
            ]
        case .model(let model):
            members = [
                JSONMember("name", .string(model.name)), JSONMember("kind", .string(model.kind.rawValue)),
                JSONMember("createdAt", .string(model.createdAt)),
            ]
            if let archivedAt = model.archivedAt { members.append(JSONMember("archivedAt", .string(archivedAt))) }
        case .revision(let revision):
            members = [JSONMember("model", revision.model.json)]
            if let number = revision.number { members.append(JSONMember("number", .number(Double(number)))) }
            if let message = revision.message { members.append(JSONMember("message", .string(message))) }
            if let createdAt = revision.createdAt { members.append(JSONMember("createdAt", .string(createdAt))) }
            if let hash = revision.contentHash { members.append(JSONMember("contentHash", .string(hash))) }
        case .tree(let tree):
            members = [JSONMember("hash", .string(tree.hash)), JSONMember("nodes", .array(tree.nodes.map(Self.json)))]
        case .result(let result):
            members = [
                JSONMember("engine", .number(Double(result.engine))), JSONMember("tree", .string(result.tree)),
                JSONMember("proposal", Self.json(result.proposal)), JSONMember("width", .number(result.width)),
                JSONMember("height", .number(result.height)), JSONMember("resultHash", .string(Hex.encode(result.resultHash))),
                JSONMember("frames", .string(Data(result.frames).base64EncodedString())),
                JSONMember("truncatedTexts", .number(Double(result.truncatedTexts))),
                JSONMember("overflowingNodes", .number(Double(result.overflowingNodes))),
            ]
            if let rows = result.flowRows { members.append(JSONMember("flowRows", .number(Double(rows)))) }
            if let branch = result.chosenBranch { members.append(JSONMember("chosenBranch", .number(Double(branch)))) }
        case .scenario(let scenario):
            members = [
                JSONMember("engine", .number(Double(scenario.engine))), JSONMember("model", .string(scenario.revision.model)),
                JSONMember("revision", .number(Double(scenario.revision.revision))), JSONMember("template", .string(scenario.template)),
                JSONMember("tree", .string(scenario.tree)),
            ]
        case .approval(let approval):
            members = [
                JSONMember("approval", .number(Double(approval.number))), JSONMember("approvedAt", .string(approval.approvedAt)),
                JSONMember("approvedBy", .string(approval.approvedBy)), JSONMember("message", .string(approval.message)),
                JSONMember("entries", .array(approval.entries.map(Self.json))),
            ]
            if let undoes = approval.undoes { members.append(JSONMember("undoes", .number(Double(undoes)))) }
        case .baseline(let baseline):
            members = [
                JSONMember("model", .string(baseline.model)), JSONMember("template", .string(baseline.template)),
                JSONMember("proposal", Self.json(baseline.proposal)), JSONMember("approval", .number(Double(baseline.approval))),
            ] + Self.members(of: baseline.target)
        }
        return .object([JSONMember("type", .string(typeName))] + members)
    }

    /// The line's `type`.
    var typeName: String {
        switch self {
        case .width: "width"
        case .engine: "engine"
        case .model: "model"
        case .revision: "revision"
        case .tree: "tree"
        case .result: "result"
        case .scenario: "scenario"
        case .approval: "approval"
        case .baseline: "baseline"
        }
    }

    private static func json(_ node: TreeNode) -> JSONValue {
        var members = [JSONMember("path", .string(node.path)), JSONMember("type", .string(node.type))]
        if let id = node.id { members.append(JSONMember("id", .string(id))) }
        if let text = node.text { members.append(JSONMember("text", .string(text))) }
        return .object(members)
    }

    /// `{"width": 320}`: absent dimensions are unspecified; infinite ones are `"infinity"`; a
    /// size category other than `large` is `"sizeCategory": "xxxLarge"`.
    static func json(_ proposal: Proposal) -> JSONValue {
        let dimension = { (value: Double) -> JSONValue in value.isFinite ? .number(value) : .string("infinity") }
        var members: [JSONMember] = []
        if let width = proposal.size.width { members.append(JSONMember("width", dimension(width))) }
        if let height = proposal.size.height { members.append(JSONMember("height", dimension(height))) }
        if proposal.sizeCategory != .default { members.append(JSONMember("sizeCategory", .string(proposal.sizeCategory.rawValue))) }
        return .object(members)
    }

    private static func members(of target: TransferTarget) -> [JSONMember] {
        [
            JSONMember("revision", .number(Double(target.revision))), JSONMember("engine", .number(Double(target.engine))),
            JSONMember("tree", .string(target.tree)),
        ]
    }

    private static func json(_ entry: TransferApprovalEntry) -> JSONValue {
        var members = [
            JSONMember("model", .string(entry.model)), JSONMember("template", .string(entry.template)),
            JSONMember("proposal", json(entry.proposal)),
        ] + Self.members(of: entry.accepted)
        if let previous = entry.previous { members.append(JSONMember("previous", .object(Self.members(of: previous)))) }
        return .object(members)
    }
}

// MARK: Reading

/// Why a line cannot be imported: where in it (a JSON path) and what is wrong.
struct TransferError: Error {
    var path: String
    var message: String
}

extension TransferLine {
    /// Reads a line written by `json`.
    init(json value: JSONValue) throws(TransferError) {
        let line = try TransferReader(value, path: "$")
        let type = try line.string("type")
        switch type {
        case "width":
            self = .width(NamedWidth(name: try line.nonEmptyString("name"), width: try line.number("width", in: .length)))
        case "engine":
            let options = try line.required("options")
            _ = try line.object("options")
            self = .engine(try TransferEngine(
                number: try line.integer("engine", minimum: 0), version: try line.nonEmptyString("version"),
                fingerprint: try line.treeHash("fingerprint"), options: options, createdAt: try line.nonEmptyString("createdAt")
            ).verified())
        case "model":
            let kindText = try line.string("kind")
            guard let kind = Model.Kind(rawValue: kindText) else {
                throw TransferError(path: line.path(of: "kind"), message: "expected tripCard, chipSet or viewTree")
            }
            self = .model(TransferModel(
                name: try line.nonEmptyString("name"), kind: kind, createdAt: try line.nonEmptyString("createdAt"),
                archivedAt: try line.optionalString("archivedAt")
            ))
        case "revision":
            let modelJSON = try line.required("model")
            let model: Model
            do {
                model = try Model(json: modelJSON, path: line.path(of: "model"))
            } catch {
                throw TransferError(path: error.path, message: error.message)
            }
            self = .revision(TransferRevision(
                model: model, number: try line.optionalInteger("number", minimum: 1), message: try line.optionalString("message"),
                createdAt: try line.optionalString("createdAt"),
                contentHash: try line.optional("contentHash").map { _ throws(TransferError) in try line.treeHash("contentHash") }
            ))
        case "tree":
            let nodes = try line.array("nodes").enumerated().map { index, node throws(TransferError) in
                let reader = try TransferReader(node, path: line.path(of: "nodes") + "[\(index)]")
                return TreeNode(
                    path: try reader.string("path"), id: try reader.optionalString("id"), type: try reader.nonEmptyString("type"),
                    text: try reader.optionalString("text")
                )
            }
            self = .tree(TransferTree(hash: try line.treeHash("hash"), nodes: nodes))
        case "result":
            let resultHash = try line.hexBytes("resultHash")
            guard resultHash.count == 16 else { throw TransferError(path: line.path(of: "resultHash"), message: "expected 32 hex digits") }
            guard let frames = Data(base64Encoded: try line.string("frames")) else {
                throw TransferError(path: line.path(of: "frames"), message: "expected base64 text")
            }
            self = .result(TransferResult(
                engine: try line.integer("engine", minimum: 0), tree: try line.treeHash("tree"), proposal: try line.proposal("proposal"),
                width: try line.number("width", in: .computedSize), height: try line.number("height", in: .computedSize), resultHash: resultHash, frames: [UInt8](frames),
                flowRows: try line.optionalInteger("flowRows", minimum: 0), truncatedTexts: try line.integer("truncatedTexts", minimum: 0),
                overflowingNodes: try line.integer("overflowingNodes", minimum: 0), chosenBranch: try line.optionalInteger("chosenBranch", minimum: 0)
            ))
        case "scenario":
            self = .scenario(TransferScenario(
                engine: try line.integer("engine", minimum: 0),
                revision: TransferRevisionReference(model: try line.nonEmptyString("model"), revision: try line.integer("revision", minimum: 1)),
                template: try line.nonEmptyString("template"), tree: try line.treeHash("tree")
            ))
        case "approval":
            let entries = try line.array("entries").enumerated().map { index, entry throws(TransferError) in
                let reader = try TransferReader(entry, path: line.path(of: "entries") + "[\(index)]")
                return TransferApprovalEntry(
                    model: try reader.nonEmptyString("model"), template: try reader.nonEmptyString("template"),
                    proposal: try reader.proposal("proposal"), accepted: try reader.target(),
                    previous: try reader.optional("previous").map { value throws(TransferError) in
                        try TransferReader(value, path: reader.path(of: "previous")).target()
                    }
                )
            }
            self = .approval(TransferApproval(
                number: try line.integer("approval", minimum: 1), undoes: try line.optionalInteger("undoes", minimum: 1),
                approvedAt: try line.nonEmptyString("approvedAt"), approvedBy: try line.string("approvedBy"),
                message: try line.string("message"), entries: entries
            ))
        case "baseline":
            self = .baseline(TransferBaseline(
                model: try line.nonEmptyString("model"), template: try line.nonEmptyString("template"),
                proposal: try line.proposal("proposal"), target: try line.target(), approval: try line.integer("approval", minimum: 1)
            ))
        default:
            throw TransferError(path: "$.type", message: "must be one of " + Self.types.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }
}

/// The package's JSON object reader, naming what is wrong in a line by its JSON path.
private typealias TransferReader = JSONObjectReader<TransferError>

extension TransferError: JSONReadFailure {
    init(path: String, problem: JSONReadProblem) {
        self.init(path: path, message: problem.description)
    }
}

/// The values only transfer lines hold: digests, proposals and result references.
extension JSONObjectReader where Failure == TransferError {
    func hexBytes(_ name: String) throws(TransferError) -> [UInt8] {
        guard let bytes = Hex.decode(try string(name)) else {
            throw TransferError(path: path(of: name), message: "expected lowercase hex digits")
        }
        return bytes
    }

    /// A tree hash: 64 lowercase hex digits.
    func treeHash(_ name: String) throws(TransferError) -> String {
        guard try hexBytes(name).count == 32 else { throw TransferError(path: path(of: name), message: "expected 64 hex digits") }
        return try string(name)
    }

    /// `{"width": 320}`: a proposal; absent dimensions are unspecified, an absent size category is `large`.
    func proposal(_ name: String) throws(TransferError) -> Proposal {
        let reader = try object(name)
        let size = ProposedSize(width: try reader.dimension("width"), height: try reader.dimension("height"))
        guard let categoryName = try reader.optionalString("sizeCategory") else { return Proposal(size) }
        guard let category = ContentSizeCategory(rawValue: categoryName) else {
            throw TransferError(
                path: reader.path(of: "sizeCategory"), message: "expected a size category (\(ContentSizeCategory.names))"
            )
        }
        return Proposal(size, sizeCategory: category)
    }

    private func dimension(_ name: String) throws(TransferError) -> Double? {
        switch optional(name) {
        case nil: return nil
        case .string("infinity")?: return .infinity
        case .number(let number)? where JSONNumberRange.computedSize.contains(number): return number
        default: throw TransferError(path: path(of: name), message: "expected a number ≥ 0 or \"infinity\"")
        }
    }

    /// The `revision`, `engine` and `tree` members naming a result.
    func target() throws(TransferError) -> TransferTarget {
        TransferTarget(revision: try integer("revision", minimum: 1), engine: try integer("engine", minimum: 0), tree: try treeHash("tree"))
    }
}
