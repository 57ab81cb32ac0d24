import LayoutEngine

/// A node-level comparison of two results: for the same tree, frame deltas; for different
/// trees (matched by node path), nodes added and removed as well.
public struct LayoutDiff: Hashable, Sendable {
    public var sizeBefore: Size
    public var sizeAfter: Size
    /// Whether the sizes differ by more than the tolerance.
    public var sizeChanged: Bool
    /// Changed nodes in the first result's order, then added nodes in the second's.
    public var changes: [NodeChange]

    /// Whether the two results agree within the tolerance they were compared with.
    public var isEmpty: Bool { changes.isEmpty && !sizeChanged }

    /// The nodes that moved or resized.
    public var moved: [NodeChange] { changes.filter { $0.kind == .moved } }

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
                if let change = Self.compare(oldNodes[index], newNodes[index], tolerance: tolerance) { changes.append(change) }
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
                changes.append(NodeChange(path: old.path, id: old.id, type: old.type, kind: .removed, before: old.outer ?? old.frame, after: nil))
                continue
            }
            matched[newIndex] = true
            if let change = Self.compare(old, newNodes[newIndex], tolerance: tolerance) { changes.append(change) }
        }
        for index in newNodes.indices where !matched[index] {
            let new = newNodes[index]
            changes.append(NodeChange(path: new.path, id: new.id, type: new.type, kind: .added, before: nil, after: new.outer ?? new.frame))
        }
    }

    private static func compare(_ old: NodeLayout, _ new: NodeLayout, tolerance: Double) -> NodeChange? {
        let frameMoved = differ(old.frame, new.frame, tolerance: tolerance)
        if frameMoved || differ(old.outer, new.outer, tolerance: tolerance) {
            let useFrame = frameMoved
            return NodeChange(
                path: new.path, id: new.id, type: new.type, kind: .moved,
                before: useFrame ? old.frame : old.outer, after: useFrame ? new.frame : new.outer
            )
        }
        var details: [String] = []
        if old.shown != new.shown { details.append("shown \(old.shown) → \(new.shown)") }
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
            path: new.path, id: new.id, type: new.type, kind: .changed, before: old.outer ?? old.frame,
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
