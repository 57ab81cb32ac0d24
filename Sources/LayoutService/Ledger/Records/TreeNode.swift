/// One node of a stored tree shape (`tree_nodes`).
public struct TreeNode: Hashable, Sendable {
    public var path: String
    // Spelled `Optional<String>`, not `String?`: a `var` of type `String?` gets an implicit
    // `= nil` start value, and with it Swift 6.3 builds every `TreeNode(...)` as a copy of a
    // default-initialized value that it then destroys (four retains and four releases per
    // node, measured in `TreeShape(session:)`). The spelled-out type has no implicit value.
    public var id: Optional<String>
    public var type: String
    public var text: Optional<String>

    public init(path: String, id: String?, type: String, text: String?) {
        self.path = path
        self.id = id
        self.type = type
        self.text = text
    }
}
