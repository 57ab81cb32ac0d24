/// The values of one row of the store's `results` table, as ``RawSQLiteBaseline`` binds them;
/// the service's result entries conform where the benchmark uses them.
public protocol ResultRowValues {
    var treeID: Int64 { get }
    var proposalID: Int64 { get }
    var width: Double { get }
    var height: Double { get }
    var resultHash: [UInt8] { get }
    var frames: [UInt8] { get }
    var flowRows: Int? { get }
    var truncatedTexts: Int { get }
    var overflowingNodes: Int { get }
    var chosenBranch: Int? { get }
}
