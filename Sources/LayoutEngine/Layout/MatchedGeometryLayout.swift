/// Rule 18: `matchedGeometryEffect` without animation. A source records its rectangle; any
/// other view of the group acts as a fixed frame of the source's size (rule 18.3 step 1)
/// followed by an offset onto the source's anchor point (step 2).
struct MatchedGeometryLayout: LayerAlgorithm {
    let effect: MatchedEffect
    let child: Int32
    let node: Int32

    /// The source rectangle, when this view is matched to it and it is known (rule 18.4).
    private func source(_ session: LayoutSession) -> Rect? {
        effect.matched.isSource ? nil : session.matchedSource(group: effect.group)
    }

    /// Rule 18.3 step 1: the source's size for `frame` / `size`; else the wrapped view's.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        if effect.matched.properties.matchesSize, let source = source(session) { return source.size }
        return session.sizeThatFits(child, proposal)
    }

    /// Rule 18.2: a source publishes its bounds. Rule 18.3: a matched view is proposed the
    /// source's size and centred in its bounds, then moved so its anchor is the source's.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        if effect.matched.isSource { session.recordMatchedSource(bounds, group: effect.group) }
        guard let source = source(session) else {
            session.placeChild(child, at: bounds.origin, proposal: proposal)
            return
        }
        if effect.matched.properties.matchesSize {
            session.placeAligned(child, in: bounds, alignment: .center, proposal: ProposedSize(source.size))
        } else {
            session.placeChild(child, at: bounds.origin, proposal: proposal)
        }
        if effect.matched.properties.matchesPosition {
            let anchor = effect.matched.anchor
            let offset = Point(
                x: source.minX + anchor.horizontal.defaultValue(in: source.width) - bounds.minX - anchor.horizontal.defaultValue(in: bounds.width),
                y: source.minY + anchor.vertical.defaultValue(in: source.height) - bounds.minY - anchor.vertical.defaultValue(in: bounds.height)
            )
            session.recordMatchedOffset(offset, node: node)
        }
    }
}
