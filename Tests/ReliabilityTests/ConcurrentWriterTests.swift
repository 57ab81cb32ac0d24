#if canImport(Glibc)
import Glibc
#endif
import Foundation
import LayoutStorage
import Testing

/// Readers and writers at once (issue 8, "Concurrency"): readers always see a committed, consistent
/// state while a recompute writes; several writer processes either succeed or fail with a clear
/// "database is busy" exit 74, and the store ends with exactly what the successful ones wrote.
@Suite struct ConcurrentWriterTests {
    /// A store holding the seeds and generated models, so a recompute has several pages of work.
    static func busyStore(trips: Int, chipSets: Int) throws -> ScratchStore {
        let store = try ScratchStore()
        try store.runSucceeding(["seed"])
        try store.runSucceeding(["generate", "--trips", "\(trips)", "--chip-sets", "\(chipSets)"])
        return store
    }

    /// A chip set file named `name` in the store's directory.
    static func chipSetFile(_ name: String, in store: ScratchStore) throws -> String {
        let chips = (0..<12).map { #"{"title":"\#(name) \#($0)","priority":\#($0)}"# }.joined(separator: ",")
        return try store.writeFile("\(name).json", #"{"kind":"chipSet","name":"\#(name)","chips":[\#(chips)],"horizontalSpacing":4,"verticalSpacing":4}"#)
    }

    /// The rows of a CSV table printed by `sql --format csv`, header dropped.
    static func csvRows(_ output: String) -> [[String]] {
        output.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func readersSeeAConsistentCommittedStateWhileARecomputeWrites() throws {
        let store = try Self.busyStore(trips: 300, chipSets: 300)
        let engineID = try store.count("SELECT max(id) FROM engines") + 1
        let writer = try LayoutStoreProcess(
            ["--db", store.path, "recompute", "--quiet", "--engine-option", "textScale=1.25"], directory: store.directory
        )
        let runCounts = """
            SELECT r.computed, r.new + r.changed + r.failed, (SELECT count(*) FROM run_changes c WHERE c.run_id = r.id)
            FROM runs r WHERE r.engine_id = \(engineID)
            """
        var reads = 0
        var lastComputed = 0
        var distinctStatesSeen = Set<Int>()
        repeat {
            let problems = try StoreAudit(path: store.path).problems(decodingResultsOf: engineID)
            #expect(problems.isEmpty, "a reader saw: \(problems.joined(separator: "; "))")
            let counts = store.run(["sql", runCounts, "--format", "csv"])
            #expect(counts.status == 0, "\(counts.error)")
            for row in Self.csvRows(counts.output) {
                let computed = Int(row[0]) ?? -1
                #expect(row[1] == row[2], "a run's counts and its changes disagree: \(row)")
                #expect(computed >= lastComputed, "a run's count went back from \(lastComputed) to \(computed)")
                lastComputed = computed
                distinctStatesSeen.insert(computed)
            }
            let query = store.run(["query", "--model", "Generated chips #1*", "--format", "csv"])
            #expect(query.status == 0, "\(query.error)")
            let history = store.run(["history", "Kyoto", "--width", "iPhone SE", "--format", "csv"])
            #expect(history.status == 0, "\(history.error)")
            reads += 1
        } while writer.isRunning
        let outcome = writer.wait()
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(try StoreAudit(path: store.path).problems().isEmpty)
        print("concurrency: \(reads) rounds of reads (audit, sql, query, history) during one recompute saw \(distinctStatesSeen.count) committed states, all consistent")
    }

    @Test func severalWriterProcessesAtOnceEndWithExactlyWhatTheSuccessfulOnesWrote() throws {
        let store = try Self.busyStore(trips: 60, chipSets: 60)
        let modelsBefore = try store.count("SELECT count(*) FROM models")
        let names = (1...6).map { "Concurrent chips \($0)" }
        let files = try names.map { try Self.chipSetFile($0, in: store) }
        let puts = files.map { ["--db", store.path, "model", "put", $0] }
        let recomputes = ["1.25", "1.5"].map {
            ["--db", store.path, "recompute", "--quiet", "--engine-option", "textScale=1.25", "--engine-option", "textScale=\($0)"]
        }
        let writers = try (puts + recomputes).map { try LayoutStoreProcess($0, directory: store.directory) }
        let outcomes = writers.map { $0.wait() }
        var stored: [String] = []
        for (index, outcome) in outcomes.enumerated() {
            if outcome.status == 0 {
                if index < names.count { stored.append(names[index]) }
                continue
            }
            #expect(outcome.status == 74, "writer \(index): \(outcome.error)")
            // A recompute meeting the other one's run lock says so before writing anything.
            let refusal = index >= names.count && outcome.error.contains("is in progress in another process; wait for it to finish")
            #expect(refusal || outcome.error.contains("is busy: another process holds its lock"), "writer \(index): \(outcome.error)")
        }
        #expect(try store.count("SELECT count(*) FROM models") == modelsBefore + stored.count)
        for name in names {
            let revisions = try store.count("SELECT count(*) FROM revisions r JOIN models m ON m.id = r.model_id WHERE m.name = '\(name)'")
            #expect(revisions == (stored.contains(name) ? 1 : 0), "\(name) has \(revisions) revisions")
        }
        let stoppedRuns = outcomes.suffix(2).filter { $0.status != 0 && !$0.error.contains("in progress in another process") }
        #expect(try store.count("SELECT count(*) FROM runs WHERE finished_at IS NULL") == stoppedRuns.count)
        #expect(try StoreAudit(path: store.path).problems().isEmpty)
        // The same puts again store nothing new: no duplicated revision.
        for put in puts { _ = try LayoutStoreProcess.run(put, directory: store.directory) }
        #expect(try store.count("SELECT count(*) FROM revisions r JOIN models m ON m.id = r.model_id WHERE m.name LIKE 'Concurrent chips %'") == names.count)
        let succeeded = outcomes.filter { $0.status == 0 }.count
        print("concurrency: \(writers.count) writer processes at once: \(succeeded) succeeded, \(writers.count - succeeded) busy; nothing lost or duplicated")
    }

    /// Regression: a page of n revisions cut into min(n, 2 × cores) slices of ⌈n / slices⌉ once
    /// made the last slices start past the end (on 2 cores, 5 revisions gave a slice 6..<5) and
    /// the process trapped.
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2))
    func aRecomputeOfAShortPageFinishes() throws {
        let store = try ScratchStore()
        try store.runSucceeding(["init"])
        try store.runSucceeding(["width", "add", "phone", "320"])
        let sliceCount = 2 * ProcessInfo.processInfo.activeProcessorCount
        try store.runSucceeding(["generate", "--chip-sets", "\(sliceCount + 1)"])
        let outcome = try LayoutStoreProcess.run(
            ["--db", store.path, "recompute", "--quiet", "--engine-option", "textScale=1.25"], directory: store.directory
        )
        #expect(outcome.status == 0, "\(outcome.error.prefix(300))")
        #expect(try StoreAudit(path: store.path).problems().isEmpty)
    }

    /// Holds the write lock on another connection for `duration`, as a long writer does.
    static func holdingTheWriteLock(of store: ScratchStore, for duration: Duration, while body: () throws -> Void) throws {
        let database = try Database(path: store.path)
        try database.execute(sql: "BEGIN IMMEDIATE")
        let release = ContinuousClock.now + duration
        try body()
        let remaining = ContinuousClock.now.duration(to: release)
        if remaining > .zero { usleep(UInt32(remaining.components.seconds * 1_000_000 + remaining.components.attoseconds / 1_000_000_000_000)) }
        try database.execute(sql: "ROLLBACK")
        database.close()
    }

    @Test func aWriterWaitsForALockHeldLessThanTheBusyTimeout() throws {
        let store = try ScratchStore()
        try store.runSucceeding(["seed"])
        var writer: LayoutStoreProcess?
        try Self.holdingTheWriteLock(of: store, for: .seconds(1)) {
            writer = try LayoutStoreProcess(["--db", store.path, "model", "put", try Self.chipSetFile("Patient chips", in: store)], directory: store.directory)
        }
        let outcome = try #require(writer).wait()
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(try store.count("SELECT count(*) FROM models WHERE name = 'Patient chips'") == 1)
    }

    @Test func pastTheBusyTimeoutAWriterGetsAClearBusyErrorAndReadersAreNotBlocked() throws {
        let store = try ScratchStore()
        try store.runSucceeding(["seed"])
        let before = try store.dumpChecksum()
        let file = try Self.chipSetFile("Impatient chips", in: store)
        var children: [String: LayoutStoreProcess] = [:]
        try Self.holdingTheWriteLock(of: store, for: .seconds(7)) {
            let commands: [String: [String]] = [
                "put": ["model", "put", file], "sql": ["sql", "SELECT count(*) FROM models"],
                "query": ["query", "--format", "csv"], "history": ["history", "Kyoto", "--width", "iPhone SE"],
            ]
            for (name, command) in commands {
                children[name] = try LayoutStoreProcess(["--db", store.path] + command, directory: store.directory)
            }
            // Every child has ended (or waited past the 5 s timeout) before the lock is released.
            for (_, child) in children { while child.isRunning { usleep(20_000) } }
        }
        let put = try #require(children["put"]).wait()
        #expect(put.status == 74)
        #expect(put.error.contains("the database '\(store.path)' is busy: another process holds its lock (SQLite error 5: database is locked"), "\(put.error)")
        #expect(try store.dumpChecksum() == before)
        #expect(try #require(children["sql"]).wait().status == 0, "sql reads without the write lock")
        let query = try #require(children["query"]).wait()
        let history = try #require(children["history"]).wait()
        #expect(query.status == 0, "\(query.error)")
        #expect(history.status == 0, "\(history.error)")
    }
}
