/// Rule 7.4: `aspectRatio` / `scaledToFit` / `scaledToFill`.
struct AspectRatioLayout {
    let ratio: Double?
    let contentMode: ContentMode
    let child: Int32

    /// Rule 7.4: the largest (fit) or smallest covering (fill) size of the ratio within the
    /// proposal — a nil axis counting as ∞ — or unspecified when the proposal is.
    func childProposal(_ proposal: ProposedSize, session: LayoutSession) -> ProposedSize {
        if proposal.width == nil && proposal.height == nil { return .unspecified }
        let shape = ratio.map { Size(width: $0, height: 1) } ?? session.sizeThatFits(child, .unspecified)
        guard shape.width > 0, shape.height > 0 else { return proposal }
        let horizontalScale = (proposal.width ?? .infinity) / shape.width
        let verticalScale = (proposal.height ?? .infinity) / shape.height
        let scale = contentMode == .fit ? min(horizontalScale, verticalScale) : max(horizontalScale, verticalScale)
        return ProposedSize(width: shape.width * scale, height: shape.height * scale)
    }

    /// Rule 7.4: the child's answer to the scaled proposal.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        session.sizeThatFits(child, childProposal(proposal, session: session))
    }

    /// Rule 7.4: the child centred in the modifier's bounds.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.placeChild(
            child, at: Point(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: childProposal(proposal, session: session)
        )
    }
}
