import LayoutPostgres
import LayoutTestSupport
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
