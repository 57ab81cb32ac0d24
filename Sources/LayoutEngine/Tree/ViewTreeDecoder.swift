/// PLACEHOLDER (replaced by the engine work): turns view-tree JSON into a `ViewNode`,
/// rejecting bad input with the JSON path of the offending value.
public enum ViewTreeDecoder {
    /// The deepest node nesting accepted (`view-tree.md`, Errors).
    public static let maximumDepth = 256

    /// Decodes the node at `path` (`$` for a whole document).
    public static func decode(_ value: JSONValue, path: String = "$") throws(ViewTreeError) -> ViewNode {
        throw ViewTreeError(path: path, message: "decoding is not implemented yet")
    }
}
