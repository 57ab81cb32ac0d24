/// One node of a stored tree shape (`tree_nodes`).
public struct TreeNode: Hashable, Sendable {
    public var path: String
    public var id: String?
    public var type: String
    public var text: String?

    public init(path: String, id: String?, type: String, text: String?) {
        self.path = path
        self.id = id
        self.type = type
        self.text = text
    }
}
