/// Rule 4.1: the fixed frame `frame(width:height:alignment:)`.
struct FrameLayout: LayerAlgorithm {
    let frame: FixedFrame
    let child: Int32

    /// Rule 4.1: the set dimensions replace the proposal's.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
    }

    /// Rule 4.1: both dimensions set → exactly them (the child is not consulted); otherwise
    /// the child's answer on the unset axes.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        if let width = frame.width, let height = frame.height { return Size(width: width, height: height) }
        let size = session.sizeThatFits(child, childProposal(proposal))
        return Size(width: frame.width ?? size.width, height: frame.height ?? size.height)
    }

    /// Rule 4.1: the child aligned in the frame by `alignment` (it may overflow).
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.placeAligned(child, in: bounds, alignment: frame.alignment, proposal: childProposal(proposal))
    }
}

extension LayoutSession {
    /// Rules 4.1/4.2 placement: `child` sized for `proposal` with its `alignment` guides on
    /// the default guides of `bounds`.
    @inline(__always)
    func placeAligned(_ child: Int32, in bounds: Rect, alignment: Alignment, proposal: ProposedSize) {
        let size = sizeThatFits(child, proposal)
        let containerGuideX = alignment.horizontal.defaultValue(in: bounds.width)
        let containerGuideY = alignment.vertical.defaultValue(in: bounds.height)
        let x = bounds.minX + containerGuideX - horizontalGuide(alignment.horizontal, of: child, size: size)
        let y = bounds.minY + containerGuideY - verticalGuide(alignment.vertical, of: child, proposal: proposal, size: size)
        placeChild(child, at: Point(x: x, y: y), proposal: proposal, size: size)
    }
}
