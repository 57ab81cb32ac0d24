/// Rule 11.2: the settled layout of the chips article's alignment-guide container — a
/// GeometryReader filling the proposed width with a top-leading ZStack of wrapped children.
public struct GuideFlowLayout: Layout, Hashable, Sendable {
    public var horizontalSpacing: Double
    public var verticalSpacing: Double

    public init(horizontalSpacing: Double = 4, verticalSpacing: Double = 4) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Rule 11.2, size: the proposed width (nil → 10) by the height of the children's union.
    /// Rows only move down, so the union's top is the first child's top.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) -> Size {
        let width = proposal.width ?? 10
        var minY = Double.infinity, maxY = -Double.infinity
        _ = layoutRows(subviews: subviews, width: width) { frame, _ in
            minY = min(minY, frame.minY)
            maxY = max(maxY, frame.maxY)
        }
        return Size(width: width, height: subviews.isEmpty ? 0 : maxY - minY)
    }

    /// Rule 11.2, placement: the rows again in `bounds.width`, the union's top (the first
    /// child's top, as rows only move down) at the bounds' top.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        var minY: Double?
        let rows = layoutRows(subviews: subviews, width: bounds.width) { frame, subview in
            let top = minY ?? frame.minY
            minY = top
            // `layoutRows` measured the subview under this very proposal.
            subview.place(
                at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY - top),
                proposal: ProposedSize(width: bounds.width, height: nil), measured: frame.size
            )
        }
        subviews.recordRowCount(rows)
    }

    /// Rule 11.2, wrapping: when `x + width > W` (even for the first child) move down by the
    /// *current* child's height plus `verticalSpacing` — the original's quirk. Returns the
    /// number of rows holding children (an emptied first row does not count).
    func layoutRows(subviews: LayoutSubviews, width: Double, visit: (Rect, LayoutSubview) -> Void) -> Int {
        var x = 0.0, y = 0.0
        var rows = 0
        for index in 0..<subviews.count {
            let subview = subviews[index]
            let size = subview.sizeThatFits(ProposedSize(width: width, height: nil))
            if x + size.width > width {
                x = 0
                y += size.height + verticalSpacing
            }
            if x == 0 { rows += 1 }
            visit(Rect(origin: Point(x: x, y: y), size: size), subview)
            x += size.width + horizontalSpacing
        }
        return rows
    }
}
