/// Writes a `ChangeReport` as self-contained HTML pages (inline CSS and SVG, no network): an
/// index and pages of at most `scenariosPerPage` scenarios each.
///
/// The index has the summary, the legend, the failures, and one group per model with its
/// counts (changed, new, removed), the pages it spans and a link to each scenario. Scenarios are
/// grouped by model (stable order within a model) and each has a stable anchor
/// (`ReportAnchor`); pages are named after the index: `report.html` → `report-001.html`, ….
/// One small inline script moves the overlay's opacity slider; everything else is CSS.
public struct HTMLReport: Sendable {
    /// The default number of scenarios per page.
    public static let defaultScenariosPerPage = 25

    public let report: ChangeReport
    /// The index's file name; the pages are named after it.
    public let indexName: String
    public let scenariosPerPage: Int
    public let renderer: SVGRenderer
    /// The scenarios grouped by model, in page order, and their anchors.
    let scenarios: [ChangedScenario]
    let anchors: [String]
    /// The scenario pages' file names, in order.
    public let pageNames: [String]

    /// The report's pages, drawn by `renderer` (default: preview style, 1.5 px per point, no
    /// legend or caption per picture), at most `scenariosPerPage` scenarios each.
    public init(
        _ report: ChangeReport, indexName: String, scenariosPerPage: Int = defaultScenariosPerPage,
        renderer: SVGRenderer = reportRenderer
    ) {
        precondition(scenariosPerPage > 0, "a report page holds at least one scenario")
        self.report = report
        self.indexName = indexName
        self.scenariosPerPage = scenariosPerPage
        self.renderer = renderer
        scenarios = Self.grouped(report.scenarios)
        anchors = ReportAnchor.anchors(for: scenarios.map(\.name))
        let stem = indexName.hasSuffix(".html") ? String(indexName.dropLast(5)) : indexName
        let pageCount = (scenarios.count + scenariosPerPage - 1) / scenariosPerPage
        pageNames = (0..<pageCount).map { stem + "-" + Self.pageNumber($0 + 1) + ".html" }
    }

    /// The index page, named `indexName`.
    public func index() -> ReportPage {
        ReportPage(fileName: indexName, html: ReportIndex(
            report: report, scenarios: scenarios, anchors: anchors, pageNames: pageNames, scenariosPerPage: scenariosPerPage
        ).html)
    }

    /// Scenario page `pageIndex` (from 0).
    public func page(_ pageIndex: Int) -> ReportPage {
        let range = (pageIndex * scenariosPerPage)..<min(scenarios.count, (pageIndex + 1) * scenariosPerPage)
        var body = navigation(current: pageIndex) + ReportStyle.legend + "<ol class=\"contents\" start=\"\(range.lowerBound + 1)\">"
        for index in range {
            body += "<li><a href=\"#\(XMLText.escaped(anchors[index]))\">\(XMLText.escaped(scenarios[index].name))</a></li>"
        }
        body += "</ol>\n"
        for index in range {
            body += ScenarioSection(scenario: scenarios[index], anchor: anchors[index], renderer: renderer).html
        }
        body += navigation(current: pageIndex)
        let title = "\(report.title) — page \(pageIndex + 1) of \(pageNames.count)"
        return ReportPage(fileName: pageNames[pageIndex], html: Self.document(title: title, heading: title, body: body, scripted: true))
    }

    /// The index, then every scenario page.
    public func pages() -> [ReportPage] {
        [index()] + pageNames.indices.map(page)
    }

    /// The renderer reports draw with: preview, 1.5 px per point, the legend once per page.
    public static let reportRenderer = SVGRenderer(
        style: .preview, margin: 8, showsLegend: false, showsCaption: false, scale: 1.5, embedsStyleSheet: false
    )

    /// The scenarios with each model's together, models in order of first appearance.
    static func grouped(_ scenarios: [ChangedScenario]) -> [ChangedScenario] {
        var order: [String: Int] = [:]
        for scenario in scenarios where order[group(of: scenario)] == nil {
            order[group(of: scenario)] = order.count
        }
        return scenarios.enumerated().sorted { first, second in
            let a = order[group(of: first.element)]!
            let b = order[group(of: second.element)]!
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }

    /// The group a scenario is listed under: its model, or its name without one.
    static func group(of scenario: ChangedScenario) -> String {
        scenario.caption.model ?? scenario.name
    }

    static func pageNumber(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// A complete page: head with the style sheet (and the slider script when `scripted`), heading, body.
    static func document(title: String, heading: String, body: String, scripted: Bool) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width\">\n"
        html += "<title>\(XMLText.escaped(title))</title>\n"
        html += "<style>\(ReportStyle.css)\(SVGStyleSheet.css)</style>\n"
        if scripted { html += "<script>\(ReportStyle.script)</script>\n" }
        html += "</head>\n<body>\n<h1>\(XMLText.escaped(heading))</h1>\n"
        return html + body + "</body>\n</html>\n"
    }

    private func navigation(current: Int) -> String {
        var links = ["<a href=\"\(XMLText.escaped(indexName))\">Index</a>"]
        if current > 0 { links.append("<a href=\"\(XMLText.escaped(pageNames[current - 1]))\" rel=\"prev\">← Page \(current)</a>") }
        links.append("Page \(current + 1) of \(pageNames.count)")
        if current + 1 < pageNames.count {
            links.append("<a href=\"\(XMLText.escaped(pageNames[current + 1]))\" rel=\"next\">Page \(current + 2) →</a>")
        }
        return "<nav>\(links.joined(separator: " · "))</nav>\n"
    }
}
