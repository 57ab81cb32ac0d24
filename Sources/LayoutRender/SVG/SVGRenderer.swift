import LayoutEngine

/// Draws a layout as a standalone SVG document, in the `wireframe` or `preview` style.
///
/// The document holds, top to bottom: the caption (scenario and engine) when the scene has
/// one, the drawing — a canvas that holds every drawn frame, however far outside the container
/// — and the legend. Nodes are painted in SwiftUI's order (backgrounds, the node, its
/// children, overlays); marked nodes (moved, added, removed) and, in the preview, nodes that
/// overflow are outlined on top of everything. Each text line is drawn at the point size the
/// engine measured and in the style's weight. Numbers have at most two decimals, so equal
/// input gives byte-identical SVG.
public struct SVGRenderer: Sendable {
    public var style: PictureStyle
    /// Blank space around the drawing, in points.
    public var margin: Double
    /// Whether a legend of the node kinds present and the markers is drawn below the layout.
    public var showsLegend: Bool
    /// Whether the scene's caption is written above the drawing.
    public var showsCaption: Bool
    /// Display pixels per point: the document's width and height, not its coordinates.
    public var scale: Double
    /// Whether the document carries its style sheet (a report carries it once instead).
    public var embedsStyleSheet: Bool

    public init(
        style: PictureStyle = .wireframe, margin: Double = 12, showsLegend: Bool = true, showsCaption: Bool = true,
        scale: Double = 1, embedsStyleSheet: Bool = true
    ) {
        self.style = style
        self.margin = margin
        self.showsLegend = showsLegend
        self.showsCaption = showsCaption
        self.scale = scale
        self.embedsStyleSheet = embedsStyleSheet
    }

    private static let captionLineHeight = 14.0

    /// The SVG document of `result` alone; nodes whose path is in `highlighted` are marked as moved.
    public func render(_ result: LayoutResult, highlighted: Set<String> = []) -> String {
        render(LayoutScene(result: result), marks: NodeMarks(moved: highlighted))
    }

    /// The SVG document of `scene` with `marks` outlined on top; `canvas` (in points) replaces
    /// the drawing's own bounds, so pictures of two layouts can share one coordinate frame.
    public func render(_ scene: LayoutScene, marks: NodeMarks = .none, canvas: Rect? = nil) -> String {
        let picture = LayoutPicture(scene)
        let bounds = canvas ?? picture.bounds
        let legend = showsLegend ? SVGLegend(picture, style: style, marks: marks) : nil
        let captionLines = showsCaption ? scene.caption?.lines ?? [] : []
        var svg = header(bounds: bounds, captionLines: captionLines, legend: legend)
        svg += Self.caption(captionLines, x: bounds.minX, y: bounds.minY - margin)
        svg += drawing(picture)
        svg += Self.marks(picture, marks: marks, outliningOverflow: style == .preview)
        if let legend {
            svg += legend.markup(x: bounds.minX, y: bounds.maxY + margin)
        }
        return svg + "</svg>\n"
    }

    /// The canvas that holds every drawn frame of all `scenes`, in points.
    public static func canvas(of scenes: [LayoutScene]) -> Rect {
        let rects = scenes.map { LayoutPicture($0).bounds }
        guard let first = rects.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The opening `<svg>` tag sized for the caption, the drawing and the legend, and the style sheet.
    func header(bounds: Rect, captionLines: [String], legend: SVGLegend?) -> String {
        let captionHeight = captionLines.isEmpty ? 0 : Double(captionLines.count) * Self.captionLineHeight
        let captionWidth = Double(captionLines.map(\.count).max() ?? 0) * 6.2
        let legendHeight = legend.map { $0.entries.isEmpty ? 0 : $0.height + margin } ?? 0
        let legendWidth = legend.map { $0.entries.isEmpty ? 0 : SVGLegend.width } ?? 0
        let viewX = bounds.minX - margin
        let viewY = bounds.minY - margin - captionHeight
        let width = max(bounds.width, legendWidth, captionWidth) + 2 * margin
        let height = captionHeight + bounds.height + 2 * margin + legendHeight
        let n = SVGMarkup.number
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout \(style.rawValue)\""
        svg += " width=\"\(n(width * scale))\" height=\"\(n(height * scale))\""
        svg += " viewBox=\"\(n(viewX)) \(n(viewY)) \(n(width)) \(n(height))\">\n"
        if embedsStyleSheet { svg += "<style>\(SVGStyleSheet.css)</style>\n" }
        return svg
    }

    /// The nodes in paint order, in this renderer's style.
    func drawing(_ picture: LayoutPicture) -> String {
        switch style {
        case .wireframe:
            return WireframeDrawing.container(picture) + picture.elements.map(WireframeDrawing.node).joined()
        case .preview:
            var preview = PreviewDrawing()
            var svg = PreviewDrawing.container(picture)
            for element in picture.elements { svg += preview.node(element) }
            return svg
        }
    }

    /// The caption's lines ending just above `y`.
    private static func caption(_ lines: [String], x: Double, y bottom: Double) -> String {
        guard !lines.isEmpty else { return "" }
        var svg = "<g class=\"caption\">"
        let top = bottom - Double(lines.count) * captionLineHeight
        for (index, line) in lines.enumerated() {
            let y = top + Double(index) * captionLineHeight + 10
            let kind = index == 0 ? "" : " class=\"engine\""
            svg += "<text\(kind) x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\">\(XMLText.escaped(line))</text>"
        }
        return svg + "</g>\n"
    }

    /// Outlines on top of the drawing: each marked node's drawn frame, and overflowing nodes'
    /// when `outliningOverflow`.
    static func marks(_ picture: LayoutPicture, marks: NodeMarks, outliningOverflow: Bool) -> String {
        var svg = ""
        for element in picture.elements {
            if let mark = marks.mark(of: element.path) {
                svg += "<rect class=\"mark \(mark)\" data-path=\"\(XMLText.escaped(element.path))\" \(SVGMarkup.attributes(element.outer))/>"
            } else if outliningOverflow && element.overflows {
                svg += "<rect class=\"mark overflow\" data-path=\"\(XMLText.escaped(element.path))\" \(SVGMarkup.attributes(element.outer))/>"
            }
        }
        return svg.isEmpty ? "" : "<g class=\"marks\">\(svg)</g>\n"
    }
}
