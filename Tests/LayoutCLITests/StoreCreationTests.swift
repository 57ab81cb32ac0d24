import Foundation
import LayoutStorage
import LayoutTestSupport
import Testing

/// Only `init` makes a file a store: a reading command never creates one from a missing path,
/// a zero-byte file, an SQLite database without tables or another program's file, and leaves
/// each exactly as it was.
@Suite struct StoreCreationTests {
    /// Commands that read (or change) an existing store, one of each way a command opens it.
    static let readingCommands: [[String]] = [
        ["model", "list"], ["layout", "Kyoto", "--width", "320"], ["query"], ["stats"], ["replay"], ["runs", "list"],
        ["width", "list"], ["history", "Kyoto", "--width", "320"], ["export"], ["sql", "SELECT 1"], ["db", "status"],
        ["approve", "-m", "m"], ["recompute"], ["breakpoints", "Kyoto"],
    ]
    /// Commands that fill a new store where no file exists, but never adopt an existing file.
    static let fillingCommands: [[String]] = [["seed"], ["generate", "--trips", "1", "--chip-sets", "0", "--seed", "1"]]

    /// The bytes of `path` and of its `-wal` and `-shm` files (nil: absent).
    private func files(_ path: String) -> [Data?] {
        ["", "-wal", "-shm"].map { FileManager.default.contents(atPath: path + $0) }
    }

    @Test(arguments: readingCommands)
    func missingPathStaysMissing(_ command: [String]) throws {
        let directory = try TemporaryDirectory(prefix: "store-creation")
        let path = directory.path("absent.sqlite")
        let run = CommandRun(["--db", path] + command)
        #expect(run.status == 66, "\(command): \(run.error)")
        #expect(run.error.contains("No database at '\(path)'"), "\(command): \(run.error)")
        #expect(files(path) == [nil, nil, nil], "\(command)")
    }

    @Test(arguments: readingCommands + fillingCommands)
    func zeroByteFileIsNeverMadeAStore(_ command: [String]) throws {
        let directory = try TemporaryDirectory(prefix: "store-creation")
        let path = try directory.file("empty.sqlite", "")
        let run = CommandRun(["--db", path] + command)
        #expect(run.status == 66, "\(command): \(run.error)")
        #expect(
            run.error == "Error: File '\(path)' is empty, not a LayoutStore database; make it one with 'layoutstore init --db \(path)'.\n",
            "\(command)"
        )
        #expect(files(path) == [Data(), nil, nil], "\(command)")
    }

    @Test(arguments: readingCommands + fillingCommands)
    func sqliteDatabaseWithoutTablesIsNeverMadeAStore(_ command: [String]) throws {
        let directory = try TemporaryDirectory(prefix: "store-creation")
        let path = directory.path("blank.sqlite")
        try sqlite3(path, "PRAGMA user_version = 0; VACUUM;")
        let before = files(path)
        #expect(before[0]?.isEmpty == false, "sqlite3 wrote a header")
        let run = CommandRun(["--db", path] + command)
        #expect(run.status == 66, "\(command): \(run.error)")
        #expect(run.error.contains("is empty, not a LayoutStore database"), "\(command): \(run.error)")
        #expect(try sqlite3(path, "SELECT count(*) FROM sqlite_schema;") == "0\n", "\(command)")
    }

    @Test(arguments: readingCommands + fillingCommands + [["init"]])
    func foreignDatabaseIsLeftAlone(_ command: [String]) throws {
        let directory = try TemporaryDirectory(prefix: "store-creation")
        let path = directory.path("foreign.sqlite")
        try sqlite3(path, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine');")
        let run = CommandRun(["--db", path] + command)
        #expect(run.status == 74, "\(command): \(run.error)")
        #expect(run.error == "Error: File '\(path)' is not a LayoutStore database.\n", "\(command)")
        #expect(try sqlite3(path, "SELECT name FROM sqlite_schema;") == "notes\n", "\(command)")
    }

    @Test(arguments: readingCommands + fillingCommands)
    func textFileIsLeftAlone(_ command: [String]) throws {
        let directory = try TemporaryDirectory(prefix: "store-creation")
        let text = String(repeating: "not a database\n", count: 100)
        let path = try directory.file("notes.txt", text)
        let run = CommandRun(["--db", path] + command)
        #expect(run.status == 74, "\(command): \(run.error)")
        #expect(run.error.contains("is not a LayoutStore database"), "\(command): \(run.error)")
        #expect(files(path) == [Data(text.utf8), nil, nil], "\(command)")
    }

    @Test func initMakesAZeroByteFileAStore() throws {
        let directory = try TemporaryDirectory(prefix: "store-creation")
        let path = try directory.file("empty.sqlite", "")
        let run = CommandRun(["--db", path, "init"])
        #expect(run.status == 0, "\(run.error)")
        let list = CommandRun(["--db", path, "width", "list", "--format", "csv"])
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output == "name,width\r\n")
    }

    @Test func seedAndImportCreateAMissingStore() throws {
        let directory = try TemporaryDirectory(prefix: "store-creation")
        let seeded = directory.path("seeded.sqlite")
        #expect(CommandRun(["--db", seeded, "seed", "--quiet"]).status == 0)
        let export = CommandRun(["--db", seeded, "export"])
        #expect(export.status == 0)
        let imported = directory.path("imported.sqlite")
        let run = CommandRun(["--db", imported, "import", "-", "--quiet"], standardInput: export.output)
        #expect(run.status == 0, "\(run.error)")
        #expect(CommandRun(["--db", imported, "export"]).output == export.output)
    }

    /// Runs the sqlite3 shell (an independent client) on `path` and returns its output.
    @discardableResult
    private func sqlite3(_ path: String, _ sql: String) throws -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let (status, output, error) = try SQLExtensionTests.sqlite3(path, script: sql + "\n", in: folder)
        #expect(status == 0, "\(error)")
        return output
    }
}
