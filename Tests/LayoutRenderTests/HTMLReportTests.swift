import Foundation
import LayoutEngine
import Testing
@testable import LayoutRender

@Suite struct HTMLReportTests {
    static let report = ChangeReport(
        title: "Run 12 <vs> run 11",
        generatedBy: "layoutstore tests & friends",
        summary: [SummaryItem("Scenarios", "40"), SummaryItem("Changed", "2")],
        scenarios: [
            ChangedScenario(name: "trip-card \"Seoul\"", width: 320, old: SampleResults.card, new: SampleResults.widerTitle,
                            movedNodes: [NodeDelta(path: "0/0", id: "title", old: SampleResults.rect(0, 0, 120, 20), new: SampleResults.rect(0, 0, 130, 20))]),
            ChangedScenario(name: "new-card", width: nil, old: nil, new: SampleResults.card,
                            movedNodes: [NodeDelta(path: "0", id: "card", old: nil, new: SampleResults.rect(0, 0, 200, 60))]),
        ]
    )
    static let html = HTMLReport.render(report)

    @Test func isOneSelfContainedPageWithoutScriptsOrNetwork() {
        #expect(Self.html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!Self.html.contains("<script"))
        #expect(!Self.html.contains("http://") || Self.html.occurrences(of: "http://") == Self.html.occurrences(of: "xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!Self.html.contains("https://"))
    }

    @Test func hasTheSummaryTableEscaped() {
        #expect(Self.html.contains("<title>Run 12 &lt;vs&gt; run 11</title>"))
        #expect(Self.html.contains("<table class=\"summary\">"))
        #expect(Self.html.contains("<tr><th scope=\"row\">Changed</th><td>2</td></tr>"))
        #expect(Self.html.contains("layoutstore tests &amp; friends"))
    }

    @Test func drawsOldAndNewSideBySideWithTheMovedNodesHighlighted() {
        #expect(Self.html.occurrences(of: "<section class=\"scenario\">") == 2)
        #expect(Self.html.occurrences(of: "<svg ") == 3)
        #expect(Self.html.occurrences(of: "<g class=\"node kind-text moved\" data-path=\"0/0\"") == 2)
        #expect(Self.html.contains("<h2>trip-card &quot;Seoul&quot; <span class=\"width\">width 320</span></h2>"))
        #expect(Self.html.contains("<p class=\"absent\">No earlier layout.</p>"))
    }

    @Test func listsDeltasWithSignsAndAddedNodes() {
        #expect(Self.html.contains("<tr><td>0/0</td><td>title</td><td class=\"number\">0</td><td class=\"number\">0</td><td class=\"number\">+10</td><td class=\"number\">0</td></tr>"))
        #expect(Self.html.contains("<tr><td>0</td><td>card</td><td colspan=\"4\">added</td></tr>"))
    }

    @Test func saysSoWhenNothingChanged() {
        let quiet = HTMLReport.render(ChangeReport(title: "t", generatedBy: "g", summary: [], scenarios: []))
        #expect(quiet.contains("No layout changed."))
    }

    @Test func isDeterministic() {
        #expect(HTMLReport.render(Self.report) == Self.html)
    }

    /// Writes the sample report to `$LAYOUTRENDER_SAMPLE_REPORT` when set, for
    /// `scripts/check-report-in-chromium.sh` (see its header).
    @Test func writesTheSampleReportWhenAsked() throws {
        guard let path = ProcessInfo.processInfo.environment["LAYOUTRENDER_SAMPLE_REPORT"] else { return }
        try Data(Self.html.utf8).write(to: URL(fileURLWithPath: path))
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
