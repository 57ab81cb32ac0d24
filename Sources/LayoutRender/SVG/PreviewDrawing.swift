import LayoutEngine

/// The `preview` style: the view as it would look. The view trees carry no colours, so the
/// preview uses one palette: `color` views dark (the templates' card background), other
/// shapes a light blue fill as backgrounds and standalone views and a blue outline as
/// overlays (a chip is its filled capsule with an outlined rounded rectangle on top), images
/// a grey placeholder with a landscape drawn inside and clipped to the frame, text in its font
/// — white over a dark fill, near-black otherwise. Layout containers and spacers draw nothing.
///
/// Clipping follows SwiftUI: no view is clipped to its parent or to the container (nodes that
/// overflow are drawn where they are, then outlined in red); only an image's content is
/// clipped to its frame.
struct PreviewDrawing {
    static let darkFill = "#262b36"
    static let lightFill = "#dce5f6"
    static let standaloneFill = "#b7c7e8"
    static let outline = "#7f98cf"
    static let imageFill = "#cfd7e1"
    static let imageArt = "#a9b6c6"
    static let darkText = "#14171d"
    static let lightText = "#ffffff"

    /// Fills painted so far, latest last: the colour under a text decides its own.
    private var fills: [(rect: Rect, isDark: Bool)] = []

    /// The container's size as a hairline, the way a screen edge is seen.
    static func container(_ picture: LayoutPicture) -> String {
        "<rect class=\"screen\" \(SVGMarkup.attributes(picture.container))/>\n"
    }

    /// One node as it looks; empty for containers and spacers.
    mutating func node(_ element: LayoutPicture.Element) -> String {
        let body: String
        switch element.appearance {
        case .layout:
            return ""
        case .text:
            body = SVGMarkup.textLines(element, fill: textFill(over: element.frame))
        case .image:
            fills.append((element.frame, false))
            body = Self.image(element.frame)
        case .shape(let shape, let role):
            body = shapeMarkup(shape, role: role, frame: element.frame)
        }
        guard !body.isEmpty else { return "" }
        var svg = "<g class=\"node kind-\(element.category.rawValue)\" data-path=\"\(XMLText.escaped(element.path))\">"
        svg += "<title>\(XMLText.escaped(SVGMarkup.tooltip(element)))</title>"
        return svg + body + "</g>\n"
    }

    private mutating func shapeMarkup(_ shape: ShapeKind, role: NodeAppearance.ShapeRole, frame: Rect) -> String {
        let isDark = shape == .color
        let paint: String
        switch role {
        case .overlay where !isDark:
            paint = "fill=\"none\" stroke=\"\(Self.outline)\" stroke-width=\"1\""
        case .background, .overlay, .standalone:
            let fill = isDark ? Self.darkFill : (role == .standalone ? Self.standaloneFill : Self.lightFill)
            fills.append((frame, isDark))
            paint = "fill=\"\(fill)\""
        }
        let n = SVGMarkup.number
        switch shape {
        case .color, .rectangle:
            return "<rect \(SVGMarkup.attributes(frame)) \(paint)/>"
        case .roundedRectangle(let radius):
            let corner = max(0, min(radius, frame.width / 2, frame.height / 2))
            return "<rect \(SVGMarkup.attributes(frame)) rx=\"\(n(corner))\" \(paint)/>"
        case .capsule:
            let corner = max(0, min(frame.width, frame.height) / 2)
            return "<rect \(SVGMarkup.attributes(frame)) rx=\"\(n(corner))\" \(paint)/>"
        case .ellipse:
            return "<ellipse cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" rx=\"\(n(max(0, frame.width / 2)))\" ry=\"\(n(max(0, frame.height / 2)))\" \(paint)/>"
        case .circle:
            let radius = max(0, min(frame.width, frame.height) / 2)
            return "<circle cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" r=\"\(n(radius))\" \(paint)/>"
        }
    }

    /// An image placeholder: its frame filled grey, a sun and two hills drawn on a 100 × 100
    /// canvas scaled to fill the frame and clipped to it (a nested `svg` clips its content).
    private static func image(_ frame: Rect) -> String {
        guard frame.width > 0, frame.height > 0 else { return "" }
        var svg = "<svg \(SVGMarkup.attributes(frame)) viewBox=\"0 0 100 100\" preserveAspectRatio=\"xMidYMid slice\">"
        svg += "<rect width=\"100\" height=\"100\" fill=\"\(imageFill)\"/>"
        svg += "<circle cx=\"70\" cy=\"32\" r=\"10\" fill=\"\(imageArt)\"/>"
        svg += "<path d=\"M0 100 L32 52 L52 78 L68 60 L100 100 Z\" fill=\"\(imageArt)\"/>"
        return svg + "</svg>"
    }

    /// White over a dark fill, near-black otherwise: the fill is the latest one holding the
    /// whole text frame, else the latest one under the frame's centre.
    private func textFill(over frame: Rect) -> String {
        let holding = fills.last { fill in
            fill.rect.minX <= frame.minX && frame.maxX <= fill.rect.maxX && fill.rect.minY <= frame.minY && frame.maxY <= fill.rect.maxY
        }
        let under = holding ?? fills.last { fill in
            fill.rect.minX <= frame.midX && frame.midX <= fill.rect.maxX && fill.rect.minY <= frame.midY && frame.midY <= fill.rect.maxY
        }
        return under?.isDark == true ? Self.lightText : Self.darkText
    }
}
