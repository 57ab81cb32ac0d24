extension LayoutSession {
    /// Places `layer` with its top-leading corner at `origin`, sized for `proposal`, and
    /// records the node's frames; then places what the layer contains.
    ///
    /// Small, so that its callers take it in: every layer placed comes through here and a
    /// leaf's or text's placement ends here, without the stack frame of the dispatch (`placeInside`).
    func place(_ layer: Int32, at origin: Point, proposal: ProposedSize, size: Size) {
        let description = layers + Int(layer)
        let bounds = Rect(origin: origin, size: size)
        let node = Int(description.pointee.node)
        if description.pointee.isOuter {
            outerFrames[node] = bounds
            placedGeneration[node] = cache.generation
        }
        if description.pointee.isBase { baseFrames[node] = bounds }
        // (`LeafLayout.place` places nothing, and `TextViewLayout.place` only records the
        // proposal: no dispatch to either.)
        let traits = description.pointee.traits
        if !traits.isDisjoint(with: [.placesNothing, .text]) {
            if traits.contains(.text) { recordTextProposal(proposal, node: description.pointee.node) }
            return
        }
        placeInside(layer, description, in: bounds, proposal: proposal)
    }

    /// Places what `layer` (`description`), placed at `bounds`, contains. A layer of constant
    /// size laying out more than its own node keeps the placement of the layout before when it
    /// is placed at the same origin (see `PlacementMemo`).
    @inline(never)
    private func placeInside(_ layer: Int32, _ description: UnsafePointer<Layer>, in bounds: Rect, proposal: ProposedSize) {
        let node = Int(description.pointee.node)
        guard replaysPlacements, description.pointee.constantSize != nil, Int(description.pointee.subtreeEnd) > node + 1 else {
            placeContent(layer, description, in: bounds, proposal: proposal)
            return
        }
        if placementMemos.count < tree.layers.count { placementMemos.grow(toAtLeast: tree.layers.count, filling: .none) }
        let memo = PlacementMemo(generation: cache.generation, origin: bounds.origin)
        let last = placementMemos[Int(layer)]
        if last.generation == cache.generation &- 1, last.hasSameOrigin(as: memo) {
            let firstLayer = tree.nodes.withUnsafeBufferPointer { $0[node].firstLayer }
            replayPlacement(nodes: (node + 1)..<Int(description.pointee.subtreeEnd), layers: Int(firstLayer)..<Int(layer))
        } else {
            placeContent(layer, description, in: bounds, proposal: proposal)
        }
        placementMemos[Int(layer)] = memo
    }

    /// Keeps the placement the layout before gave a layer's subtree — `nodes` (but the layer's
    /// own node, which its outer layer has stamped) and `layers` (those below it): what it
    /// placed then is placed now, with the frames and facts it left in the buffers, and each
    /// layer it placed counts as placed now at the same origin (so it may be kept again).
    private func replayPlacement(nodes: Range<Int>, layers: Range<Int>) {
        let previous = cache.generation &- 1
        for node in nodes where placedGeneration[node] == previous {
            placedGeneration[node] = cache.generation
        }
        for layer in layers where placementMemos[layer].generation == previous {
            placementMemos[layer].generation = cache.generation
        }
        replayedPlacementCount += 1
    }

    /// Places a child layer so that its `anchor` lands on `point` (section 9 `place(at:anchor:proposal:)`).
    @inline(__always)
    func placeChild(_ layer: Int32, at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        let size = sizeThatFits(layer, proposal)
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        if isProbing {
            probedPlacements.append(ProbedPlacement(layer: layer, origin: origin, proposal: proposal, size: size))
        } else {
            place(layer, at: origin, proposal: proposal, size: size)
        }
    }

    /// Places a child layer at `origin` with a size its parent decided (a grid row's
    /// rectangle) or already measured under `proposal`, without sizing it (again).
    @inline(__always)
    func placeChild(_ layer: Int32, at origin: Point, proposal: ProposedSize, size: Size) {
        if isProbing {
            probedPlacements.append(ProbedPlacement(layer: layer, origin: origin, proposal: proposal, size: size))
        } else {
            place(layer, at: origin, proposal: proposal, size: size)
        }
    }

    /// Places a rigid child with its origin at `origin` by writing its frames (rule 4.1: a
    /// fixed frame's child is placed the same whatever the frame is offered).
    @inline(__always)
    func placeRigid(_ child: RigidChild, at origin: Point) {
        let node = Int(child.node)
        outerFrames[node] = Rect(origin: origin, size: child.size)
        baseFrames[node] = Rect(
            x: origin.x + child.base.minX, y: origin.y + child.base.minY, width: child.base.width, height: child.base.height
        )
        placedGeneration[node] = cache.generation
    }

    /// Remembers a flow container's row count for the result.
    func recordRowCount(_ rows: Int, container: Int32) {
        if !isProbing { rowCounts[Int(layers[Int(container)].node)] = Int32(rows) }
    }

    /// True when `layer`'s node was placed in the current layout.
    @inline(__always)
    func wasPlaced(_ layer: Int32) -> Bool {
        placedGeneration[Int(layers[Int(layer)].node)] == cache.generation
    }

    /// Remembers the proposal a text node was placed with (its lines are measured for the result).
    func recordTextProposal(_ proposal: ProposedSize, node: Int32) {
        if !isProbing { textProposals[Int(node)] = proposal }
    }

    /// Remembers which child a ViewThatFits chose (−1: none).
    func recordChosenChild(_ index: Int?, container: UnsafePointer<Layer>) {
        if !isProbing { chosenChildren[Int(container.pointee.node)] = Int32(index ?? -1) }
    }
}
