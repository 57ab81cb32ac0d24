import LayoutModels
import Testing
@testable import LayoutService

@Suite struct LayoutServiceLoadTests {
    private func exported(_ service: LayoutService) throws -> String {
        var lines: [String] = []
        try service.export { lines.append($0) }
        return lines.joined(separator: "\n")
    }

    @Test func anExportImportsIntoAnEmptyStoreWithItsHistory() throws {
        let source = try TestStore()
        guard case .chipSet(var chips) = try seedModel(named: "Emoji") else { return }
        chips.horizontalSpacing = 9
        try source.service.put(.chipSet(chips), message: "roomier")
        let text = try exported(source.service)

        let target = try TestStore(seeded: false)
        let report = try target.service.importLines(text)
        #expect(report.modelsCreated == (try source.service.models().count))
        #expect(try target.service.revisions(of: "Emoji").map(\.message) == ["seed", "roomier"])
        #expect(try target.service.model(named: "Emoji") == .chipSet(chips))
        #expect(try exported(target.service).split(separator: "\n").count == text.split(separator: "\n").count)

        let again = try target.service.importLines(text)
        #expect(again.changedNothing)
        #expect(again.computes == 0)
    }

    @Test func aBadLineRejectsTheWholeImportNamingItsLineAndPath() throws {
        let store = try TestStore(seeded: false)
        let good = #"{"type":"width","name":"phone","width":320}"#
        let bad = #"{"type":"revision","model":{"kind":"chipSet","name":"x","chips":[{"title":"a","priority":2.5}]}}"#
        do {
            try store.service.importLines(good + "\n" + bad)
            Issue.record("the import should have failed")
        } catch {
            #expect("\(error)".contains("line 2"))
            #expect("\(error)".contains("$.model.chips[0].priority"))
        }
        #expect(try store.service.widths().isEmpty)
        #expect(try store.count("revisions") == 0)
    }
}
