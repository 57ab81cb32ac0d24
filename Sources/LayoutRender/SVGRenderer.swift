import LayoutEngine

/// Draws a `LayoutResult` as a standalone SVG document.
///
/// Every shown, non-hidden node is a `<g class="node kind-…">` holding its outer frame (dashed)
/// and its base frame (filled in its kind's colour), text nodes their lines. The container's
/// size is a solid black rectangle, the proposal a grey dashed one. Truncated text gets a red
/// dashed frame and a "…" badge; nodes reaching outside the container get the `overflow`
/// class (a red frame); nodes listed in `highlighted` get the `moved` class (an orange frame).
/// Numbers have at most two decimals, so equal results give byte-identical SVG.
public struct SVGRenderer: Sendable {
    /// Blank space around the drawing, in points.
    public var margin: Double
    /// Whether a legend of the node kinds present and the markers is drawn below the layout.
    public var showsLegend: Bool
    /// Display pixels per point: the document's width and height, not its coordinates.
    public var scale: Double

    public init(margin: Double = 12, showsLegend: Bool = true, scale: Double = 1) {
        self.margin = margin
        self.showsLegend = showsLegend
        self.scale = scale
    }

    private static let legendRowHeight = 16.0
    private static let legendWidth = 170.0

    /// The SVG document of `result`; nodes whose path is in `highlighted` are marked as moved.
    public func render(_ result: LayoutResult, highlighted: Set<String> = []) -> String {
        let picture = LayoutPicture(result)
        let legendEntries = showsLegend ? legend(for: picture, showsMoved: !highlighted.isEmpty) : []
        let legendHeight = legendEntries.isEmpty ? 0 : Double(legendEntries.count) * Self.legendRowHeight + margin
        let viewX = picture.bounds.minX - margin
        let viewY = picture.bounds.minY - margin
        let width = max(picture.bounds.width, legendEntries.isEmpty ? 0 : Self.legendWidth) + 2 * margin
        let height = picture.bounds.height + 2 * margin + legendHeight

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout\""
        svg += " width=\"\(number(width * scale))\" height=\"\(number(height * scale))\""
        svg += " viewBox=\"\(number(viewX)) \(number(viewY)) \(number(width)) \(number(height))\">\n"
        svg += "<style>\(Self.styleSheet)</style>\n"
        svg += container(picture)
        for element in picture.elements {
            svg += node(element, isHighlighted: highlighted.contains(element.path))
        }
        if !legendEntries.isEmpty {
            let top = picture.bounds.maxY + margin
            svg += "<g class=\"legend\">\n"
            for (row, entry) in legendEntries.enumerated() {
                let y = top + Double(row) * Self.legendRowHeight
                svg += "<rect class=\"\(entry.swatchClass)\" x=\"\(number(viewX + margin))\" y=\"\(number(y))\" width=\"12\" height=\"10\"/>"
                svg += "<text x=\"\(number(viewX + margin + 18))\" y=\"\(number(y + 9))\">\(XMLText.escaped(entry.name))</text>\n"
            }
            svg += "</g>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    private func container(_ picture: LayoutPicture) -> String {
        let proposed = "\(proposalText(picture.proposalSize.width)) × \(proposalText(picture.proposalSize.height))"
        let size = "\(number(picture.container.width)) × \(number(picture.container.height))"
        var svg = "<g class=\"container\">"
        svg += "<title>\(XMLText.escaped("proposal \(proposed), size \(size)"))</title>"
        svg += "<rect class=\"proposal\" \(attributes(picture.proposal))/>"
        svg += "<rect class=\"bounds\" \(attributes(picture.container))/>"
        svg += "</g>\n"
        return svg
    }

    private func node(_ element: LayoutPicture.Element, isHighlighted: Bool) -> String {
        var classes = ["node", "kind-\(element.category.rawValue)"]
        if element.truncated { classes.append("truncated") }
        if element.overflows { classes.append("overflow") }
        if isHighlighted { classes.append("moved") }
        var svg = "<g class=\"\(classes.joined(separator: " "))\" data-path=\"\(XMLText.escaped(element.path))\""
        svg += " data-type=\"\(XMLText.escaped(element.type))\">"
        svg += "<title>\(XMLText.escaped(tooltip(element)))</title>"
        svg += "<rect class=\"outer\" \(attributes(element.outer))/>"
        svg += "<rect class=\"frame\" fill=\"\(element.category.colour)\" stroke=\"\(element.category.colour)\" \(attributes(element.frame))/>"
        svg += textLines(element)
        if element.truncated {
            let x = element.frame.maxX - 7
            let y = element.frame.minY - 5
            svg += "<g class=\"badge\"><rect x=\"\(number(x - 7))\" y=\"\(number(y - 5))\" width=\"14\" height=\"10\" rx=\"3\"/>"
            svg += "<text x=\"\(number(x))\" y=\"\(number(y + 3))\">…</text></g>"
        }
        svg += "</g>\n"
        return svg
    }

    private func textLines(_ element: LayoutPicture.Element) -> String {
        guard !element.lines.isEmpty else { return "" }
        let lineHeight = element.frame.height / Double(element.lines.count)
        let fontSize = max(1, min(lineHeight * 0.75, 32))
        var svg = ""
        for (index, line) in element.lines.enumerated() {
            let baseline = element.frame.minY + lineHeight * Double(index) + lineHeight * 0.78
            svg += "<text class=\"line\" x=\"\(number(element.frame.minX))\" y=\"\(number(baseline))\""
            svg += " font-size=\"\(number(fontSize))\">\(XMLText.escaped(line))</text>"
        }
        return svg
    }

    private func tooltip(_ element: LayoutPicture.Element) -> String {
        var text = "\(element.path) \(element.type)"
        if let id = element.id { text += " #\(id)" }
        let frame = element.outer
        text += " (\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width)) × \(number(frame.height))"
        if element.truncated { text += ", truncated" }
        if element.overflows { text += ", overflows the container" }
        return text
    }

    private struct LegendEntry {
        var swatchClass: String
        var name: String
    }

    private func legend(for picture: LayoutPicture, showsMoved: Bool) -> [LegendEntry] {
        var entries = picture.categories.map { LegendEntry(swatchClass: "swatch kind-\($0.rawValue)", name: $0.legendName) }
        entries.append(LegendEntry(swatchClass: "swatch bounds", name: "container size"))
        if picture.elements.contains(where: \.truncated) {
            entries.append(LegendEntry(swatchClass: "swatch truncated", name: "truncated text …"))
        }
        if picture.elements.contains(where: \.overflows) {
            entries.append(LegendEntry(swatchClass: "swatch overflow", name: "outside the container"))
        }
        if showsMoved {
            entries.append(LegendEntry(swatchClass: "swatch moved", name: "moved"))
        }
        return entries
    }

    private func attributes(_ rect: Rect) -> String {
        "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    }

    private func proposalText(_ length: Double?) -> String {
        guard let length else { return "nil" }
        return number(length)
    }

    private func number(_ value: Double) -> String {
        FixedNumber.format(value)
    }

    /// The style sheet every picture carries; class names are shared with the HTML report.
    static let styleSheet: String = {
        var rules = [
            "svg.layout{font-family:sans-serif;background:#fff}",
            "svg.layout text{font-size:9px;fill:#222}",
            "svg.layout .proposal{fill:none;stroke:#999;stroke-dasharray:4 3}",
            "svg.layout .bounds{fill:none;stroke:#111;stroke-width:1.5}",
            "svg.layout .outer{fill:none;stroke:#bbb;stroke-width:0.5;stroke-dasharray:2 2}",
            "svg.layout .frame{fill-opacity:0.12;stroke-opacity:0.8;stroke-width:0.75}",
            "svg.layout .line{fill:#111}",
            "svg.layout .truncated>.frame{stroke:#d11;stroke-width:1.5;stroke-dasharray:3 2;stroke-opacity:1}",
            "svg.layout .badge rect{fill:#d11}",
            "svg.layout .badge text{fill:#fff;font-size:9px;text-anchor:middle}",
            "svg.layout .overflow>.outer{stroke:#d11;stroke-width:1.5;stroke-dasharray:none}",
            "svg.layout .moved>.outer,svg.layout .moved>.frame{stroke:#f08c00;stroke-width:2.5;stroke-dasharray:none;stroke-opacity:1}",
            "svg.layout .swatch.moved{fill:none;stroke:#f08c00;stroke-width:2}",
            "svg.layout .swatch.bounds{fill:none;stroke:#111}",
            "svg.layout .swatch.truncated{fill:none;stroke:#d11;stroke-dasharray:3 2}",
            "svg.layout .swatch.overflow{fill:none;stroke:#d11;stroke-width:1.5}",
        ]
        rules += NodeCategory.allCases.map { "svg.layout .swatch.kind-\($0.rawValue){fill:\($0.colour)}" }
        return rules.joined()
    }()
}
