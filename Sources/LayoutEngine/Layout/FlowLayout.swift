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
        extent(containerWidth: proposal.width ?? 10, count: subviews.count) { subviews[$0].sizeThatFits(.unspecified) }
    }

    /// Rule 11.1, placement: the same rows in `bounds.width`, each subview proposed unspecified.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Void) {
        let rows = layoutRows(containerWidth: bounds.width, count: subviews.count) {
            subviews[$0].sizeThatFits(.unspecified)
        } visit: { index, frame in
            // The rows measured the subview under this very proposal.
            subviews[index].place(at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified, measured: frame.size)
        }
        subviews.recordRowCount(rows)
    }

    /// Rule 11.1, size, for children of constant size read straight from the prepared tree
    /// (the engine's fast path; the same rows as `sizeThatFits(proposal:subviews:cache:)`).
    @inline(__always)
    func sizeThatFits(proposal: ProposedSize, rigidChildren: UnsafeBufferPointer<RigidChild>) -> Size {
        extent(containerWidth: proposal.width ?? 10, count: rigidChildren.count) { rigidChildren[$0].size }
    }

    /// Rule 11.1, placement, for children of constant size: their frames are written
    /// directly. Returns the number of rows.
    @inline(__always)
    func placeSubviews(in bounds: Rect, rigidChildren: UnsafeBufferPointer<RigidChild>, session: LayoutSession) -> Int {
        layoutRows(containerWidth: bounds.width, count: rigidChildren.count) {
            rigidChildren[$0].size
        } visit: { index, frame in
            session.placeRigid(rigidChildren[index], at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY))
        }
    }

    /// Rule 11.1, size: the union of the row frames, which start at (0, 0); no items → zero.
    @inline(__always)
    private func extent(containerWidth: Double, count: Int, size: (Int) -> Size) -> Size {
        var extent = Size.zero
        _ = layoutRows(containerWidth: containerWidth, count: count, size: size) { _, frame in
            extent.width = max(extent.width, frame.maxX)
            extent.height = max(extent.height, frame.maxY)
        }
        return extent
    }

    /// Rule 11.1, rows: a new row starts when item `index` (of size `size(index)`) would cross
    /// `containerWidth` and the row is not empty; the new row starts `verticalSpacing` below
    /// the lowest frame so far. Calls `visit` with each item's frame; returns the number of rows.
    @inline(__always)
    func layoutRows(containerWidth: Double, count: Int, size: (Int) -> Size, visit: (Int, Rect) -> Void) -> Int {
        var x = 0.0, y = 0.0, lowestMaxY = 0.0
        var rows = count == 0 ? 0 : 1
        for index in 0..<count {
            let itemSize = size(index)
            if x + itemSize.width > containerWidth && x != 0 {
                x = 0
                y = lowestMaxY + verticalSpacing
                rows += 1
            }
            visit(index, Rect(origin: Point(x: x, y: y), size: itemSize))
            lowestMaxY = max(lowestMaxY, y + itemSize.height)
            x += itemSize.width + horizontalSpacing
        }
        return rows
    }
}
