/// Which current revisions a listing or a batch covers; nil fields match everything.
public struct RevisionFilter: Hashable, Sendable {
    public var kind: String?
    /// A GLOB pattern on the model name (`trip-*`).
    public var namePattern: String?

    public init(kind: String? = nil, namePattern: String? = nil) {
        self.kind = kind
        self.namePattern = namePattern
    }
}
