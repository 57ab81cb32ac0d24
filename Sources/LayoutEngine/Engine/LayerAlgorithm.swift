/// One layer kind's layout algorithm: how it sizes itself under a proposal and how it places
/// what it contains inside the bounds its parent gave it (the two halves of rule 0.1).
///
/// Every kind of layer has exactly one type conforming to this protocol; the session's one
/// dispatch (`LayoutSession.run(_:_:_:)`) picks it for both sizing and placement, so a new
/// container is added in one place.
protocol LayerAlgorithm {
    /// The size of the layer under `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size

    /// Places the layer's children (if any) inside `bounds`, the layer having been proposed
    /// `proposal`.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession)
}
