import Foundation
import LayoutPostgres

/// A throwaway PostgreSQL cluster for the tests: `initdb` in a fresh temporary directory, a
/// server listening only on a Unix socket in that directory, password (SCRAM) authentication
/// for a superuser `layoutstore` with a random password, and no durability (`fsync=off`: the
/// cluster never outlives the tests). ``stop()`` stops the server and removes the directory.
///
/// `initdb` and the server refuse to run as root: as root, they run as the `postgres` system
/// user (Debian's package creates it) or else `nobody`, through `runuser`.
public final class TemporaryCluster: Sendable {
    /// The cluster's directory: `data/`, the socket, the server log.
    public let directory: URL
    /// The superuser's password.
    public let password: String
    /// The superuser's name.
    public let user = "layoutstore"
    private let binaries: URL
    private let systemUser: String?

    /// The cluster the enclosing ``PostgresSuite`` started, for the tests inside it.
    @TaskLocal public static var current: TemporaryCluster?

    private var dataDirectory: String { directory.appending(path: "data").path }
    private var logFile: String { directory.appending(path: "server.log").path }

    /// Creates and starts a cluster; anything created is removed again when starting fails.
    public static func start() throws -> TemporaryCluster {
        guard let binaries = PostgresInstallation.binaries else {
            throw ClusterError(message: PostgresInstallation.missingMessage)
        }
        reapAbandonedClusters(binaries: binaries)
        let cluster = try TemporaryCluster(binaries: binaries)
        do {
            try cluster.initialize()
            try cluster.startServer()
            return cluster
        } catch {
            cluster.stop()
            throw error
        }
    }

    private init(binaries: URL, directory: URL? = nil) throws {
        self.binaries = binaries
        self.systemUser = getuid() == 0 ? try Self.unprivilegedUser() : nil
        password = UUID().uuidString
        if let directory {
            self.directory = directory
            return
        }
        // Short: a Unix socket's path must stay under 108 bytes.
        self.directory = URL(filePath: Self.directoryPrefix + UUID().uuidString.prefix(8), directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: self.directory.path)
        try handOver(self.directory.path)
        // The test process owning the cluster, so a later run can stop it if this one is killed.
        try Data(String(getpid()).utf8).write(to: self.directory.appending(path: Self.ownerFile))
    }

    private static let directoryPrefix = "/tmp/layoutstore-pg-"
    private static let ownerFile = "owner.pid"

    /// Stops and removes the clusters of test processes that no longer exist (killed before
    /// they could stop their cluster), so no server outlives its tests for long.
    private static func reapAbandonedClusters(binaries: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
        for name in names where ("/tmp/" + name).hasPrefix(directoryPrefix) {
            let directory = URL(filePath: "/tmp/" + name, directoryHint: .isDirectory)
            guard let owner = (try? String(contentsOf: directory.appending(path: ownerFile), encoding: .utf8)).flatMap({ pid_t($0) }),
                  kill(owner, 0) == -1, errno == ESRCH,
                  let abandoned = try? TemporaryCluster(binaries: binaries, directory: directory)
            else { continue }
            abandoned.stop()
        }
    }

    /// A URL of a database of this cluster, as the superuser, with this or another password.
    public func url(database: String = "postgres", password: String? = nil) throws -> PostgresURL {
        try PostgresURL(urlText(database: database, password: password))
    }

    /// The text of ``url(database:password:)``.
    public func urlText(database: String = "postgres", password: String? = nil) -> String {
        "postgresql://\(user):\(password ?? self.password)@/\(database)?host=\(directory.path)"
    }

    /// Creates a fresh empty database and returns its URL.
    public func createDatabase() throws -> PostgresURL {
        try PostgresURL(createDatabaseURLText())
    }

    /// Creates a fresh empty database and returns its URL as text, password included: what
    /// `--db` and `LAYOUTSTORE_DB` take.
    public func createDatabaseURLText() throws -> String {
        let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        let connection = try PostgresConnection(url: url())
        // A database name is an identifier, which cannot be an argument; this one is ours.
        try connection.executeScript("CREATE DATABASE \(name)")
        return urlText(database: name)
    }

    /// Restarts the server (`pg_ctl restart -m fast`): every session is ended, open transactions
    /// are rolled back.
    public func restart() throws {
        try run("pg_ctl", ["-D", dataDirectory, "-l", logFile, "-w", "-t", "60", "-m", "fast", "-o", serverOptions, "restart"])
    }

    /// Stops the server at once (`-m immediate`) and removes the directory; never fails.
    public func stop() {
        if FileManager.default.fileExists(atPath: dataDirectory + "/postmaster.pid") {
            try? run("pg_ctl", ["-D", dataDirectory, "-w", "-t", "60", "-m", "immediate", "stop"])
        }
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: Steps

    private func initialize() throws {
        let passwordFile = directory.appending(path: "password")
        try Data(password.utf8).write(to: passwordFile)
        try handOver(passwordFile.path)
        try run("initdb", [
            "-D", dataDirectory, "-U", user, "--pwfile=\(passwordFile.path)", "--auth=scram-sha-256",
            "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions",
        ])
        try FileManager.default.removeItem(at: passwordFile)
    }

    private func startServer() throws {
        try run("pg_ctl", ["-D", dataDirectory, "-l", logFile, "-w", "-t", "60", "-o", serverOptions, "start"])
    }

    /// Only the Unix socket in the cluster's directory (no TCP), and speed over durability.
    private var serverOptions: String {
        "-k \(directory.path) -c listen_addresses= -c fsync=off -c synchronous_commit=off "
            + "-c full_page_writes=off -c max_connections=40 -c shared_buffers=16MB"
    }

    // MARK: Processes

    /// Runs one of the server programs (as the unprivileged user when root), throwing its output
    /// and the server log's end when it fails.
    private func run(_ program: String, _ arguments: [String]) throws {
        let executable = binaries.appending(path: program).path
        let output = directory.appending(path: "\(program).out").path
        let command = systemUser.map { ["/usr/sbin/runuser", "-u", $0, "--", executable] } ?? [executable]
        let status = try ChildProcess.run(
            command[0], Array(command.dropFirst()) + arguments,
            environment: ["LC_ALL": "C", "PATH": "/usr/bin:/bin", "TZ": "UTC"], output: output
        )
        guard status == 0 else {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            let log = (try? String(contentsOfFile: logFile, encoding: .utf8)).map { "\nserver log:\n" + $0.suffix(2000) } ?? ""
            throw ClusterError(message: "\(program) \(arguments.joined(separator: " ")) exited with \(status):\n\(text)\(log)")
        }
    }

    /// Gives a file or directory to the unprivileged user the server runs as.
    private func handOver(_ path: String) throws {
        guard let systemUser, let entry = getpwnam(systemUser) else { return }
        guard chown(path, entry.pointee.pw_uid, entry.pointee.pw_gid) == 0 else {
            throw ClusterError(message: "cannot give \(path) to \(systemUser): errno \(errno)")
        }
    }

    /// The system user the server runs as when the tests run as root: `postgres`, else `nobody`.
    private static func unprivilegedUser() throws -> String {
        let candidates: [String] = ["postgres", "nobody"]
        guard let user = candidates.first(where: { getpwnam($0) != nil }) else {
            throw ClusterError(message: "running as root, and neither a postgres nor a nobody user exists to run the server as")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser") else {
            throw ClusterError(message: "running as root, and /usr/sbin/runuser (util-linux) is missing to run the server as \(user)")
        }
        return user
    }
}

/// Why the throwaway cluster could not be started.
public struct ClusterError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
