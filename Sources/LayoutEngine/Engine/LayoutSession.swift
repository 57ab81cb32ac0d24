/// A reusable layout context for one thread: scratch buffers, the measurement cache and the
/// text measurer (with its cache) that survive from one layout to the next.
///
/// Lay a `PreparedTree` out at many proposals with `layout(_:proposal:)`; after the first
/// layout of a tree of a given size, laying it out again allocates only the result. Not
/// `Sendable`: give every worker thread its own session.
public final class LayoutSession {
    public let options: EngineOptions
    /// The text measurer; its cache persists across layouts.
    public let textMeasurer: TextMeasurer
    /// Turns the per-layout measurement cache off (for tests proving it changes nothing).
    @exclusivity(unchecked) public var cachesMeasurements = true
    /// Lets containers of rigid children take their fast path (off in tests proving it
    /// gives the general path's frames).
    @exclusivity(unchecked) var usesFastPaths = true
    /// How many times a leaf view was measured (cache misses), summed over this session's life.
    @exclusivity(unchecked) public internal(set) var leafMeasurementCount = 0

    @exclusivity(unchecked) internal private(set) var tree: PreparedTree {
        didSet {
            layers = UnsafePointer(tree.layers.baseAddress!)
            childLayers = UnsafePointer(tree.childLayers.baseAddress!)
            rigidChildren = UnsafePointer(tree.rigidChildren.baseAddress!)
        }
    }
    /// The current tree's layers, child lists and rigid children, read without reference counting.
    @exclusivity(unchecked) var layers: UnsafePointer<Layer>
    @exclusivity(unchecked) var childLayers: UnsafePointer<Int32>
    @exclusivity(unchecked) var rigidChildren: UnsafePointer<RigidChild>
    @exclusivity(unchecked) var cache = MeasurementCache()
    /// True when every layer's size depends only on the layer and its proposal, so sizes stay
    /// valid for every layout of the tree in a row (every other width and height proposed to
    /// the root). False for a tree with matched geometry: a matched view's size depends on the
    /// source rectangle of the layout before (rule 18.4).
    @exclusivity(unchecked) var sizesOutliveLayout = false
    /// True when a layer of constant size placed at the origin it was placed at in the layout
    /// just before (of the same tree) keeps that placement of its subtree instead of placing
    /// it again: sizes outlive the layout and no anchor is published (whose bounds are stamped
    /// per layout). Off with the measurement cache.
    @exclusivity(unchecked) var replaysPlacements = false
    /// Per layer of constant size: where it was last placed (see `PlacementMemo`); grown when
    /// such a layer is first placed (a fresh session laying out a tree without one, as a cold
    /// layout does, fills none).
    @exclusivity(unchecked) var placementMemos = RawBuffer(repeating: PlacementMemo.none, count: 0)
    /// How many placements were replayed, summed over this session's life (for tests).
    @exclusivity(unchecked) var replayedPlacementCount = 0
    // Per node (and per anchor slot and matched group), in raw storage (indexing costs no
    // reference counting), all in `buffers` but the text lines (`RawOptionalBuffer`s).
    @exclusivity(unchecked) private var buffers = RawBufferBlock()
    @exclusivity(unchecked) var baseFrames = RawBuffer<Rect>.unallocated
    @exclusivity(unchecked) var outerFrames = RawBuffer<Rect>.unallocated
    /// The layout (cache generation) that last placed the node: equal to the current one when shown.
    @exclusivity(unchecked) var placedGeneration = RawBuffer<UInt32>.unallocated
    /// Text nodes: the proposal they were placed with (their lines are measured for the result).
    @exclusivity(unchecked) var textProposals = RawBuffer<ProposedSize>.unallocated
    /// Text nodes: the lines of the result, the proposal they were measured under, and the run
    /// of layouts of the tree that measured them (a later layout placing the text under the
    /// same proposal reuses them).
    @exclusivity(unchecked) var resultTexts = RawOptionalBuffer<TextLines>()
    @exclusivity(unchecked) var resultTextProposals = RawBuffer<ProposedSize>.unallocated
    @exclusivity(unchecked) var resultTextGeneration = RawBuffer<UInt32>.unallocated
    /// Text nodes: the one-line layout of their text (nil: it never shows on one line), and
    /// the run of layouts of the tree that found it.
    @exclusivity(unchecked) var oneLineTexts = RawOptionalBuffer<OneLineText>()
    @exclusivity(unchecked) var oneLineGeneration = RawBuffer<UInt32>.unallocated
    @exclusivity(unchecked) var rowCounts = RawBuffer<Int32>.unallocated
    @exclusivity(unchecked) var chosenChildren = RawBuffer<Int32>.unallocated
    /// Rule 17: per anchor slot, the bounds published and the layout that published them.
    @exclusivity(unchecked) var anchorBounds = RawBuffer<Rect>.unallocated
    @exclusivity(unchecked) var anchorGeneration = RawBuffer<UInt32>.unallocated
    /// Rule 18: per matched group, the source rectangle and whether it is known (set after
    /// the first of the two layouts a tree with matched geometry takes).
    @exclusivity(unchecked) var matchedSources = RawBuffer<Rect>.unallocated
    @exclusivity(unchecked) var matchedSourceGeneration = RawBuffer<UInt32>.unallocated
    @exclusivity(unchecked) var matchedSourcesKnown = false
    /// Rule 18.3 step 2: per node, the offset a matched view is moved by, and the layout that set it.
    @exclusivity(unchecked) var matchedOffsets = RawBuffer<Point>.unallocated
    @exclusivity(unchecked) var matchedOffsetGeneration = RawBuffer<UInt32>.unallocated
    /// While probing, placements are collected here instead of carried out (for baselines).
    @exclusivity(unchecked) var isProbing = false
    @exclusivity(unchecked) var probedPlacements: [ProbedPlacement] = []
    /// Per-child working data of the stacks being laid out, used as a stack of frames (see
    /// `StackLayout` and `LayoutSession+StackItems.swift`).
    @exclusivity(unchecked) var stackItems = RawBuffer(repeating: StackItem.empty, count: 0)
    @exclusivity(unchecked) var stackItemsTop = 0

    /// The tree a new session points at before its first layout (never laid out).
    private static let placeholder = PreparedTree(ViewNode(kind: .shape(.color)), options: .default)

    public init(options: EngineOptions = .default) {
        self.options = options
        self.textMeasurer = TextMeasurer(options: options)
        let placeholder = Self.placeholder
        self.tree = placeholder
        self.layers = UnsafePointer(placeholder.layers.baseAddress!)
        self.childLayers = UnsafePointer(placeholder.childLayers.baseAddress!)
        self.rigidChildren = UnsafePointer(placeholder.rigidChildren.baseAddress!)
    }

    deinit {
        cache.deallocate()
        buffers.deallocate()
        resultTexts.deallocate()
        oneLineTexts.deallocate()
        stackItems.deallocate()
        placementMemos.deallocate()
    }

    /// Lays `tree` out under `proposal`, the root placed at (0, 0), and returns the result.
    public func layout(_ tree: PreparedTree, proposal: ProposedSize) -> LayoutResult {
        let size = computeFrames(tree, proposal: proposal)
        return makeResult(proposal: proposal, size: size)
    }

    /// Lays `tree` out without building a `LayoutResult`; returns the root's size. Frames can
    /// then be read with `outerFrame(ofNode:)` (the batch path and benchmarks use this).
    @discardableResult
    public func computeFrames(_ tree: PreparedTree, proposal: ProposedSize) -> Size {
        precondition(tree.options == options, "a tree must be laid out by a session of the engine that prepared it")
        matchedSourcesKnown = false
        begin(tree)
        var size = sizeThatFits(tree.root, proposal)
        place(tree.root, at: .zero, proposal: proposal, size: size)
        if tree.matchedGroupCount > 0 {
            // Rule 18.4: lay out again with the source rectangles of the first layout.
            matchedSourcesKnown = true
            begin(tree)
            size = sizeThatFits(tree.root, proposal)
            place(tree.root, at: .zero, proposal: proposal, size: size)
        }
        return size
    }

    /// The outer frame of node `index` (pre-order) from the last layout, nil if not shown.
    public func outerFrame(ofNode index: Int) -> Rect? {
        placedGeneration[index] == cache.generation ? outerFrames[index] : nil
    }

    /// Resets per-layout state, growing buffers only when the tree is larger than any before.
    private func begin(_ tree: PreparedTree) {
        let sameTree = tree === self.tree
        if !sameTree { self.tree = tree }
        cache.begin(layerCount: tree.layers.count, sameTree: sameTree)
        sizesOutliveLayout = tree.matchedGroupCount == 0
        replaysPlacements = sizesOutliveLayout && tree.anchorSlotCount == 0 && cachesMeasurements
        let nodeCount = tree.nodes.count
        if nodeCount > baseFrames.count || tree.anchorSlotCount > anchorBounds.count || tree.matchedGroupCount > matchedSources.count {
            growBuffers(nodeCount: nodeCount, anchorSlotCount: tree.anchorSlotCount, matchedGroupCount: tree.matchedGroupCount)
        }
        if cache.generation <= 2 {
            // The stamps started again from 1: forget which layout placed what.
            placedGeneration.fill(with: 0)
            resultTextGeneration.fill(with: 0)
            oneLineGeneration.fill(with: 0)
            anchorGeneration.fill(with: 0)
            matchedSourceGeneration.fill(with: 0)
            matchedOffsetGeneration.fill(with: 0)
            placementMemos.fill(with: .none)
        }
        isProbing = false
        // (Emptied only when not: emptying an empty array makes a new one.)
        if !probedPlacements.isEmpty { probedPlacements.removeAll(keepingCapacity: true) }
        stackItemsTop = 0
    }

    /// Grows the per-node, per-anchor-slot and per-matched-group buffers (geometrically, in
    /// one block) to hold at least the given counts, keeping their elements.
    private func growBuffers(nodeCount: Int, anchorSlotCount: Int, matchedGroupCount: Int) {
        func grown(_ count: Int, toHold needed: Int) -> Int {
            needed > count ? Swift.max(needed, count * 2) : count
        }
        let nodes = grown(baseFrames.count, toHold: nodeCount)
        let anchors = grown(anchorBounds.count, toHold: anchorSlotCount)
        let groups = grown(matchedSources.count, toHold: matchedGroupCount)
        let zeroRect = Rect(x: 0, y: 0, width: 0, height: 0)
        buffers.rebuild { carver in
            baseFrames = carver.buffer(replacing: baseFrames, count: nodes, filling: zeroRect)
            outerFrames = carver.buffer(replacing: outerFrames, count: nodes, filling: zeroRect)
            placedGeneration = carver.buffer(replacing: placedGeneration, count: nodes, filling: 0)
            textProposals = carver.buffer(replacing: textProposals, count: nodes, filling: .unspecified)
            resultTextProposals = carver.buffer(replacing: resultTextProposals, count: nodes, filling: .unspecified)
            resultTextGeneration = carver.buffer(replacing: resultTextGeneration, count: nodes, filling: 0)
            oneLineGeneration = carver.buffer(replacing: oneLineGeneration, count: nodes, filling: 0)
            rowCounts = carver.buffer(replacing: rowCounts, count: nodes, filling: -1)
            chosenChildren = carver.buffer(replacing: chosenChildren, count: nodes, filling: -1)
            matchedOffsets = carver.buffer(replacing: matchedOffsets, count: nodes, filling: .zero)
            matchedOffsetGeneration = carver.buffer(replacing: matchedOffsetGeneration, count: nodes, filling: 0)
            anchorBounds = carver.buffer(replacing: anchorBounds, count: anchors, filling: zeroRect)
            anchorGeneration = carver.buffer(replacing: anchorGeneration, count: anchors, filling: 0)
            matchedSources = carver.buffer(replacing: matchedSources, count: groups, filling: zeroRect)
            matchedSourceGeneration = carver.buffer(replacing: matchedSourceGeneration, count: groups, filling: 0)
        }
        resultTexts.grow(to: nodes)
        oneLineTexts.grow(to: nodes)
    }
}
