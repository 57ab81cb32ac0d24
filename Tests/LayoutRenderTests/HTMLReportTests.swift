import Foundation
import LayoutEngine
import Testing
@testable import LayoutRender

@Suite struct HTMLReportTests {
    static func caption(_ model: String, width: String) -> PictureCaption {
        PictureCaption(model: model, revision: 1, template: "compact", width: width, engine: "engine 0.1.0")
    }

    static let titleDelta = NodeDelta(path: "0/0", id: "title", old: SampleResults.rect(0, 0, 120, 20), new: SampleResults.rect(0, 0, 130, 20))

    static let report = ChangeReport(
        title: "Run 12 <vs> run 11",
        generatedBy: "layoutstore tests & friends",
        summary: [SummaryItem("Scenarios", "40"), SummaryItem("Changed", "2")],
        scenarios: [
            ChangedScenario(caption: caption("Seoul \"trip\"", width: "320"), old: LayoutScene(result: SampleResults.card),
                            new: LayoutScene(result: SampleResults.widerTitle), deltas: [titleDelta]),
            ChangedScenario(caption: caption("Busan", width: "320"), old: nil, new: LayoutScene(result: SampleResults.card), deltas: []),
            ChangedScenario(caption: caption("Seoul \"trip\"", width: "375"), old: LayoutScene(result: SampleResults.card), new: nil, deltas: []),
        ],
        failures: [FailedScenario(caption: caption("Jeju", width: "320"), message: "tree too deep")]
    )
    static let pages = HTMLReport(report, indexName: "report.html", scenariosPerPage: 2).pages()
    static var index: String { pages[0].html }

    @Test func writesAnIndexAndPagesOfBoundedSize() {
        #expect(Self.pages.map(\.fileName) == ["report.html", "report-001.html", "report-002.html"])
        #expect(Self.pages[1].html.occurrences(of: "<section class=\"scenario") == 2)
        #expect(Self.pages[2].html.occurrences(of: "<section class=\"scenario") == 1)
    }

    @Test func pagesAreSelfContainedWithOneSmallScript() {
        for page in Self.pages {
            #expect(page.html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(!page.html.contains("https://"))
            #expect(!page.html.contains("src="))
            #expect(page.html.occurrences(of: "http://") == page.html.occurrences(of: "xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(page.html.occurrences(of: "<script>") <= 1)
        }
        #expect(!Self.index.contains("<script"))
    }

    @Test func indexHasTheSummaryAndGroupsByModelAndPagesListTheirScenarios() {
        #expect(Self.index.contains("<title>Run 12 &lt;vs&gt; run 11</title>"))
        #expect(Self.index.contains("<tr><th scope=\"row\">Changed</th><td>2</td></tr>"))
        #expect(Self.index.contains("layoutstore tests &amp; friends"))
        // Seoul's two scenarios are grouped before Busan although Busan came second.
        let seoul = "<tr><th scope=\"row\"><a href=\"report-001.html#s-seoul-trip-r1-compact-width-320\">Seoul &quot;trip&quot;</a></th>"
        #expect(Self.index.contains(seoul + "<td class=\"number\">1</td><td class=\"number\">0</td><td class=\"number\">1</td><td><a href=\"report-001.html\">1</a></td></tr>"))
        #expect(Self.index.contains("<a href=\"report-002.html#s-busan-r1-compact-width-320\">Busan</a>"))
        #expect(Self.pages[1].html.contains("<li><a href=\"#s-seoul-trip-r1-compact-width-375\">Seoul &quot;trip&quot; r1 · compact · width 375</a></li>"))
        #expect(Self.index.contains("<tr><td>Jeju r1 · compact · width 320</td><td>tree too deep</td></tr>"))
    }

    @Test func eachScenarioHasAStableAnchorAndThreeViews() {
        let page = Self.pages[1].html
        #expect(page.contains("<section class=\"scenario changed\" id=\"s-seoul-trip-r1-compact-width-320\">"))
        for view in ["side", "overlay", "difference"] {
            #expect(page.contains("id=\"s-seoul-trip-r1-compact-width-320-\(view)\""))
        }
        #expect(page.contains("<input type=\"range\" class=\"onion\""))
        #expect(page.contains("<figure class=\"difference\">"))
        // Before and after share one canvas so the overlay lines them up.
        // (Each document's view box follows its class; image placeholders carry their own.)
        let viewBoxes = page.components(separatedBy: "class=\"layout preview\" ").dropFirst().prefix(3).map { document in
            document.components(separatedBy: "viewBox=\"")[1].prefix(while: { $0 != "\"" })
        }
        #expect(viewBoxes.count == 3 && Set(viewBoxes).count == 1)
    }

    @Test func labelsNewAndRemovedScenarios() {
        let all = Self.pages.dropFirst().map(\.html).joined()
        #expect(all.contains("<span class=\"status new\">new scenario: no earlier layout</span>"))
        #expect(all.contains("<span class=\"status removed\">removed: no layout after</span>"))
        #expect(!all.contains("No node moved"))
        #expect(!all.contains("No earlier layout."))
    }

    @Test func marksTheMovedNodeOnBothSidesAndInTheDifference() {
        let page = Self.pages[1].html
        #expect(page.occurrences(of: "<rect class=\"mark moved\" data-path=\"0/0\"") == 3)
        #expect(page.occurrences(of: "<rect class=\"mark was\" data-path=\"0/0\"") == 1)
    }

    @Test func listsDeltasWithSignsAndSubPointMoves() {
        #expect(Self.pages[1].html.contains("<tr><td>0/0</td><td>title</td><td class=\"number\">0</td><td class=\"number\">0</td><td class=\"number\">+10</td><td class=\"number\">0</td></tr>"))
        let tiny = NodeDelta(path: "0", id: nil, old: SampleResults.rect(0, 0, 10, 10), new: SampleResults.rect(0.001, 0, 10, 10))
        let report = ChangeReport(title: "t", generatedBy: "g", summary: [], scenarios: [
            ChangedScenario(caption: Self.caption("A", width: "1"), old: LayoutScene(result: SampleResults.card),
                            new: LayoutScene(result: SampleResults.card), deltas: [tiny]),
        ])
        #expect(HTMLReport(report, indexName: "r.html").page(0).html.contains("<td class=\"number\">+&lt;0.01</td>"))
    }

    @Test func saysSoWhenNothingChanged() {
        let quiet = HTMLReport(ChangeReport(title: "t", generatedBy: "g", summary: [], scenarios: []), indexName: "r.html").pages()
        #expect(quiet.count == 1)
        #expect(quiet[0].html.contains("No layout changed."))
    }

    @Test func isDeterministic() {
        #expect(HTMLReport(Self.report, indexName: "report.html", scenariosPerPage: 2).pages() == Self.pages)
    }

    /// Writes the sample report into the folder `$LAYOUTRENDER_SAMPLE_REPORT` when set, for
    /// `scripts/check-report-in-chromium.sh` (see its header).
    @Test func writesTheSampleReportWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUTRENDER_SAMPLE_REPORT"] else { return }
        for page in Self.pages {
            try Data(page.html.utf8).write(to: URL(fileURLWithPath: folder + "/" + page.fileName))
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/report.html"))
    }
}
