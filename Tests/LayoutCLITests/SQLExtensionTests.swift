import Foundation
import Testing

/// The README's sqlite3-shell session, run for real: the `sqlite3` shell loads the built
/// extension (`libLayoutStoreSQL.so`) and lists a layout's node frames, which must be those
/// `layoutstore layout` prints for the same scenario.
@Suite struct SQLExtensionTests {
    /// `<package root>`, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's session: the lines between `sqlite3 layoutstore.sqlite <<'SQL'` and `SQL`.
    static func readmeSession() throws -> [String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "sqlite3 layoutstore.sqlite <<'SQL'"),
              let end = lines[start...].firstIndex(of: "SQL") else { return [] }
        return Array(lines[(start + 1)..<end])
    }

    /// Runs the `sqlite3` shell on `database` with `script` as its input; (status, output, error).
    static func sqlite3(_ database: String, script: String, in directory: URL) throws -> (Int32, String, String) {
        let input = directory.appendingPathComponent("session.sql")
        let output = directory.appendingPathComponent("session.out")
        let error = directory.appendingPathComponent("session.err")
        try Data(script.utf8).write(to: input)
        try Data().write(to: output)
        try Data().write(to: error)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = ["-bail", database]
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8), try String(contentsOf: error, encoding: .utf8))
    }

    /// CSV rows split into cells (no quoted commas occur in these outputs), header first.
    static func rows(_ csv: String) -> [[String]] {
        csv.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
            line.trimmingCharacters(in: .init(charactersIn: "\r")).components(separatedBy: ",")
        }
    }

    /// Whether two cells hold the same value: numbers within 1e-9 pt, false/true as 0/1.
    static func sameCell(_ a: String, _ b: String) -> Bool {
        let normal = { (cell: String) in cell == "false" ? "0" : cell == "true" ? "1" : cell }
        if let x = Double(normal(a)), let y = Double(normal(b)) { return abs(x - y) <= 1e-9 }
        return normal(a) == normal(b)
    }

    @Test func theReadmeQueryInTheSQLiteShellListsTheFramesLayoutPrints() throws {
        let library = Self.packageRoot.appendingPathComponent(".build/debug/libLayoutStoreSQL.so").path
        try #require(FileManager.default.fileExists(atPath: library), "no \(library): 'swift build' makes it")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "the sqlite3 shell (Debian package sqlite3) is missing")
        let session = try Self.readmeSession()
        try #require(session.contains(".load .build/debug/libLayoutStoreSQL"), "README session: \(session)")
        let store = try TestStoreFile()
        let script = session.map { $0 == ".load .build/debug/libLayoutStoreSQL" ? ".load \(library)" : $0 }.joined(separator: "\n") + "\n"

        let (status, output, error) = try Self.sqlite3(store.path, script: script, in: store.directory)
        #expect(status == 0, "sqlite3 said: \(error)")
        let layout = store.run(["layout", "Kyoto", "--width", "book-narrow", "--template", "wide", "--format", "csv"])
        #expect(layout.status == 0, "\(layout.error)")

        let sqlRows = Self.rows(output)
        let layoutRows = Self.rows(layout.output)
        #expect(layoutRows.count > 10, "the Kyoto card has more than ten nodes")
        #expect(sqlRows.first == ["path", "id", "type", "x", "y", "width", "height", "lines", "truncated"])
        #expect(sqlRows.count == layoutRows.count)
        for (sqlRow, layoutRow) in zip(sqlRows, layoutRows) {
            #expect(sqlRow.count == layoutRow.count && zip(sqlRow, layoutRow).allSatisfy(Self.sameCell), "\(sqlRow) vs \(layoutRow)")
        }
        // By hand: the root fills the 125-point book-narrow width from the origin.
        #expect(sqlRows.count > 1 && Array(sqlRows[1].prefix(5)) == ["0", "card", "vstack", "0.0", "0.0"] && sqlRows[1][5] == "125.0")
    }

    @Test func theSQLiteShellReportsAMissingArgumentByTheFunctionsSignature() throws {
        let library = Self.packageRoot.appendingPathComponent(".build/debug/libLayoutStoreSQL.so").path
        try #require(FileManager.default.fileExists(atPath: library), "no \(library): 'swift build' makes it")
        let store = try TestStoreFile(seeded: false)
        let (status, _, error) = try Self.sqlite3(store.path, script: ".load \(library)\nSELECT * FROM layout_nodes;\n", in: store.directory)
        #expect(status != 0)
        #expect(error.contains("layout_nodes(engine_id, tree_id, proposal_id): give all 3 arguments"), "\(error)")
    }
}
