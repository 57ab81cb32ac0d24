/// A row of `trees` without its nodes.
public struct TreeEntry: Hashable, Sendable {
    public var id: Int64
    public var hash: String
}
