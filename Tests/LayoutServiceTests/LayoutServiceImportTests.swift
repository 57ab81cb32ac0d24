import LayoutEngine
import LayoutModels
import LayoutStorage
import Testing
@testable import LayoutService

/// The export of `service` as one text, a line per row.
func exported(_ service: LayoutService) throws -> String {
    var lines: [String] = []
    try service.export { lines.append($0) }
    return lines.joined(separator: "\n")
}

@Suite struct LayoutServiceImportTests {
    /// A seeded store with a second revision, an archived model, a second engine's results,
    /// and an approval log with an undo.
    private func richStore() throws -> TestStore {
        let store = try TestStore()
        guard case .chipSet(var chips) = try seedModel(named: "Emoji") else { throw ServiceError.invalidArgument("no chip set") }
        chips.horizontalSpacing = 9
        try store.service.put(.chipSet(chips), message: "roomier")
        try store.service.archive("Ranked avatars")
        try store.service(options: EngineOptions(textScale: 1.25)).recompute(ScenarioFilter(kind: .chipSet), threads: 2)
        try store.service.approve(.filter(ScenarioFilter(kind: .tripCard)), message: "cards")
        try store.service.approve(.filter(ScenarioFilter(kind: .chipSet)), message: "chips")
        try store.service.undoLastApproval(message: "not yet")
        return store
    }

    @Test func exportImportExportGivesTheSameBytes() throws {
        let source = try richStore()
        let text = try exported(source.service)
        let target = try TestStore(seeded: false)
        let report = try target.service.importLines(text)
        #expect(report.computes == 0)
        #expect(report.approvalsAdded == 3)
        #expect(report.baselinesSet == (try source.service.baselineCount()))
        #expect(try exported(target.service) == text)
    }

    @Test func anImportKeepsTimesArchivingHistoryAndBaselines() throws {
        let source = try richStore()
        let target = try TestStore(seeded: false)
        try target.service.importLines(try exported(source.service))
        let facts = { (revision: Revision) in "\(revision.number) \(revision.contentHash) \(revision.message ?? "-") \(revision.createdAt)" }
        #expect(try target.service.revisions(of: "Emoji").map(facts) == (try source.service.revisions(of: "Emoji").map(facts)))
        #expect(try target.service.models(includingArchived: true).map(\.createdAt) == (try source.service.models(includingArchived: true).map(\.createdAt)))
        #expect(try !target.service.models().map(\.name).contains("Ranked avatars"))
        #expect(try target.service.models(includingArchived: true).map(\.name).contains("Ranked avatars"))
        #expect(try target.service.approvals().map(\.message) == ["cards", "chips", "not yet"])
        #expect(try target.service.replay().failures.isEmpty)
        #expect(try target.service.replay().caseCount == (try source.service.replay().caseCount))
        let larger = try target.service.engines().first { $0.options.textScale == 1.25 }
        let width = try #require(try target.service.widths().first)
        let proposal = ProposedSize(width: width.width, height: nil)
        #expect(try target.service.layout(model: "Emoji", proposal: proposal, engineID: try #require(larger).engine.id)
            == (try source.service(options: EngineOptions(textScale: 1.25)).layout(model: "Emoji", proposal: proposal).result()))
    }

    @Test func importingTheSameLinesTwiceChangesNothing() throws {
        let source = try richStore()
        let text = try exported(source.service)
        let target = try TestStore(seeded: false)
        try target.service.importLines(text)
        let again = try target.service.importLines(text)
        #expect(again.changedNothing)
        #expect(again.computes == 0)
        #expect(try exported(target.service) == text)
    }

    @Test func aMergeAppendsOnlyWhatDiffersAndKeepsTheStoresOwnHistory() throws {
        let source = try TestStore()
        guard case .chipSet(var chips) = try seedModel(named: "Emoji") else { return }
        chips.horizontalSpacing = 9
        try source.service.put(.chipSet(chips), message: "roomier")
        let target = try TestStore()
        chips.horizontalSpacing = 3
        try target.service.put(.chipSet(chips), message: "tighter")
        let report = try target.service.importLines(try exported(source.service))
        #expect(report.modelsRevised == 1)
        #expect(report.revisionsAdded == 1)
        #expect(try target.service.revisions(of: "Emoji").map(\.message) == ["seed", "tighter", "roomier"])
        #expect(try target.service.revisions(of: "Kyoto").count == 1)
        #expect(try target.service.importLines(try exported(source.service)).changedNothing)
    }

    @Test func anEngineKeepsItsEarliestCreationTime() throws {
        let source = try TestStore()
        let target = try TestStore(seeded: false)
        try target.service.importLines(try exported(source.service))
        #expect(try target.service.engines().map(\.engine.createdAt) == (try source.service.engines().map(\.engine.createdAt)))
    }

    @Test func enginesWithNothingStoredAreNotExported() throws {
        let store = try TestStore()
        _ = try store.service(options: EngineOptions(textScale: 2))
        #expect(try store.service.engines().count == 2)
        #expect(try exported(store.service).split(separator: "\n").filter { $0.contains(#""type":"engine""#) }.count == 1)
    }

    @Test func aBadLineRejectsTheWholeImportNamingItsLineAndPath() throws {
        let store = try TestStore(seeded: false)
        let good = #"{"type":"width","name":"phone","width":320}"#
        let bad = #"{"type":"revision","model":{"kind":"chipSet","name":"x","chips":[{"title":"a","priority":2.5}]}}"#
        let error = #expect(throws: ServiceError.self) { try store.service.importLines(good + "\n" + bad) }
        #expect(error?.description.hasPrefix("line 2: $.model.chips[0].priority: ") == true)
        #expect(try store.service.widths().isEmpty)
        #expect(try store.count("revisions") == 0)
    }

    @Test func referencesToWhatNoEarlierLineDefinesAreNamed() throws {
        let source = try TestStore()
        let lines = try exported(source.service).split(separator: "\n").map(String.init)
        let target = try TestStore(seeded: false)
        let firstResult = try #require(lines.firstIndex { $0.contains(#""type":"result""#) })
        let withoutEngines = lines.filter { !$0.contains(#""type":"engine""#) }
        let error = #expect(throws: ServiceError.self) { try target.service.importLines(withoutEngines.joined(separator: "\n")) }
        #expect(error?.description == "line \(firstResult): $.engine: no engine line numbered 1 before this line")
        let lastLine = #"{"type":"scenario","engine":1,"model":"Nobody","revision":1,"template":"compact","tree":"\#(String(repeating: "0", count: 64))"}"#
        let late = #expect(throws: ServiceError.self) {
            try target.service.importLines((lines.dropLast() + [lastLine, lines.last!]).joined(separator: "\n"))
        }
        #expect(late?.description == "line \(lines.count): $.revision: no revision 1 of model \"Nobody\" before this line")
        #expect(try target.count("results") == 0)
        #expect(try target.count("revisions") == 0)
    }

    @Test func aWidthOfAnotherSizeIsRefusedNamingItsLine() throws {
        let store = try TestStore()
        let error = #expect(throws: ServiceError.self) {
            try store.service.importLines("\n" + #"{"type":"width","name":"iPhone SE","width":300}"#)
        }
        #expect(error?.description.hasPrefix("line 2: $.width: width \"iPhone SE\" is 320") == true)
    }
}
