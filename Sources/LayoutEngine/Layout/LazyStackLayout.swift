/// Rule 16.2: `LazyVStack` / `LazyHStack`. Written for the major axis `axis`: children are
/// proposed nil along it in source order (no sharing), and the stack fills its cross axis.
struct LazyStackLayout: LayerAlgorithm {
    let axis: Axis
    let alignment: StackLayout.CrossAlignment
    /// The container's layer, read in place in the prepared tree.
    let container: UnsafePointer<Layer>

    private var count: Int { Int(container.pointee.childCount) }

    @inline(__always)
    private func child(_ index: Int, _ session: LayoutSession) -> Int32 {
        session.childLayers[Int(container.pointee.firstChild) + index]
    }

    private func proposal(major: Double?, minor: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    private func major(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    private func minor(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }

    /// Rule 2.1: the gap before child `index` (0 for the first).
    private func gap(_ index: Int, _ session: LayoutSession) -> Double {
        session.tree.childGaps[Int(container.pointee.firstChild) + index]
    }

    /// Rule 16.2 steps 1–2: Σ children proposed (cross, nil) + gaps along the axis; across
    /// it the proposal when concrete, else the widest child. No children: zero along the axis.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        var total = 0.0, widest = 0.0
        for index in 0..<count {
            let size = session.sizeThatFits(child(index, session), self.proposal(major: nil, minor: cross))
            total += gap(index, session) + major(size)
            widest = max(widest, minor(size))
        }
        let crossLength = cross ?? widest
        return axis == .horizontal ? Size(width: total, height: crossLength) : Size(width: crossLength, height: total)
    }

    /// Rule 16.2 step 3: children one after the other from the leading edge, each proposed
    /// (cross made concrete, nil) and aligned across the stack's full cross length.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        let cross = (axis == .horizontal ? proposal.height : proposal.width) ?? minor(bounds.size)
        let childProposal = self.proposal(major: nil, minor: cross)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for index in 0..<count {
            let layer = child(index, session)
            let size = session.sizeThatFits(layer, childProposal)
            position += gap(index, session)
            switch alignment {
            case .horizontal(let horizontal):
                let x = bounds.minX + horizontal.defaultValue(in: bounds.width) - session.horizontalGuide(horizontal, of: layer, size: size)
                session.placeChild(layer, at: Point(x: x, y: position), proposal: childProposal)
            case .vertical(let vertical):
                let y = bounds.minY + vertical.defaultValue(in: bounds.height)
                    - session.verticalGuide(vertical, of: layer, proposal: childProposal, size: size)
                session.placeChild(layer, at: Point(x: position, y: y), proposal: childProposal)
            }
            position += major(size)
        }
    }
}
