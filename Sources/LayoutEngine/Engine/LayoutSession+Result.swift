extension LayoutSession {
    /// Builds the result of the last layout: every node in pre-order with its frames and facts.
    func makeResult(proposal: ProposedSize, size: Size) -> LayoutResult {
        var nodes: [NodeLayout] = []
        nodes.reserveCapacity(tree.nodes.count)
        let tree = self.tree
        for (index, node) in tree.nodes.enumerated() {
            let shown = placedGeneration[index] == cache.generation
            let outer = shown ? outerFrames[index] : nil
            var drawn: Rect?
            // Rules 5.2 and 18.3: the static offsets plus a matched view's move.
            let matched = shown ? matchedOffset(ofNode: index) : nil
            if let outer, node.offset != nil || matched != nil {
                let offset = node.offset ?? .zero, move = matched ?? .zero
                drawn = Rect(x: outer.minX + offset.x + move.x, y: outer.minY + offset.y + move.y, width: outer.width, height: outer.height)
            }
            var text: TextLines?
            if shown, case .text(let string, let font, let lineLimit) = layers[Int(node.baseLayer)].operation {
                let layout = textMeasurer.measure(tree.strings[Int(string)], font: font, sizeCategory: tree.sizeCategory, lineLimit: lineLimit, proposal: textProposals[index])
                text = TextLines(lines: layout.lines, truncated: layout.truncated)
            }
            let isFlow: Bool
            switch layers[Int(node.baseLayer)].operation {
            case .flow, .guideFlow: isFlow = true
            default: isFlow = false
            }
            let isViewThatFits: Bool
            if case .viewThatFits = layers[Int(node.baseLayer)].operation { isViewThatFits = true } else { isViewThatFits = false }
            nodes.append(NodeLayout(
                path: node.path, id: node.id, type: node.type,
                frame: shown ? baseFrames[index] : nil, outer: outer, drawn: drawn,
                shown: shown, hidden: node.hidden, text: text,
                rows: shown && isFlow ? Int(rowCounts[index]) : nil,
                chosenChild: shown && isViewThatFits && chosenChildren[index] >= 0 ? Int(chosenChildren[index]) : nil
            ))
        }
        return LayoutResult(proposal: proposal, size: size, nodes: nodes)
    }
}
