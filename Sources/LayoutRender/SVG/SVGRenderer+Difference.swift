import LayoutEngine

extension SVGRenderer {
    /// The difference view of `scenario` on `canvas`: every node of the newer layout as a thin
    /// grey outline for context; a moved or resized node as its old frame (grey, dashed) and
    /// its new frame (orange), joined from centre to centre when the centre moved a point or
    /// more, so even a sub-point change shows as an outlined node; an added node green; a
    /// removed node red and dashed at its old frame. Frames are the ones the side-by-side
    /// pictures outline (drawn outer frames); a node not drawn there falls back to the delta's.
    public func renderDifference(_ scenario: ChangedScenario, canvas: Rect) -> String {
        let n = SVGMarkup.number
        var svg = header(bounds: canvas, captionLines: [], legend: nil)
        if let context = scenario.new ?? scenario.old {
            let picture = LayoutPicture(context)
            svg += "<g class=\"context\">"
            svg += "<rect class=\"screen\" \(SVGMarkup.attributes(picture.container))/>"
            for element in picture.elements where element.appearance != .layout {
                svg += "<rect class=\"outer\" \(SVGMarkup.attributes(element.outer))/>"
            }
            svg += "</g>\n"
        }
        let oldFrames = Self.drawnFrames(scenario.old)
        let newFrames = Self.drawnFrames(scenario.new)
        var marks = ""
        for delta in scenario.deltas {
            let path = "data-path=\"\(XMLText.escaped(delta.path))\""
            switch (delta.old.map { oldFrames[delta.path] ?? $0 }, delta.new.map { newFrames[delta.path] ?? $0 }) {
            case (let old?, let new?):
                marks += "<rect class=\"mark was\" \(path) \(SVGMarkup.attributes(old))/>"
                marks += "<rect class=\"mark moved\" \(path) \(SVGMarkup.attributes(new))/>"
                if abs(new.midX - old.midX) >= 1 || abs(new.midY - old.midY) >= 1 {
                    marks += "<line class=\"shift\" x1=\"\(n(old.midX))\" y1=\"\(n(old.midY))\" x2=\"\(n(new.midX))\" y2=\"\(n(new.midY))\"/>"
                }
            case (nil, let new?):
                marks += "<rect class=\"mark added\" \(path) \(SVGMarkup.attributes(new))/>"
            case (let old?, nil):
                marks += "<rect class=\"mark removed\" \(path) \(SVGMarkup.attributes(old))/>"
            case (nil, nil):
                break
            }
        }
        if !marks.isEmpty { svg += "<g class=\"marks\">\(marks)</g>\n" }
        return svg + "</svg>\n"
    }

    /// The drawn outer frame of every drawn node of `scene`, by path.
    private static func drawnFrames(_ scene: LayoutScene?) -> [String: Rect] {
        guard let scene else { return [:] }
        return Dictionary(LayoutPicture(scene).elements.map { ($0.path, $0.outer) }, uniquingKeysWith: { first, _ in first })
    }
}
