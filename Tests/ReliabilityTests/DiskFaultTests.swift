#if canImport(Glibc)
import LayoutTestSupport
import Glibc
#endif
import Foundation
import LayoutCLI
import LayoutEngine
import LayoutModels
@_spi(Testing) import LayoutService
import LayoutStorage
import Testing

/// A full disk, a read-only file, a file that is not a database, a truncated one and one made
/// by a newer `layoutstore` (issue 8, "Crashes and faults"): each gives exit 74 with a message
/// that says what is wrong, and loses or "fixes" nothing.
@Suite struct DiskFaultTests {
    static let chipSet = #"{"kind":"chipSet","name":"Fault chips","chips":[{"title":"one","priority":0}],"horizontalSpacing":4,"verticalSpacing":4}"#

    /// A store holding the built-in seeds, its WAL checkpointed into the file.
    static func seededStore() throws -> ScratchStore {
        let store = try ScratchStore()
        try store.runSucceeding(["seed"])
        _ = try store.checkpointedBytes()
        return store
    }

    /// A service on `store` whose connection may not grow the file past its current size:
    /// `PRAGMA max_page_count` is per connection, so the disk is "full" for this service only.
    /// (The CLI opens its own connection, so the fault is injected one level down and the error
    /// goes through the CLI's own mapping, `CLIError(_:path:)`.)
    static func serviceOnAFullDisk(_ store: ScratchStore, options: EngineOptions = .default) throws -> LayoutService {
        let service = try LayoutService(path: store.path, options: options, user: "tester")
        let pages = try service.database.fetchValue(Int.self, sql: "PRAGMA page_count") ?? 0
        try service.database.execute(sql: "PRAGMA max_page_count = \(pages)")
        return service
    }

    // MARK: Full disk

    @Test func aPutOnAFullDiskIsExit74SayingSoAndLosesNothing() throws {
        let store = try Self.seededStore()
        let before = try store.dumpChecksum()
        let service = try Self.serviceOnAFullDisk(store)
        // Its content and frames take more pages than the file has free.
        let chips = (0..<400).map { #"{"title":"chip number \#($0) with a long enough title","priority":\#($0)}"# }
        let bigChipSet = #"{"kind":"chipSet","name":"Fault chips","chips":[\#(chips.joined(separator: ","))],"horizontalSpacing":4,"verticalSpacing":4}"#
        let model = try ModelFile.decode(Array(bigChipSet.utf8), file: "fault.json")[0]
        let error = #expect(throws: ServiceError.self) { try service.put(model) }
        guard let error else { return }
        guard case .database(let cause, _) = error else {
            Issue.record("expected a database error, got \(error)")
            return
        }
        #expect(cause.kind == .full)
        let mapped = CLIError(error, path: store.path)
        #expect(mapped.exitCode == ExitCode.ioFailure)
        #expect(mapped.message.hasPrefix("Storing model Fault chips: the disk holding '\(store.path)' is full (SQLite error 13: "))
        service.database.close()
        #expect(try store.dumpChecksum() == before)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func aRecomputeOnAFullDiskIsExit74AndKeepsEveryStoredRow() throws {
        let store = try Self.seededStore()
        let rowsBefore = Set(try store.logicalDump().split(separator: "\n"))
        var options = EngineOptions.default
        options.textScale = 1.25
        let service = try Self.serviceOnAFullDisk(store, options: options)
        let thrown = #expect(throws: ServiceError.self) { try service.recompute() }
        guard let error = thrown else { return }
        let mapped = CLIError(error, path: store.path)
        #expect(mapped.exitCode == ExitCode.ioFailure)
        #expect(mapped.message.contains("the disk holding '\(store.path)' is full"), "\(mapped.message)")
        service.database.close()
        let rowsAfter = Set(try store.logicalDump().split(separator: "\n"))
        #expect(rowsBefore.subtracting(rowsAfter).isEmpty, "rows lost: \(rowsBefore.subtracting(rowsAfter).prefix(3))")
        #expect(try StoreAudit(path: store.path).problems().isEmpty)
        // With room again, the run resumes and finishes.
        #expect(store.run(["recompute", "--engine-option", "textScale=1.25", "--quiet"]).status == 0)
        #expect(try StoreAudit(path: store.path).problems().isEmpty)
    }

    /// `addWidth` commits the width, then lays the models out at it in a batch; when the batch
    /// fails the width is removed again, so the failed command leaves no width behind and loses
    /// nothing. (The failed run's own record stays in `runs`, as the history of what was tried.)
    @Test func aWidthAddedOnAFullDiskIsNotKeptWithoutItsLayouts() throws {
        let store = try Self.seededStore()
        let rowsBefore = Set(try store.logicalDump().split(separator: "\n"))
        let service = try Self.serviceOnAFullDisk(store)
        let error = #expect(throws: ServiceError.self) { try service.addWidth(name: "fault", width: 600) }
        #expect(error.map { CLIError($0, path: store.path).exitCode } == ExitCode.ioFailure)
        service.database.close()
        #expect(try store.count("SELECT count(*) FROM widths WHERE name = 'fault'") == 0)
        #expect(try store.count("SELECT count(*) FROM results r JOIN proposals p ON p.id = r.proposal_id WHERE p.width = 600") == 0)
        let rowsAfter = Set(try store.logicalDump().split(separator: "\n"))
        #expect(rowsBefore.subtracting(rowsAfter).isEmpty, "rows lost: \(rowsBefore.subtracting(rowsAfter).prefix(3))")
        #expect(try store.integrityCheck() == ["ok"])
    }

    // MARK: Read-only

    /// Makes `paths` unwritable even for root: `chattr +i` (immutable) when running as root,
    /// where permission bits do not stop writes; `chmod a-w` otherwise. Returns the undo.
    static func makeUnwritable(_ paths: [String]) throws -> () -> Void {
        if geteuid() == 0 {
            try runTool("/usr/bin/chattr", ["+i"] + paths)
            return { try? runTool("/usr/bin/chattr", ["-i"] + paths) }
        }
        for path in paths { chmod(path, 0o555) }
        return { for path in paths { chmod(path, 0o755) } }
    }

    static func runTool(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw StoreCheckFailure("\(tool) \(arguments) exited \(process.terminationStatus)") }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr") || geteuid() != 0))
    func writingToAReadOnlyFileIsExit74SayingSoAndLosesNothing() throws {
        let store = try Self.seededStore()
        let before = try store.dumpChecksum()
        let bytes = try store.rawBytes()
        let modelFile = try store.writeFile("model.json", Self.chipSet)
        let restore = try Self.makeUnwritable([store.path])
        defer { restore() }
        let put = store.run(["model", "put", modelFile])
        #expect(put.status == 74)
        #expect(put.error.hasPrefix("Error: Storing model Fault chips: the database '\(store.path)' is read-only (SQLite error 8: "), "\(put.error)")
        let width = store.run(["width", "add", "fault", "600"])
        #expect(width.status == 74)
        #expect(width.error.contains("the database '\(store.path)' is read-only"), "\(width.error)")
        #expect(store.run(["query", "--format", "csv"]).status == 0, "reading still works")
        restore()
        #expect(try store.rawBytes() == bytes)
        #expect(try store.dumpChecksum() == before)
    }

    /// A read-only file in a read-only directory (no WAL can be made), as a user who may not
    /// write them: root ignores permission bits, so the child drops to `nobody` with `setpriv`.
    @Test(.enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aReadOnlyFileInAReadOnlyDirectoryIsExit74SayingSo() throws {
        let store = try Self.seededStore()
        let before = try store.dumpChecksum()
        let bytes = try store.rawBytes()
        let modelFile = try store.writeFile("model.json", Self.chipSet)
        try LayoutStoreProcess.requireBinary()
        chmod(store.path, 0o444)
        chmod(store.directory.path, 0o555)
        defer { chmod(store.directory.path, 0o755) }
        let arguments = ["--db", store.path, "model", "put", modelFile]
        let outcome = geteuid() == 0
            ? try Self.runAsNobody(arguments)
            : store.run(Array(arguments.dropFirst(2)))
        #expect(outcome.status == 74)
        #expect(outcome.error.hasPrefix("Error: "))
        #expect(outcome.error.contains("the database '\(store.path)' is read-only (SQLite error 8: "), "\(outcome.error)")
        chmod(store.directory.path, 0o755)
        #expect(try store.rawBytes() == bytes)
        #expect(try store.dumpChecksum() == before)
    }

    /// Runs the built `layoutstore` as the unprivileged user `nobody`.
    static func runAsNobody(_ arguments: [String]) throws -> CommandOutcome {
        let process = Process()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", LayoutStoreProcess.binaryPath] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return CommandOutcome(status: process.terminationStatus, output: "", error: error)
    }

    // MARK: Not a database, truncated, newer

    /// Commands that read, write and create, each run on a damaged file.
    static let commandsOnADamagedFile: [[String]] = [
        ["query"], ["sql", "SELECT 1"], ["db", "status"], ["init"], ["seed"], ["width", "add", "fault", "600"], ["recompute", "--quiet"],
    ]

    @Test func aTextFileIsReportedAsNotADatabaseAndLeftAlone() throws {
        let store = try ScratchStore()
        try Data(String(repeating: "These are my notes, not a database.\n", count: 200).utf8).write(to: URL(fileURLWithPath: store.path))
        let bytes = try store.rawBytes()
        for command in Self.commandsOnADamagedFile {
            let outcome = store.run(command)
            #expect(outcome.status == 74, "\(command): \(outcome.error)")
            #expect(outcome.error == "Error: File '\(store.path)' is not a LayoutStore database.\n", "\(command)")
            #expect(try store.rawBytes() == bytes, "\(command) changed the file")
        }
    }

    @Test func aDatabaseTruncatedToHalfIsReportedAndLeftAlone() throws {
        let store = try Self.seededStore()
        let whole = try store.rawBytes()
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: store.path))
        let bytes = try store.rawBytes()
        for command in Self.commandsOnADamagedFile {
            let outcome = store.run(command)
            #expect(outcome.status == 74, "\(command): \(outcome.error)")
            #expect(outcome.error.hasPrefix("Error: "))
            #expect(outcome.error.contains(store.path), "\(command): \(outcome.error)")
            #expect(outcome.error.contains("is damaged (truncated or overwritten); it was left as it is")
                        || outcome.error.contains("not a LayoutStore database"), "\(command): \(outcome.error)")
            #expect(try store.rawBytes() == bytes, "\(command) changed the file")
        }
    }

    @Test func aDatabaseFromANewerLayoutStoreIsRefusedNamingBothVersions() throws {
        let store = try Self.seededStore()
        let database = try Database(path: store.path)
        try database.execute(sql: """
            INSERT INTO schema_migrations (version, name, checksum, applied_at)
            VALUES (99, 'from_the_future', '\(String(repeating: "0", count: 64))', '2030-01-01T00:00:00Z')
            """)
        database.close()
        let before = try store.checkpointedBytes()
        let known = Migrator().migrations.map(\.version).max() ?? 0
        for command in [["query"], ["seed"], ["model", "put", try store.writeFile("m.json", Self.chipSet)], ["recompute", "--quiet"]] {
            let outcome = store.run(command)
            #expect(outcome.status == 74, "\(command): \(outcome.error)")
            #expect(outcome.error == "Error: '\(store.path)': database schema version 99 is newer than this layoutstore (knows up to \(known)); upgrade layoutstore.\n", "\(command)")
        }
        #expect(try store.checkpointedBytes() == before)
    }
}
