/// The nodes a picture outlines on top of the drawing, by path: moved or resized, added
/// (only in the newer layout) and removed (only in the older one).
public struct NodeMarks: Hashable, Sendable {
    public var moved: Set<String>
    public var added: Set<String>
    public var removed: Set<String>

    public init(moved: Set<String> = [], added: Set<String> = [], removed: Set<String> = []) {
        self.moved = moved
        self.added = added
        self.removed = removed
    }

    /// No node marked.
    public static let none = NodeMarks()

    public var isEmpty: Bool { moved.isEmpty && added.isEmpty && removed.isEmpty }

    /// The mark of `path`, if any: `moved`, `added` or `removed`.
    func mark(of path: String) -> String? {
        if moved.contains(path) { return "moved" }
        if added.contains(path) { return "added" }
        if removed.contains(path) { return "removed" }
        return nil
    }
}
