extension LayoutSession {
    /// Rule 0.1: the size of `layer` under `proposal`, measured once per proposal per layout.
    @inline(__always)
    func sizeThatFits(_ layer: Int32, _ proposal: ProposedSize) -> Size {
        // Rule 6.1: an overlay or background is the size of what it modifies (`sizedAs`).
        let layer = layers[Int(layer)].sizedAs
        let description = layers + Int(layer)
        if let constant = description.pointee.constantSize { return constant }
        let traits = description.pointee.traits
        if traits.contains(.cheapLeaf) {
            leafMeasurementCount += 1
            return LeafLayout.size(of: description.pointee.operation, proposal: proposal)
        }
        guard cachesMeasurements else { return measure(layer, description, proposal) }
        // A size that depends only on its layer and the proposal is cached for every layout
        // of the tree in a row (see `sizesOutliveLayout`); text always does.
        let stamp = sizesOutliveLayout || traits.contains(.text) ? cache.treeGeneration : cache.generation
        if let cached = cache.size(of: layer, for: proposal, stamp: stamp) { return cached }
        let size = measure(layer, description, proposal)
        cache.store(size, of: layer, for: proposal, stamp: stamp)
        return size
    }

    /// The size of `layer` under `proposal` from its algorithm (no cache).
    func measure(_ layer: Int32, _ description: UnsafePointer<Layer>, _ proposal: ProposedSize) -> Size {
        run(layer, description, SizingStep(proposal: proposal))
    }

    /// Places what `layer` contains inside `bounds` by its algorithm.
    func placeContent(_ layer: Int32, _ description: UnsafePointer<Layer>, in bounds: Rect, proposal: ProposedSize) {
        _ = run(layer, description, PlacingStep(bounds: bounds, proposal: proposal))
    }

    /// The one dispatch: the algorithm of the layer's operation, run for sizing or placement.
    /// A new kind of layer is added here (and in `LayerOperation`) only.
    @inline(__always)
    private func run<Step: LayoutStep>(_ layer: Int32, _ description: UnsafePointer<Layer>, _ step: Step) -> Size {
        // The layer is read in place: algorithms get its address, never a copy of it.
        switch description.pointee.operation {
        case .text(let index, let font, let lineLimit):
            return step.run(TextViewLayout(string: index, font: font, lineLimit: lineLimit, node: description.pointee.node), session: self)
        case .image, .shape, .spacer, .divider:
            return step.run(LeafLayout(operation: description.pointee.operation), session: self)
        case .geometryReader:
            return step.run(GeometryReaderLayout(container: description), session: self)
        case .hstack(let alignment):
            return step.run(StackLayout(axis: .horizontal, alignment: .vertical(alignment), container: description), session: self)
        case .vstack(let alignment):
            return step.run(StackLayout(axis: .vertical, alignment: .horizontal(alignment), container: description), session: self)
        case .zstack(let alignment):
            return step.run(ZStackLayout(alignment: alignment, container: description), session: self)
        case .viewThatFits(let horizontal, let vertical):
            return step.run(ViewThatFitsLayout(horizontal: horizontal, vertical: vertical, container: description), session: self)
        case .flow(let flow):
            return step.run(FlowContainerLayout(flow: flow, container: layer, description: description), session: self)
        case .guideFlow(let guideFlow):
            return step.run(CustomLayoutHost(layout: guideFlow, container: layer, description: description), session: self)
        case .equalWidthStack(let stack):
            return step.run(CustomLayoutHost(layout: stack, container: layer, description: description), session: self)
        case .radial(let radial):
            return step.run(CustomLayoutHost(layout: radial, container: layer, description: description), session: self)
        case .padding(let insets):
            return step.run(PaddingLayout(insets: insets, child: description.pointee.inner), session: self)
        case .horizontalThenVerticalPadding(let insets):
            return step.run(PaddingPairLayout(pair: PaddingPair(insets, horizontalFirst: true), child: description.pointee.inner), session: self)
        case .verticalThenHorizontalPadding(let insets):
            return step.run(PaddingPairLayout(pair: PaddingPair(insets, horizontalFirst: false), child: description.pointee.inner), session: self)
        case .fixedFrame(let frame):
            return step.run(FrameLayout(frame: frame, child: description.pointee.inner), session: self)
        case .flexibleFrame(let index):
            return step.run(FlexibleFrameLayout(frame: tree.flexibleFrames[Int(index)], child: description.pointee.inner), session: self)
        case .fixedSize(let horizontal, let vertical):
            return step.run(FixedSizeLayout(horizontal: horizontal, vertical: vertical, child: description.pointee.inner), session: self)
        case .position(let point):
            return step.run(PositionLayout(position: point, child: description.pointee.inner), session: self)
        case .overlay(let alignment, let content), .background(let alignment, let content):
            return step.run(OverlayLayout(alignment: alignment, primary: description.pointee.inner, secondary: content), session: self)
        case .aspectRatio(let ratio, let contentMode):
            return step.run(AspectRatioLayout(ratio: ratio, contentMode: contentMode, child: description.pointee.inner), session: self)
        case .lazyGrid(let index):
            return step.run(LazyGridLayout(definition: tree.lazyGrids[Int(index)], container: description), session: self)
        case .grid(let index):
            return step.run(GridLayout(definition: tree.grids[Int(index)]), session: self)
        case .gridRow:
            return step.run(GridRowLayout(), session: self)
        case .scrollView(let horizontal, let vertical):
            return step.run(ScrollViewLayout(horizontal: horizontal, vertical: vertical, container: description), session: self)
        case .lazyHStack(let alignment):
            return step.run(LazyStackLayout(axis: .horizontal, alignment: .vertical(alignment), container: description), session: self)
        case .lazyVStack(let alignment):
            return step.run(LazyStackLayout(axis: .vertical, alignment: .horizontal(alignment), container: description), session: self)
        case .anchorPreference(let slot):
            return step.run(AnchorPreferenceLayout(slot: slot, child: description.pointee.inner), session: self)
        case .preferenceOverlay(let index):
            return step.run(PreferenceOverlayLayout(overlay: tree.preferenceOverlays[Int(index)], primary: description.pointee.inner), session: self)
        case .matchedGeometry(let index):
            return step.run(MatchedGeometryLayout(effect: tree.matchedEffects[Int(index)], child: description.pointee.inner, node: description.pointee.node), session: self)
        }
    }

    /// The rigid children of a container whose layer says `childrenAreRigid`.
    @inline(__always)
    func rigidChildren(of description: UnsafePointer<Layer>) -> UnsafeBufferPointer<RigidChild> {
        UnsafeBufferPointer(start: rigidChildren + Int(description.pointee.firstChild), count: Int(description.pointee.childCount))
    }

    /// The subview proxies of a container layer.
    @inline(__always)
    func subviews(of container: Int32, _ description: UnsafePointer<Layer>) -> LayoutSubviews {
        LayoutSubviews(session: SessionReference(self), firstChild: Int(description.pointee.firstChild), count: Int(description.pointee.childCount), container: container)
    }
}
