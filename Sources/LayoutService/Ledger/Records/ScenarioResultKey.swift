import LayoutEngine

/// A scenario's result under one engine, as a page of the batch reads them for comparison.
public struct ScenarioResultKey: Hashable, Sendable {
    public var revisionID: Int64
    public var variant: String
    public var proposalID: Int64
    /// The size category of proposal `proposalID`.
    public var sizeCategory: ContentSizeCategory
    public var treeID: Int64
    public var resultHash: [UInt8]
}
