extension LayoutSession {
    /// Builds the result of the last layout: every node in pre-order with its frames and facts.
    func makeResult(proposal: ProposedSize, size: Size) -> LayoutResult {
        let tree = self.tree
        let count = tree.nodes.count
        // Sized by `reserveCapacity`, whose allocation is specialized for `NodeLayout` (an array
        // made with `init(unsafeUninitializedCapacity:)` looks its storage type up at run time).
        var nodes: [NodeLayout] = []
        nodes.reserveCapacity(count)
        let buffers = resultBuffers
        tree.nodes.withUnsafeBufferPointer { prepared in
            var node = ResultNode(frame: nil, outer: nil)
            for index in 0..<count {
                let preparedNode = prepared.baseAddress! + index
                read(index, preparedNode, buffers, into: &node)
                nodes.append(NodeLayout(path: preparedNode.pointee.path, id: preparedNode.pointee.id, type: preparedNode.pointee.type, node))
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
        let buffers = resultBuffers
        try tree.nodes.withUnsafeBufferPointer { prepared in
            guard let first = prepared.baseAddress else { return }
            // One node value, refilled per node and lent to `body`. (Lent from a pointer or
            // built afresh per node, it is copied for the call instead.)
            var node = ResultNode(frame: nil, outer: nil)
            for index in 0..<prepared.count {
                read(index, first + index, buffers, into: &node)
                try body(node)
            }
        }
    }

    /// Hands `body` each node of the last layout's result in pre-order as a plain record
    /// (``ResultNodeRecord``: flags and frames, no optionals, nothing reference counted), and
    /// its index; a text node's lines are `resultText(ofNode:)`, read when its record says
    /// `hasText`. What `forEachResultNode(_:)` lends, for callers that pack each node: a record
    /// is filled with plain stores, where a ``ResultNode`` is rebuilt and copied for each call.
    public func forEachResultNodeRecord(_ body: (_ index: Int, _ node: borrowing ResultNodeRecord) throws -> Void) rethrows {
        let tree = self.tree
        let buffers = resultBuffers
        let zero = Rect(x: 0, y: 0, width: 0, height: 0)
        try tree.nodes.withUnsafeBufferPointer { prepared in
            guard let first = prepared.baseAddress else { return }
            var record = ResultNodeRecord(flags: [], frame: zero, outer: zero, drawn: zero, rows: 0, chosenChild: 0)
            for index in 0..<prepared.count {
                fill(&record, index, first + index, buffers)
                try body(index, record)
            }
        }
    }

    /// Writes the record of each node of the last layout's result, in pre-order (what
    /// `forEachResultNodeRecord(_:)` hands out), over the `resultNodeCount` records at
    /// `records` (initialized): one call a result, for a caller that walks the nodes in a loop
    /// of its own rather than being called a node. Fields a record's flags leave meaningless
    /// keep what was there.
    public func writeResultNodeRecords(over records: UnsafeMutablePointer<ResultNodeRecord>) {
        let tree = self.tree
        let buffers = resultBuffers
        tree.nodes.withUnsafeBufferPointer { prepared in
            guard let first = prepared.baseAddress else { return }
            for index in 0..<prepared.count {
                fill(&records[index], index, first + index, buffers)
            }
        }
    }

    /// Fills `record` with node `index` of the last layout (`node` its prepared description):
    /// its flags, and the fields they say are meaningful (the others left as they were).
    @inline(__always)
    private func fill(_ record: inout ResultNodeRecord, _ index: Int, _ node: UnsafePointer<PreparedNode>, _ buffers: ResultBuffers) {
        var flags: ResultNodeRecord.Flags = node.pointee.hidden ? .hidden : []
        if buffers.placed[index] == buffers.generation {
            let traits = buffers.layers[Int(node.pointee.baseLayer)].traits
            flags.insert(.shown)
            if traits.contains(.text) { flags.insert(.hasText) }
            let outer = buffers.outer[index], frame = buffers.base[index]
            record.frame = frame
            record.outer = outer
            if outer.isIdentical(to: frame) { flags.insert(.outerIsFrame) }
            if let drawn = drawnFrame(index, node, outer: outer, buffers) {
                record.drawn = drawn
                flags.insert(.hasDrawn)
            }
            if traits.contains(.flow) {
                record.rows = buffers.rows[index]
                flags.insert(.hasRows)
            }
            if traits.contains(.viewThatFits), buffers.chosen[index] >= 0 {
                record.chosenChild = buffers.chosen[index]
                flags.insert(.hasChosenChild)
            }
        }
        record.flags = flags
    }

    /// The lines text node `index` shows in the last layout: for a node whose record says
    /// `hasText` (a shown text node), what its ``ResultNode/text`` holds.
    public func resultText(ofNode index: Int) -> TextLines {
        let base = layers + Int(tree.nodes.withUnsafeBufferPointer { $0[index].baseLayer })
        guard placedGeneration[index] == cache.generation, case .text(let string, let font, let lineLimit) = base.pointee.operation else {
            preconditionFailure("node \(index) is not a shown text node of the last layout")
        }
        return textLines(ofNode: index, string: string, font: font, lineLimit: lineLimit)
    }

    /// Whether `line` is the whole string text node `index` of the tree last laid out shows (the
    /// text `resultNodeIdentity(_:)` gives it; false for any other node), compared where the
    /// tree keeps it: a packer checks a single line against it without a tree shape built.
    public func resultNode(_ index: Int, showsExactly line: borrowing String) -> Bool {
        let base = layers + Int(tree.nodes.withUnsafeBufferPointer { $0[index].baseLayer })
        guard case .text(let string, _, _) = base.pointee.operation else { return false }
        return tree.strings.withUnsafeBufferPointer { $0[Int(string)] == line }
    }

    /// The path, id and type of node `index` (pre-order) of the tree last laid out, and for a
    /// text node the string it shows.
    public func resultNodeIdentity(_ index: Int) -> (path: String, id: String?, type: String, text: String?) {
        let node = tree.nodes[index]
        var text: String?
        if case .text(let string, _, _) = layers[Int(node.baseLayer)].operation { text = tree.strings[Int(string)] }
        return (node.path, node.id, node.type, text)
    }

    /// Hands `body` each node of the tree last laid out in pre-order, with its index, as a
    /// ``ResultNodeIdentity``: its path, id, type and text (what `resultNodeIdentity(_:)`
    /// gives) read in place from the prepared tree, each copied out only when asked for.
    public func forEachResultNodeIdentity(_ body: (_ index: Int, _ node: ResultNodeIdentity) throws -> Void) rethrows {
        let tree = self.tree
        let layers = self.layers
        try tree.strings.withUnsafeBufferPointer { strings in
            try tree.nodes.withUnsafeBufferPointer { prepared in
                guard let first = prepared.baseAddress else { return }
                for index in 0..<prepared.count {
                    let node = first + index
                    let base = layers + Int(node.pointee.baseLayer)
                    // Only a text layer names a string (its traits say so without a match).
                    var text: UnsafePointer<String>?
                    if base.pointee.traits.contains(.text), case .text(let string, _, _) = base.pointee.operation {
                        text = strings.baseAddress! + Int(string)
                    }
                    try body(index, ResultNodeIdentity(node: node, textString: text))
                }
            }
        }
    }

    /// Where shown node `index` (`node` its prepared description) placed at `outer` is drawn,
    /// nil when that is its outer frame: rules 5.2 and 18.3, its static offsets plus a
    /// matched view's move.
    @inline(__always)
    private func drawnFrame(_ index: Int, _ node: UnsafePointer<PreparedNode>, outer: Rect, _ buffers: ResultBuffers) -> Rect? {
        let matched = buffers.hasMatchedGeometry ? matchedOffset(ofNode: index) : nil
        guard node.pointee.offset != nil || matched != nil else { return nil }
        let offset = node.pointee.offset ?? .zero, move = matched ?? .zero
        return Rect(x: outer.minX + offset.x + move.x, y: outer.minY + offset.y + move.y, width: outer.width, height: outer.height)
    }

    /// Reads node `index` of the last layout into `result`, `node` its prepared description.
    @inline(__always)
    private func read(_ index: Int, _ node: UnsafePointer<PreparedNode>, _ buffers: ResultBuffers, into result: inout ResultNode) {
        let shown = buffers.placed[index] == buffers.generation
        let outer = shown ? buffers.outer[index] : nil
        let drawn = outer.flatMap { drawnFrame(index, node, outer: $0, buffers) }
        // The base layer's traits say what kind of node this is (no match of its operation
        // but for text).
        let base = buffers.layers + Int(node.pointee.baseLayer)
        let traits = base.pointee.traits
        let isFlow = traits.contains(.flow), isViewThatFits = traits.contains(.viewThatFits)
        if traits.contains(.text), shown, case .text(let string, let font, let lineLimit) = base.pointee.operation {
            result.text = textLines(ofNode: index, string: string, font: font, lineLimit: lineLimit)
        } else if result.text != nil {
            result.text = nil
        }
        result.frame = shown ? buffers.base[index] : nil
        result.outer = outer
        result.drawn = drawn
        result.shown = shown
        result.hidden = node.pointee.hidden
        result.rows = shown && isFlow ? Int(buffers.rows[index]) : nil
        result.chosenChild = shown && isViewThatFits && buffers.chosen[index] >= 0 ? Int(buffers.chosen[index]) : nil
    }
}

extension Rect {
    /// Equal as numbers and bit for bit (so neither holds a NaN, and `-0.0` differs from `0.0`).
    @inline(__always)
    func isIdentical(to other: Rect) -> Bool {
        self == other && origin.x.bitPattern == other.origin.x.bitPattern && origin.y.bitPattern == other.origin.y.bitPattern
            && size.width.bitPattern == other.size.width.bitPattern && size.height.bitPattern == other.size.height.bitPattern
    }
}

/// The session's state a result is read from, copied out once per result: read through the
/// session, each buffer's address would be loaded again after every call out of the loop.
/// (Reading a result only writes the text caches, which never move these buffers.)
private struct ResultBuffers {
    let generation: UInt32
    let placed: RawBuffer<UInt32>
    let outer: RawBuffer<Rect>
    let base: RawBuffer<Rect>
    let rows: RawBuffer<Int32>
    let chosen: RawBuffer<Int32>
    let layers: UnsafePointer<Layer>
    /// False for a tree without matched geometry: no node of it has a matched offset.
    let hasMatchedGeometry: Bool
}

extension LayoutSession {
    /// The buffers the last layout's result is read from.
    @inline(__always)
    fileprivate var resultBuffers: ResultBuffers {
        ResultBuffers(
            generation: cache.generation, placed: placedGeneration, outer: outerFrames, base: baseFrames, rows: rowCounts,
            chosen: chosenChildren, layers: layers, hasMatchedGeometry: !tree.matchedEffects.isEmpty
        )
    }
}

extension LayoutSession {
    /// The lines text node `index` shows under the proposal it was placed with: measured once
    /// per proposal for every layout of the tree in a row (kept when it was sized, else here).
    private func textLines(ofNode index: Int, string: Int32, font: Font, lineLimit: Int?) -> TextLines {
        let proposal = textProposals[index]
        if resultTextGeneration[index] == cache.treeGeneration, resultTextProposals[index].equalsInline(proposal), let lines = resultTexts[index] {
            return lines
        }
        if showsOneLine(index, string: string, font: font, proposal: proposal) {
            // The same lines at every width the text fits: nothing to remember (read in place,
            // only the lines are copied).
            return TextLines(lines: oneLineTexts[index].unsafelyUnwrapped.layout.lines, truncated: false)
        }
        let layout = textMeasurer.measure(
            tree.strings[Int(string)], font: font, sizeCategory: tree.sizeCategory, lineLimit: lineLimit, proposal: proposal
        )
        let lines = TextLines(lines: layout.lines, truncated: layout.truncated)
        rememberResultText(lines, ofNode: index, proposal: proposal)
        return lines
    }

    /// Keeps `lines`, the measured lines of text node `index` under `proposal` (not one that
    /// fits on one line), for every layout of the tree in a row that places it under that
    /// proposal.
    @inline(__always)
    func rememberResultText(_ lines: TextLines, ofNode index: Int, proposal: ProposedSize) {
        resultTexts[index] = lines
        resultTextProposals[index] = proposal
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
