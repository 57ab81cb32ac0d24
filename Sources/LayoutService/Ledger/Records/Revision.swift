/// A row of `revisions`: one state of a model, never changed once written.
public struct Revision: Hashable, Sendable {
    public var id: Int64
    public var modelID: Int64
    public var number: Int
    public var contentHash: String
    public var content: String
    public var message: String?
    public var createdAt: String
}
