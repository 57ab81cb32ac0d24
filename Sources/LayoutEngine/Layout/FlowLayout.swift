/// Rule 11.1: the Layout-protocol flow layout of *Thinking in SwiftUI*, quirks included —
/// subviews at their ideal size, rows wrap when `x + width > containerWidth`, an
/// unspecified width counts as 10.
public struct FlowLayout: Layout, Hashable, Sendable {
    public var horizontalSpacing: Double
    public var verticalSpacing: Double

    public init(horizontalSpacing: Double = 10, verticalSpacing: Double = 10) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Rule 11.1, size: the union of the row frames laid out in `proposal.width ?? 10`.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        var extent = Size.zero
        _ = layoutRows(subviews: subviews, containerWidth: proposal.width ?? 10) { frame, _ in
            extent.width = max(extent.width, frame.maxX)
            extent.height = max(extent.height, frame.maxY)
        }
        return extent
    }

    /// Rule 11.1, placement: the same rows in `bounds.width`, each subview proposed unspecified.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        let rows = layoutRows(subviews: subviews, containerWidth: bounds.width) { frame, subview in
            subview.place(
                at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified
            )
        }
        subviews.recordRowCount(rows)
    }

    /// Rule 11.1, rows: a new row starts when the item would cross `containerWidth` and the row
    /// is not empty; the new row starts `verticalSpacing` below the lowest frame so far.
    /// Calls `visit` with each frame; returns the number of rows.
    @inline(__always)
    func layoutRows(subviews: LayoutSubviews, containerWidth: Double, visit: (Rect, LayoutSubview) -> Void) -> Int {
        var x = 0.0, y = 0.0, lowestMaxY = 0.0
        var rows = subviews.isEmpty ? 0 : 1
        for index in 0..<subviews.count {
            let subview = subviews[index]
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > containerWidth && x != 0 {
                x = 0
                y = lowestMaxY + verticalSpacing
                rows += 1
            }
            visit(Rect(origin: Point(x: x, y: y), size: size), subview)
            lowestMaxY = max(lowestMaxY, y + size.height)
            x += size.width + horizontalSpacing
        }
        return rows
    }
}
