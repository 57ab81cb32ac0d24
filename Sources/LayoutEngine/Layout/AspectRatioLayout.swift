/// Rule 7.4: `aspectRatio` / `scaledToFit` / `scaledToFill`.
struct AspectRatioLayout: LayerAlgorithm {
    let ratio: Double?
    let contentMode: ContentMode
    let child: Int32

    /// Rule 7.4: the largest (fit) or smallest covering (fill) size of the ratio within the
    /// proposal — a nil axis counting as ∞ — or unspecified when the proposal is.
    func childProposal(_ proposal: ProposedSize, session: LayoutSession) -> ProposedSize {
        if proposal.width == nil && proposal.height == nil { return .unspecified }
        let ideal = ratio.map { Size(width: $0, height: 1) } ?? session.sizeThatFits(child, .unspecified)
        guard ideal.width > 0, ideal.height > 0 else { return proposal }
        // An ideal size as extreme as 5e-324 × 720 would scale to infinity: its ratio is held
        // to the bounds the decoder enforces on explicit ratios.
        let aspect = min(max(ideal.width / ideal.height, ViewTreeDecoder.minimumAspectRatio), ViewTreeDecoder.maximumAspectRatio)
        let shape = aspect == ideal.width / ideal.height ? ideal : Size(width: aspect, height: 1)
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
