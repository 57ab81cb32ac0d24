import LayoutPostgres
import Testing

/// Every PostgreSQL test is a suite nested in this one (`extension PostgresSuite { @Suite … }`):
/// it starts one throwaway cluster for all of them, stops it when they finished (passed or
/// not), and runs them one at a time, since some restart the server. Each test makes its own
/// database (``TemporaryCluster/createDatabase()``).
///
/// Without PostgreSQL installed the suite is skipped with the reason; in CI (`CI=true`) it runs
/// and fails instead.
@Suite(
    .enabled(if: PostgresInstallation.testsRun, Comment(rawValue: PostgresInstallation.missingMessage)),
    .serialized,
    .temporaryCluster
)
struct PostgresSuite {}

/// Starts a ``TemporaryCluster`` around a suite and makes it ``TemporaryCluster/current``.
struct TemporaryClusterTrait: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let cluster = try TemporaryCluster.start()
        defer { cluster.stop() }
        try await TemporaryCluster.$current.withValue(cluster) {
            try await function()
        }
    }
}

extension Trait where Self == TemporaryClusterTrait {
    /// A throwaway PostgreSQL cluster around the suite.
    static var temporaryCluster: Self { Self() }
}

extension TemporaryCluster {
    /// The cluster of the enclosing ``PostgresSuite``, and a fresh database in it.
    static func freshDatabase() throws -> PostgresURL {
        try #require(current, "PostgreSQL tests run inside PostgresSuite").createDatabase()
    }
}
