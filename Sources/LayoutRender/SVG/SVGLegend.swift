/// The key drawn below a picture (or once at the top of a report): the node kinds present
/// (wireframe) and the markers used.
struct SVGLegend {
    struct Entry: Hashable {
        var swatchClass: String
        var name: String
    }

    var entries: [Entry]

    /// The entries of `picture` in `style`, with the mark entries of `marks` that are present.
    init(_ picture: LayoutPicture, style: PictureStyle, marks: NodeMarks) {
        var entries: [Entry] = []
        if style == .wireframe {
            entries = picture.categories.map { Entry(swatchClass: "swatch kind-\($0.rawValue)", name: $0.legendName) }
            if picture.elements.contains(where: \.truncated) {
                entries.append(Entry(swatchClass: "swatch truncated", name: "truncated text …"))
            }
        }
        entries.append(Entry(swatchClass: "swatch bounds", name: "container size"))
        if picture.elements.contains(where: \.overflows) {
            entries.append(Entry(swatchClass: "swatch overflow", name: "outside the container"))
        }
        let paths = Set(picture.elements.map(\.path))
        for (mark, name) in [("moved", "moved or resized"), ("added", "added"), ("removed", "removed")]
        where paths.contains(where: { marks.mark(of: $0) == mark }) {
            entries.append(Entry(swatchClass: "swatch \(mark)", name: name))
        }
        self.entries = entries
    }

    static let rowHeight = 16.0
    static let width = 170.0

    var height: Double { Double(entries.count) * Self.rowHeight }

    /// The legend's markup with its first row's top at (`x`, `y`).
    func markup(x: Double, y top: Double) -> String {
        guard !entries.isEmpty else { return "" }
        let n = SVGMarkup.number
        var svg = "<g class=\"legend\">\n"
        for (row, entry) in entries.enumerated() {
            let y = top + Double(row) * Self.rowHeight
            svg += "<rect class=\"\(entry.swatchClass)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"12\" height=\"10\"/>"
            svg += "<text x=\"\(n(x + 18))\" y=\"\(n(y + 9))\">\(XMLText.escaped(entry.name))</text>\n"
        }
        return svg + "</g>\n"
    }
}
