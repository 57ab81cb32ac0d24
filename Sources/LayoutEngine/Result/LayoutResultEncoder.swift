/// The result JSON of `docs/view-tree.md` ("Proposal and result"). Deterministic: members in a
/// fixed order, numbers unrounded; a non-finite length (a view proposed ∞ that took it) is
/// written as the string `"infinity"` (or `"-infinity"`), as frame inputs spell it.
public enum LayoutResultEncoder {
    /// The JSON form of `result` as produced by the engine `identity`.
    public static func encode(_ result: LayoutResult, engine identity: EngineIdentity) -> JSONValue {
        .object([
            JSONMember("engine", .object([
                JSONMember("version", .string(identity.version)),
                JSONMember("fingerprint", .string(identity.fingerprint)),
            ])),
            JSONMember("proposal", .object([
                JSONMember("width", result.proposal.width.map(number) ?? .null),
                JSONMember("height", result.proposal.height.map(number) ?? .null),
            ])),
            JSONMember("size", .object([
                JSONMember("width", number(result.size.width)), JSONMember("height", number(result.size.height)),
            ])),
            JSONMember("nodes", .array(result.nodes.map(encode))),
        ])
    }

    /// One node: path, id, type, frame, outer; then drawn, shown, lines and truncated when they apply.
    static func encode(_ node: NodeLayout) -> JSONValue {
        var members = [
            JSONMember("path", .string(node.path)),
            JSONMember("id", node.id.map(JSONValue.string) ?? .null),
            JSONMember("type", .string(node.type)),
            JSONMember("frame", node.frame.map(encode) ?? .null),
            JSONMember("outer", node.outer.map(encode) ?? .null),
        ]
        if let drawn = node.drawn { members.append(JSONMember("drawn", encode(drawn))) }
        if !node.shown { members.append(JSONMember("shown", .bool(false))) }
        if let text = node.text {
            members.append(JSONMember("lines", .array(text.lines.map(JSONValue.string))))
            members.append(JSONMember("truncated", .bool(text.truncated)))
        }
        return .object(members)
    }

    /// A rectangle as `{"x", "y", "width", "height"}`.
    static func encode(_ rect: Rect) -> JSONValue {
        .object([
            JSONMember("x", number(rect.minX)), JSONMember("y", number(rect.minY)),
            JSONMember("width", number(rect.width)), JSONMember("height", number(rect.height)),
        ])
    }

    /// A JSON number, or `"infinity"` / `"-infinity"` for values JSON cannot hold.
    static func number(_ value: Double) -> JSONValue {
        if value.isFinite { return .number(value == 0 ? 0 : value) }
        return .string(value < 0 ? "-infinity" : "infinity")
    }
}
