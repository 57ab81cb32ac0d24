import LayoutEngine

/// Small hand-built results the renderer tests draw.
enum SampleResults {
    /// A 200 × 60 card proposed 200 × nil: a title with markup characters, a truncated line,
    /// an image reaching 20 pt outside the container, a hidden badge, a ViewThatFits child
    /// that was not chosen, and a spacer moved by an offset.
    static let card = LayoutResult(
        proposal: ProposedSize(width: 200, height: nil),
        size: Size(width: 200, height: 60),
        nodes: [
            NodeLayout(path: "0", id: "card", type: "vstack", frame: rect(0, 0, 200, 60), outer: rect(0, 0, 200, 60)),
            NodeLayout(path: "0/0", id: "title", type: "text", frame: rect(0, 0, 120, 20), outer: rect(0, 0, 120, 20),
                       text: TextLines(lines: ["Tom & <Jerry>"], truncated: false)),
            NodeLayout(path: "0/1", id: nil, type: "text", frame: rect(0, 20, 200, 20), outer: rect(0, 20, 200, 20),
                       text: TextLines(lines: ["서울에서 부산까지…"], truncated: true)),
            NodeLayout(path: "0/2", id: "photo", type: "image", frame: rect(180, 40, 40, 20), outer: rect(180, 40, 40, 20)),
            NodeLayout(path: "0/3", id: "badge", type: "capsule", frame: rect(0, 40, 10, 10), outer: rect(0, 40, 10, 10), hidden: true),
            NodeLayout(path: "0/4", id: nil, type: "viewThatFits", frame: rect(20, 40, 40, 20), outer: rect(20, 40, 40, 20), chosenChild: 1),
            NodeLayout(path: "0/4/0", id: nil, type: "text", frame: nil, outer: nil, shown: false),
            NodeLayout(path: "0/4/1", id: nil, type: "spacer", frame: rect(20, 40, 40, 20), outer: rect(20, 40, 40, 20),
                       drawn: rect(25, 42, 40, 20)),
        ]
    )

    /// The card with its title 10 pt wider: what a change report compares it with.
    static var widerTitle: LayoutResult {
        var result = card
        result.nodes[1].frame = rect(0, 0, 130, 20)
        result.nodes[1].outer = rect(0, 0, 130, 20)
        return result
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}

extension String {
    /// How many times `needle` occurs (without overlaps).
    func occurrences(of needle: String) -> Int {
        var count = 0
        var rest = self[...]
        while let range = rest.range(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}
