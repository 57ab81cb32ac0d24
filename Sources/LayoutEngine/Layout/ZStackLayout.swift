/// Rule 6.2 and section 10: `ZStack(alignment:)` — sized by the union of the aligned frames
/// of its highest-priority children.
struct ZStackLayout: LayerAlgorithm {
    let alignment: Alignment
    /// The container's layer, read in place in the prepared tree.
    let container: UnsafePointer<Layer>

    /// The outer layer of child `index`.
    func child(_ index: Int, _ session: LayoutSession) -> Int32 {
        session.childLayers[Int(container.pointee.firstChild) + index]
    }

    /// Rule 6.2: the highest priority among the children (only those take part in sizing).
    func highestPriority(_ session: LayoutSession) -> Double {
        var highest = -Double.infinity
        for index in 0..<Int(container.pointee.childCount) {
            highest = max(highest, session.layers[Int(child(index, session))].priority)
        }
        return highest
    }

    /// Section 10: every participating child proposed `proposal`, each at `−guide` from the
    /// shared alignment point; the size of their union. No children → zero.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        let highest = highestPriority(session)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for index in 0..<Int(container.pointee.childCount) {
            let layer = child(index, session)
            guard session.layers[Int(layer)].priority == highest else { continue }
            let size = session.sizeThatFits(layer, proposal)
            let x = -session.horizontalGuide(alignment.horizontal, of: layer, size: size)
            let y = -session.verticalGuide(alignment.vertical, of: layer, proposal: proposal, size: size)
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x + size.width)
            maxY = max(maxY, y + size.height)
        }
        guard minX <= maxX else { return .zero }
        return Size(width: maxX - minX, height: maxY - minY)
    }

    /// Rule 6.2 placement: every child proposed the ZStack's own size; the alignment point is
    /// the largest guide value among participating children, so their union starts at the
    /// bounds' origin.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        let highest = highestPriority(session)
        let childProposal = ProposedSize(bounds.size)
        var alignmentX = -Double.infinity, alignmentY = -Double.infinity
        for index in 0..<Int(container.pointee.childCount) {
            let layer = child(index, session)
            guard session.layers[Int(layer)].priority == highest else { continue }
            let size = session.sizeThatFits(layer, childProposal)
            alignmentX = max(alignmentX, session.horizontalGuide(alignment.horizontal, of: layer, size: size))
            alignmentY = max(alignmentY, session.verticalGuide(alignment.vertical, of: layer, proposal: childProposal, size: size))
        }
        for index in 0..<Int(container.pointee.childCount) {
            let layer = child(index, session)
            let size = session.sizeThatFits(layer, childProposal)
            let x = alignmentX - session.horizontalGuide(alignment.horizontal, of: layer, size: size)
            let y = alignmentY - session.verticalGuide(alignment.vertical, of: layer, proposal: childProposal, size: size)
            session.placeChild(layer, at: Point(x: bounds.minX + x, y: bounds.minY + y), proposal: childProposal, size: size)
        }
    }
}
