import Foundation
import LayoutEngine
import Testing
@testable import LayoutModels

@Suite struct SeedSetTests {
    /// A fresh temporary directory holding `files` (relative path → contents).
    static func directory(with files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seeds-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    @Test func loadsEverySeedFile() throws {
        let seeds = try SeedSet.load(directory: seedsDirectory)
        #expect(seeds.models.filter { $0.kind == .tripCard }.count >= 8)
        #expect(seeds.models.filter { $0.kind == .chipSet }.count == 6)
        #expect(seeds.models.filter { $0.kind == .viewTree }.count == 10)
        #expect(seeds.widths.map(\.width) == [125, 250, 320, 393, 430, 744, 820, 1024])
        #expect(try SeedSet.embedded() == seeds)
    }

    @Test func holdsTheTalksTripsAndTheArticlesChips() throws {
        let seeds = try SeedSet.embedded()
        let names = Set(seeds.models.map(\.name))
        #expect(names.isSuperset(of: ["Cali coastal trails", "Kyoto", "Hawaii, USA"]))
        guard case .chipSet(let article) = seeds.models.first(where: { $0.name == "Chips article" }) else {
            Issue.record("the chips article's set is missing")
            return
        }
        #expect(article.sortedChips.map(\.title) == [
            "첫번째", "두번째", "세번째", "네번째", "서른마흔다섯번째", "여섯번째", "일곱번째", "여덟번째", "아홉번째",
        ])
        #expect(article.chips.map(\.priority) == Array(0...8))
        let trips = seeds.models.compactMap { if case .tripCard(let trip) = $0 { trip } else { nil } }
        #expect(trips.contains { $0.activities.isEmpty })
        #expect(trips.contains { $0.name.count > 60 })
        #expect(trips.contains { $0.name.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 } })
    }

    @Test func namesTheFileAndPathOfABadSeed() throws {
        let directory = try Self.directory(with: [
            "widths.json": #"[{"name":"a","width":1}]"#,
            "chip-sets.json": #"[{"kind":"chipSet","name":"s","chips":[{"title":"t","priority":1.5}]}]"#,
        ])
        #expect(modelErrorMessage { _ = try SeedSet.load(directory: directory) }
            == "chip-sets.json: $[0].chips[0].priority: expected an integer, got 1.5")
    }

    @Test func namesTheFileOfABadWidth() throws {
        let directory = try Self.directory(with: ["widths.json": #"[{"name":"a","width":"wide"}]"#])
        #expect(modelErrorMessage { _ = try SeedSet.load(directory: directory) }
            == #"widths.json: $[0].width: expected a number, got "wide""#)
    }

    @Test func rejectsAModelNameUsedInTwoFiles() throws {
        let directory = try Self.directory(with: [
            "a.json": #"{"kind":"chipSet","name":"same","chips":[]}"#,
            "more/b.json": #"[{"kind":"chipSet","name":"other","chips":[]},{"kind":"chipSet","name":"same","chips":[]}]"#,
        ])
        #expect(modelErrorMessage { _ = try SeedSet.load(directory: directory) }
            == #"more/b.json: $[1].name: duplicate name "same" (first used at a.json: $)"#)
    }

    @Test func rejectsAMissingDirectory() {
        #expect(modelErrorMessage { _ = try SeedSet.load(directory: "/nonexistent/seeds") }
            == "/nonexistent/seeds: $: cannot read the file: not a directory")
    }
}
