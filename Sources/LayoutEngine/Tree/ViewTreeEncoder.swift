/// PLACEHOLDER (replaced by the models work): the view-tree JSON of a `ViewNode`, with
/// defaults left out, so that decoding it gives the same node back.
public enum ViewTreeEncoder {
    /// The JSON form of `node`.
    public static func encode(_ node: ViewNode) -> JSONValue {
        .object([JSONMember("type", .string(node.kind.typeName))])
    }
}
