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
    @exclusivity(unchecked) public private(set) var leafMeasurementCount = 0

    @exclusivity(unchecked) private(set) var tree: PreparedTree {
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
    @exclusivity(unchecked) private var cache = MeasurementCache()
    // Per node, in raw storage (indexing costs no reference counting).
    @exclusivity(unchecked) private var baseFrames = RawBuffer(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: 0)
    @exclusivity(unchecked) private var outerFrames = RawBuffer(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: 0)
    /// The layout (cache generation) that last placed the node: equal to the current one when shown.
    @exclusivity(unchecked) private var placedGeneration = RawBuffer<UInt32>(repeating: 0, count: 0)
    /// Text nodes: the proposal they were placed with (their lines are measured for the result).
    @exclusivity(unchecked) private var textProposals = RawBuffer(repeating: ProposedSize.unspecified, count: 0)
    @exclusivity(unchecked) private var rowCounts = RawBuffer<Int32>(repeating: -1, count: 0)
    @exclusivity(unchecked) private var chosenChildren = RawBuffer<Int32>(repeating: -1, count: 0)
    /// While probing, placements are collected here instead of carried out (for baselines).
    @exclusivity(unchecked) private var isProbing = false
    @exclusivity(unchecked) private var probedPlacements: [ProbedPlacement] = []
    /// Scratch numbers for stacks, used as a stack of frames (see `StackLayout`).
    @exclusivity(unchecked) var scratch = RawBuffer<Double>(repeating: 0, count: 0)
    @exclusivity(unchecked) var scratchTop = 0

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
        baseFrames.deallocate()
        outerFrames.deallocate()
        placedGeneration.deallocate()
        textProposals.deallocate()
        rowCounts.deallocate()
        chosenChildren.deallocate()
        scratch.deallocate()
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
        begin(tree)
        let size = sizeThatFits(tree.root, proposal)
        place(tree.root, at: .zero, proposal: proposal, size: size)
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
        let nodeCount = tree.nodes.count
        let zeroRect = Rect(x: 0, y: 0, width: 0, height: 0)
        baseFrames.grow(toAtLeast: nodeCount, filling: zeroRect)
        outerFrames.grow(toAtLeast: nodeCount, filling: zeroRect)
        placedGeneration.grow(toAtLeast: nodeCount, filling: 0)
        textProposals.grow(toAtLeast: nodeCount, filling: .unspecified)
        rowCounts.grow(toAtLeast: nodeCount, filling: -1)
        chosenChildren.grow(toAtLeast: nodeCount, filling: -1)
        if cache.generation <= 2 {
            // The stamps started again from 1: forget which layout placed what.
            placedGeneration.fill(with: 0)
        }
        isProbing = false
        probedPlacements.removeAll(keepingCapacity: true)
        scratchTop = 0
    }

    // MARK: Sizing

    /// Rule 0.1: the size of `layer` under `proposal`, measured once per proposal per layout.
    @inline(__always)
    func sizeThatFits(_ layer: Int32, _ proposal: ProposedSize) -> Size {
        let description = layers + Int(layer)
        if let constant = description.pointee.constantSize { return constant }
        if description.pointee.operation.isCheapLeaf {
            leafMeasurementCount += 1
            return LeafLayout.size(of: description.pointee.operation, proposal: proposal)
        }
        guard cachesMeasurements else { return measure(layer, description, proposal) }
        // Text depends only on its layer and the proposal: cached for every layout of the tree.
        let stamp = description.pointee.operation.isText ? cache.treeGeneration : cache.generation
        if let cached = cache.size(of: layer, for: proposal, stamp: stamp) { return cached }
        let size = measure(layer, description, proposal)
        cache.store(size, of: layer, for: proposal, stamp: stamp)
        return size
    }

    /// Dispatches sizing to the algorithm of the layer's operation.
    private func measure(_ layer: Int32, _ description: UnsafePointer<Layer>, _ proposal: ProposedSize) -> Size {
        switch description.pointee.operation {
        case .text(let index, let font, let lineLimit):
            leafMeasurementCount += 1
            return textMeasurer.measure(tree.strings[Int(index)], font: font, sizeCategory: tree.sizeCategory, lineLimit: lineLimit, proposal: proposal).size
        case .image, .shape, .spacer, .geometryReader:
            return LeafLayout.size(of: description.pointee.operation, proposal: proposal)
        case .hstack(let alignment):
            return StackLayout(axis: .horizontal, alignment: .vertical(alignment), container: description.pointee)
                .sizeThatFits(proposal, session: self)
        case .vstack(let alignment):
            return StackLayout(axis: .vertical, alignment: .horizontal(alignment), container: description.pointee)
                .sizeThatFits(proposal, session: self)
        case .zstack(let alignment):
            return ZStackLayout(alignment: alignment, container: description.pointee).sizeThatFits(proposal, session: self)
        case .viewThatFits(let horizontal, let vertical):
            return ViewThatFitsLayout(horizontal: horizontal, vertical: vertical, container: description.pointee)
                .sizeThatFits(proposal, session: self)
        case .flow(let flow):
            if description.pointee.childrenAreRigid && usesFastPaths {
                return flow.sizeThatFits(proposal: proposal, rigidChildren: rigidChildren(of: description.pointee))
            }
            return sizeThatFits(flow, container: layer, description.pointee, proposal)
        case .guideFlow(let guideFlow):
            return sizeThatFits(guideFlow, container: layer, description.pointee, proposal)
        case .equalWidthStack(let stack):
            return sizeThatFits(stack, container: layer, description.pointee, proposal)
        case .radial(let radial):
            return sizeThatFits(radial, container: layer, description.pointee, proposal)
        case .padding(let insets):
            return PaddingLayout(insets: insets, child: description.pointee.inner).sizeThatFits(proposal, session: self)
        case .fixedFrame(let frame):
            return FrameLayout(frame: frame, child: description.pointee.inner).sizeThatFits(proposal, session: self)
        case .flexibleFrame(let index):
            return FlexibleFrameLayout(frame: tree.flexibleFrames[Int(index)], child: description.pointee.inner).sizeThatFits(proposal, session: self)
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeLayout(horizontal: horizontal, vertical: vertical, child: description.pointee.inner)
                .sizeThatFits(proposal, session: self)
        case .position(let point):
            return PositionLayout(position: point, child: description.pointee.inner).sizeThatFits(proposal, session: self)
        case .overlay, .background:
            return sizeThatFits(description.pointee.inner, proposal)
        case .aspectRatio(let ratio, let contentMode):
            return AspectRatioLayout(ratio: ratio, contentMode: contentMode, child: description.pointee.inner)
                .sizeThatFits(proposal, session: self)
        }
    }

    /// Section 9: sizes a custom layout through its subview proxies.
    private func sizeThatFits<L: Layout>(_ layout: L, container: Int32, _ description: Layer, _ proposal: ProposedSize) -> Size {
        let subviews = subviews(of: container, description)
        var layoutCache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &layoutCache)
    }

    /// The rigid children of a container whose layer says `childrenAreRigid`.
    @inline(__always)
    func rigidChildren(of description: Layer) -> UnsafeBufferPointer<RigidChild> {
        UnsafeBufferPointer(start: rigidChildren + Int(description.firstChild), count: Int(description.childCount))
    }

    /// The subview proxies of a container layer.
    @inline(__always)
    func subviews(of container: Int32, _ description: Layer) -> LayoutSubviews {
        LayoutSubviews(session: SessionReference(self), firstChild: Int(description.firstChild), count: Int(description.childCount), container: container)
    }

    // MARK: Placement

    /// Places `layer` with its top-leading corner at `origin`, sized for `proposal`, and
    /// records the node's frames; then places what the layer contains.
    private func place(_ layer: Int32, at origin: Point, proposal: ProposedSize, size: Size) {
        let description = layers + Int(layer)
        let bounds = Rect(origin: origin, size: size)
        let node = Int(description.pointee.node)
        if description.pointee.isOuter {
            outerFrames[node] = bounds
            placedGeneration[node] = cache.generation
        }
        if description.pointee.isBase { baseFrames[node] = bounds }
        placeContent(layer, description, in: bounds, proposal: proposal)
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

    /// Dispatches placement to the algorithm of the layer's operation.
    private func placeContent(_ layer: Int32, _ description: UnsafePointer<Layer>, in bounds: Rect, proposal: ProposedSize) {
        switch description.pointee.operation {
        case .text:
            if !isProbing { textProposals[Int(description.pointee.node)] = proposal }
        case .image, .shape, .spacer:
            break
        case .geometryReader:
            if description.pointee.childCount > 0 {
                placeChild(childLayers[Int(description.pointee.firstChild)], at: bounds.origin, proposal: ProposedSize(bounds.size))
            }
        case .hstack(let alignment):
            StackLayout(axis: .horizontal, alignment: .vertical(alignment), container: description.pointee)
                .place(in: bounds, proposal: proposal, session: self)
        case .vstack(let alignment):
            StackLayout(axis: .vertical, alignment: .horizontal(alignment), container: description.pointee)
                .place(in: bounds, proposal: proposal, session: self)
        case .zstack(let alignment):
            ZStackLayout(alignment: alignment, container: description.pointee).place(in: bounds, proposal: proposal, session: self)
        case .viewThatFits(let horizontal, let vertical):
            let chosen = ViewThatFitsLayout(horizontal: horizontal, vertical: vertical, container: description.pointee)
                .place(in: bounds, proposal: proposal, session: self)
            if !isProbing { chosenChildren[Int(description.pointee.node)] = Int32(chosen ?? -1) }
        case .flow(let flow):
            if description.pointee.childrenAreRigid && usesFastPaths && !isProbing {
                recordRowCount(flow.placeSubviews(in: bounds, rigidChildren: rigidChildren(of: description.pointee), session: self), container: layer)
            } else {
                placeSubviews(flow, container: layer, description.pointee, in: bounds, proposal: proposal)
            }
        case .guideFlow(let guideFlow):
            placeSubviews(guideFlow, container: layer, description.pointee, in: bounds, proposal: proposal)
        case .equalWidthStack(let stack):
            placeSubviews(stack, container: layer, description.pointee, in: bounds, proposal: proposal)
        case .radial(let radial):
            placeSubviews(radial, container: layer, description.pointee, in: bounds, proposal: proposal)
        case .padding(let insets):
            PaddingLayout(insets: insets, child: description.pointee.inner).place(in: bounds, proposal: proposal, session: self)
        case .fixedFrame(let frame):
            FrameLayout(frame: frame, child: description.pointee.inner).place(in: bounds, proposal: proposal, session: self)
        case .flexibleFrame(let index):
            FlexibleFrameLayout(frame: tree.flexibleFrames[Int(index)], child: description.pointee.inner).place(in: bounds, proposal: proposal, session: self)
        case .fixedSize(let horizontal, let vertical):
            FixedSizeLayout(horizontal: horizontal, vertical: vertical, child: description.pointee.inner)
                .place(in: bounds, proposal: proposal, session: self)
        case .position(let point):
            PositionLayout(position: point, child: description.pointee.inner).place(in: bounds, proposal: proposal, session: self)
        case .overlay(let alignment, let content), .background(let alignment, let content):
            OverlayLayout(alignment: alignment, primary: description.pointee.inner, secondary: content)
                .place(in: bounds, proposal: proposal, session: self)
        case .aspectRatio(let ratio, let contentMode):
            AspectRatioLayout(ratio: ratio, contentMode: contentMode, child: description.pointee.inner)
                .place(in: bounds, proposal: proposal, session: self)
        }
    }

    /// Section 9: places a custom layout's subviews; those it leaves unplaced are centred in
    /// `bounds` with the container's proposal.
    private func placeSubviews<L: Layout>(_ layout: L, container: Int32, _ description: Layer, in bounds: Rect, proposal: ProposedSize) {
        let subviews = subviews(of: container, description)
        var layoutCache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &layoutCache)
        guard !isProbing else { return }
        for index in 0..<subviews.count {
            let child = childLayers[subviews.firstChild + index]
            if placedGeneration[Int(layers[Int(child)].node)] != cache.generation {
                placeChild(child, at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            }
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

    // MARK: Alignment guides

    /// Section 6.3: a horizontal guide of `layer` at `size`, explicit if set, else its default.
    @inline(__always)
    func horizontalGuide(_ alignment: HorizontalAlignment, of layer: Int32, size: Size) -> Double {
        let guides = layers[Int(layer)].explicitGuides
        if guides >= 0, let explicit = tree.explicitGuides[Int(guides)].value(alignment) { return explicit }
        return alignment.defaultValue(in: size.width)
    }

    /// Section 6.3 / 2.7: a vertical guide of `layer` sized `size` under `proposal`; text
    /// baselines default to the bottom edge for views without text.
    func verticalGuide(_ alignment: VerticalAlignment, of layer: Int32, proposal: ProposedSize, size: Size) -> Double {
        let guides = layers[Int(layer)].explicitGuides
        if guides >= 0, let explicit = tree.explicitGuides[Int(guides)].value(alignment) { return explicit }
        switch alignment {
        case .top, .center, .bottom: return alignment.defaultValue(in: size.height)
        case .firstTextBaseline: return baseline(of: layer, proposal: proposal, size: size, last: false) ?? size.height
        case .lastTextBaseline: return baseline(of: layer, proposal: proposal, size: size, last: true) ?? size.height
        }
    }

    /// Section 6.3: the explicit first (min) or last (max, section 10) text baseline of a
    /// layer, found by placing its children without recording them; nil without text.
    private func baseline(of layer: Int32, proposal: ProposedSize, size: Size, last: Bool) -> Double? {
        let description = layers[Int(layer)]
        guard description.hasExplicitBaseline else { return nil }
        switch description.operation {
        case .text(let index, let font, let lineLimit):
            let text = textMeasurer.measure(tree.strings[Int(index)], font: font, sizeCategory: tree.sizeCategory, lineLimit: lineLimit, proposal: proposal)
            return last ? text.lastBaseline : text.firstBaseline
        case .overlay, .background:
            return baseline(of: description.inner, proposal: proposal, size: size, last: last)
        default:
            break
        }
        let wasProbing = isProbing
        let start = probedPlacements.count
        isProbing = true
        placeContent(layer, layers + Int(layer), in: Rect(origin: .zero, size: size), proposal: proposal)
        isProbing = wasProbing
        var result: Double?
        for index in start..<probedPlacements.count {
            let child = probedPlacements[index]
            guard let childBaseline = baseline(of: child.layer, proposal: child.proposal, size: child.size, last: last) else {
                continue
            }
            let value = child.origin.y + childBaseline
            result = result.map { last ? max($0, value) : min($0, value) } ?? value
        }
        probedPlacements.removeSubrange(start...)
        return result
    }

    // MARK: Result

    /// Builds the result of the last layout: every node in pre-order with its frames and facts.
    private func makeResult(proposal: ProposedSize, size: Size) -> LayoutResult {
        var nodes: [NodeLayout] = []
        nodes.reserveCapacity(tree.nodes.count)
        let tree = self.tree
        for (index, node) in tree.nodes.enumerated() {
            let shown = placedGeneration[index] == cache.generation
            let outer = shown ? outerFrames[index] : nil
            var drawn: Rect?
            if let outer, let offset = node.offset {
                drawn = Rect(x: outer.minX + offset.x, y: outer.minY + offset.y, width: outer.width, height: outer.height)
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

/// A child placement collected while probing a container for its baselines.
struct ProbedPlacement {
    var layer: Int32
    var origin: Point
    var proposal: ProposedSize
    var size: Size
}
