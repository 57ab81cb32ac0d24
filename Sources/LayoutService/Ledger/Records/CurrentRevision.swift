/// The current revision of a live model, as the batch streams them in revision-id order.
public struct CurrentRevision: Hashable, Sendable {
    public var revisionID: Int64
    public var modelID: Int64
    public var name: String
    public var kind: String
    public var content: String

    public init(revisionID: Int64, modelID: Int64, name: String, kind: String, content: String) {
        self.revisionID = revisionID
        self.modelID = modelID
        self.name = name
        self.kind = kind
        self.content = content
    }
}
