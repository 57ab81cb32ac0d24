/// Rule 8 and section 10: `ViewThatFits` — the first child whose ideal size fits the
/// proposal on the constrained axes, else the last.
struct ViewThatFitsLayout: LayerAlgorithm {
    let horizontal: Bool
    let vertical: Bool
    /// The container's layer, read in place in the prepared tree.
    let container: UnsafePointer<Layer>

    /// Rule 8 steps 1–3: the index of the chosen child, nil without children.
    func chosenChild(_ proposal: ProposedSize, session: LayoutSession) -> Int? {
        let count = Int(container.pointee.childCount)
        guard count > 0 else { return nil }
        guard horizontal || vertical else { return 0 }
        let idealProposal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for index in 0..<count {
            let ideal = session.sizeThatFits(child(index, session), idealProposal)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return count - 1
    }

    /// The outer layer of child `index`.
    func child(_ index: Int, _ session: LayoutSession) -> Int32 {
        session.childLayers[Int(container.pointee.firstChild) + index]
    }

    /// Rule 8 step 4: the chosen child's answer to the real proposal.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        guard let chosen = chosenChild(proposal, session: session) else { return .zero }
        return session.sizeThatFits(child(chosen, session), proposal)
    }

    /// Rule 8 step 4: only the chosen child is placed, at the origin, with the proposal; the
    /// choice is a fact of the result.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        let chosen = chosenChild(proposal, session: session)
        session.recordChosenChild(chosen, container: container)
        guard let chosen else { return }
        session.placeChild(child(chosen, session), at: bounds.origin, proposal: proposal)
    }
}
