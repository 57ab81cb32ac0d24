/// Section 2: `HStack` / `VStack`. Written for the major axis `axis`; the cross axis is the
/// other one. Per-child numbers live in the session's scratch buffer, reserved for the
/// duration of one call, so sizing allocates nothing once the buffer has grown.
struct StackLayout {
    /// The cross-axis alignment: vertical guides for an HStack, horizontal for a VStack.
    enum CrossAlignment {
        case vertical(VerticalAlignment)
        case horizontal(HorizontalAlignment)
    }

    let axis: Axis
    let alignment: CrossAlignment
    let container: Layer

    /// Offsets of the per-child arrays inside one scratch frame of `fieldCount × n` numbers.
    private enum Field: Int {
        case offer, width, height, minimum, maximum, crossOrigin, order
        static let count = 7
    }

    /// The scratch index of `field` for child `index` in a frame starting at `base`.
    @inline(__always)
    private func slot(_ field: Field, _ index: Int, base: Int) -> Int {
        base + field.rawValue * Int(container.childCount) + index
    }

    private var count: Int { Int(container.childCount) }

    /// The outer layer of child `index`.
    @inline(__always)
    private func child(_ index: Int, _ session: LayoutSession) -> Int32 {
        session.childLayers[Int(container.firstChild) + index]
    }

    /// Rule 2.1: the gap before child `index` (0 for the first).
    @inline(__always)
    private func gap(_ index: Int, _ session: LayoutSession) -> Double {
        session.tree.childGaps[Int(container.firstChild) + index]
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
        let base = session.reserveScratch(Field.count * count)
        defer { session.releaseScratch(to: base) }
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
        let base = session.reserveScratch(Field.count * count)
        defer { session.releaseScratch(to: base) }
        _ = distribute(placement, session: session, base: base)
        let crossRange = alignCross(placement, session: session, base: base)
        let minorProposal = axis == .horizontal ? placement.height : placement.width
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = (axis == .horizontal ? bounds.minY : bounds.minX) - crossRange.lowerBound
        for index in 0..<count {
            position += gap(index, session)
            let cross = crossStart + session.scratch[slot(.crossOrigin, index, base: base)]
            let origin = axis == .horizontal ? Point(x: position, y: cross) : Point(x: cross, y: position)
            session.placeChild(child(index, session), at: origin, proposal: self.proposal(major: offer(index, base, session), minor: minorProposal))
            position += axis == .horizontal
                ? session.scratch[slot(.width, index, base: base)] : session.scratch[slot(.height, index, base: base)]
        }
    }

    /// The major proposal child `index` was sized with (NaN in scratch stands for nil).
    @inline(__always)
    private func offer(_ index: Int, _ base: Int, _ session: LayoutSession) -> Double? {
        let value = session.scratch[slot(.offer, index, base: base)]
        return value.isNaN ? nil : value
    }

    /// Stores child `index`'s offer and size.
    @inline(__always)
    private func record(_ index: Int, offer: Double?, size: Size, base: Int, session: LayoutSession) {
        session.scratch[slot(.offer, index, base: base)] = offer ?? .nan
        session.scratch[slot(.width, index, base: base)] = size.width
        session.scratch[slot(.height, index, base: base)] = size.height
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
        for index in 0..<count {
            total += axis == .horizontal
                ? session.scratch[slot(.width, index, base: base)] : session.scratch[slot(.height, index, base: base)]
        }
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
            // Measure before writing: measuring may grow (move) the scratch buffer.
            let minimum = major(session.sizeThatFits(layer, proposal(major: 0, minor: minorProposal)))
            let maximum = major(session.sizeThatFits(layer, proposal(major: .infinity, minor: minorProposal)))
            session.scratch[slot(.minimum, index, base: base)] = minimum
            session.scratch[slot(.maximum, index, base: base)] = maximum
            session.scratch[slot(.order, index, base: base)] = Double(index)
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
                let index = Int(session.scratch[slot(.order, position, base: base)])
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
        let index = Int(session.scratch[slot(.order, position, base: base)])
        return session.layers[Int(child(index, session))].priority
    }

    @inline(__always)
    private func minimum(ofOrdered position: Int, session: LayoutSession, base: Int) -> Double {
        session.scratch[slot(.minimum, Int(session.scratch[slot(.order, position, base: base)]), base: base)]
    }

    /// Rule 2.3: a stable insertion sort by priority (descending), then flexibility
    /// (ascending, rule 2.2's tie-break), ties keeping source order.
    private func sortIntoFittingOrder(session: LayoutSession, base: Int) {
        for position in 1..<max(count, 1) {
            let moving = session.scratch[slot(.order, position, base: base)]
            var target = position
            while target > 0 {
                let previous = session.scratch[slot(.order, target - 1, base: base)]
                guard fitsBefore(Int(moving), Int(previous), session: session, base: base) else { break }
                session.scratch[slot(.order, target, base: base)] = previous
                target -= 1
            }
            session.scratch[slot(.order, target, base: base)] = moving
        }
    }

    /// Rules 2.2/2.3: true when child `a` strictly precedes child `b` in fitting order.
    private func fitsBefore(_ a: Int, _ b: Int, session: LayoutSession, base: Int) -> Bool {
        let priorityA = session.layers[Int(child(a, session))].priority
        let priorityB = session.layers[Int(child(b, session))].priority
        if priorityA != priorityB { return priorityA > priorityB }
        let minimumA = session.scratch[slot(.minimum, a, base: base)]
        let minimumB = session.scratch[slot(.minimum, b, base: base)]
        let flexA = session.scratch[slot(.maximum, a, base: base)] - minimumA
        let flexB = session.scratch[slot(.maximum, b, base: base)] - minimumB
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
            let size = Size(width: session.scratch[slot(.width, index, base: base)], height: session.scratch[slot(.height, index, base: base)])
            let layer = child(index, session)
            let guide: Double
            switch alignment {
            case .vertical(let vertical):
                guide = session.verticalGuide(
                    vertical, of: layer, proposal: self.proposal(major: offer(index, base, session), minor: minorProposal), size: size
                )
            case .horizontal(let horizontal):
                guide = session.horizontalGuide(horizontal, of: layer, size: size)
            }
            session.scratch[slot(.crossOrigin, index, base: base)] = -guide
            lower = min(lower, -guide)
            upper = max(upper, -guide + minor(size))
        }
        return lower...upper
    }
}

extension LayoutSession {
    /// Reserves `count` scratch numbers above those in use; returns where they start.
    @inline(__always)
    func reserveScratch(_ count: Int) -> Int {
        let base = scratchTop
        scratchTop += count
        scratch.grow(toAtLeast: scratchTop, filling: 0)
        return base
    }

    /// Gives back the scratch numbers reserved from `base` on.
    @inline(__always)
    func releaseScratch(to base: Int) {
        scratchTop = base
    }
}
