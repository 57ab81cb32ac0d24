/// Overflow facts the store queries: which nodes stick out of the laid-out container.
extension LayoutResult {
    /// Shown nodes whose outer frame extends beyond the root's bounds `(0, 0, size)` by more
    /// than `tolerance` points on any side.
    public func overflowingNodes(tolerance: Double = 1e-9) -> [NodeLayout] {
        nodes.filter { node in
            guard let outer = node.outer else { return false }
            return outer.minX < -tolerance || outer.minY < -tolerance
                || outer.maxX > size.width + tolerance || outer.maxY > size.height + tolerance
        }
    }
}
