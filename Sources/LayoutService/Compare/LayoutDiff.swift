import LayoutEngine

/// A node-level comparison of two results, nodes matched by path: the nodes that moved, the
/// nodes that appeared (shown only after: a ViewThatFits switching branch, a ForEach growing)
/// and disappeared (shown only before), and the nodes whose discrete facts changed in place.
public struct LayoutDiff: Hashable, Sendable {
    public var sizeBefore: Size
    public var sizeAfter: Size
    /// Whether the sizes differ by more than the tolerance.
    public var sizeChanged: Bool
    /// Changed and disappeared nodes in the first result's order, then nodes only the second
    /// tree has, in its order.
    public var changes: [NodeChange]

    /// Whether the two results agree within the tolerance they were compared with.
    public var isEmpty: Bool { changes.isEmpty && !sizeChanged }

    /// The nodes that moved or resized.
    public var moved: [NodeChange] { changes.filter { $0.kind == .moved } }

    /// The nodes of `kind`.
    public func changes(_ kind: NodeChange.Kind) -> [NodeChange] { changes.filter { $0.kind == kind } }

    /// The largest coordinate change of any node, in points.
    public var maxDelta: Double { changes.map(\.maxDelta).max() ?? 0 }

    /// Compares `before` with `after`; coordinates closer than `tolerance` points count as equal.
    public init(_ before: LayoutResult, _ after: LayoutResult, tolerance: Double = 0) {
        sizeBefore = before.size
        sizeAfter = after.size
        sizeChanged = Self.differ(before.size, after.size, tolerance: tolerance)
        changes = []
        // Nodes are matched by path; when every path is in place the match is by index.
        // Nodes are read in place by index (no copies of whole nodes).
        let oldNodes = before.nodes
        let newNodes = after.nodes
        let sameShape = oldNodes.count == newNodes.count && oldNodes.indices.allSatisfy { oldNodes[$0].path == newNodes[$0].path }
        if sameShape {
            for index in oldNodes.indices {
                if let change = Self.compare(oldNodes[index], newNodes[index], at: index, tolerance: tolerance) { changes.append(change) }
            }
            return
        }
        var indexByPath: [String: Int] = [:]
        indexByPath.reserveCapacity(newNodes.count)
        for index in newNodes.indices { indexByPath[newNodes[index].path] = index }
        var matched = [Bool](repeating: false, count: newNodes.count)
        for index in oldNodes.indices {
            let old = oldNodes[index]
            guard let newIndex = indexByPath[old.path] else {
                if let place = Self.place(of: old) {
                    changes.append(NodeChange(path: old.path, id: old.id, type: old.type, kind: .disappeared, index: index, before: place, after: nil))
                }
                continue
            }
            matched[newIndex] = true
            if let change = Self.compare(old, newNodes[newIndex], at: newIndex, oldIndex: index, tolerance: tolerance) {
                changes.append(change)
            }
        }
        for index in newNodes.indices where !matched[index] {
            let new = newNodes[index]
            if let place = Self.place(of: new) {
                changes.append(NodeChange(path: new.path, id: new.id, type: new.type, kind: .appeared, index: index, before: nil, after: place))
            }
        }
    }

    /// Where a node is drawn: its outer frame (else its frame) when shown; nil when not shown.
    private static func place(of node: NodeLayout) -> Rect? {
        NodePlace(node).place
    }

    /// How `old` (at `oldIndex` of the first result) and `new` (at `index` of the second) differ.
    private static func compare(
        _ old: NodeLayout, _ new: NodeLayout, at index: Int, oldIndex: Int? = nil, tolerance: Double
    ) -> NodeChange? {
        switch NodePlace(new).change(from: NodePlace(old), tolerance: tolerance) {
        case .notShown:
            return nil
        case .appeared(let after):
            return NodeChange(path: new.path, id: new.id, type: new.type, kind: .appeared, index: index, before: nil, after: after)
        case .disappeared(let before):
            return NodeChange(path: old.path, id: old.id, type: old.type, kind: .disappeared, index: oldIndex ?? index, before: before, after: nil)
        case .moved(let before, let after):
            return NodeChange(path: new.path, id: new.id, type: new.type, kind: .moved, index: index, before: before, after: after)
        case .unmoved:
            break
        }
        var details: [String] = []
        if old.hidden != new.hidden { details.append("hidden \(old.hidden) → \(new.hidden)") }
        if old.text != new.text {
            let describe = { (text: TextLines?) in text.map { "\($0.lines.count) line(s)\($0.truncated ? ", truncated" : "")" } ?? "none" }
            details.append("text \(describe(old.text)) → \(describe(new.text))")
        }
        if old.rows != new.rows { details.append("rows \(old.rows.map(String.init) ?? "-") → \(new.rows.map(String.init) ?? "-")") }
        if old.chosenChild != new.chosenChild {
            details.append("chosen \(old.chosenChild.map(String.init) ?? "-") → \(new.chosenChild.map(String.init) ?? "-")")
        }
        if differ(old.drawn, new.drawn, tolerance: tolerance) { details.append("drawn frame moved") }
        guard !details.isEmpty else { return nil }
        return NodeChange(
            path: new.path, id: new.id, type: new.type, kind: .changed, index: index, before: old.outer ?? old.frame,
            after: new.outer ?? new.frame, detail: details.joined(separator: "; ")
        )
    }

    static func differ(_ a: Rect?, _ b: Rect?, tolerance: Double) -> Bool {
        switch (a, b) {
        case (nil, nil): return false
        case let (a?, b?):
            return differ(a.origin.x, b.origin.x, tolerance) || differ(a.origin.y, b.origin.y, tolerance)
                || differ(a.size.width, b.size.width, tolerance) || differ(a.size.height, b.size.height, tolerance)
        default: return true
        }
    }

    static func differ(_ a: Size, _ b: Size, tolerance: Double) -> Bool {
        differ(a.width, b.width, tolerance) || differ(a.height, b.height, tolerance)
    }

    private static func differ(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        if a == b { return false }
        return !(abs(a - b) <= tolerance)
    }
}
