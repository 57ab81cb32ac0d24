/// Decoding of the version 2 node types and modifiers (`view-tree.md`, "Version 2 additions").
extension ViewTreeDecoder {
    /// `lazyVGrid` / `lazyHGrid`: the required, non-empty track array, spacing and alignment.
    static func lazyGrid(_ type: String, _ value: JSONValue, path: String) throws(ViewTreeError) -> ViewKind {
        let key = type == "lazyVGrid" ? "columns" : "rows"
        guard let tracks = value[key] else { throw ViewTreeError(path: path, message: "missing field \"\(key)\"") }
        let elements = try array(tracks, path: path + "." + key)
        guard !elements.isEmpty else { throw ViewTreeError(path: path + "." + key, message: "expected at least one grid item, got an empty array") }
        var items: [GridItem] = []
        for (index, element) in elements.enumerated() {
            items.append(try gridItem(element, path: "\(path).\(key)[\(index)]"))
        }
        let spacing = try optionalLength(value["spacing"], path: path + ".spacing")
        if type == "lazyVGrid" {
            let alignment = try named(value["alignment"], path: path + ".alignment", default: .center) { HorizontalAlignment(rawValue: $0) }
            return .lazyVGrid(columns: items, spacing: spacing, alignment: alignment)
        }
        let alignment = try named(value["alignment"], path: path + ".alignment", default: VerticalAlignment.center) {
            ["top", "center", "bottom"].contains($0) ? VerticalAlignment(rawValue: $0) : nil
        }
        return .lazyHGrid(rows: items, spacing: spacing, alignment: alignment)
    }

    /// One grid item: `{"size": S, "spacing": n or null, "alignment": A or null}`.
    static func gridItem(_ value: JSONValue, path: String) throws(ViewTreeError) -> GridItem {
        try only(["size", "spacing", "alignment"], in: value, path: path)
        guard let size = value["size"] else { throw ViewTreeError(path: path, message: "missing field \"size\"") }
        let alignment: Alignment? = value["alignment"] == nil || value["alignment"] == .null
            ? nil : try self.alignment(value["alignment"], path: path + ".alignment")
        return GridItem(try gridItemSize(size, path: path + ".size"), spacing: try optionalLength(value["spacing"], path: path + ".spacing"), alignment: alignment)
    }

    /// `{"fixed": N}`, `{"flexible": {"minimum": N, "maximum": N}}` or `{"adaptive": {…}}`.
    static func gridItemSize(_ value: JSONValue, path: String) throws(ViewTreeError) -> GridItem.Size {
        let members = try object(value, path: path)
        guard members.count == 1, let member = members.first else {
            throw ViewTreeError(path: path, message: "expected one of {\"fixed\": N}, {\"flexible\": {…}}, {\"adaptive\": {…}}, got \(members.count) keys")
        }
        let inner = path + "." + member.key
        switch member.key {
        case "fixed":
            return .fixed(try length(member.value, path: inner))
        case "flexible", "adaptive":
            try only(["minimum", "maximum"], in: member.value, path: inner)
            let minimum = try optionalLength(member.value["minimum"], path: inner + ".minimum")
            let maximum = try optionalMaximum(member.value["maximum"], path: inner + ".maximum") ?? .infinity
            if member.key == "flexible" {
                let lower = minimum ?? 10
                guard lower <= maximum else { throw ViewTreeError(path: inner, message: "expected minimum ≤ maximum, got \(lower) > \(maximum)") }
                return .flexible(minimum: lower, maximum: maximum)
            }
            guard let minimum else { throw ViewTreeError(path: inner, message: "missing field \"minimum\"") }
            guard minimum <= maximum else { throw ViewTreeError(path: inner, message: "expected minimum ≤ maximum, got \(minimum) > \(maximum)") }
            return .adaptive(minimum: minimum, maximum: maximum)
        default:
            throw ViewTreeError(path: inner, message: "unknown grid item size \(JSONWriter.quoted(member.key)); expected fixed, flexible or adaptive")
        }
    }

    /// `grid`: its default cell alignment and spacings.
    static func grid(_ value: JSONValue, path: String) throws(ViewTreeError) -> ViewKind {
        .grid(
            alignment: try alignment(value["alignment"], path: path + ".alignment"),
            horizontalSpacing: try optionalLength(value["horizontalSpacing"], path: path + ".horizontalSpacing"),
            verticalSpacing: try optionalLength(value["verticalSpacing"], path: path + ".verticalSpacing")
        )
    }

    /// `axes` of a scrollView: a non-empty array of "horizontal" / "vertical"; absent → vertical.
    static func scrollView(_ value: JSONValue?, path: String) throws(ViewTreeError) -> ViewKind {
        guard let value else { return .scrollView(horizontal: false, vertical: true) }
        let (horizontal, vertical) = try axes(value, path: path)
        return .scrollView(horizontal: horizontal, vertical: vertical)
    }

    /// A non-empty array of "horizontal" / "vertical".
    static func axes(_ value: JSONValue, path: String) throws(ViewTreeError) -> (horizontal: Bool, vertical: Bool) {
        var horizontal = false, vertical = false
        let elements = try array(value, path: path)
        guard !elements.isEmpty else { throw ViewTreeError(path: path, message: "expected at least one axis, got an empty array") }
        for (index, axis) in elements.enumerated() {
            switch axis {
            case .string("horizontal"): horizontal = true
            case .string("vertical"): vertical = true
            default: throw ViewTreeError(path: "\(path)[\(index)]", message: "expected \"horizontal\" or \"vertical\", got \(axis.summary)")
            }
        }
        return (horizontal, vertical)
    }

    /// The version 2 modifiers; nil for a key that is not one of them.
    static func version2Modifier(_ key: String, _ argument: JSONValue, path inner: String, depth: Int) throws(ViewTreeError) -> Modifier? {
        switch key {
        case "gridCellColumns":
            guard let span = try optionalInteger(argument, path: inner, minimum: 1) else {
                throw ViewTreeError(path: inner, message: "expected an integer ≥ 1, got null")
            }
            return .gridCellColumns(span)
        case "gridColumnAlignment":
            return .gridColumnAlignment(try named(argument, path: inner, default: .center) { HorizontalAlignment(rawValue: $0) })
        case "gridCellAnchor":
            return .gridCellAnchor(try alignment(argument, path: inner))
        case "gridCellUnsizedAxes":
            let (horizontal, vertical) = try axes(argument, path: inner)
            return .gridCellUnsizedAxes(horizontal: horizontal, vertical: vertical)
        case "anchorPreference":
            try only(["key"], in: argument, path: inner)
            return .anchorPreference(key: try preferenceKey(argument, path: inner))
        case "overlayPreferenceValue", "backgroundPreferenceValue":
            try only(["key", "alignment", "content"], in: argument, path: inner)
            let preferenceKey = try preferenceKey(argument, path: inner)
            let alignment = try alignment(argument["alignment"], path: inner + ".alignment")
            guard let content = argument["content"] else { throw ViewTreeError(path: inner, message: "missing field \"content\"") }
            let node = try decodeNode(content, path: inner + ".content", depth: depth + 1)
            return key == "overlayPreferenceValue"
                ? .overlayPreferenceValue(key: preferenceKey, alignment: alignment, content: node)
                : .backgroundPreferenceValue(key: preferenceKey, alignment: alignment, content: node)
        case "matchedGeometryEffect":
            return .matchedGeometryEffect(try matchedGeometry(argument, path: inner))
        default:
            return nil
        }
    }

    /// The required string `key` of a preference modifier.
    static func preferenceKey(_ argument: JSONValue, path: String) throws(ViewTreeError) -> String {
        guard let key = argument["key"] else { throw ViewTreeError(path: path, message: "missing field \"key\"") }
        guard case .string(let string) = key else { throw ViewTreeError(path: path + ".key", message: "expected a string, got \(key.summary)") }
        return string
    }

    /// `matchedGeometryEffect`'s object.
    static func matchedGeometry(_ argument: JSONValue, path: String) throws(ViewTreeError) -> MatchedGeometry {
        try only(["id", "namespace", "isSource", "properties", "anchor"], in: argument, path: path)
        guard let idValue = argument["id"] else { throw ViewTreeError(path: path, message: "missing field \"id\"") }
        guard case .string(let id) = idValue else { throw ViewTreeError(path: path + ".id", message: "expected a string, got \(idValue.summary)") }
        var namespace = "default"
        if let value = argument["namespace"], value != .null {
            guard case .string(let string) = value else { throw ViewTreeError(path: path + ".namespace", message: "expected a string, got \(value.summary)") }
            namespace = string
        }
        return MatchedGeometry(
            id: id, namespace: namespace,
            isSource: try optionalBool(argument["isSource"], path: path + ".isSource") ?? true,
            properties: try named(argument["properties"], path: path + ".properties", default: .frame) { MatchedGeometry.Properties(rawValue: $0) },
            anchor: try alignment(argument["anchor"], path: path + ".anchor")
        )
    }
}
