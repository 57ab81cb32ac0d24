import LayoutTestSupport
import Foundation
import LayoutEngine
import Testing
@testable import LayoutCLI

/// The engine's identity as stores see it: seed data is no part of it, and stores written
/// before it was (version, source hash, options) keep working.
@Suite struct EngineIdentityStoreTests {
    /// The repository's `seeds/` directory, found from this file's path.
    private static let seedsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("seeds")

    /// A copy of the store written by the build before this identity (see Fixtures/README.md).
    private static func storeBeforeEngineIdentity() throws -> TemporaryStore {
        let fixture = try TemporaryStore()
        let original = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/store-before-engine-identity.sqlite")
        try FileManager.default.copyItem(at: original, to: URL(fileURLWithPath: fixture.path))
        return fixture
    }

    private func engines(_ store: TemporaryStore) -> [String] {
        store.run(["sql", "SELECT id, fingerprint FROM engines ORDER BY id", "--format", "csv"]).output
            .split(whereSeparator: \.isNewline).dropFirst().map(String.init)
    }

    @Test func editingSeedDataDoesNotChangeTheEngineIdentity() throws {
        let edited = try makeTemporaryDirectory()
        try FileManager.default.copyItem(at: Self.seedsDirectory, to: edited.appendingPathComponent("seeds"))
        let chipSets = edited.appendingPathComponent("seeds/chip-sets.json")
        let original = try String(contentsOf: chipSets, encoding: .utf8)
        let changed = original.replacingOccurrences(of: "\"Swift\"", with: "\"Swift 6\"")
        #expect(changed != original, "the edit applies to the seed file")
        try Data(changed.utf8).write(to: chipSets)

        let embedded = try TemporaryStore(seeded: true)
        let fromEdited = try TemporaryStore()
        #expect(fromEdited.run(["seed", "--dir", edited.appendingPathComponent("seeds").path]).status == 0)
        let modelHashes = ["sql", "SELECT content_hash FROM revisions ORDER BY content_hash", "--format", "csv"]
        #expect(embedded.run(modelHashes).output != fromEdited.run(modelHashes).output, "the seed models differ")

        let identity = EngineIdentity(version: Engine.version, sourceHash: Engine.sourceHash, options: .default)
        #expect(engines(embedded) == ["1,\(identity.fingerprint)"])
        #expect(engines(fromEdited) == engines(embedded))
    }

    @Test func aStoreFromTheBuildBeforeRecomputesWithANewEngineAndNothingMoves() throws {
        let store = try Self.storeBeforeEngineIdentity()
        #expect(engines(store).map { $0.prefix(10) } == ["1,b3bdd164", "2,1c839f10"])

        let run = store.run(["recompute", "--fail-on-change", "--quiet", "--format", "json"])
        #expect(run.error == "")
        #expect(run.status == 0)
        // A new engine (3: this build's code under the default options) against the one the
        // last run used (1): every scenario computed again, none moved.
        #expect(try recomputeCounts(run.output) == [
            "run": 3, "engine": 3, "against": 1, "unchanged": 64, "changed": 0, "new": 0, "failed": 0, "computed": 64,
        ])
        let identity = EngineIdentity(version: Engine.version, sourceHash: Engine.sourceHash, options: .default)
        #expect(engines(store).last == "3,\(identity.fingerprint)")
        let options = store.run(["sql", "SELECT options FROM engines WHERE id = 3", "--format", "csv"]).output
        #expect(options == "options\r\n\"{\"\"displayScale\"\":2,\"\"textScale\"\":1}\"\r\n")
    }

    @Test func theOldFlowEnginesResultsStayComparable() throws {
        let store = try Self.storeBeforeEngineIdentity()
        // The chip sets' 48 scenarios differ from the old flow engine's (its trees were flows),
        // Kyoto's 16 do not: as run 1 of the old build found.
        let run = store.run(["recompute", "--against", "2", "--quiet", "--format", "json"])
        #expect(run.status == 0)
        #expect(try recomputeCounts(run.output) == [
            "run": 3, "engine": 3, "against": 2, "unchanged": 16, "changed": 48, "new": 0, "failed": 0, "computed": 64,
        ])
        let listed = store.run(["runs", "list", "--format", "csv"])
        #expect(listed.status == 0)
        #expect(listed.output.split(whereSeparator: \.isNewline).map { $0.split(separator: ",").prefix(3).joined(separator: ",") }
            == ["run,engine,against", "3,3,2", "2,1,2", "1,2,1"])
    }
}
