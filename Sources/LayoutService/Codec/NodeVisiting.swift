import LayoutEngine

extension PackedFrames {
    /// What sees each node of a session's result as it is packed (``PackedFrames/encode(_:into:visiting:finish:)``):
    /// its record, its text lines (a shown text node's, else nil), and what a run compares of
    /// it. A type rather than a closure, so that packing is specialized for it.
    protocol NodeVisiting: ~Copyable {
        mutating func visit(_ node: borrowing ResultNodeRecord, text: borrowing TextLines?, place: Place)
    }

    /// Sees nothing: a result packed without a comparison.
    struct NoVisitor: NodeVisiting {
        @inline(__always)
        func visit(_ node: borrowing ResultNodeRecord, text: borrowing TextLines?, place: Place) {}
    }

    /// Hands each node to a closure (``NodeVisitor``).
    struct VisitorCalling: NodeVisiting {
        let visit: NodeVisitor

        func visit(_ node: borrowing ResultNodeRecord, text: borrowing TextLines?, place: Place) {
            visit(node, copy text, place)
        }
    }
}
