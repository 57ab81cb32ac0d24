/// Rule 16.1: `ScrollView` — its content is proposed nil along the scroll axes; it takes the
/// proposal along them and hugs its content across them.
struct ScrollViewLayout: LayerAlgorithm {
    let horizontal: Bool
    let vertical: Bool
    /// The container's layer, read in place in the prepared tree.
    let container: UnsafePointer<Layer>

    /// Rule 16.1 step 1: nil on every scroll axis, the proposal on the others.
    func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    private var content: Int32? {
        container.pointee.childCount > 0 ? container.pointee.firstChild : nil
    }

    /// Rule 16.1 step 2: per axis, the proposal on a scroll axis (the content's size when
    /// that is nil), the content's size on the others.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        guard let slot = content else { return proposal.replacingUnspecifiedDimensions() }
        let size = session.sizeThatFits(session.childLayers[Int(slot)], contentProposal(proposal))
        return Size(
            width: horizontal ? proposal.width ?? size.width : size.width,
            height: vertical ? proposal.height ?? size.height : size.height
        )
    }

    /// Rule 16.1 step 3: the content at the top-leading corner (scroll offset 0), unclipped.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        guard let slot = content else { return }
        session.placeChild(session.childLayers[Int(slot)], at: bounds.origin, proposal: contentProposal(proposal))
    }
}
