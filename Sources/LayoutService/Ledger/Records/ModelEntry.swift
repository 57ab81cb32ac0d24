/// A row of `models`: a named model of one kind, archived or not.
public struct ModelEntry: Hashable, Sendable {
    public var id: Int64
    public var name: String
    public var kind: String
    public var createdAt: String
    public var archivedAt: String?
}
