import LayoutEngine
import LayoutHashing
import LayoutModels
import LayoutStorage
import Testing
@_spi(Testing) @testable import LayoutService

/// A batch comparing with an engine built from this build's sources (one that differs in
/// options only) takes that engine's tree of each revision's template by id instead of hashing
/// the tree again: the source hash covers the templates, so the tree is the same. An engine of
/// other sources is not trusted: its trees are hashed as always.
@Suite struct ComparedTreeReuseTests {
    private let larger = EngineOptions(textScale: 1.25)

    /// Each scenario of the engine with `fingerprint`: revision, template, the hash of its tree,
    /// proposal, result hash and frames, in key order.
    private static let scenarios = """
        SELECT s.revision_id, s.variant, t.hash, r.proposal_id, r.result_hash, r.frames
        FROM scenario_trees s JOIN engines e ON e.id = s.engine_id JOIN trees t ON t.id = s.tree_id
        JOIN results r ON r.engine_id = s.engine_id AND r.tree_id = s.tree_id
        WHERE e.fingerprint = ? ORDER BY s.revision_id, s.variant, r.proposal_id
        """

    /// A store of the seeds and generated models, laid out by the default engine, then by the
    /// larger engine, compared with the default one when `comparing`, else with nothing;
    /// `before` runs between the two and may narrow the larger engine's run to some models. The
    /// larger engine's scenarios and its run's report.
    private func largerScenarios(
        comparing: Bool, before: (Database) throws -> ScenarioFilter = { _ in .all }
    ) throws -> ([Row], RunReport) {
        let store = try TestStore()
        try store.service.seed(SeedSet(models: ModelGenerator.generate(trips: 12, chipSets: 12, seed: 5), widths: try SeedSet.embedded().widths))
        try store.service.batches.run(batchSize: 64, threads: 2)
        let filter = try before(store.service.database)
        let service = try store.service(options: larger)
        let report = try service.batches.run(filter, against: comparing ? .previousEngine : .none, batchSize: 64, threads: 2)
        let rows = try service.database.fetchAll(sql: Self.scenarios, arguments: [.text(EngineIdentity(options: larger).fingerprint)])
        return (rows, report)
    }

    @Test func anEngineOfThisBuildIsBuiltFromItsSourcesAnotherIsNot() throws {
        let (_, report) = try largerScenarios(comparing: true)
        let engine = report.engine
        #expect(engine.isBuiltFromTheseSources)
        #expect(try #require(report.against).isBuiltFromTheseSources)
        var older = engine
        older.fingerprint = EngineIdentity(version: Engine.version, sourceHash: String(repeating: "0", count: 64), options: larger).fingerprint
        #expect(!older.isBuiltFromTheseSources, "built from other sources")
        var otherVersion = engine
        otherVersion.version = Engine.version + ".1"
        #expect(!otherVersion.isBuiltFromTheseSources)
        var otherOptions = engine
        otherOptions.options = #"{"textScale":1.5}"#
        #expect(!otherOptions.isBuiltFromTheseSources, "its options do not give its fingerprint")
        var unreadable = engine
        unreadable.options = "not JSON"
        #expect(!unreadable.isBuiltFromTheseSources)
    }

    /// Taking the compared engine's trees stores exactly what hashing every tree stores (a
    /// store whose larger engine had nothing to compare with).
    @Test func takingTheComparedTreesStoresWhatHashingThemStores() throws {
        let (taken, takenReport) = try largerScenarios(comparing: true)
        let (hashed, hashedReport) = try largerScenarios(comparing: false)
        #expect(takenReport.against != nil && hashedReport.against == nil)
        #expect(takenReport.counts.changed > 0 && takenReport.counts.unchanged > 0, "the data held changed and unchanged scenarios")
        #expect(taken.count == takenReport.counts.total && taken.count > 100)
        #expect(taken == hashed)
    }

    /// The default engine's record of one trip card's compact template is pointed at another
    /// trip card's compact tree, and only the first trip card is laid out by the larger engine.
    /// It takes that record as it is when the default engine was built from this build's
    /// sources (so the record shows it took the id, not a hash), and hashes the tree, recording
    /// the card's own, when the default engine was built from other sources.
    @Test func onlyTheTreesOfAnEngineOfTheseSourcesAreTaken() throws {
        /// The tree recorded for the first card's compact template, the other card's tree.
        func repointed(asAnotherBuild: Bool) throws -> (recorded: String, other: String) {
            var other = ""
            let (rows, report) = try largerScenarios(comparing: true) { database in
                let cards = try database.fetchAll(sql: """
                    SELECT r.id, m.name, t.hash FROM revisions r JOIN models m ON m.id = r.model_id
                    JOIN scenario_trees s ON s.revision_id = r.id AND s.variant = 'compact' JOIN trees t ON t.id = s.tree_id
                    WHERE m.kind = 'tripCard' ORDER BY r.id LIMIT 2
                    """)
                let first = try cards[0].decode(Int64.self, at: 0)
                let second = try cards[1].decode(Int64.self, at: 0)
                other = try cards[1].decode(String.self, at: 2)
                try database.execute(sql: """
                    UPDATE scenario_trees SET tree_id = (SELECT tree_id FROM scenario_trees WHERE revision_id = \(second) AND variant = 'compact')
                    WHERE revision_id = \(first) AND variant = 'compact'
                    """)
                if asAnotherBuild {
                    let built = EngineIdentity(options: .default).fingerprint
                    let another = EngineIdentity(version: Engine.version, sourceHash: String(repeating: "0", count: 64), options: .default)
                    try database.execute(sql: "UPDATE engines SET fingerprint = '\(another.fingerprint)' WHERE fingerprint = '\(built)'")
                }
                return ScenarioFilter(namePattern: try cards[0].decode(String.self, at: 1))
            }
            #expect(report.counts.failed == 0 && report.counts.total > 0)
            let compact = try #require(rows.first { (try? $0.decode(String.self, at: 1)) == "compact" })
            return (try compact.decode(String.self, at: 2), other)
        }
        let trusted = try repointed(asAnotherBuild: false)
        #expect(trusted.recorded == trusted.other, "the record taken by id names the other trip card's tree")
        let hashed = try repointed(asAnotherBuild: true)
        #expect(hashed.recorded != hashed.other, "the tree hashed is the trip card's own")
    }
}
