import LayoutEngine
import LayoutModels

/// The compute half of the one compute-and-store path: lays one view tree out under a list of
/// proposals with one engine session, skipping those already stored. Puts, approvals, imports
/// and interactive layouts call it through ``ScenarioResolver``; batch workers call it per
/// revision template of their page (``BatchWork``).
struct TreeComputer {
    let engine: Engine
    let session: LayoutSession
    /// The room results are packed in, kept from one result to the next.
    private let buffer = PackingBuffer()
    /// What comparing one result leaves for the next: memos of the rectangles read, room for the lists.
    private let changeRoom = NodeChangeRoom()

    /// A computer with a session of its own on `engine`.
    init(engine: Engine) {
        self.engine = engine
        self.session = engine.makeSession()
    }

    /// A computer laying out with `session` (of `engine`'s options), kept warm by its owner.
    init(engine: Engine, session: LayoutSession) {
        precondition(session.options == engine.options, "a session lays out only for the engine it was made for")
        self.engine = engine
        self.session = session
    }

    /// Lays `tree` (made by `template`) out under each of `proposals` whose index `isStored`
    /// rejects, preparing the tree once per size category (named text styles take their sizes
    /// from it) and laying out all of a category's proposals in one session pass (sizes and
    /// text measured once for all its widths), and packs each result with the tree's shape
    /// (read off the first result). The tree's hash is `hash` when given, else computed when
    /// `knownTreeID` is nil and something is computed; `keepingLayouts` keeps the unpacked
    /// results too (then each result is built as a `LayoutResult` and packed from it; without,
    /// each is packed straight off the session, the same bytes). Without kept layouts, a
    /// result whose proposal index `before` (given the tree's hash, nil when its id is known)
    /// maps to the packed frames of a result of the same tree has its changed nodes listed
    /// against them while it is packed, and packed (``ComputedTree/nodeChanges``).
    func compute(
        _ tree: ViewNode, template: TemplateName?, hash: String? = nil, knownTreeID: Int64?,
        proposals: [(id: Int64, proposal: Proposal)], isStored: (Int) -> Bool, keepingLayouts: Bool = false,
        comparingWith before: (_ index: Int, _ treeHash: String?) -> UnsafeBufferPointer<UInt8>? = { _, _ in nil }
    ) -> ComputedTree {
        // Which proposals are missing, in room on the stack: grouped by size category as they
        // are laid out, without an array per category (nor one of categories).
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: proposals.count) { isMissing in
            var computedCount = 0
            for index in proposals.indices {
                isMissing[index] = !isStored(index)
                if isMissing[index] { computedCount += 1 }
            }
            let treeHash = knownTreeID == nil && computedCount > 0 ? hash ?? tree.treeHash.hex : nil
            var shape: TreeShape?
            var results = TreeResults(count: proposals.count)
            var layouts = [LayoutResult?](repeating: nil, count: keepingLayouts ? proposals.count : 0)
            // Made when a first change is listed (a tree whose results changed nowhere needs none).
            var nodeChanges: [ListedNodeChanges] = []
            // Each category at its first missing proposal, in order of first appearance; its
            // missing proposals ascending.
            for first in proposals.indices where isMissing[first] {
                let category = proposals[first].proposal.sizeCategory
                guard !(0..<first).contains(where: { isMissing[$0] && proposals[$0].proposal.sizeCategory == category }) else { continue }
                let indices = (first..<proposals.count).lazy.filter { isMissing[$0] && proposals[$0].proposal.sizeCategory == category }
                let prepared = engine.prepare(tree, sizeCategory: category)
                if keepingLayouts {
                    let indices = Array(indices)
                    session.layout(prepared, proposals: indices.map { proposals[$0].proposal.size }) { position, result in
                        let resultShape = shape ?? TreeShape(tree: tree, result: result)
                        shape = resultShape
                        results.keep(PackedResult(result, shape: resultShape), at: indices[position])
                        layouts[indices[position]] = result
                    }
                    continue
                }
                // Packed straight off the session's buffers: no `LayoutResult` is built.
                for index in indices {
                    let proposal = proposals[index].proposal.size
                    let size = session.computeFrames(prepared, proposal: proposal)
                    // Made once and then read where it is (`shape!`): bound to a local for each
                    // result, it was retained and released again for each.
                    if case .none = shape { shape = TreeShape(session: session) }
                    guard let frames = before(index, treeHash) else {
                        results.pack(session: session, proposal: proposal, size: size, shape: shape!, buffer: buffer, at: index)
                        continue
                    }
                    var collector = NodeChangeCollector(before: ByteReader(frames), nodeCount: shape!.nodes.count, room: changeRoom)
                    results.pack(
                        session: session, proposal: proposal, size: size, shape: shape!, buffer: buffer, at: index, visiting: &collector
                    )
                    guard let changes = try? collector.changes() else { continue }
                    if nodeChanges.isEmpty { nodeChanges.reserveCapacity(proposals.count) }
                    // Packed as they were listed, in the change room; copied here, through the room
                    // the frames were packed in (copied out already), beside the tree's frames.
                    let packed = changes.counts.isEmpty ? nil : results.append(changes, packingIn: buffer)
                    nodeChanges.append(ListedNodeChanges(index: index, counts: changes.counts, packed: packed))
                }
            }
            return ComputedTree(
                template: template, knownTreeID: knownTreeID, treeHash: treeHash, shape: shape, results: results,
                computedCount: computedCount, layouts: layouts, nodeChanges: nodeChanges
            )
        }
    }
}
