/// Rule 4.2: a flexible frame's bounds after the init normalisation, per axis.
struct NormalizedFlexibleFrame: Hashable, Sendable {
    /// One axis: `min' = max(min, 0)`, `ideal' = max(min' ?? 0, ideal)`, `max' = max(ideal' ?? 0, max)`.
    struct AxisBounds: Hashable, Sendable {
        var minimum: Double?
        var ideal: Double?
        var maximum: Double?

        init(minimum: Double?, ideal: Double?, maximum: Double?) {
            let normalizedMinimum = minimum.map { max($0, 0) }
            let normalizedIdeal = ideal.map { max(normalizedMinimum ?? 0, $0) }
            self.minimum = normalizedMinimum
            self.ideal = normalizedIdeal
            self.maximum = maximum.map { max(normalizedIdeal ?? 0, $0) }
        }

        /// Rule 4.2: the child proposal on this axis — the proposal (or ideal) clamped.
        func childProposal(_ proposed: Double?) -> Double? {
            guard let value = proposed ?? ideal else { return nil }
            return min(max(value, minimum ?? -.infinity), maximum ?? .infinity)
        }

        /// Rule 4.2 steps 1–2: the size on this axis when the child need not be consulted.
        func sizeWithoutChild(_ proposed: Double?) -> Double? {
            if let proposed, let minimum, let maximum, minimum <= maximum { return min(max(proposed, minimum), maximum) }
            if proposed == nil, let ideal { return ideal }
            return nil
        }

        /// Rule 4.2 step 3: the size on this axis from the child's `childSize`.
        func size(childSize: Double, childProposal: Double?) -> Double {
            switch (minimum, maximum) {
            case let (minimum?, maximum?): return max(min(childSize, maximum), minimum)
            case let (minimum?, nil): return max(min(childProposal ?? .infinity, childSize), minimum)
            case let (nil, maximum?): return min(max(childProposal ?? -.infinity, childSize), maximum)
            case (nil, nil): return childSize
            }
        }

        /// Rule 4.2 placement (iOS 17+): the final size, or nil when no ideal is set, the
        /// frame's own proposal was nil and the size lies strictly between min' and max'.
        func placementProposal(size: Double, proposed: Double?) -> Double? {
            if ideal == nil, proposed == nil, (minimum ?? -.infinity) < size, size < (maximum ?? .infinity) { return nil }
            return size
        }
    }

    var width: AxisBounds
    var height: AxisBounds
    var alignment: Alignment

    init(_ frame: FlexibleFrame) {
        width = AxisBounds(minimum: frame.minWidth, ideal: frame.idealWidth, maximum: frame.maxWidth)
        height = AxisBounds(minimum: frame.minHeight, ideal: frame.idealHeight, maximum: frame.maxHeight)
        alignment = frame.alignment
    }
}

/// Rule 4.2: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
struct FlexibleFrameLayout: LayerAlgorithm {
    let frame: NormalizedFlexibleFrame
    let child: Int32

    /// Rule 4.2: per axis, clamp the proposal (steps 1–2) or measure the child once (step 3).
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        var width = frame.width.sizeWithoutChild(proposal.width)
        var height = frame.height.sizeWithoutChild(proposal.height)
        if width == nil || height == nil {
            let childProposal = ProposedSize(
                width: frame.width.childProposal(proposal.width), height: frame.height.childProposal(proposal.height)
            )
            let childSize = session.sizeThatFits(child, childProposal)
            width = width ?? frame.width.size(childSize: childSize.width, childProposal: childProposal.width)
            height = height ?? frame.height.size(childSize: childSize.height, childProposal: childProposal.height)
        }
        return Size(width: width ?? 0, height: height ?? 0)
    }

    /// Rule 4.2 placement: the child proposed the final size (nil on free axes), aligned.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        let childProposal = ProposedSize(
            width: frame.width.placementProposal(size: bounds.width, proposed: proposal.width),
            height: frame.height.placementProposal(size: bounds.height, proposed: proposal.height)
        )
        session.placeAligned(child, in: bounds, alignment: frame.alignment, proposal: childProposal)
    }
}
