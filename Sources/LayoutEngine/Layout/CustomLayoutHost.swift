/// Section 9: runs a `Layout` (flow, guide flow, equal-width stack, radial) as a layer: its
/// subviews are proxies of the container's children in the session.
struct CustomLayoutHost<Wrapped: Layout>: LayerAlgorithm {
    let layout: Wrapped
    /// The container's base layer and its description.
    let container: Int32
    let description: UnsafePointer<Layer>

    /// Section 9: the layout's answer through its subview proxies.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        let subviews = session.subviews(of: container, description)
        var layoutCache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &layoutCache)
    }

    /// Section 9: the layout places its subviews; those it leaves unplaced are centred in
    /// `bounds` with the container's proposal.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        let subviews = session.subviews(of: container, description)
        var layoutCache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &layoutCache)
        guard !session.isProbing else { return }
        for index in 0..<subviews.count {
            let child = session.childLayers[subviews.firstChild + index]
            if !session.wasPlaced(child) {
                session.placeChild(child, at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            }
        }
    }
}
