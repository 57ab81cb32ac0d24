/// Two `padding` modifiers in a row, each insetting one axis (a chip's horizontal then vertical
/// padding), compiled into one layer: `inner` is applied first, `outer` around it.
struct PaddingPair {
    let inner: EdgeInsets
    let outer: EdgeInsets

    /// The pair whose insets on each axis are those of `insets`, the horizontal ones applied
    /// first when `horizontalFirst`; each padding's insets on the other axis are +0.
    @inline(__always)
    init(_ insets: EdgeInsets, horizontalFirst: Bool) {
        let horizontal = EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
        let vertical = EdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
        inner = horizontalFirst ? horizontal : vertical
        outer = horizontalFirst ? vertical : horizontal
    }

    /// The layer operation of a padding by `outer` around a padding by `inner`, when each
    /// insets one axis only (the other's insets exactly +0, which the pair restores); nil when not.
    static func operation(inner: EdgeInsets, outer: EdgeInsets) -> LayerOperation? {
        if insetsHorizontalOnly(inner), insetsVerticalOnly(outer) {
            return .horizontalThenVerticalPadding(EdgeInsets(top: outer.top, leading: inner.leading, bottom: outer.bottom, trailing: inner.trailing))
        }
        if insetsVerticalOnly(inner), insetsHorizontalOnly(outer) {
            return .verticalThenHorizontalPadding(EdgeInsets(top: inner.top, leading: outer.leading, bottom: inner.bottom, trailing: outer.trailing))
        }
        return nil
    }

    /// True when `insets` inset no vertical edge: top and bottom exactly +0 (not −0).
    static func insetsHorizontalOnly(_ insets: EdgeInsets) -> Bool {
        insets.top.bitPattern == 0 && insets.bottom.bitPattern == 0
    }

    /// True when `insets` inset no horizontal edge: leading and trailing exactly +0.
    static func insetsVerticalOnly(_ insets: EdgeInsets) -> Bool {
        insets.leading.bitPattern == 0 && insets.trailing.bitPattern == 0
    }
}

/// Rule 5.1 twice: a padding layer around a padding layer, laid out as one layer. Every value
/// is computed with the same operations, in the same order, as the two `PaddingLayout`s would
/// (the inner padding's size and origin included), so the frames are the same bits; only the
/// inner layer's dispatch, cache entry and placement are saved.
struct PaddingPairLayout: LayerAlgorithm {
    let pair: PaddingPair
    let child: Int32

    /// The outer padding's proposal to the inner one, and the inner one's to the child.
    @inline(__always)
    private func proposals(_ proposal: ProposedSize) -> (inner: ProposedSize, child: ProposedSize) {
        let inner = PaddingLayout(insets: pair.outer, child: child).childProposal(proposal)
        return (inner, PaddingLayout(insets: pair.inner, child: child).childProposal(inner))
    }

    /// Rule 5.1: the child's size padded by the inner insets, then by the outer ones.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        let childSize = session.sizeThatFits(child, proposals(proposal).child)
        return PaddingLayout.paddedSize(PaddingLayout.paddedSize(childSize, pair.inner), pair.outer)
    }

    /// Rule 5.1: the inner padding at (leading, top) of the outer insets, the child at
    /// (leading, top) of the inner ones inside it — each placed top-leading as
    /// `LayoutSession.placeChild(_:at:anchor:proposal:)` places it.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        let proposals = proposals(proposal)
        let childSize = session.sizeThatFits(child, proposals.child)
        let origin = Self.childOrigin(in: bounds.origin, pair: pair, childSize: childSize)
        session.placeChild(child, at: origin, proposal: proposals.child, size: childSize)
    }

    /// The child's origin when the outer padding is placed at `origin`: the inner padding's
    /// origin, then the child's inside it, with the top-leading anchor's (zero) offsets
    /// subtracted as a placement subtracts them.
    @inline(__always)
    static func childOrigin(in origin: Point, pair: PaddingPair, childSize: Size) -> Point {
        let anchor = UnitPoint.topLeading
        let innerSize = PaddingLayout.paddedSize(childSize, pair.inner)
        let innerX = (origin.x + pair.outer.leading) - anchor.x * innerSize.width
        let innerY = (origin.y + pair.outer.top) - anchor.y * innerSize.height
        return Point(x: (innerX + pair.inner.leading) - anchor.x * childSize.width, y: (innerY + pair.inner.top) - anchor.y * childSize.height)
    }

    /// Section 6.3: the child's text baseline (nil without one) in the outer padding placed at
    /// the origin, summed as the two paddings' baselines would sum it: the child's offset in
    /// the inner padding plus its baseline, then the inner padding's offset plus that.
    func baseline(proposal: ProposedSize, last: Bool, session: LayoutSession) -> Double? {
        let proposals = proposals(proposal)
        let childSize = session.sizeThatFits(child, proposals.child)
        guard let childBaseline = session.baseline(of: child, proposal: proposals.child, size: childSize, last: last) else { return nil }
        let anchor = UnitPoint.topLeading
        let innerSize = PaddingLayout.paddedSize(childSize, pair.inner)
        let childY = (0.0 + pair.inner.top) - anchor.y * childSize.height
        let innerY = (0.0 + pair.outer.top) - anchor.y * innerSize.height
        return innerY + (childY + childBaseline)
    }
}
