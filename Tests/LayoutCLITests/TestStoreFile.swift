import Foundation
import LayoutEngine
import LayoutModels
import LayoutService

/// A store in a fresh temporary SQLite file, seeded with the embedded seeds, for commands to
/// run on; the directory is removed when the value is released.
final class TestStoreFile {
    let directory: URL

    /// A store holding the embedded seeds (every model at every width), or an empty one.
    init(seeded: Bool = true) throws {
        directory = try makeTemporaryDirectory()
        let service = try LayoutService(path: path, user: "tester")
        if seeded { try service.seed(try SeedSet.embedded()) }
        try service.saveStatistics()
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The database file.
    var path: String { directory.appendingPathComponent("store.sqlite").path }

    /// A service on the file, computing with `options`.
    func service(options: EngineOptions = .default) throws -> LayoutService {
        try LayoutService(path: path, options: options, user: "tester")
    }

    /// Runs `layoutstore --db <path> arguments…` in-process with `USER=tester`.
    func run(_ arguments: [String], standardInput: String = "", outputIsTerminal: Bool = false) -> CommandRun {
        CommandRun(
            ["--db", path] + arguments, standardInput: standardInput, environment: ["USER": "tester"],
            outputIsTerminal: outputIsTerminal
        )
    }

    /// The bytes of the database file and its WAL, to show a command changed nothing.
    func snapshot() throws -> [Data] {
        ["", "-wal"].map { suffix in
            (try? Data(contentsOf: URL(fileURLWithPath: path + suffix))) ?? Data()
        }
    }
}
