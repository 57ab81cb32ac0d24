import LayoutStorage

/// The rows of results, scenario trees and run changes a ``PostgresLedger`` holds back while it defers inserts
/// (``PostgresLedger/deferringInserts(_:)``), each the arguments of its insert statement.
struct HeldInserts {
    var results: [[DatabaseValue]] = []
    var scenarioTrees: [[DatabaseValue]] = []
    var runChanges: [[DatabaseValue]] = []

    var isEmpty: Bool { results.isEmpty && scenarioTrees.isEmpty && runChanges.isEmpty }
}
