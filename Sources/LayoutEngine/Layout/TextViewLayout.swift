/// Section 12: a `Text` view — measured by the session's text measurer; it places nothing,
/// but remembers the proposal it was placed with (its lines are part of the result).
struct TextViewLayout: LayerAlgorithm {
    let string: Int32
    let font: Font
    let lineLimit: Int?
    let node: Int32

    /// Section 12: the measured text's size under `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        session.leafMeasurementCount += 1
        return session.textSize(ofNode: node, string: string, font: font, lineLimit: lineLimit, proposal: proposal)
    }

    /// Records the placement proposal for the result's text lines.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        session.recordTextProposal(proposal, node: node)
    }
}
