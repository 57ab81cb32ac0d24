extension LayoutSession {
    /// Builds the result of the last layout: every node in pre-order with its frames and facts.
    func makeResult(proposal: ProposedSize, size: Size) -> LayoutResult {
        let tree = self.tree
        let count = tree.nodes.count
        let hasMatchedViews = tree.matchedGroupCount > 0
        // Each node is built in place in the array's storage (no temporary to copy and destroy).
        let nodes = tree.nodes.withUnsafeBufferPointer { prepared in
            [NodeLayout](unsafeUninitializedCapacity: count) { storage, initialized in
                var node = ResultNode(frame: nil, outer: nil)
                for index in 0..<count {
                    let preparedNode = prepared.baseAddress! + index
                    let showsText = read(index, preparedNode, hasMatchedViews: hasMatchedViews, into: &node)
                    node.text = showsText ? resultTexts[index] : nil
                    (storage.baseAddress! + index).initialize(to: NodeLayout(
                        path: preparedNode.pointee.path, id: preparedNode.pointee.id, type: preparedNode.pointee.type, node
                    ))
                }
                initialized = count
            }
        }
        return LayoutResult(proposal: proposal, size: size, nodes: nodes)
    }

    /// The number of nodes of the tree last laid out (the nodes of its result).
    public var resultNodeCount: Int { tree.nodes.count }

    /// Hands `body` each node of the last layout's result in pre-order, without its path, id
    /// and type, read straight off the session's buffers (each what `layout(_:proposal:)` lists
    /// for it), lent rather than copied. Lets a caller that only packs or compares results skip
    /// building a `LayoutResult`: lay out with `computeFrames(_:proposal:)`, then read the nodes.
    public func forEachResultNode(_ body: (borrowing ResultNode) throws -> Void) rethrows {
        let tree = self.tree
        let hasMatchedViews = tree.matchedGroupCount > 0
        try tree.nodes.withUnsafeBufferPointer { prepared in
            // One node value, refilled per node and lent to `body` (no temporary to copy).
            var node = ResultNode(frame: nil, outer: nil)
            for index in prepared.indices {
                guard read(index, prepared.baseAddress! + index, hasMatchedViews: hasMatchedViews, into: &node) else {
                    try body(node)
                    continue
                }
                // A text's lines are moved into the node for the call and back (no reference
                // counting): the session keeps them for the layouts that follow.
                node.text = resultTexts[index].take()
                defer { resultTexts[index] = node.text.take() }
                try body(node)
            }
        }
    }

    /// The path, id and type of node `index` (pre-order) of the tree last laid out, and for a
    /// text node the string it shows.
    public func resultNodeIdentity(_ index: Int) -> (path: String, id: String?, type: String, text: String?) {
        let node = tree.nodes[index]
        var text: String?
        if case .text(let string, _, _) = layers[Int(node.baseLayer)].operation { text = tree.strings[Int(string)] }
        return (node.path, node.id, node.type, text)
    }

    /// Reads node `index` of the last layout into `result` but for its text, which it leaves
    /// nil; `node` is its prepared description, `hasMatchedViews` whether the tree has matched
    /// geometry (whose moves are read). Returns true for a text node shown, its lines then
    /// in `resultTexts[index]`.
    @inline(__always)
    private func read(_ index: Int, _ node: UnsafePointer<PreparedNode>, hasMatchedViews: Bool, into result: inout ResultNode) -> Bool {
        let shown = placedGeneration[index] == cache.generation
        let outer = shown ? outerFrames[index] : nil
        var drawn: Rect?
        // Rules 5.2 and 18.3: the static offsets plus a matched view's move.
        let matched = shown && hasMatchedViews ? matchedOffset(ofNode: index) : nil
        if let outer, node.pointee.offset != nil || matched != nil {
            let offset = node.pointee.offset ?? .zero, move = matched ?? .zero
            drawn = Rect(x: outer.minX + offset.x + move.x, y: outer.minY + offset.y + move.y, width: outer.width, height: outer.height)
        }
        // The base layer's traits say what kind of node this is (no match of its operation
        // but for text).
        let base = layers + Int(node.pointee.baseLayer)
        let traits = base.pointee.traits
        let isFlow = traits.contains(.flow), isViewThatFits = traits.contains(.viewThatFits)
        var showsText = false
        if traits.contains(.text), shown, case .text(let string, let font, let lineLimit) = base.pointee.operation {
            refreshTextLines(ofNode: index, string: string, font: font, lineLimit: lineLimit)
            showsText = true
        }
        if result.text != nil { result.text = nil }
        result.frame = shown ? baseFrames[index] : nil
        result.outer = outer
        result.drawn = drawn
        result.shown = shown
        result.hidden = node.pointee.hidden
        result.rows = shown && isFlow ? Int(rowCounts[index]) : nil
        result.chosenChild = shown && isViewThatFits && chosenChildren[index] >= 0 ? Int(chosenChildren[index]) : nil
        return showsText
    }
}

extension LayoutSession {
    /// Makes `resultTexts[index]` the lines text node `index` shows under the proposal it was
    /// placed with. Lines already there from this run of layouts of the tree are kept when
    /// they were measured under that proposal, or when they are the text's one-line layout and
    /// it shows on one line under that proposal too (as a text that fits does at every wider
    /// proposal).
    private func refreshTextLines(ofNode index: Int, string: Int32, font: Font, lineLimit: Int?) {
        let proposal = textProposals[index]
        let current = resultTextGeneration[index] == cache.treeGeneration && resultTexts[index] != nil
        if current, resultTextProposals[index].equalsInline(proposal) { return }
        let oneLine = showsOneLine(index, string: string, font: font, proposal: proposal)
        if current, oneLine, resultTextIsOneLine[index] { return }
        let layout = textLayout(ofNode: Int32(index), string: string, font: font, lineLimit: lineLimit, proposal: proposal)
        resultTexts[index] = TextLines(lines: layout.lines, truncated: layout.truncated)
        resultTextProposals[index] = proposal
        resultTextIsOneLine[index] = oneLine
        resultTextGeneration[index] = cache.treeGeneration
    }
}

private extension ProposedSize {
    /// `==`, inlined (the derived one is a call per text node of every result).
    @inline(__always)
    func equalsInline(_ other: ProposedSize) -> Bool {
        width == other.width && height == other.height
    }
}
