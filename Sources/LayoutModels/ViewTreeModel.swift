import LayoutEngine

/// Any other scenario: a named view tree in the view-tree JSON, stored as written.
public struct ViewTreeModel: Hashable, Sendable {
    public var name: String
    /// The tree's JSON as written (its canonical form sorts the keys).
    public let treeJSON: JSONValue
    /// The tree as the engine's decoder read it.
    public let root: ViewNode

    /// A model of `treeJSON`, validated by the engine's decoder; its errors name `path`.
    public init(name: String, treeJSON: JSONValue, path: String = "$.tree") throws(ModelError) {
        do {
            root = try ViewTreeDecoder.decode(treeJSON, path: path)
        } catch {
            throw ModelError(path: error.path, rule: .invalidTree(error.message))
        }
        self.name = name
        self.treeJSON = treeJSON
    }

    /// A model of a tree built in code; its JSON is the tree's view-tree encoding.
    public init(name: String, root: ViewNode) {
        self.name = name
        self.root = root
        self.treeJSON = ViewTreeEncoder.encode(root)
    }

    static let fields = ["kind", "name", "tree"]

    /// Reads and validates a view tree model object (its `kind` already checked) at `path`.
    init(json value: JSONValue, path: String) throws(ModelError) {
        let reader = try ModelReader(value, path: path, allowedFields: Self.fields)
        try self.init(name: reader.nonEmptyString("name"), treeJSON: reader.required("tree"), path: reader.path(of: "tree"))
    }

    /// The fields as JSON, without `kind`.
    var jsonMembers: [JSONMember] {
        [JSONMember("name", .string(name)), JSONMember("tree", treeJSON)]
    }
}
