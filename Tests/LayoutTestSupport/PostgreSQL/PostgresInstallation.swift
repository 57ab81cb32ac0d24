import Foundation

/// Where the PostgreSQL server programs are (`initdb`, `pg_ctl`, `postgres`), and whether the
/// PostgreSQL tests must run: without the programs they skip and say why, except in CI
/// (`CI=true`), where a missing server fails them.
public enum PostgresInstallation {
    /// The directory holding `initdb` and `pg_ctl`: `LAYOUTSTORE_PG_BIN` when set (that one
    /// only, so setting it to an empty directory simulates a machine without PostgreSQL), else the newest
    /// Debian `/usr/lib/postgresql/<version>/bin`, else the first on `PATH`; `nil` when none.
    public static let binaries: URL? = locateBinaries()

    /// Whether the tests run in CI, where PostgreSQL must be installed (`.ci/install`).
    public static var isRequired: Bool {
        ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Whether the PostgreSQL tests run: the programs are here, or CI requires them (and a
    /// missing program then fails the tests with ``missingMessage``).
    public static var testsRun: Bool {
        binaries != nil || isRequired
    }

    /// Why the tests skip, or fail in CI.
    public static let missingMessage = "PostgreSQL server programs (initdb, pg_ctl) not found in $LAYOUTSTORE_PG_BIN, "
        + "/usr/lib/postgresql/*/bin or PATH: install Debian's postgresql (see .ci/install) to run the PostgreSQL tests"

    private static func locateBinaries() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [URL] = []
        if let configured = environment["LAYOUTSTORE_PG_BIN"] {
            // Named explicitly: that directory or none.
            candidates.append(URL(filePath: configured, directoryHint: .isDirectory))
            return candidates.first(where: hasServerPrograms)
        }
        let debian = URL(filePath: "/usr/lib/postgresql", directoryHint: .isDirectory)
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: debian.path)) ?? []
        for version in versions.compactMap(Int.init).sorted(by: >) {
            candidates.append(debian.appending(path: "\(version)/bin", directoryHint: .isDirectory))
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(URL(filePath: String(directory), directoryHint: .isDirectory))
        }
        return candidates.first(where: hasServerPrograms)
    }

    private static func hasServerPrograms(_ directory: URL) -> Bool {
        ["initdb", "pg_ctl", "postgres"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: directory.appending(path: $0).path)
        }
    }
}
