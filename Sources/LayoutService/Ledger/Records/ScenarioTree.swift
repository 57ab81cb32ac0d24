/// A row of `scenario_trees`: the tree a revision's template made under an engine.
public struct ScenarioTree: Hashable, Sendable {
    public var engineID: Int64
    public var revisionID: Int64
    public var variant: String
    public var treeID: Int64
}
