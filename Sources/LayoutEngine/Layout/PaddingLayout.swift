/// Rule 5.1: `padding` — the child is proposed the inset proposal and sits inset by the edges.
struct PaddingLayout: LayerAlgorithm {
    let insets: EdgeInsets
    let child: Int32

    /// Rule 5.1: the proposal minus the insets, clamped at 0; nil and ∞ stay.
    @inline(__always)
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) }
        )
    }

    /// Rule 5.1: the child's size plus the insets, whatever the child answered; negative
    /// insets (version 2) shrink it, never below 0.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        Self.paddedSize(session.sizeThatFits(child, childProposal(proposal)), insets)
    }

    /// Rule 5.1: `size` grown by `insets`, each axis at least 0.
    static func paddedSize(_ size: Size, _ insets: EdgeInsets) -> Size {
        Size(width: max(0, size.width + insets.leading + insets.trailing), height: max(0, size.height + insets.top + insets.bottom))
    }

    /// Rule 5.1: the child at (leading, top) with the inset proposal.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.placeChild(
            child, at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: childProposal(proposal)
        )
    }
}
