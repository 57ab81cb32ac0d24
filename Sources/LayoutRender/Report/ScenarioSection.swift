import LayoutEngine

/// One scenario of a report page: its heading (with its anchor), the three views — side by
/// side, overlay with an opacity slider (onion skin), difference — switched by radio buttons
/// and CSS, and the table of node deltas. Before and after share one canvas, so the overlay
/// lines them up; the pictures scale down to the page's width.
struct ScenarioSection {
    var scenario: ChangedScenario
    var anchor: String
    var renderer: SVGRenderer

    var html: String {
        let id = XMLText.escaped(anchor)
        let status = scenario.status
        var html = "<section class=\"scenario \(status.rawValue)\" id=\"\(id)\">\n"
        html += "<h2><a href=\"#\(id)\">\(XMLText.escaped(scenario.name))</a> <span class=\"status \(status.rawValue)\">\(Self.statusText(status))</span></h2>\n"
        if let engine = scenario.caption.engine {
            html += "<p class=\"engine\">\(XMLText.escaped(engine))</p>\n"
        }
        let scenes = [scenario.old, scenario.new].compactMap { $0 }
        let canvas = SVGRenderer.canvas(of: scenes)
        let marks = scenario.marks
        if status == .changed {
            html += "<div class=\"views\">"
            for (view, label, checked) in [("side", "Side by side", true), ("overlay", "Overlay", false), ("difference", "Difference", false)] {
                html += "<input type=\"radio\" class=\"\(view)\" name=\"v-\(id)\" id=\"\(id)-\(view)\"\(checked ? " checked" : "")>"
                html += "<label for=\"\(id)-\(view)\">\(label)</label>"
            }
            html += "<input type=\"range\" class=\"onion\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Opacity of the layout after\">\n"
        } else {
            html += "<div class=\"views single\">\n"
        }
        html += "<div class=\"stage\">\n"
        if let old = scenario.old {
            html += figure("before", caption: status == .removed ? "Before (removed since)" : "Before", renderer.render(old, marks: marks, canvas: canvas))
        }
        if let new = scenario.new {
            html += figure("after", caption: status == .new ? "After (new scenario)" : "After", renderer.render(new, marks: marks, canvas: canvas))
        }
        if status == .changed {
            html += figure("difference", caption: "Difference", renderer.renderDifference(scenario, canvas: canvas))
        }
        html += "</div>\n</div>\n"
        html += deltaTable
        return html + "</section>\n"
    }

    private static func statusText(_ status: ChangedScenario.Status) -> String {
        switch status {
        case .changed: return "changed"
        case .new: return "new scenario: no earlier layout"
        case .removed: return "removed: no layout after"
        }
    }

    private func figure(_ kind: String, caption: String, _ svg: String) -> String {
        "<figure class=\"\(kind)\"><figcaption>\(caption)</figcaption>\n\(svg)</figure>\n"
    }

    private var deltaTable: String {
        switch scenario.status {
        case .new, .removed:
            return ""
        case .changed:
            guard !scenario.deltas.isEmpty else {
                return "<p class=\"no-moves\">No node moved; the layouts differ only in their facts (text lines, truncation, size).</p>\n"
            }
        }
        var html = "<table class=\"deltas\">\n<thead><tr><th>path</th><th>id</th><th>dx</th><th>dy</th><th>dw</th><th>dh</th></tr></thead>\n<tbody>\n"
        for delta in scenario.deltas {
            html += "<tr><td>\(XMLText.escaped(delta.path))</td><td>\(XMLText.escaped(delta.id ?? ""))</td>"
            if let change = delta.change {
                html += [change.dx, change.dy, change.dw, change.dh].map { "<td class=\"number\">\(XMLText.escaped(Self.signed($0)))</td>" }.joined()
            } else {
                html += "<td colspan=\"4\">\(delta.old == nil ? "appeared" : "disappeared")</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// `value` with an explicit `+` when positive; a change that rounds to 0 is `<0.01` with its sign.
    private static func signed(_ value: Double) -> String {
        let text = FixedNumber.format(value)
        if text == "0" && value != 0 { return value > 0 ? "+<0.01" : "−<0.01" }
        return value > 0 ? "+" + text : text
    }
}
