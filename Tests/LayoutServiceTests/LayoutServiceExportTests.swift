import LayoutEngine
import LayoutModels
import Testing
@testable import LayoutService

@Suite struct LayoutServiceExportTests {
    @Test func linesComeInKindOrderEachCanonical() throws {
        let store = try TestStore()
        try store.service.approve(.filter(ScenarioFilter(kind: .chipSet)), message: "chips")
        let lines = try exported(store.service).split(separator: "\n").map(String.init)
        let types = lines.map { line -> String in
            guard case .string(let type)? = try? JSONParser.parse(line)["type"] else { return "?" }
            return type
        }
        var order: [String] = []
        for type in types where order.last != type { order.append(type) }
        #expect(order.filter { $0 != "model" && $0 != "revision" } == ["width", "engine", "tree", "result", "scenario", "approval", "baseline", "trailer"])
        #expect(types.filter { $0 == "model" }.count == 24)
        #expect(types.filter { $0 == "result" }.count == (try store.count("results")))
        for line in lines { #expect(JSONWriter(style: .canonical).string(try JSONParser.parse(line)) == line) }
    }

    @Test func anArchivedModelSaysWhen() throws {
        let store = try TestStore()
        try store.service.archive("Empty")
        let line = try exported(store.service).split(separator: "\n").first { $0.contains(#""type":"model""#) && $0.contains(#""name":"Empty""#) }
        let archivedAt = try #require(try store.service.models(includingArchived: true).first { $0.name == "Empty" }?.archivedAt)
        #expect(line?.contains(#""archivedAt":"\#(archivedAt)""#) == true)
    }

    @Test func everyResultLineReadsBackToTheStoredLayout() throws {
        let store = try TestStore()
        let text = try exported(store.service)
        let texts = text.split(separator: "\n").dropLast()
        let lines = try texts.map { try TransferLine(json: try JSONParser.parse(String($0))) }
        #expect(lines.map { $0.json }.map { JSONWriter(style: .canonical).string($0) } == texts.map(String.init))
    }
}
