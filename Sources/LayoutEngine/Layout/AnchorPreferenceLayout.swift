/// Rule 17.1: `anchorPreference` — layout-neutral; records the bounds of the view so far (in
/// root coordinates) in its slot when placed.
struct AnchorPreferenceLayout: LayerAlgorithm {
    let slot: Int32
    let child: Int32

    /// Rule 17.1: the wrapped view's size.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        session.sizeThatFits(child, proposal)
    }

    /// Rule 17.1: publishes `bounds`, then places the wrapped view in them.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.publishAnchor(bounds, slot: slot)
        session.placeChild(child, at: bounds.origin, proposal: proposal)
    }
}
