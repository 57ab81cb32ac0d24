/// Rule 11.3: the custom-layout sample's equal-width stacks — every subview at the largest
/// ideal size among them, default spacing between neighbours.
public struct EqualWidthStackLayout: Layout, Hashable, Sendable {
    public var axis: Axis

    public init(axis: Axis) {
        self.axis = axis
    }

    public var stackOrientation: Axis? { axis }

    /// Rule 11.3: the per-axis maximum of the subviews' ideal sizes.
    func maximumIdealSize(_ subviews: LayoutSubviews) -> Size {
        var largest = Size.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            largest.width = max(largest.width, ideal.width)
            largest.height = max(largest.height, ideal.height)
        }
        return largest
    }

    /// Rule 11.3: the preferred distance from subview `index` to the next one (0 after the last).
    func spacing(after index: Int, in subviews: LayoutSubviews) -> Double {
        guard index + 1 < subviews.count else { return 0 }
        return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
    }

    /// Rule 11.3, size: n cells of the largest size plus the spacing along the axis.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let cell = maximumIdealSize(subviews)
        let totalSpacing = subviews.indices.reduce(0.0) { $0 + spacing(after: $1, in: subviews) }
        let count = Double(subviews.count)
        switch axis {
        case .horizontal: return Size(width: cell.width * count + totalSpacing, height: cell.height)
        case .vertical: return Size(width: cell.width, height: cell.height * count + totalSpacing)
        }
    }

    /// Rule 11.3, placement: centres along the axis; the vertical stack proposes
    /// `bounds.height` to each subview (the original's quirk).
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        let cell = maximumIdealSize(subviews)
        var advance = 0.0
        for index in subviews.indices {
            switch axis {
            case .horizontal:
                subviews[index].place(
                    at: Point(x: bounds.minX + cell.width / 2 + advance, y: bounds.midY), anchor: .center,
                    proposal: ProposedSize(cell)
                )
                advance += cell.width + spacing(after: index, in: subviews)
            case .vertical:
                subviews[index].place(
                    at: Point(x: bounds.midX, y: bounds.minY + cell.height / 2 + advance), anchor: .center,
                    proposal: ProposedSize(width: cell.width, height: bounds.height)
                )
                advance += cell.height + spacing(after: index, in: subviews)
            }
        }
    }
}
