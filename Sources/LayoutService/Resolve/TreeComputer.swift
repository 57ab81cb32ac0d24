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

    /// Gives `tree`, which ``compute(_:template:hash:knownTreeID:proposals:isStored:keepingLayouts:comparingWith:)``
    /// just laid out with the session (something computed, no layouts kept), its shape, read
    /// off the session (which laid it out last). A tree whose results are packed straight off
    /// the session has none until asked: most are stored already (their id known or found
    /// while compared), and a shape is an array and strings retained and released per node.
    func readShape(of tree: inout ComputedTree) {
        precondition(tree.computedCount > 0, "a tree's shape is read off its own layout")
        if case .none = tree.shape { tree.shape = TreeShape(session: session) }
    }

    /// Lays `tree` (made by `template`) out under each of `proposals` whose index `isStored`
    /// rejects, preparing the tree once per size category (named text styles take their sizes
    /// from it) and laying out all of a category's proposals in one session pass (sizes and
    /// text measured once for all its widths), and packs each result. The tree's hash is `hash`
    /// when given, else computed when `knownTreeID` is nil and something is computed;
    /// `keepingLayouts` keeps the unpacked results too (then each result is built as a
    /// `LayoutResult` and packed from it with the tree's shape, read off the first; without,
    /// each is packed straight off the session, the same bytes, and no shape is read: the
    /// caller reads it, where it needs it, with ``readShape(of:)``). Without kept layouts, a result
    /// whose proposal index `before` (given the tree's hash, nil when its id is known) maps to
    /// the packed frames of a result of the same tree has its changed nodes listed against
    /// them while it is packed, and packed (``TreeResults/Result/comparison``).
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
                    guard let frames = before(index, treeHash) else {
                        results.pack(session: session, proposal: proposal, size: size, buffer: buffer, at: index)
                        continue
                    }
                    var collector = NodeChangeCollector(before: ByteReader(frames), nodeCount: session.resultNodeCount, room: changeRoom)
                    results.pack(session: session, proposal: proposal, size: size, buffer: buffer, at: index, visiting: &collector)
                    guard let changes = try? collector.changes() else { continue }
                    // Packed as they were listed, in the change room; copied here, through the room
                    // the frames were packed in (copied out already), beside the tree's frames.
                    results.list(changes, packingIn: buffer, at: index)
                }
            }
            return ComputedTree(
                template: template, knownTreeID: knownTreeID, treeHash: treeHash, shape: shape, results: results,
                computedCount: computedCount, layouts: layouts
            )
        }
    }
}
