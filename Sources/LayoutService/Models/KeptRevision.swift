/// A model `seed` left alone because its current revision is a user's, not the seed's.
public struct KeptRevision: Hashable, Sendable {
    /// The model's name.
    public var model: String
    /// The user's revision, which stays current.
    public var revision: Int
    /// That revision's message, if it has one.
    public var message: String?
}
