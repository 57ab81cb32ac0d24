/// A scenario's result under the engine a batch compares with, as a page reads it once for all
/// its scenarios: the key and result hash, the tree's hash (to match the tree the batch lays
/// out) and the packed frames (to list the nodes that changed without another read). Its size is
/// not read: results are compared by result hash, and nodes by their frames.
public struct ComparedResult: Hashable, Sendable {
    public var key: ScenarioResultKey
    /// The hash of the tree `key.treeID`.
    public var treeHash: String
    /// The result's packed frames.
    public var frames: [UInt8]

    public init(key: ScenarioResultKey, treeHash: String, frames: [UInt8]) {
        self.key = key
        self.treeHash = treeHash
        self.frames = frames
    }
}
