import LayoutEngine

/// The `wireframe` style: each node's outer frame dashed and its base frame tinted in its
/// kind's colour; truncated text gets a red dashed frame and a "…" badge, overflowing nodes a
/// red outer frame. Text lines are drawn in their measured font.
enum WireframeDrawing {
    /// The container's size (solid) and the proposal (dashed grey).
    static func container(_ picture: LayoutPicture) -> String {
        let proposed = "\(proposalText(picture.proposalSize.width)) × \(proposalText(picture.proposalSize.height))"
        let size = "\(SVGMarkup.number(picture.container.width)) × \(SVGMarkup.number(picture.container.height))"
        var svg = "<g class=\"container\">"
        svg += "<title>\(XMLText.escaped("proposal \(proposed), size \(size)"))</title>"
        svg += "<rect class=\"proposal\" \(SVGMarkup.attributes(picture.proposal))/>"
        svg += "<rect class=\"bounds\" \(SVGMarkup.attributes(picture.container))/>"
        svg += "</g>\n"
        return svg
    }

    /// One node's group.
    static func node(_ element: LayoutPicture.Element) -> String {
        var classes = ["node", "kind-\(element.category.rawValue)"]
        if element.truncated { classes.append("truncated") }
        if element.overflows { classes.append("overflow") }
        var svg = "<g class=\"\(classes.joined(separator: " "))\" data-path=\"\(XMLText.escaped(element.path))\""
        svg += " data-type=\"\(XMLText.escaped(element.type))\">"
        svg += "<title>\(XMLText.escaped(SVGMarkup.tooltip(element)))</title>"
        svg += "<rect class=\"outer\" \(SVGMarkup.attributes(element.outer))/>"
        let colour = element.category.colour
        svg += "<rect class=\"frame\" fill=\"\(colour)\" stroke=\"\(colour)\" \(SVGMarkup.attributes(element.frame))/>"
        svg += SVGMarkup.textLines(element)
        if element.truncated {
            let x = element.frame.maxX - 7
            let y = element.frame.minY - 5
            svg += "<g class=\"badge\"><rect x=\"\(SVGMarkup.number(x - 7))\" y=\"\(SVGMarkup.number(y - 5))\" width=\"14\" height=\"10\" rx=\"3\"/>"
            svg += "<text x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y + 3))\">…</text></g>"
        }
        svg += "</g>\n"
        return svg
    }

    private static func proposalText(_ length: Double?) -> String {
        guard let length else { return "nil" }
        return SVGMarkup.number(length)
    }
}
