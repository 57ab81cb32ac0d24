/// A view tree compiled once into flat arrays (an arena of layers), so it can be laid out
/// under any number of proposals without rebuilding anything.
///
/// Build it with `Engine.prepare(_:)`; lay it out with a `LayoutSession`. It is immutable
/// and can be shared between threads; it is tied to the options of the engine that built it
/// (text spacing depends on font metrics).
public final class PreparedTree: @unchecked Sendable {
    // @unchecked: the two buffers below are written once in `init` and only read afterwards.
    /// The layers, in stable storage so a session can read them without reference counting.
    let layers: UnsafeMutableBufferPointer<Layer>
    /// Outer layers of container children, contiguous per container (stable storage too).
    let childLayers: UnsafeMutableBufferPointer<Int32>
    /// Per child slot (parallel to `childLayers`): how to place a rigid child without
    /// consulting it; meaningful only in containers whose layer says `childrenAreRigid`.
    let rigidChildren: UnsafeMutableBufferPointer<RigidChild>
    /// Per child slot: the stack gap before that child (rule 2.1; 0 for the first child).
    /// (Stable storage too: a stack reads it per child without reference counting.)
    let childGaps: UnsafeMutableBufferPointer<Double>
    /// Per layer: its spacing preferences (rule 2.1).
    let spacing: UnsafeMutableBufferPointer<ViewSpacing>
    let explicitGuides: [ExplicitGuides]
    /// Flexible frames, kept out of `LayerOperation` so layers stay small to copy.
    let flexibleFrames: [NormalizedFlexibleFrame]
    let strings: [String]
    let nodes: [PreparedNode]
    /// Rules 14 and 15: lazy grids and grids, kept out of `LayerOperation` like flexible frames.
    let lazyGrids: [LazyGridDefinition]
    let grids: [GridDefinition]
    /// Rule 17: the number of `anchorPreference` publications (slots a session records
    /// bounds in) and the preference overlays reading them.
    let anchorSlotCount: Int
    let preferenceOverlays: [PreferenceOverlay]
    /// Rule 18: the matched-geometry modifiers and the number of (namespace, id) groups.
    let matchedEffects: [MatchedEffect]
    let matchedGroupCount: Int
    /// The root node's outermost layer.
    let root: Int32
    /// The options the tree was compiled under.
    public let options: EngineOptions
    /// The content size category its named text styles are sized for (an input of the layout).
    public let sizeCategory: ContentSizeCategory

    /// The number of nodes (the length of a result's `nodes`).
    public var nodeCount: Int { nodes.count }

    init(_ tree: ViewNode, options: EngineOptions, sizeCategory: ContentSizeCategory = .default) {
        var compiler = TreeCompiler(options: options, sizeCategory: sizeCategory, reservingFor: tree)
        let root = compiler.compile(tree, path: "0", enclosingAxis: nil, hiddenByAncestor: false)
        // The compiler's storage, adopted as it is (it always has an address).
        layers = compiler.layers.adopted()
        childLayers = compiler.childLayers.adopted()
        rigidChildren = compiler.rigidChildren.adopted()
        childGaps = compiler.childGaps.adopted()
        spacing = compiler.spacing.adopted()
        explicitGuides = compiler.explicitGuides
        flexibleFrames = compiler.flexibleFrames
        strings = compiler.strings
        nodes = compiler.nodes
        lazyGrids = compiler.lazyGrids
        grids = compiler.grids
        anchorSlotCount = compiler.publications.count
        preferenceOverlays = compiler.preferenceOverlays
        matchedEffects = compiler.matchedEffects
        matchedGroupCount = compiler.matchedGroups.count
        self.root = root
        self.options = options
        self.sizeCategory = sizeCategory
    }

    deinit {
        layers.deallocate()
        childLayers.deallocate()
        rigidChildren.deallocate()
        childGaps.deallocate()
        spacing.deallocate()
    }
}

/// A child whose size and whole layout never depend on the proposal — a fixed frame with
/// both dimensions around a leaf (rule 4.1: the frame never consults the child for its
/// size, and proposes the leaf the same size whatever it is offered), or a non-resizable
/// image — so a container can place it by writing its frames directly.
struct RigidChild {
    /// The child's size under every proposal.
    var size: Size
    /// The child's node (its outer frame is the child's bounds).
    var node: Int32
    /// The node's base frame relative to the child's origin.
    var base: Rect

    static let none = RigidChild(size: .zero, node: -1, base: Rect(x: 0, y: 0, width: 0, height: 0))
}

/// What a result says about a node besides its frames.
struct PreparedNode: Sendable {
    var path: String
    var id: String?
    var type: String
    var baseLayer: Int32
    var outerLayer: Int32
    /// The `rank` layout value (default 1).
    var rank: Int
    /// Hidden by itself or an ancestor.
    var hidden: Bool
    /// The sum of the node's `offset` modifiers, or nil without one.
    var offset: Point?
    /// The first layer compiled for the node: of its first descendant, else its base. Each of
    /// its layers lays out the layers from this one up to itself (contiguous, as the compiler
    /// appends them depth-first).
    var firstLayer: Int32
}

/// Turns a `ViewNode` into layers, depth-first.
private struct TreeCompiler {
    let options: EngineOptions
    let sizeCategory: ContentSizeCategory
    /// The vertical metrics of the engine's primary faces (regular, semibold), loaded on the
    /// first text.
    var faces: (regular: FaceMetrics, semibold: FaceMetrics)?
    /// The spacing of the tree's texts per font, found on each font's first text (a tree's
    /// texts share a few fonts).
    var textSpacings: [(font: Font, spacing: ViewSpacing)] = []
    /// The layers, child lists and spacing, in storage the prepared tree adopts.
    var layers: CompiledBuffer<Layer>
    var childLayers: CompiledBuffer<Int32>
    var rigidChildren: CompiledBuffer<RigidChild>
    var childGaps: CompiledBuffer<Double>
    var spacing: CompiledBuffer<ViewSpacing>
    var explicitGuides: [ExplicitGuides] = []
    var flexibleFrames: [NormalizedFlexibleFrame] = []
    var strings: [String] = []
    var nodes: [PreparedNode] = []
    var lazyGrids: [LazyGridDefinition] = []
    var grids: [GridDefinition] = []
    /// Rule 17: every `anchorPreference` compiled so far (its slot is its index).
    var publications: [(key: String, node: Int32)] = []
    var preferenceOverlays: [PreferenceOverlay] = []
    var matchedEffects: [MatchedEffect] = []
    /// Rule 18: group index per "namespace\u{0}id".
    var matchedGroups: [String: Int32] = [:]

    /// A compiler with room for the nodes and layers of `tree` (counted first, so the arrays
    /// do not grow while compiling but for big overlay contents: a layer's spacing alone is
    /// 128 bytes).
    init(options: EngineOptions, sizeCategory: ContentSizeCategory, reservingFor tree: ViewNode) {
        self.options = options
        self.sizeCategory = sizeCategory
        var counts = TreeCounts()
        withUnsafePointer(to: tree) { counts.add($0) }
        nodes.reserveCapacity(counts.nodes)
        layers = CompiledBuffer(capacity: counts.nodes + counts.modifiers)
        spacing = CompiledBuffer(capacity: counts.nodes + counts.modifiers)
        childLayers = CompiledBuffer(capacity: counts.children)
        childGaps = CompiledBuffer(capacity: counts.children)
        rigidChildren = CompiledBuffer(capacity: counts.children)
        strings.reserveCapacity(counts.texts)
    }

    /// Rule 2.1: the spacing of a text in `font`, from the font's metrics at the tree's size
    /// category as the session's text measurer reports them (the primary face of its weight).
    mutating func textSpacing(_ font: Font) -> ViewSpacing {
        if let known = textSpacings.first(where: { $0.font.isIdentical(to: font) }) { return known.spacing }
        let faces = self.faces ?? loadFaces()
        let face = font.weight == .semibold ? faces.semibold : faces.regular
        let metrics = FontMetrics(font: font, sizeCategory: sizeCategory, textScale: options.textScale, face: face)
        let spacing = ViewSpacing.text(metrics, displayScale: options.displayScale)
        textSpacings.append((font, spacing))
        return spacing
    }

    /// Loads the primary faces' metrics (`faces`).
    private mutating func loadFaces() -> (regular: FaceMetrics, semibold: FaceMetrics) {
        let fonts: FontSet
        do {
            fonts = try FontSet.load(directory: options.fontDirectory)
        } catch {
            preconditionFailure(error.description)
        }
        let faces = (regular: fonts.primaryFace(for: .regular).metrics, semibold: fonts.primaryFace(for: .semibold).metrics)
        self.faces = faces
        return faces
    }

    /// Compiles `node` (an overlay's content) and everything below it; returns its outermost layer.
    mutating func compile(_ node: ViewNode, path: String, enclosingAxis: Axis?, hiddenByAncestor: Bool) -> Int32 {
        withUnsafePointer(to: node) { compile($0, path: path, enclosingAxis: enclosingAxis, hiddenByAncestor: hiddenByAncestor) }
    }

    /// Compiles `node`, read in place, and everything below it; returns its outermost layer.
    mutating func compile(_ node: UnsafePointer<ViewNode>, path: String, enclosingAxis: Axis?, hiddenByAncestor: Bool) -> Int32 {
        let nodeIndex = Int32(nodes.count)
        let hidden = hiddenByAncestor || node.pointee.modifiers.contains { if case .hidden = $0 { true } else { false } }
        nodes.append(PreparedNode(
            path: path, id: node.pointee.id, type: node.pointee.kind.typeName, baseLayer: -1, outerLayer: -1,
            rank: 1, hidden: hidden, offset: nil, firstLayer: Int32(layers.count)
        ))
        let childAxis: Axis?
        switch node.pointee.kind {
        case .hstack, .equalWidthHStack, .lazyHStack, .gridRow: childAxis = .horizontal
        case .vstack, .equalWidthVStack, .lazyVStack: childAxis = .vertical
        default: childAxis = nil
        }
        var outers: [Int32] = []
        if !node.pointee.children.isEmpty {
            outers.reserveCapacity(node.pointee.children.count)
            let singleChild = node.pointee.kind.hasSingleChild
            // Each child is compiled in place in the array's storage (an iterator, a subscript or a
            // pointee passed as a value copies it out).
            node.pointee.children.withUnsafeBufferPointer { children in
                let first = children.baseAddress!
                for index in children.indices {
                    let childPath = singleChild ? Self.joined(path, "/child") : Self.childPath(path, index)
                    outers.append(compile(first + index, path: childPath, enclosingAxis: childAxis, hiddenByAncestor: hidden))
                }
            }
        }
        var top = addBase(of: node, node: nodeIndex, children: outers, enclosingAxis: enclosingAxis)
        if case .grid(let alignment, let horizontalSpacing, let verticalSpacing) = node.pointee.kind {
            grids.append(GridDefinition(
                compiling: node.pointee.children, outers: outers, layers: layers, childLayers: childLayers, nodes: nodes,
                alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing
            ))
        }
        nodes[Int(nodeIndex)].baseLayer = top
        // Modifiers are applied in place (a copy of one holding content retains its box).
        node.pointee.modifiers.withUnsafeBufferPointer { modifiers in
            guard let first = modifiers.baseAddress else { return }
            for index in modifiers.indices {
                top = apply(first + index, to: top, node: nodeIndex, path: path, hidden: hidden)
            }
        }
        layers[Int(top)].isOuter = true
        nodes[Int(nodeIndex)].outerLayer = top
        return top
    }

    /// "/0" … "/63": the path suffixes of a container's first children, made once.
    private static let indexSuffixes = (0..<64).map { "/" + String($0) }

    /// The path of child `index` of the node at `path` (`path/index`).
    static func childPath(_ path: String, _ index: Int) -> String {
        index < indexSuffixes.count ? joined(path, indexSuffixes[index]) : joined(path, "/" + String(index))
    }

    /// `path` followed by `suffix`, the bytes copied once into the new string (`+` takes the
    /// general append path, several hundred instructions even for two small strings; a path
    /// is made per node of every tree prepared).
    static func joined(_ path: String, _ suffix: String) -> String {
        var path = path, suffix = suffix
        return path.withUTF8 { head in
            suffix.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + tail.count) { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: bytes[..<head.count]).initialize(fromContentsOf: head)
                    _ = UnsafeMutableBufferPointer(rebasing: bytes[head.count...]).initialize(fromContentsOf: tail)
                    return head.count + tail.count
                }
            }
        }
    }

    /// Appends the base layer of `viewNode`, whose children are already compiled. (Its kind is
    /// read in place: passed as a value, it was copied, its strings retained, and destroyed.)
    mutating func addBase(of viewNode: UnsafePointer<ViewNode>, node: Int32, children: [Int32], enclosingAxis: Axis?) -> Int32 {
        let operation: LayerOperation
        var priority = 0.0
        var constantSize: Size?
        var viewSpacing = ViewSpacing.ordinary
        var isCustomLayout = false
        // What the spacing of a container's children depends on (rule 2.1): a stack's axis and
        // explicit spacing, and whether it is a ViewThatFits.
        var stack: (axis: Axis, spacing: Double?)?
        var isViewThatFits = false
        var isContainer = true
        switch viewNode.pointee.kind {
        case .text(let string, let font, let lineLimit):
            operation = .text(index: Int32(strings.count), font: font, lineLimit: lineLimit)
            strings.append(string)
            viewSpacing = textSpacing(font)
            isContainer = false
        case .image(let width, let height, let resizable):
            operation = .image(Size(width: width, height: height), resizable: resizable)
            if !resizable { constantSize = Size(width: width, height: height) }
            isContainer = false
        case .shape(let shape):
            operation = .shape(shape)
            isContainer = false
        case .spacer(let minLength):
            operation = .spacer(minLength: minLength ?? ViewSpacing.defaultSpacing, orientation: enclosingAxis)
            priority = -.infinity
            viewSpacing = .spacer(orientation: enclosingAxis)
            isContainer = false
        case .hstack(let spacing, let alignment):
            operation = .hstack(alignment)
            stack = (.horizontal, spacing)
        case .vstack(let spacing, let alignment):
            operation = .vstack(alignment)
            stack = (.vertical, spacing)
        case .zstack(let alignment):
            operation = .zstack(alignment)
        case .viewThatFits(let horizontal, let vertical):
            operation = .viewThatFits(horizontal: horizontal, vertical: vertical)
            isViewThatFits = true
        case .flow(let horizontalSpacing, let verticalSpacing):
            operation = .flow(FlowLayout(horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
            isCustomLayout = true
        case .guideFlow(let horizontalSpacing, let verticalSpacing):
            operation = .guideFlow(GuideFlowLayout(horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
            isCustomLayout = true
        case .equalWidthHStack:
            operation = .equalWidthStack(EqualWidthStackLayout(axis: .horizontal))
            isCustomLayout = true
        case .equalWidthVStack:
            operation = .equalWidthStack(EqualWidthStackLayout(axis: .vertical))
            isCustomLayout = true
        case .radial:
            operation = .radial(RadialLayout())
            isCustomLayout = true
        case .geometryReader:
            operation = .geometryReader
        case .divider:
            // Rule 16.3: vertical in a horizontal arrangement (HStack, LazyHStack, GridRow).
            operation = .divider(vertical: enclosingAxis == .horizontal)
            isContainer = false
        case .lazyVGrid(let columns, let spacing, let alignment):
            operation = .lazyGrid(index: Int32(lazyGrids.count))
            lazyGrids.append(LazyGridDefinition(
                trackAxis: .horizontal, items: columns, lineSpacing: spacing ?? LazyGridDefinition.defaultSpacing,
                alignmentFraction: alignment.defaultValue(in: 1)
            ))
        case .lazyHGrid(let rows, let spacing, let alignment):
            operation = .lazyGrid(index: Int32(lazyGrids.count))
            lazyGrids.append(LazyGridDefinition(
                trackAxis: .vertical, items: rows, lineSpacing: spacing ?? LazyGridDefinition.defaultSpacing,
                alignmentFraction: alignment.defaultValue(in: 1)
            ))
        case .grid:
            // The definition is appended by `compile` once the rows are compiled.
            operation = .grid(index: Int32(grids.count))
        case .gridRow:
            operation = .gridRow
        case .scrollView(let horizontal, let vertical):
            operation = .scrollView(horizontal: horizontal, vertical: vertical)
        case .lazyHStack(let spacing, let alignment):
            operation = .lazyHStack(alignment)
            stack = (.horizontal, spacing)
        case .lazyVStack(let spacing, let alignment):
            operation = .lazyVStack(alignment)
            stack = (.vertical, spacing)
        }
        if isCustomLayout && children.isEmpty { priority = -.infinity }
        let firstChild = Int32(childLayers.count)
        var childrenAreRigid = false
        if !children.isEmpty || isContainer {
            viewSpacing = containerSpacing(children: children, stackAxis: stack?.axis, isViewThatFits: isViewThatFits)
            childrenAreRigid = appendChildren(children, stack: stack)
        }
        let hasBaseline: Bool
        if case .text = operation { hasBaseline = true } else { hasBaseline = children.contains { layers[Int($0)].hasExplicitBaseline } }
        return append(Layer(
            operation: operation, inner: -1, node: node, isBase: true, isOuter: false, hasExplicitBaseline: hasBaseline,
            childrenAreRigid: childrenAreRigid, priority: priority, constantSize: constantSize, explicitGuides: -1,
            firstChild: firstChild, childCount: Int32(children.count), sizedAs: -1
        ), spacing: viewSpacing)
    }

    /// Rule 2.1 / section 9: a container's spacing — stacks (along `stackAxis`) take their
    /// major-axis edges from the first and last child and the union of all children across; a
    /// ViewThatFits its first child's; other containers the union.
    func containerSpacing(children: [Int32], stackAxis: Axis?, isViewThatFits: Bool) -> ViewSpacing {
        guard let first = children.first, let last = children.last else { return .zero }
        if isViewThatFits { return spacing[Int(first)] }
        var union = spacing[Int(first)]
        for child in children.dropFirst() { union = union.union(spacing[Int(child)]) }
        switch stackAxis {
        case .horizontal:
            union.leading = spacing[Int(first)].leading
            union.trailing = spacing[Int(last)].trailing
        case .vertical:
            union.top = spacing[Int(first)].top
            union.bottom = spacing[Int(last)].bottom
        case nil:
            break
        }
        return union
    }

    /// Appends a container's children, for stacks (`stack`: its axis and explicit spacing) the
    /// gap before each (rule 2.1), and for rigid children their placement; returns whether
    /// every child is rigid.
    mutating func appendChildren(_ children: [Int32], stack: (axis: Axis, spacing: Double?)?) -> Bool {
        var allRigid = true
        for (index, child) in children.enumerated() {
            var gap = 0.0
            if index > 0, let stack {
                gap = stack.spacing ?? spacing[Int(children[index - 1])].distance(to: spacing[Int(child)], along: stack.axis)
            }
            childLayers.append(child)
            childGaps.append(gap)
            let rigid = rigidPlacement(of: child)
            allRigid = allRigid && rigid != nil
            rigidChildren.append(rigid ?? .none)
        }
        return allRigid
    }

    /// The placement of outer layer `layer` when nothing in it depends on the proposal: a
    /// base view of constant size without children (a non-resizable image), or a fixed
    /// frame with both dimensions directly around a childless leaf with default guides,
    /// aligned as `FrameLayout` aligns it (rules 4.1, 7.2, 1.3).
    func rigidPlacement(of layer: Int32) -> RigidChild? {
        let outer = layers[Int(layer)]
        guard let size = outer.constantSize else { return nil }
        if outer.isBase {
            guard outer.childCount == 0 else { return nil }
            return RigidChild(size: size, node: outer.node, base: Rect(origin: .zero, size: size))
        }
        guard case .fixedFrame(let frame) = outer.operation else { return nil }
        let leaf = layers[Int(outer.inner)]
        guard leaf.isBase, leaf.operation.isCheapLeaf, leaf.childCount == 0, leaf.explicitGuides < 0 else { return nil }
        let leafSize = LeafLayout.size(of: leaf.operation, proposal: ProposedSize(size))
        let origin = Point(
            x: frame.alignment.horizontal.defaultValue(in: size.width) - frame.alignment.horizontal.defaultValue(in: leafSize.width),
            y: frame.alignment.vertical.defaultValue(in: size.height) - frame.alignment.vertical.defaultValue(in: leafSize.height)
        )
        return RigidChild(size: size, node: outer.node, base: Rect(origin: origin, size: leafSize))
    }

    /// Applies one modifier, read in place, on top of layer `inner`; returns the new top layer.
    mutating func apply(_ modifier: UnsafePointer<Modifier>, to inner: Int32, node: Int32, path: String, hidden: Bool) -> Int32 {
        let below = layers[Int(inner)]
        var layer = Layer(
            operation: .geometryReader, inner: inner, node: node, isBase: false, isOuter: false,
            hasExplicitBaseline: below.hasExplicitBaseline, childrenAreRigid: false, priority: 0, constantSize: nil,
            explicitGuides: -1, firstChild: 0, childCount: 0, sizedAs: -1
        )
        var layerSpacing = spacing[Int(inner)]
        switch modifier.pointee {
        case .layoutPriority(let priority):
            layers[Int(inner)].priority = priority
            return inner
        case .alignmentGuide(let guide, let value):
            if below.explicitGuides < 0 {
                layers[Int(inner)].explicitGuides = Int32(explicitGuides.count)
                explicitGuides.append(ExplicitGuides())
            }
            explicitGuides[Int(layers[Int(inner)].explicitGuides)].set(guide, to: value)
            return inner
        case .rank(let rank):
            nodes[Int(node)].rank = rank
            return inner
        case .hidden, .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes:
            // Grid cell traits are read from the tree when the grid is compiled.
            return inner
        case .anchorPreference(let key):
            layer.operation = .anchorPreference(slot: Int32(publications.count))
            publications.append((key, node))
            layer.keepsTraits(of: below)
        case .overlayPreferenceValue(let key, let alignment, let content), .backgroundPreferenceValue(let key, let alignment, let content):
            // Rule 17.2 step 1: the first publication of `key` in pre-order of this node's subtree.
            let source = publications.indices.filter { publications[$0].key == key && publications[$0].node >= node }
                .min { publications[$0].node < publications[$1].node }
            let isBackground: Bool
            if case .backgroundPreferenceValue = modifier.pointee { isBackground = true } else { isBackground = false }
            let contentLayer = compile(
                content, path: Self.joined(path, isBackground ? "/backgroundPreference" : "/overlayPreference"),
                enclosingAxis: nil, hiddenByAncestor: hidden
            )
            layer.operation = .preferenceOverlay(index: Int32(preferenceOverlays.count))
            preferenceOverlays.append(PreferenceOverlay(alignment: alignment, content: contentLayer, source: Int32(source ?? -1)))
            layer.keepsTraits(of: below)
        case .matchedGeometryEffect(let matched):
            let name = matched.namespace + "\u{0}" + matched.id
            let group = matchedGroups[name] ?? Int32(matchedGroups.count)
            matchedGroups[name] = group
            layer.operation = .matchedGeometry(index: Int32(matchedEffects.count))
            matchedEffects.append(MatchedEffect(group: group, matched: matched))
            layer.priority = below.priority
            if matched.isSource { layer.keepsTraits(of: below) }
        case .offset(let x, let y):
            let previous = nodes[Int(node)].offset ?? .zero
            nodes[Int(node)].offset = Point(x: previous.x + x, y: previous.y + y)
            return inner
        case .padding(let insets):
            layer.operation = .padding(insets)
            layer.constantSize = below.constantSize.map { PaddingLayout.paddedSize($0, insets) }
            if insets.leading != 0 { layerSpacing.leading = ViewSpacing.ordinary.leading }
            if insets.trailing != 0 { layerSpacing.trailing = ViewSpacing.ordinary.trailing }
            if insets.top != 0 { layerSpacing.top = ViewSpacing.ordinary.top }
            if insets.bottom != 0 { layerSpacing.bottom = ViewSpacing.ordinary.bottom }
            if Int(inner) == layers.count - 1, below.explicitGuides < 0, case .padding(let innerInsets) = below.operation,
               let pair = PaddingPair.operation(inner: innerInsets, outer: insets) {
                // The padding it wraps, the node's top (no other layer refers to it) without
                // explicit guides, becomes the pair in place: what the outer padding's layer
                // would hold but its inner layer (the padding's child).
                layers[Int(inner)].operation = pair
                layers[Int(inner)].traits = LayerTraits(of: pair)
                layers[Int(inner)].priority = 0
                layers[Int(inner)].constantSize = layer.constantSize
                layers[Int(inner)].subtreeEnd = Int32(nodes.count)
                spacing[Int(inner)] = layerSpacing
                return inner
            }
        case .frame(let frame):
            layer.operation = .fixedFrame(frame)
            if let width = frame.width, let height = frame.height { layer.constantSize = Size(width: width, height: height) }
            layerSpacing = layerSpacing.resettingEdges(horizontal: frame.width != nil, vertical: frame.height != nil)
        case .flexibleFrame(let frame):
            layer.operation = .flexibleFrame(index: Int32(flexibleFrames.count))
            flexibleFrames.append(NormalizedFlexibleFrame(frame))
            layerSpacing = layerSpacing.resettingEdges(
                horizontal: frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil,
                vertical: frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil
            )
        case .fixedSize(let horizontal, let vertical):
            layer.operation = .fixedSize(horizontal: horizontal, vertical: vertical)
            layer.priority = below.priority
            layer.constantSize = below.constantSize
        case .position(let x, let y):
            layer.operation = .position(Point(x: x, y: y))
        case .overlay(let alignment, let content), .background(let alignment, let content):
            let isOverlay: Bool
            if case .overlay = modifier.pointee { isOverlay = true } else { isOverlay = false }
            // "/overlay" or "/background" (the modifier's name), appended in one step.
            let contentPath = Self.joined(path, isOverlay ? "/overlay" : "/background")
            let contentLayer = compile(content, path: contentPath, enclosingAxis: nil, hiddenByAncestor: hidden)
            layer.operation = isOverlay ? .overlay(alignment, content: contentLayer) : .background(alignment, content: contentLayer)
            layer.priority = below.priority
            layer.constantSize = below.constantSize
            layer.explicitGuides = below.explicitGuides
            layer.sizedAs = below.sizedAs
        case .aspectRatio(let ratio, let contentMode):
            layer.operation = .aspectRatio(ratio: ratio, contentMode: contentMode)
            layer.constantSize = below.constantSize
        }
        return append(layer, spacing: layerSpacing)
    }

    /// Appends a layer and its spacing; returns its index.
    mutating func append(_ layer: Layer, spacing layerSpacing: ViewSpacing) -> Int32 {
        let index = layers.count
        var layer = layer
        if layer.sizedAs < 0 { layer.sizedAs = Int32(index) }
        layer.traits = LayerTraits(of: layer.operation)
        // Everything this layer lays out is compiled by now: its node's children, and the
        // contents of its modifiers up to this one.
        layer.subtreeEnd = Int32(nodes.count)
        layers.append(layer)
        spacing.append(layerSpacing)
        return Int32(index)
    }
}

extension Font {
    /// The same style, or a size of the same bits (so the same metrics, `-0.0` and NaN included).
    func isIdentical(to other: Font) -> Bool {
        switch (self, other) {
        case (.style(let style), .style(let otherStyle)): style == otherStyle
        case (.size(let size), .size(let otherSize)): size.bitPattern == otherSize.bitPattern
        default: false
        }
    }
}

extension Layer {
    /// A layout-neutral modifier layer keeps the priority, constant size and explicit guides
    /// of the layer it wraps.
    mutating func keepsTraits(of below: Layer) {
        priority = below.priority
        constantSize = below.constantSize
        explicitGuides = below.explicitGuides
    }
}

/// The nodes, modifiers, children and texts of a view tree, counted to reserve a compiler's
/// arrays. Nodes are read through pointers into the tree's own arrays: none is copied (a copy
/// retains its strings and arrays). The content of an overlay or background, which the enum
/// holds boxed, would be copied out to be read: it is reserved for as a small subtree (a
/// badge: a text on a shape) instead of counted; a bigger one grows the arrays.
private struct TreeCounts {
    var nodes = 0, modifiers = 0, children = 0, texts = 0

    mutating func add(_ node: UnsafePointer<ViewNode>) {
        nodes += 1
        if case .text = node.pointee.kind { texts += 1 }
        node.pointee.children.withUnsafeBufferPointer { children in
            self.children += children.count
            guard let first = children.baseAddress else { return }
            for index in 0..<children.count { add(first + index) }
        }
        node.pointee.modifiers.withUnsafeBufferPointer { modifiers in
            self.modifiers += modifiers.count
            guard let first = modifiers.baseAddress else { return }
            for index in modifiers.indices where (first + index).pointee.hasContent {
                nodes += 2
                self.modifiers += 3
                texts += 1
            }
        }
    }
}
