import LayoutEngine

/// The small pieces every SVG picture is written with: numbers (at most two decimals, so equal
/// input gives byte-identical output) and rectangle attributes.
enum SVGMarkup {
    static func number(_ value: Double) -> String {
        FixedNumber.format(value)
    }

    /// `x="…" y="…" width="…" height="…"` of `rect` (negative sizes drawn as 0).
    static func attributes(_ rect: Rect) -> String {
        "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(max(0, rect.width)))\" height=\"\(number(max(0, rect.height)))\""
    }

    /// The lines of a text node, each at the engine's measured point size and the style's
    /// weight, baselines one line height apart from the frame's top plus the ascender; `fill`
    /// overrides the style sheet's colour.
    static func textLines(_ element: LayoutPicture.Element, fill: String? = nil) -> String {
        guard !element.lines.isEmpty, let font = element.appearance.text else { return "" }
        var svg = ""
        let size = " font-size=\"\(number(font.pointSize))\""
        let weight = font.weight == 400 ? "" : " font-weight=\"\(font.weight)\""
        let colour = " fill=\"\(fill ?? PreviewDrawing.darkText)\""
        for (index, line) in element.lines.enumerated() {
            let baseline = element.frame.minY + font.lineHeight * Double(index) + font.ascender
            svg += "<text class=\"line\" x=\"\(number(element.frame.minX))\" y=\"\(number(baseline))\"\(size)\(weight)\(colour)>"
            svg += emojiMarked(line) + "</text>"
        }
        return svg
    }

    /// `line` escaped, each run of emoji in a `tspan` set in Noto Color Emoji. The font is named
    /// only there: librsvg, given it in the element's family list, draws digits with it.
    static func emojiMarked(_ line: String) -> String {
        var output = ""
        var run = ""
        var runIsEmoji = false
        func flush() {
            guard !run.isEmpty else { return }
            output += runIsEmoji ? "<tspan font-family=\"\(SVGStyleSheet.emojiFamily)\">\(XMLText.escaped(run))</tspan>" : XMLText.escaped(run)
            run = ""
        }
        for character in line {
            let isEmoji = character.unicodeScalars.contains { $0.properties.isEmojiPresentation }
                || character.unicodeScalars.contains { $0.value == 0xFE0F }
            if isEmoji != runIsEmoji { flush() }
            runIsEmoji = isEmoji
            run.append(character)
        }
        flush()
        return output
    }

    /// A node's tooltip: path, type, id, drawn frame and its facts.
    static func tooltip(_ element: LayoutPicture.Element) -> String {
        var text = "\(element.path) \(element.type)"
        if let id = element.id { text += " #\(id)" }
        let frame = element.outer
        text += " (\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width)) × \(number(frame.height))"
        if let font = element.appearance.text {
            text += ", \(number(font.pointSize)) pt" + (font.weight == 400 ? "" : " weight \(font.weight)")
            if font.isEstimated { text += " (estimated)" }
        }
        if element.truncated { text += ", truncated" }
        if element.overflows { text += ", overflows the container" }
        return text
    }
}
