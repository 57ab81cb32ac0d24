extension LayoutSession {
    /// Lays `tree` out under each of `proposals` in one pass, in order; result `i` equals
    /// `layout(tree, proposal: proposals[i])` byte for byte.
    ///
    /// The tree is set up once for the pass, and every size measured in it stays valid for the
    /// rest of the pass (a size depends only on the layer and its proposal): text at any
    /// width, each subtree's ideal size (nil or ∞ proposals), its size under 0, and whatever
    /// inner proposal recurs from one root width to the next is measured once, not once per
    /// proposal. Text is shaped once per string and weight, at any size.
    public func layout(_ tree: PreparedTree, proposals: [ProposedSize]) -> [LayoutResult] {
        var results: [LayoutResult] = []
        results.reserveCapacity(proposals.count)
        layout(tree, proposals: proposals) { _, result in results.append(result) }
        return results
    }

    /// Lays `tree` out under each of `proposals` in one pass (see `layout(_:proposals:)`),
    /// handing each result to `body` with its index as soon as it is made, so a caller that
    /// packs or stores results need not hold them all.
    public func layout(_ tree: PreparedTree, proposals: [ProposedSize], _ body: (Int, LayoutResult) throws -> Void) rethrows {
        for (index, proposal) in proposals.enumerated() {
            try body(index, layout(tree, proposal: proposal))
        }
    }
}
