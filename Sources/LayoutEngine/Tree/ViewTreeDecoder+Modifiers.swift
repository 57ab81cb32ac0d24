/// Decoding of the `modifiers` array (`docs/view-tree.md`, Modifiers).
extension ViewTreeDecoder {
    /// The narrowest and widest aspect ratio accepted: scaling by more overflows to infinity.
    static let minimumAspectRatio = 1e-6
    static let maximumAspectRatio = 1e6

    /// One modifier object: exactly one key naming the modifier.
    static func decodeModifier(_ value: JSONValue, path: String, depth: Int) throws(ViewTreeError) -> Modifier {
        let members = try object(value, path: path)
        guard members.count == 1, let member = members.first else {
            throw ViewTreeError(path: path, message: "expected an object with exactly one key, got \(members.count) keys")
        }
        let inner = path + "." + member.key
        let argument = member.value
        switch member.key {
        case "padding": return .padding(try padding(argument, path: inner))
        case "frame": return try frame(argument, path: inner)
        case "fixedSize":
            if case .bool(let fixed) = argument { return .fixedSize(horizontal: fixed, vertical: fixed) }
            try only(["horizontal", "vertical"], in: argument, path: inner)
            return .fixedSize(
                horizontal: try optionalBool(argument["horizontal"], path: inner + ".horizontal") ?? false,
                vertical: try optionalBool(argument["vertical"], path: inner + ".vertical") ?? false
            )
        case "layoutPriority": return .layoutPriority(try coordinate(argument, path: inner))
        case "offset":
            try only(["x", "y"], in: argument, path: inner)
            return .offset(x: try coordinate(argument["x"], path: inner + ".x"), y: try coordinate(argument["y"], path: inner + ".y"))
        case "position":
            try only(["x", "y"], in: argument, path: inner)
            return .position(x: try coordinate(argument["x"], path: inner + ".x"), y: try coordinate(argument["y"], path: inner + ".y"))
        case "overlay", "background":
            try only(["alignment", "content"], in: argument, path: inner)
            let alignment = try alignment(argument["alignment"], path: inner + ".alignment")
            guard let content = argument["content"] else { throw ViewTreeError(path: inner, message: "missing field \"content\"") }
            let node = try decodeNode(content, path: inner + ".content", depth: depth + 1)
            return member.key == "overlay" ? .overlay(alignment: alignment, content: node) : .background(alignment: alignment, content: node)
        case "aspectRatio":
            try only(["ratio", "contentMode"], in: argument, path: inner)
            let ratio = try optionalLength(argument["ratio"], path: inner + ".ratio")
            if let ratio, !(minimumAspectRatio...maximumAspectRatio).contains(ratio) {
                throw ViewTreeError(path: inner + ".ratio", message: "expected a ratio between 1e-6 and 1e6, got \(argument["ratio"]!.summary)")
            }
            return .aspectRatio(ratio: ratio, contentMode: try named(argument["contentMode"], path: inner + ".contentMode", default: .fit) { ContentMode(rawValue: $0) })
        case "alignmentGuide":
            try only(["guide", "value"], in: argument, path: inner)
            guard let guideValue = argument["guide"] else { throw ViewTreeError(path: inner, message: "missing field \"guide\"") }
            guard argument["value"] != nil else { throw ViewTreeError(path: inner, message: "missing field \"value\"") }
            let guide = try named(guideValue, path: inner + ".guide", default: GuideName.leading) { GuideName(rawValue: $0) }
            return .alignmentGuide(guide, value: try coordinate(argument["value"], path: inner + ".value"))
        case "rank":
            guard case .number(let number) = argument, JSONNumberRange.integer.contains(number) else {
                throw ViewTreeError(path: inner, message: "expected an integer, got \(argument.summary)")
            }
            return .rank(Int(number))
        case "hidden":
            guard argument == .bool(true) else { throw ViewTreeError(path: inner, message: "expected true, got \(argument.summary)") }
            return .hidden
        default:
            throw ViewTreeError(path: inner, message: "unknown modifier \(JSONWriter.quoted(member.key))")
        }
    }

    /// Rejects members of `value` (an object) other than `keys`.
    static func only(_ keys: Set<String>, in value: JSONValue, path: String) throws(ViewTreeError) {
        for member in try object(value, path: path) where !keys.contains(member.key) {
            throw ViewTreeError(path: path + "." + member.key, message: "unknown field")
        }
    }

    /// `padding`: a number for every edge, or an object of edges (null → 16, absent → 0).
    static func padding(_ value: JSONValue, path: String) throws(ViewTreeError) -> EdgeInsets {
        if case .number = value { return EdgeInsets(all: try length(value, path: path)) }
        try only(["top", "bottom", "leading", "trailing", "horizontal", "vertical"], in: value, path: path)
        func edge(_ key: String) throws(ViewTreeError) -> Double? {
            guard let member = value[key] else { return nil }
            return try optionalLength(member, path: path + "." + key) ?? EdgeInsets.defaultPadding.top
        }
        let horizontal = try edge("horizontal") ?? 0
        let vertical = try edge("vertical") ?? 0
        return EdgeInsets(
            top: try edge("top") ?? vertical, leading: try edge("leading") ?? horizontal,
            bottom: try edge("bottom") ?? vertical, trailing: try edge("trailing") ?? horizontal
        )
    }

    /// `frame`: fixed or flexible by its keys; mixing both kinds is an error.
    static func frame(_ value: JSONValue, path: String) throws(ViewTreeError) -> Modifier {
        let fixedKeys: Set<String> = ["width", "height"]
        let flexibleKeys: Set<String> = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        try only(fixedKeys.union(flexibleKeys).union(["alignment"]), in: value, path: path)
        let keys = Set(try object(value, path: path).map(\.key))
        let alignment = try alignment(value["alignment"], path: path + ".alignment")
        if !keys.isDisjoint(with: fixedKeys) && !keys.isDisjoint(with: flexibleKeys) {
            throw ViewTreeError(path: path, message: "expected either width/height or min/ideal/max fields, got both kinds")
        }
        if keys.isDisjoint(with: flexibleKeys) {
            return .frame(FixedFrame(
                width: try optionalLength(value["width"], path: path + ".width"),
                height: try optionalLength(value["height"], path: path + ".height"), alignment: alignment
            ))
        }
        return .flexibleFrame(FlexibleFrame(
            minWidth: try optionalLength(value["minWidth"], path: path + ".minWidth"),
            idealWidth: try optionalLength(value["idealWidth"], path: path + ".idealWidth"),
            maxWidth: try optionalMaximum(value["maxWidth"], path: path + ".maxWidth"),
            minHeight: try optionalLength(value["minHeight"], path: path + ".minHeight"),
            idealHeight: try optionalLength(value["idealHeight"], path: path + ".idealHeight"),
            maxHeight: try optionalMaximum(value["maxHeight"], path: path + ".maxHeight"),
            alignment: alignment
        ))
    }
}
