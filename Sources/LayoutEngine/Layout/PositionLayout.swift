/// Rule 5.3: `position(x:y:)` — takes the proposal and centres the child at a point.
struct PositionLayout: LayerAlgorithm {
    let position: Point
    let child: Int32

    /// Rule 5.3: the proposal, nil axes replaced by the child's size for that proposal.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        if let width = proposal.width, let height = proposal.height { return Size(width: width, height: height) }
        let size = session.sizeThatFits(child, proposal)
        return Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    /// Rule 5.3: the child, proposed the modifier's size, centred at (x, y) of its own space.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.placeChild(
            child, at: Point(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
            proposal: ProposedSize(bounds.size)
        )
    }
}
