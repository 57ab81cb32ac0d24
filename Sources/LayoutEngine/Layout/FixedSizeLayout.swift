/// Rule 5.4: `fixedSize` — the child is proposed nil on each fixed axis.
struct FixedSizeLayout: LayerAlgorithm {
    let horizontal: Bool
    let vertical: Bool
    let child: Int32

    /// Rule 5.4: nil on fixed axes, the original proposal on the others.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// Rule 5.4: the child's answer.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        session.sizeThatFits(child, childProposal(proposal))
    }

    /// Rule 5.4: the child centred in the modifier's bounds.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.placeChild(
            child, at: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal)
        )
    }
}
