import LayoutStorage

/// The rows of results, scenario trees and run changes a ``PostgresLedger`` holds back while it defers inserts
/// (``PostgresLedger/deferringInserts(_:)``), each the arguments of its insert statement.
struct HeldInserts {
    var results: [[DatabaseValue]] = []
    /// The keys of the held results, for reads of one result to tell whether they must send first.
    var resultKeys: Set<ResultKey> = []
    var scenarioTrees: [[DatabaseValue]] = []
    var runChanges: [[DatabaseValue]] = []

    var isEmpty: Bool { results.isEmpty && scenarioTrees.isEmpty && runChanges.isEmpty }
}
