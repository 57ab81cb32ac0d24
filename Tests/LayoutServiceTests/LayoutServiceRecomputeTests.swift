import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@testable import LayoutService

@Suite struct LayoutServiceRecomputeTests {
    private let larger = EngineOptions(textScale: 1.25)

    /// The scenarios whose results differ between the default engine and `options`, worked out
    /// directly with the engine.
    private func scenariosThatDiffer(with options: EngineOptions, widths: [WidthEntry]) throws -> Set<String> {
        var differing = Set<String>()
        for model in try SeedSet.embedded().models {
            for template in model.templates {
                let tree = try model.tree(for: template)
                for width in widths {
                    let proposal = ProposedSize(width: width.width, height: nil)
                    if Engine().layout(tree, proposal: proposal) != Engine(options: options).layout(tree, proposal: proposal) {
                        differing.insert("\(model.name)/\(template.rawValue)/\(width.name)")
                    }
                }
            }
        }
        return differing
    }

    private func reported(_ report: RunReport, in service: LayoutService) throws -> Set<String> {
        Set(try service.runChanges(report.runID).filter { $0.status == "changed" }.map { "\($0.model)/\($0.template)/\($0.width)" })
    }

    @Test func anEngineOptionChangeReportsExactlyTheScenariosWhoseFramesDiffer() throws {
        let store = try TestStore()
        let widths = try store.service.widths()
        let expected = try scenariosThatDiffer(with: larger, widths: widths)
        let largerService = try store.service(options: larger)
        let report = try largerService.recompute(threads: 2)
        #expect(try reported(report, in: largerService) == expected)
        #expect(report.counts.changed == expected.count)
        #expect(report.counts.new == 0 && report.counts.failed == 0)
        #expect(report.counts.total == report.counts.unchanged + expected.count)
        #expect(!expected.isEmpty)
    }

    /// The node lists the batch stores (made by its workers) are those of a diff of the two
    /// engines' layouts worked out directly, for every changed scenario of the seed set.
    @Test func everyChangedScenarioStoresTheNodesADirectDiffFinds() throws {
        let store = try TestStore()
        let widths = try store.service.widths()
        let largerService = try store.service(options: larger)
        let report = try largerService.recompute(threads: 2)
        let stored = Dictionary(
            try largerService.runChanges(report.runID, status: "changed").map { ("\($0.model)/\($0.template)/\($0.width)", $0) },
            uniquingKeysWith: { first, _ in first }
        )
        var compared = 0
        for model in try SeedSet.embedded().models {
            for template in model.templates {
                let tree = try model.tree(for: template)
                for width in widths {
                    let proposal = ProposedSize(width: width.width, height: nil)
                    let diff = LayoutDiff(Engine().layout(tree, proposal: proposal), Engine(options: larger).layout(tree, proposal: proposal))
                    let name = "\(model.name)/\(template.rawValue)/\(width.name)"
                    let expected = diff.changes.filter { $0.kind != .changed }
                    guard let change = stored[name] else {
                        #expect(expected.isEmpty, "\(name) has moved nodes but no stored change")
                        continue
                    }
                    compared += 1
                    #expect(change.nodes.map(\.path).sorted() == expected.map(\.path).sorted(), "\(name)")
                    #expect(Set(change.nodes.map(\.kind)) == Set(expected.map(\.kind)), "\(name)")
                    for node in change.nodes where node.kind == .moved {
                        let direct = try #require(expected.first { $0.path == node.path })
                        let before = try #require(direct.before)
                        let after = try #require(direct.after)
                        // Stored deltas are rounded to 1/256 pt.
                        #expect(abs(node.dx - (after.minX - before.minX)) <= 1.0 / 256, "\(name) \(node.path)")
                        #expect(abs(node.dw - (after.width - before.width)) <= 1.0 / 256, "\(name) \(node.path)")
                    }
                }
            }
        }
        #expect(compared == report.counts.changed)
        #expect(compared > 0)
    }

    @Test func changedChipSetsNameTheMovedNodes() throws {
        let store = try TestStore()
        let largerService = try store.service(options: larger)
        let report = try largerService.recompute(ScenarioFilter(kind: .chipSet), threads: 2)
        let changes = try largerService.runChanges(report.runID).filter { $0.status == "changed" }
        #expect(!changes.isEmpty)
        #expect(changes.allSatisfy { !$0.nodes.isEmpty && $0.nodes.allSatisfy { $0.kind == .moved } })
    }

    @Test func aRecomputeOfAStateSeenBeforeComputesNothing() throws {
        let store = try TestStore()
        let largerService = try store.service(options: larger)
        try largerService.recompute(threads: 2)
        let again = try largerService.recompute(threads: 2)
        #expect(again.counts.computed == 0)
        #expect(again.resumed == false)
    }

    @Test func aStoppedRunResumesWithoutRecomputingOrDuplicating() throws {
        let store = try TestStore()
        let largerService = try store.service(options: larger)
        var batches = 0
        #expect(throws: ServiceError.self) {
            try largerService.recompute(batchSize: 16, threads: 2) { _ in
                batches += 1
                if batches == 2 { throw ServiceError.invalidArgument("stop") }
            }
        }
        let stopped = try #require(try largerService.runs().first)
        #expect(stopped.finishedAt == nil)
        #expect(stopped.counts.total > 0)

        let resumed = try largerService.recompute(batchSize: 16, threads: 2)
        #expect(resumed.resumed)
        #expect(resumed.runID == stopped.id)
        let total = try largerService.scenarioCount(.all, proposalCount: try largerService.widths().count)
        #expect(resumed.counts.total == total)
        #expect(resumed.counts.computed == total)
        let results = try store.count("results WHERE engine_id = \(largerService.engine.id)")
        #expect(results <= total)
        let rowsPerRun = try store.count("run_changes WHERE run_id = \(stopped.id)")
        #expect(rowsPerRun == resumed.counts.changed + resumed.counts.new + resumed.counts.failed)
        #expect(try largerService.runs().first?.finishedAt != nil)
    }

    /// The seen failure: a run stopped, a model it had passed changed, the run resumed — the
    /// changed model was counted again (70,584 of 70,568) and `approve --run` hit a UNIQUE
    /// constraint forever. Each scenario counts once, and the run can be approved.
    @Test func aRunResumedAfterAModelChangedCountsEachScenarioOnceAndCanBeApproved() throws {
        let store = try TestStore()
        let largerService = try store.service(options: larger)
        #expect(throws: ServiceError.self) {
            try largerService.recompute(batchSize: 200, threads: 2) { progress in
                if progress.counts.total * 4 >= progress.total * 3 { throw ServiceError.invalidArgument("stop") }
            }
        }
        let stopped = try #require(try largerService.runs().first)
        // A trip card the run has laid out, changed while the run was stopped.
        let passed = try store.service.ledger.currentRevisions(after: 0, limit: 1_000, filter: RevisionFilter(kind: "tripCard"))
        let first = try #require(passed.first { $0.revisionID <= stopped.cursorRevisionID }, "the run has passed a trip card")
        guard case .object(var members) = try JSONParser.parse(first.content) else {
            Issue.record("revision \(first.revisionID) is not an object")
            return
        }
        members.removeAll { $0.key == "subtitle" }
        members.append(JSONMember("subtitle", .string("Changed while the run was stopped")))
        try store.service.put(try Model(json: .object(members)), message: "changed mid-run")

        let resumed = try largerService.recompute(batchSize: 16, threads: 2)
        #expect(resumed.runID == stopped.id)
        let widthCount = try largerService.widths().count
        let total = try largerService.scenarioCount(.all, proposalCount: widthCount)
        #expect(resumed.counts.total == total, "each scenario counted once: \(resumed.counts.total) of \(total)")
        let rowsPerRun = try store.count("run_changes WHERE run_id = \(stopped.id)")
        #expect(rowsPerRun == resumed.counts.changed + resumed.counts.new + resumed.counts.failed)
        let changedModel = try store.count("run_changes c JOIN revisions r ON r.id = c.revision_id WHERE c.run_id = \(stopped.id) AND r.model_id = \(first.modelID)")
        #expect(changedModel <= 2 * widthCount, "the changed model is recorded under one revision at most")

        let approval = try largerService.approve(.run(stopped.id), message: "the run")
        #expect(approval.id > 0)
    }

    @Test func progressGrowsToTheTotalAndNeverGoesBack() throws {
        let store = try TestStore()
        let largerService = try store.service(options: larger)
        var reports: [RunProgress] = []
        let report = try largerService.recompute(threads: 2) { reports.append($0) }
        #expect(reports.last?.done == report.counts.total)
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.done <= $1.done })
        #expect(reports.allSatisfy { $0.done <= $0.total })
    }

    @Test func pagesThatDoNotSplitEvenlyOverTheWorkersAreLaidOut() throws {
        let store = try TestStore()
        try store.service.archive("Empty")
        let report = try store.service(options: larger).recompute(ScenarioFilter(kind: .chipSet), threads: 2)
        #expect(report.counts.total == 5 * (try store.service.widths().count))
    }

    @Test func addingAWidthLaysEveryModelOutAtIt() throws {
        let store = try TestStore()
        let models = try store.service.models()
        let report = try store.service.addWidth(name: "watch", width: 184)
        let expected = models.reduce(0) { $0 + ($1.kind == "tripCard" ? 2 : 1) }
        #expect(report.counts.new == expected)
        #expect(report.counts.computed == expected)
    }
}
