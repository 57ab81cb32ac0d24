/// Rule 6.1: `overlay` and `background` — the primary sizes the view; the secondary is
/// proposed the primary's final size and aligned on it.
struct OverlayLayout: LayerAlgorithm {
    let alignment: Alignment
    let primary: Int32
    let secondary: Int32

    /// Rule 6.1: the primary's size; the secondary never changes it.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        session.sizeThatFits(primary, proposal)
    }

    /// Rule 6.1: the primary where the parent put the modified view; the secondary with its
    /// alignment point on the primary's.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.placeChild(primary, at: bounds.origin, proposal: proposal)
        let secondaryProposal = ProposedSize(bounds.size)
        let size = session.sizeThatFits(secondary, secondaryProposal)
        let x = session.horizontalGuide(alignment.horizontal, of: primary, size: bounds.size)
            - session.horizontalGuide(alignment.horizontal, of: secondary, size: size)
        let y = session.verticalGuide(alignment.vertical, of: primary, proposal: proposal, size: bounds.size)
            - session.verticalGuide(alignment.vertical, of: secondary, proposal: secondaryProposal, size: size)
        session.placeChild(secondary, at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: secondaryProposal, size: size)
    }
}
