/// A node of the tree a session last laid out, as `LayoutSession.resultNodeIdentity(_:)`
/// describes it, read in place from the prepared tree: each string is copied out (one
/// retain at most) only when its property is read, so a caller keeps what it needs and
/// nothing else is counted. Lent by `LayoutSession.forEachResultNodeIdentity(_:)`; valid
/// only during that call.
public struct ResultNodeIdentity {
    let node: UnsafePointer<PreparedNode>
    /// The string a text node shows, nil for any other node.
    let textString: UnsafePointer<String>?

    /// The node's path ("0/2/overlay").
    public var path: String { node.pointee.path }
    /// The node's id, nil without one.
    public var id: String? { node.pointee.id }
    /// The node's view type ("text", "vstack", ...).
    public var type: String { node.pointee.type }
    /// For a text node (type "text") the string it shows, else nil.
    public var text: String? { textString?.pointee }
}
