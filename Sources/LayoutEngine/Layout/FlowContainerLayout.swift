/// Rule 11.1: a flow container — children of constant size take the fast path straight from
/// the prepared tree, any others go through the `Layout` protocol (the same rows either way).
struct FlowContainerLayout: LayerAlgorithm {
    let flow: FlowLayout
    let container: Int32
    let description: UnsafePointer<Layer>

    private func usesFastPath(_ session: LayoutSession) -> Bool {
        description.pointee.childrenAreRigid && session.usesFastPaths
    }

    /// Rule 11.1, size.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        if usesFastPath(session) {
            return flow.sizeThatFits(proposal: proposal, rigidChildren: session.rigidChildren(of: description))
        }
        return CustomLayoutHost(layout: flow, container: container, description: description).sizeThatFits(proposal, session: session)
    }

    /// Rule 11.1, placement; records the row count.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        if usesFastPath(session) && !session.isProbing {
            let rows = flow.placeSubviews(in: bounds, rigidChildren: session.rigidChildren(of: description), session: session)
            session.recordRowCount(rows, container: container)
        } else {
            CustomLayoutHost(layout: flow, container: container, description: description).place(in: bounds, proposal: proposal, session: session)
        }
    }
}
