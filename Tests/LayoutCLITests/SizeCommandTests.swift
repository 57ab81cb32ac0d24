import Foundation
import LayoutTestSupport
import Testing
@testable import LayoutCLI

/// Text size categories as a scenario dimension: `size add|list|remove`, `--size-category`
/// on the commands that lay out, read or select scenarios, and stores from before.
@Suite struct SizeCommandTests {
    /// A view tree of one body text. Its width is checked against HarfBuzz by hand:
    /// `hb-shape /usr/share/fonts/opentype/inter/Inter-Regular.otf --font-funcs=ot --language=en
    /// --output-format=json "Packing list for Kyoto"` gives advances summing to 28004 units of
    /// Inter's 2816 per em. Body is 17 pt in `large` and 23 pt in `xxxLarge` (Apple's Dynamic
    /// Type table), so the line is 28004 / 2816 × 17 = 169.06 pt → 169.5 and × 23 = 228.73 pt →
    /// 229 on the half-point grid (display scale 2); its height is the style's line height, 22
    /// and 29 pt.
    static let label = #"{"kind": "viewTree", "name": "Label", "tree": {"type": "text", "id": "label", "text": "Packing list for Kyoto"}}"#

    /// A store with the width `phone` (320 pt) and the model `Label`.
    private func labelStore() throws -> TemporaryStore {
        let store = try TemporaryStore()
        #expect(store.run(["init", "--quiet"]).status == 0)
        #expect(store.run(["width", "add", "phone", "320", "--quiet"]).status == 0)
        #expect(store.run(["model", "put", "-", "--quiet"], standardInput: Self.label).status == 0)
        return store
    }

    /// The CSV rows after the header.
    private func rows(_ output: String) -> [String] {
        output.split(separator: "\r\n").dropFirst().map(String.init)
    }

    @Test func aStoreLaysOutEveryAddedCategoryAndTextGrowsAsHarfBuzzMeasuresIt() throws {
        let store = try labelStore()
        let added = store.run(["size", "add", "xxxLarge"])
        #expect(added.error == "")
        #expect(added.status == 0)
        #expect(added.output == "Added size category xxxLarge: laid out 1 scenarios, 1 computed (run 2).\n")
        #expect(store.run(["size", "list", "--format", "csv"]).output == "size_category\r\nlarge\r\nxxxLarge\r\n")
        #expect(store.run(["sql", "SELECT count(*) AS n FROM results", "--format", "csv"]).output == "n\r\n2\r\n")

        let large = store.run(["layout", "Label", "--width", "phone", "--format", "csv"])
        #expect(rows(large.output) == ["0,label,text,0,0,169.5,22,1,false"])
        let larger = store.run(["layout", "Label", "--width", "phone", "--size-category", "xxxLarge", "--format", "csv"])
        #expect(rows(larger.output) == ["0,label,text,0,0,229,29,1,false"])
        // Both were stored by `size add` and the put: asking computes nothing more.
        #expect(store.run(["sql", "SELECT count(*) AS n FROM results", "--format", "csv"]).output == "n\r\n2\r\n")

        let query = store.run(["query", "--size-category", "xxxLarge", "--limit", "10", "--format", "csv"])
        #expect(rows(query.output) == ["Label,viewTree,1,tree,phone,320,229,29,,0,0,"])
        #expect(rows(store.run(["query", "--limit", "10", "--format", "csv"]).output) == ["Label,viewTree,1,tree,phone,320,169.5,22,,0,0,"])
        let history = store.run(["history", "Label", "--width", "phone", "--size-category", "xxxLarge", "--limit", "10", "--format", "csv"])
        #expect(rows(history.output).count == 1)
        #expect(rows(history.output).first?.hasSuffix(",229,29,,0,0,,first") == true)
        let categories = store.run(["sql", "SELECT size_category, count(*) AS n FROM results r JOIN proposals p ON p.id = r.proposal_id GROUP BY 1", "--format", "csv"])
        #expect(categories.output == "size_category,n\r\nlarge,1\r\nxxxLarge,1\r\n")
        // The size add's run names the scenario with its category.
        #expect(rows(store.run(["runs", "show", "2", "--format", "csv"]).output) == ["viewTree,tree,phone in xxxLarge,new,1,0,0,0,0"])
        let changes = store.run(["runs", "show", "2", "--limit", "10", "--format", "csv"])
        #expect(rows(changes.output) == ["Label,1,tree,phone in xxxLarge,new,0,0,0,0,"])
    }

    @Test func renderDrawsTextAtTheCategorysSizeAndNamesItInTheCaption() throws {
        let store = try labelStore()
        let larger = store.run(["render", "Label", "--width", "phone", "--size-category", "xxxLarge", "--style", "preview"])
        #expect(larger.status == 0)
        #expect(larger.output.contains("font-size=\"23\""))
        #expect(larger.output.contains("size category xxxLarge"))
        let large = store.run(["render", "Label", "--width", "phone", "--style", "preview"])
        #expect(large.output.contains("font-size=\"17\""))
        #expect(!large.output.contains("size category"))
    }

    @Test func aModelPutLaysOutEveryCategoryAndNamesTheOnesBesideLarge() throws {
        let store = try TemporaryStore()
        #expect(store.run(["init", "--quiet"]).status == 0)
        #expect(store.run(["width", "add", "phone", "320", "--quiet"]).status == 0)
        #expect(store.run(["size", "add", "accessibility1", "--quiet"]).status == 0)
        let put = store.run(["model", "put", "-"], standardInput: Self.label)
        #expect(put.output == "Label: new model, revision 1\n  tree at phone: new\n  tree at phone in accessibility1: new\n")
        // Body in accessibility1 is 28 pt on a 34 pt line: 28004 / 2816 × 28 = 278.45 → 278.5.
        let layout = store.run(["layout", "Label", "--width", "phone", "--size-category", "accessibility1", "--format", "csv"])
        #expect(rows(layout.output) == ["0,label,text,0,0,278.5,34,1,false"])
    }

    @Test func approveAndReplayTakeTheCategoriesTheyAreGiven() throws {
        let store = try labelStore()
        #expect(store.run(["size", "add", "xxxLarge", "--quiet"]).status == 0)
        let approved = store.run(["approve", "--size-category", "xxxLarge"])
        #expect(approved.output == "Approved 1 scenario as baselines (approval 1, by tester): current results of size categories xxxLarge\n")
        // The label at phone in large has no baseline: replay lists it and checks nothing else.
        let unapproved = "replay: 1 scenario has no baseline (not checked; 'layoutstore approve' adds them).\n"
        #expect(store.run(["replay"]).error == unapproved + "replay: no baselines to check; approve some with 'layoutstore approve'.\n")
        let replayed = store.run(["replay", "--size-category", "large", "--size-category", "xxxLarge"])
        #expect(replayed.status == 0)
        #expect(replayed.error == unapproved + "replay: 1 cases, 1 passed, 0 failed (tolerance 0.01 pt).\n")
    }

    @Test func anUnknownCategoryIsAUsageErrorListingTheNamesAndStoresNothing() throws {
        let store = try labelStore()
        let before = try store.snapshot()
        let names = "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"
        let add = store.run(["size", "add", "huge"])
        #expect(add.status == 64)
        #expect(add.output == "")
        #expect(add.error.hasPrefix("Error: The value 'huge' is invalid for '<category>': expected one of \(names).\n"))
        for arguments in [
            ["layout", "Label", "--width", "phone", "--size-category", "XXXL"],
            ["render", "Label", "--width", "phone", "--size-category", "Large"],
            ["query", "--size-category", "xlarge"],
            ["history", "Label", "--width", "phone", "--size-category", "big"],
            ["breakpoints", "Label", "--size-category", "big"],
            ["replay", "--size-category", "big"],
            ["approve", "--size-category", "big"],
        ] {
            let run = store.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.error.contains("expected one of \(names)."), "\(arguments)")
        }
        #expect(try store.snapshot() == before)
    }

    @Test func removeKeepsResultsAndRefusesAnUnknownOrTheLastCategory() throws {
        let store = try labelStore()
        #expect(store.run(["size", "add", "xxxLarge", "--quiet"]).status == 0)
        let removed = store.run(["size", "remove", "xxxLarge"])
        #expect(removed.output == "Removed size category xxxLarge; the results computed in it stay stored.\n")
        #expect(store.run(["sql", "SELECT count(*) AS n FROM results", "--format", "csv"]).output == "n\r\n2\r\n")
        let again = store.run(["size", "remove", "xxxLarge"])
        #expect(again.status == 65)
        #expect(again.error == "Error: The store lays nothing out at size category xxxLarge (it has: large).\n")
        let last = store.run(["size", "remove", "large"])
        #expect(last.status == 65)
        #expect(last.error == "Error: Large is the store's only size category; add another before removing it.\n")
        let twice = store.run(["size", "add", "large"])
        #expect(twice.status == 65)
        #expect(twice.error == "Error: Size category large is already added.\n")
    }

    @Test func aStoreFromBeforeSizeCategoriesHoldsOnlyLargeResults() throws {
        let store = try TemporaryStore()
        let original = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/store-before-engine-identity.sqlite")
        try FileManager.default.copyItem(at: original, to: URL(fileURLWithPath: store.path))
        #expect(store.run(["size", "list", "--format", "csv"]).output == "size_category\r\nlarge\r\n")
        let categories = store.run(["sql", "SELECT size_category, count(*) AS n FROM proposals GROUP BY 1", "--format", "csv"])
        #expect(categories.output == "size_category,n\r\nlarge,8\r\n")
        let history = store.run(["history", "Kyoto", "--width", "iPhone SE", "--limit", "10", "--format", "csv"])
        #expect(rows(history.output).count == 4, "one result per template (compact, wide) and engine (2)")
    }

    @Test func breakpointsOfTheChipsArticleFollowKoreanWidthsInEachCategory() throws {
        let store = try TemporaryStore(seeded: true)
        // By hand from hb-shape over Noto Sans CJK KR (NotoSansCJK-Regular.ttc, face 1: 1000
        // units per em): every Hangul syllable of the chips advances 920 units. A chip is its
        // caption text plus 10 pt of padding each side; chip-4 "서른마흔다섯번째" (8 syllables)
        // stops truncating where it fits: caption is 12 pt in large, 7360 × 12 / 1000 = 88.32
        // → 88.5 + 20 = 108.5; and 18 pt in xxxLarge, 132.48 → 132.5 + 20 = 152.5. The first
        // two chips "첫번째" and "두번째" (3 syllables: 33.12 → 33.5 + 20 = 53.5 in large, 49.68
        // → 50 + 20 = 70 in xxxLarge) share a row from 53.5 + 4 + 53.5 = 111 and
        // 70 + 4 + 70 = 144 pt on (the search bisects to 0.5 pt).
        let large = store.run(["breakpoints", "Chips article", "--from", "100", "--to", "120", "--step", "4", "--format", "csv"])
        #expect(rows(large.output).first == "108.5,#chip-4 (text): truncated true → false")
        let joined = try #require(rows(large.output).dropFirst().first?.split(separator: ",").first.flatMap { Double($0) })
        #expect(joined >= 111 && joined <= 111.5)
        let larger = store.run([
            "breakpoints", "Chips article", "--size-category", "xxxLarge", "--from", "140", "--to", "160", "--step", "4", "--format", "csv",
        ])
        #expect(rows(larger.output).first == "144,#chips (guideFlow): rows 9 → 7")
        #expect(rows(larger.output).last == "152.5,#chip-4 (text): truncated true → false")
    }
}
