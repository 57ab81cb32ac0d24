import LayoutPostgres
import Testing

/// Starts a ``TemporaryCluster`` around a suite and makes it ``TemporaryCluster/current``, when
/// PostgreSQL is installed or required (``PostgresInstallation/testsRun``); else runs the suite
/// without one.
public struct TemporaryClusterTrait: SuiteTrait, TestScoping {
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard PostgresInstallation.testsRun else { return try await function() }
        let cluster = try TemporaryCluster.start()
        defer { cluster.stop() }
        try await TemporaryCluster.$current.withValue(cluster) {
            try await function()
        }
    }
}

extension Trait where Self == TemporaryClusterTrait {
    /// A throwaway PostgreSQL cluster around the suite.
    public static var temporaryCluster: Self { Self() }
}

extension TemporaryCluster {
    /// The cluster of the enclosing suite (one with the `.temporaryCluster` trait), and a fresh database in it.
    public static func freshDatabase() throws -> PostgresURL {
        try #require(current, "PostgreSQL tests run inside a suite with the .temporaryCluster trait").createDatabase()
    }
}
