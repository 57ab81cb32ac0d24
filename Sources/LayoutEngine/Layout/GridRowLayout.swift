/// Rule 15.4: a `gridRow`'s own layer — its grid sizes and places its cells; the row node
/// is framed by the row's rectangle and places nothing itself.
struct GridRowLayout: LayerAlgorithm {
    /// A row is as large as it is offered (its grid offers exactly its rectangle).
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The grid places the row's cells.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {}
}
