/// A row of `engines`: an engine identity and the options that produced it.
public struct RegisteredEngine: Hashable, Sendable {
    public var id: Int64
    public var version: String
    public var fingerprint: String
    /// The options as a JSON object.
    public var options: String
    public var createdAt: String
}
