/// Section 2: `HStack` / `VStack`. Written for the major axis `axis`; the cross axis is the
/// other one. Per-child working data (`StackItem`) lives in the session's stack-item
/// buffer, reserved for the duration of one call, so sizing allocates nothing once the buffer
/// has grown. Items are read and written through the session on every access: measuring a
/// child may grow (move) the buffer.
struct StackLayout: LayerAlgorithm {
    /// The cross-axis alignment: vertical guides for an HStack, horizontal for a VStack.
    enum CrossAlignment {
        case vertical(VerticalAlignment)
        case horizontal(HorizontalAlignment)
    }

    let axis: Axis
    let alignment: CrossAlignment
    /// The container's layer, read in place in the prepared tree.
    let container: UnsafePointer<Layer>


    private var count: Int { Int(container.pointee.childCount) }

    /// The outer layer of child `index`.
    @inline(__always)
    private func child(_ index: Int, _ session: LayoutSession) -> Int32 {
        session.childLayers[Int(container.pointee.firstChild) + index]
    }

    /// Rule 2.1: the gap before child `index` (0 for the first).
    @inline(__always)
    private func gap(_ index: Int, _ session: LayoutSession) -> Double {
        session.tree.childGaps[Int(container.pointee.firstChild) + index]
    }

    /// A proposal from major and minor components.
    @inline(__always)
    private func proposal(major: Double?, minor: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    @inline(__always)
    private func major(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }

    @inline(__always)
    private func minor(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }

    /// Rule 2.6: Σ major sizes + spacing by the aligned cross extent; empty → zero.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        guard count > 0 else { return .zero }
        let base = session.reserveStackItems(count)
        defer { session.releaseStackItems(to: base) }
        let majorTotal = distribute(proposal, session: session, base: base)
        let crossRange = alignCross(proposal, session: session, base: base)
        let crossLength = crossRange.upperBound - crossRange.lowerBound
        return axis == .horizontal
            ? Size(width: majorTotal, height: crossLength) : Size(width: crossLength, height: majorTotal)
    }

    /// Rule 2.8: re-run the distribution with the cross proposal made concrete, then pack
    /// children from the leading edge with their gaps, cross-aligned.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        guard count > 0 else { return }
        let placement = self.proposal(
            major: axis == .horizontal ? proposal.width : proposal.height,
            minor: (axis == .horizontal ? proposal.height : proposal.width) ?? minor(bounds.size)
        )
        let base = session.reserveStackItems(count)
        defer { session.releaseStackItems(to: base) }
        _ = distribute(placement, session: session, base: base)
        let crossRange = alignCross(placement, session: session, base: base)
        let minorProposal = axis == .horizontal ? placement.height : placement.width
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = (axis == .horizontal ? bounds.minY : bounds.minX) - crossRange.lowerBound
        for index in 0..<count {
            position += gap(index, session)
            let item = session.stackItems[base + index]
            let cross = crossStart + item.crossOrigin
            let origin = axis == .horizontal ? Point(x: position, y: cross) : Point(x: cross, y: position)
            // The child's size under this proposal is the one `distribute` recorded.
            session.placeChild(child(index, session), at: origin, proposal: self.proposal(major: item.offer, minor: minorProposal), size: item.size)
            position += major(item.size)
        }
    }

    /// Stores child `index`'s offer and size.
    @inline(__always)
    private func record(_ index: Int, offer: Double?, size: Size, base: Int, session: LayoutSession) {
        session.stackItems[base + index].offer = offer
        session.stackItems[base + index].size = size
    }

    /// Rules 2.2–2.5: sizes every child along the major axis; returns Σ sizes + spacing.
    private func distribute(_ proposal: ProposedSize, session: LayoutSession, base: Int) -> Double {
        let minorProposal = axis == .horizontal ? proposal.height : proposal.width
        var totalSpacing = 0.0
        for index in 0..<count { totalSpacing += gap(index, session) }
        if let majorProposal = axis == .horizontal ? proposal.width : proposal.height {
            distributeConcretely(majorProposal, minorProposal: minorProposal, totalSpacing: totalSpacing, session: session, base: base)
        } else {
            sizeIdeally(minorProposal: minorProposal, session: session, base: base)
        }
        var total = totalSpacing
        for index in 0..<count { total += major(session.stackItems[base + index].size) }
        return total
    }

    /// Rule 2.5: a nil major proposal proposes nil to every child, in source order.
    private func sizeIdeally(minorProposal: Double?, session: LayoutSession, base: Int) {
        for index in 0..<count {
            let size = session.sizeThatFits(child(index, session), proposal(major: nil, minor: minorProposal))
            record(index, offer: nil, size: size, base: base, session: session)
        }
    }

    /// Rules 2.2–2.4: probe flexibility, sort into priority groups, then hand out even shares
    /// of what is left, lower groups' minimums reserved.
    private func distributeConcretely(
        _ majorProposal: Double, minorProposal: Double?, totalSpacing: Double, session: LayoutSession, base: Int
    ) {
        // Rule 2.2: flexibility probes at 0 and ∞.
        for index in 0..<count {
            let layer = child(index, session)
            // Measure before writing: measuring may grow (move) the item buffer.
            let minimum = major(session.sizeThatFits(layer, proposal(major: 0, minor: minorProposal)))
            let maximum = major(session.sizeThatFits(layer, proposal(major: .infinity, minor: minorProposal)))
            session.stackItems[base + index].minimum = minimum
            session.stackItems[base + index].maximum = maximum
            session.stackItems[base + index].fittingOrder = Int32(index)
        }
        sortIntoFittingOrder(session: session, base: base)
        // Rule 2.4: distribution, group by group.
        var available = majorProposal - totalSpacing
        var groupStart = 0
        while groupStart < count {
            let priority = self.priority(ofOrdered: groupStart, session: session, base: base)
            var groupEnd = groupStart + 1
            while groupEnd < count && self.priority(ofOrdered: groupEnd, session: session, base: base) == priority { groupEnd += 1 }
            if groupStart == 0 {
                for position in groupEnd..<count { available -= minimum(ofOrdered: position, session: session, base: base) }
            } else {
                for position in groupStart..<groupEnd { available += minimum(ofOrdered: position, session: session, base: base) }
            }
            var remaining = Double(groupEnd - groupStart)
            for position in groupStart..<groupEnd {
                let index = Int(session.stackItems[base + position].fittingOrder)
                let offer = max(available / remaining, 0)
                let size = session.sizeThatFits(child(index, session), proposal(major: offer, minor: minorProposal))
                record(index, offer: offer, size: size, base: base, session: session)
                available -= major(size)
                remaining -= 1
            }
            groupStart = groupEnd
        }
    }

    @inline(__always)
    private func priority(ofOrdered position: Int, session: LayoutSession, base: Int) -> Double {
        let index = Int(session.stackItems[base + position].fittingOrder)
        return session.layers[Int(child(index, session))].priority
    }

    @inline(__always)
    private func minimum(ofOrdered position: Int, session: LayoutSession, base: Int) -> Double {
        session.stackItems[base + Int(session.stackItems[base + position].fittingOrder)].minimum
    }

    /// Rule 2.3: a stable insertion sort by priority (descending), then flexibility
    /// (ascending, rule 2.2's tie-break), ties keeping source order.
    private func sortIntoFittingOrder(session: LayoutSession, base: Int) {
        for position in 1..<max(count, 1) {
            let moving = session.stackItems[base + position].fittingOrder
            var target = position
            while target > 0 {
                let previous = session.stackItems[base + target - 1].fittingOrder
                guard fitsBefore(Int(moving), Int(previous), session: session, base: base) else { break }
                session.stackItems[base + target].fittingOrder = previous
                target -= 1
            }
            session.stackItems[base + target].fittingOrder = moving
        }
    }

    /// Rules 2.2/2.3: true when child `a` strictly precedes child `b` in fitting order.
    private func fitsBefore(_ a: Int, _ b: Int, session: LayoutSession, base: Int) -> Bool {
        let priorityA = session.layers[Int(child(a, session))].priority
        let priorityB = session.layers[Int(child(b, session))].priority
        if priorityA != priorityB { return priorityA > priorityB }
        let itemA = session.stackItems[base + a], itemB = session.stackItems[base + b]
        let minimumA = itemA.minimum, minimumB = itemB.minimum
        let flexA = itemA.maximum - minimumA
        let flexB = itemB.maximum - minimumB
        if flexA != flexB { return flexA < flexB }
        let tieA = flexA == .infinity ? -minimumA : 0
        let tieB = flexB == .infinity ? -minimumB : 0
        return tieA < tieB
    }

    /// Rule 2.7: provisional cross origins `−guide` stored per child; returns the union of
    /// `[0, 0]` and every child's cross extent.
    private func alignCross(_ proposal: ProposedSize, session: LayoutSession, base: Int) -> ClosedRange<Double> {
        let minorProposal = axis == .horizontal ? proposal.height : proposal.width
        var lower = 0.0, upper = 0.0
        for index in 0..<count {
            let item = session.stackItems[base + index]
            let size = item.size
            let layer = child(index, session)
            let guide: Double
            switch alignment {
            case .vertical(let vertical):
                guide = session.verticalGuide(
                    vertical, of: layer, proposal: self.proposal(major: item.offer, minor: minorProposal), size: size
                )
            case .horizontal(let horizontal):
                guide = session.horizontalGuide(horizontal, of: layer, size: size)
            }
            session.stackItems[base + index].crossOrigin = -guide
            lower = min(lower, -guide)
            upper = max(upper, -guide + minor(size))
        }
        return lower...upper
    }
}
