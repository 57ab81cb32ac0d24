/// A latest result: a live model's current revision, one template, one named width.
public struct LatestResult: Hashable, Sendable {
    public var model: String
    public var kind: String
    public var revision: Int
    public var template: String
    public var widthName: String
    public var proposedWidth: Double
    public var width: Double
    public var height: Double
    public var flowRows: Int?
    public var truncatedTexts: Int
    public var overflowingNodes: Int
    public var chosenBranch: Int?
}
