/// Turns view-tree JSON (`docs/view-tree.md`) into a `ViewNode`, rejecting bad input with the JSON
/// path of the offending value, what was expected and what was found.
public enum ViewTreeDecoder {
    /// The deepest node nesting accepted (`docs/view-tree.md`, Errors).
    public static let maximumDepth = 256

    /// The deepest chain of layers (a node's base view plus each of its modifiers) accepted
    /// from the root to any leaf: layout recurses once per layer, so this bounds its stack.
    public static let maximumLayerDepth = 1_024

    /// Decodes the node at `path` (`$` for a whole document).
    public static func decode(_ value: JSONValue, path: String = "$") throws(ViewTreeError) -> ViewNode {
        let node = try decodeNode(value, path: path, depth: 1)
        try checkLayerDepth(node, path: path, layersAbove: 0)
        try TreeReferenceCheck.check(node, path: path)
        return node
    }

    /// Rejects trees whose modifier chains make layout recurse deeper than `maximumLayerDepth`.
    static func checkLayerDepth(_ node: ViewNode, path: String, layersAbove: Int) throws(ViewTreeError) {
        let baseDepth = layersAbove + node.modifiers.count + 1
        guard baseDepth <= maximumLayerDepth else {
            throw ViewTreeError(
                path: path,
                message: "the tree nests more than \(maximumLayerDepth) layers (nodes and their modifiers) deep"
            )
        }
        for (index, modifier) in node.modifiers.enumerated() {
            switch modifier {
            case .overlay(_, let content), .background(_, let content),
                 .overlayPreferenceValue(_, _, let content), .backgroundPreferenceValue(_, _, let content):
                let contentAbove = layersAbove + node.modifiers.count - index
                try checkLayerDepth(content, path: "\(path).modifiers[\(index)].content", layersAbove: contentAbove)
            default:
                continue
            }
        }
        let childKey = node.kind.hasSingleChild ? "child" : "children"
        for (index, child) in node.children.enumerated() {
            let childPath = childKey == "child" ? "\(path).child" : "\(path).children[\(index)]"
            try checkLayerDepth(child, path: childPath, layersAbove: baseDepth)
        }
    }

    /// The fields each node type accepts besides `type`, `id` and `modifiers`.
    static let fieldsByType: [String: Set<String>] = [
        "text": ["text", "font", "lineLimit"],
        "image": ["width", "height", "resizable"],
        "color": [], "rectangle": [], "roundedRectangle": ["cornerRadius"], "capsule": [], "ellipse": [], "circle": [],
        "spacer": ["minLength"],
        "hstack": ["spacing", "alignment", "children"], "vstack": ["spacing", "alignment", "children"],
        "zstack": ["alignment", "children"],
        "viewThatFits": ["axes", "children"],
        "flow": ["spacing", "children"],
        "guideFlow": ["horizontalSpacing", "verticalSpacing", "children"],
        "equalWidthHStack": ["children"], "equalWidthVStack": ["children"], "radial": ["children"],
        "geometryReader": ["child"],
        "lazyVGrid": ["columns", "spacing", "alignment", "children"], "lazyHGrid": ["rows", "spacing", "alignment", "children"],
        "grid": ["alignment", "horizontalSpacing", "verticalSpacing", "children"], "gridRow": ["alignment", "children"],
        "scrollView": ["axes", "child"],
        "lazyHStack": ["spacing", "alignment", "children"], "lazyVStack": ["spacing", "alignment", "children"],
        "divider": [],
    ]

    /// One node: its type, its fields, its children and its modifiers.
    static func decodeNode(_ value: JSONValue, path: String, depth: Int) throws(ViewTreeError) -> ViewNode {
        guard depth <= maximumDepth else {
            throw ViewTreeError(path: path, message: "the tree is deeper than \(maximumDepth) levels")
        }
        let members = try object(value, path: path)
        guard let typeValue = value["type"] else { throw ViewTreeError(path: path, message: "missing field \"type\"") }
        guard case .string(let type) = typeValue else {
            throw ViewTreeError(path: path + ".type", message: "expected a node type string, got \(typeValue.summary)")
        }
        guard let allowed = fieldsByType[type] else {
            throw ViewTreeError(path: path + ".type", message: "unknown node type \(JSONWriter.quoted(type))")
        }
        for member in members where !allowed.contains(member.key) && !["type", "id", "modifiers"].contains(member.key) {
            throw ViewTreeError(path: path + "." + member.key, message: "unknown field for a \(type) node")
        }
        var node = ViewNode(kind: try kind(type, value, path: path))
        if let id = value["id"] {
            guard case .string(let string) = id else { throw ViewTreeError(path: path + ".id", message: "expected a string, got \(id.summary)") }
            node.id = string
        }
        if let children = value["children"] {
            for (index, child) in try array(children, path: path + ".children").enumerated() {
                node.children.append(try decodeNode(child, path: "\(path).children[\(index)]", depth: depth + 1))
            }
        }
        if let child = value["child"] {
            node.children = [try decodeNode(child, path: path + ".child", depth: depth + 1)]
        } else if type == "scrollView" {
            throw ViewTreeError(path: path, message: "missing field \"child\"")
        }
        if let modifiers = value["modifiers"] {
            for (index, modifier) in try array(modifiers, path: path + ".modifiers").enumerated() {
                node.modifiers.append(try decodeModifier(modifier, path: "\(path).modifiers[\(index)]", depth: depth))
            }
        }
        return node
    }

    /// The base view of a node of `type`.
    static func kind(_ type: String, _ value: JSONValue, path: String) throws(ViewTreeError) -> ViewKind {
        switch type {
        case "text":
            guard let text = value["text"] else { throw ViewTreeError(path: path, message: "missing field \"text\"") }
            guard case .string(let string) = text else { throw ViewTreeError(path: path + ".text", message: "expected a string, got \(text.summary)") }
            return .text(string, font: try font(value["font"], path: path + ".font"), lineLimit: try optionalInteger(value["lineLimit"], path: path + ".lineLimit", minimum: 1))
        case "image":
            return .image(
                width: try requiredLength(value, "width", path: path), height: try requiredLength(value, "height", path: path),
                resizable: try optionalBool(value["resizable"], path: path + ".resizable") ?? false
            )
        case "color": return .shape(.color)
        case "rectangle": return .shape(.rectangle)
        case "roundedRectangle": return .shape(.roundedRectangle(cornerRadius: try optionalLength(value["cornerRadius"], path: path + ".cornerRadius") ?? 0))
        case "capsule": return .shape(.capsule)
        case "ellipse": return .shape(.ellipse)
        case "circle": return .shape(.circle)
        case "spacer": return .spacer(minLength: try optionalLength(value["minLength"], path: path + ".minLength"))
        case "hstack":
            return .hstack(
                spacing: try optionalLength(value["spacing"], path: path + ".spacing"),
                alignment: try named(value["alignment"], path: path + ".alignment", default: .center) { VerticalAlignment(rawValue: $0) }
            )
        case "vstack":
            return .vstack(
                spacing: try optionalLength(value["spacing"], path: path + ".spacing"),
                alignment: try named(value["alignment"], path: path + ".alignment", default: .center) { HorizontalAlignment(rawValue: $0) }
            )
        case "zstack":
            return .zstack(alignment: try alignment(value["alignment"], path: path + ".alignment"))
        case "viewThatFits":
            return try viewThatFits(value["axes"], path: path + ".axes")
        case "flow":
            return try flow(value["spacing"], path: path + ".spacing")
        case "guideFlow":
            return .guideFlow(
                horizontalSpacing: try optionalLength(value["horizontalSpacing"], path: path + ".horizontalSpacing") ?? 4,
                verticalSpacing: try optionalLength(value["verticalSpacing"], path: path + ".verticalSpacing") ?? 4
            )
        case "equalWidthHStack": return .equalWidthHStack
        case "equalWidthVStack": return .equalWidthVStack
        case "radial": return .radial
        case "lazyVGrid", "lazyHGrid": return try lazyGrid(type, value, path: path)
        case "grid": return try grid(value, path: path)
        case "gridRow":
            if value["alignment"] == .null { return .gridRow(alignment: nil) }
            return .gridRow(alignment: value["alignment"] == nil ? nil : try named(value["alignment"], path: path + ".alignment", default: .center) { VerticalAlignment(rawValue: $0) })
        case "scrollView": return try scrollView(value["axes"], path: path + ".axes")
        case "lazyHStack":
            return .lazyHStack(
                spacing: try optionalLength(value["spacing"], path: path + ".spacing"),
                alignment: try named(value["alignment"], path: path + ".alignment", default: .center) { VerticalAlignment(rawValue: $0) }
            )
        case "lazyVStack":
            return .lazyVStack(
                spacing: try optionalLength(value["spacing"], path: path + ".spacing"),
                alignment: try named(value["alignment"], path: path + ".alignment", default: .center) { HorizontalAlignment(rawValue: $0) }
            )
        case "divider": return .divider
        default: return .geometryReader
        }
    }

    /// `font`: a named style or `{"size": N}`; absent or null → body.
    static func font(_ value: JSONValue?, path: String) throws(ViewTreeError) -> Font {
        switch value {
        case nil, .null?: return .body
        case .string(let name)?:
            guard let style = TextStyle(rawValue: name) else {
                throw ViewTreeError(path: path, message: "expected a text style name or {\"size\": N}, got \(JSONWriter.quoted(name))")
            }
            return .style(style)
        case .object(let members)?:
            for member in members where member.key != "size" {
                throw ViewTreeError(path: path + "." + member.key, message: "unknown field of a font")
            }
            guard let size = value?["size"] else { throw ViewTreeError(path: path, message: "missing field \"size\"") }
            let points = try length(size, path: path + ".size")
            guard points > 0 else { throw ViewTreeError(path: path + ".size", message: "expected a number > 0, got \(size.summary)") }
            return .size(points)
        case let other?:
            throw ViewTreeError(path: path, message: "expected a text style name or {\"size\": N}, got \(other.summary)")
        }
    }

    /// `axes` of a viewThatFits: an array of "horizontal" / "vertical"; absent → both.
    static func viewThatFits(_ value: JSONValue?, path: String) throws(ViewTreeError) -> ViewKind {
        guard let value else { return .viewThatFits(horizontal: true, vertical: true) }
        var horizontal = false, vertical = false
        for (index, axis) in try array(value, path: path).enumerated() {
            switch axis {
            case .string("horizontal"): horizontal = true
            case .string("vertical"): vertical = true
            default: throw ViewTreeError(path: "\(path)[\(index)]", message: "expected \"horizontal\" or \"vertical\", got \(axis.summary)")
            }
        }
        return .viewThatFits(horizontal: horizontal, vertical: vertical)
    }

    /// `spacing` of a flow: `[horizontal, vertical]`; absent → [10, 10].
    static func flow(_ value: JSONValue?, path: String) throws(ViewTreeError) -> ViewKind {
        guard let value else { return .flow(horizontalSpacing: 10, verticalSpacing: 10) }
        let pair = try array(value, path: path)
        guard pair.count == 2 else { throw ViewTreeError(path: path, message: "expected [horizontal, vertical] spacing, got \(pair.count) values") }
        return .flow(horizontalSpacing: try length(pair[0], path: path + "[0]"), verticalSpacing: try length(pair[1], path: path + "[1]"))
    }
}
