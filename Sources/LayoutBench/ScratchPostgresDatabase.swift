import Foundation
import LayoutPostgres

/// A database of its own on the PostgreSQL server the bench was given (`--postgres URL`):
/// created empty, dropped again by ``drop()``, so the bench never writes into a team's store.
final class ScratchPostgresDatabase {
    /// The scratch database's URL.
    let url: PostgresURL
    private let server: PostgresURL
    private let name: String

    /// Creates `layoutstore_bench_<random>` on the server of `server` (which needs `CREATEDB`).
    init(server: PostgresURL) throws {
        self.server = server
        name = "layoutstore_bench_" + UUID().uuidString.prefix(8).lowercased()
        let connection = try PostgresConnection(url: server)
        // A database name is an identifier, which cannot be an argument; this one is ours.
        try connection.executeScript("CREATE DATABASE \(name)")
        url = try server.database(name)
    }

    /// Drops the database, ending any session still on it.
    func drop() {
        guard let connection = try? PostgresConnection(url: server) else { return }
        try? connection.executeScript("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }
}
