/// Rule 17.2: `overlayPreferenceValue` / `backgroundPreferenceValue` — the modified view sizes
/// itself; the content is laid out in the rectangle published under the key in its subtree.
struct PreferenceOverlayLayout: LayerAlgorithm {
    let overlay: PreferenceOverlay
    let primary: Int32

    /// Rule 17.2: the content never changes the view's size.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        session.sizeThatFits(primary, proposal)
    }

    /// Rule 17.2 steps 2–3: the view first (so its subtree publishes), then the content
    /// proposed the published rectangle's size and aligned in it — in the view's own bounds
    /// when nothing was published in this layout.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.placeChild(primary, at: bounds.origin, proposal: proposal)
        guard !session.isProbing else { return }
        let rectangle = session.publishedAnchor(slot: overlay.source) ?? bounds
        session.placeAligned(overlay.content, in: rectangle, alignment: overlay.alignment, proposal: ProposedSize(rectangle.size))
    }
}
