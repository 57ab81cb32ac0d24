import LayoutEngine

/// Draws a `LayoutResult` as boxes of box-drawing characters on a character grid.
///
/// Scale: one column is `pointsPerColumn` points (default 4, so a 320-point container is 80
/// columns) and one row `pointsPerRow` points (default 8: terminal cells are about twice as
/// tall as wide). Each drawn node is a box ┌─┐ of its outer frame, parents first so children
/// draw over them; a text node shows its lines inside (clipped to the box), other nodes their
/// type and id on the top edge. Truncated text is a dashed box ┌╌┐, a node reaching outside the
/// container a heavy box ┏━┓, and the container's size a double box ╔═╗ drawn over the
/// nodes' boxes; labels are written last so no edge hides them, parents first, and a label
/// that would cross one already written is left out.
public struct TerminalRenderer: Sendable {
    /// Points per character column.
    public var pointsPerColumn: Double
    /// Points per character row.
    public var pointsPerRow: Double

    public init(pointsPerColumn: Double = 4, pointsPerRow: Double = 8) {
        precondition(pointsPerColumn > 0 && pointsPerRow > 0, "a terminal scale must be positive")
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
    }

    private struct CellBox {
        var left: Int, top: Int, right: Int, bottom: Int
    }

    /// The picture of `result`, followed by a one-line key of the scale and the box styles.
    public func render(_ result: LayoutResult) -> String {
        let picture = LayoutPicture(result)
        let origin = picture.bounds.origin
        let edge = cells(picture.bounds, origin: origin)
        var grid = CharacterGrid(columns: edge.right + 1, rows: edge.bottom + 1)
        for element in picture.elements {
            let box = cells(element.outer, origin: origin)
            let style: CharacterGrid.BoxStyle = element.overflows ? .heavy : (element.truncated ? .dashed : .light)
            grid.drawBox(left: box.left, top: box.top, right: box.right, bottom: box.bottom, style: style)
        }
        let container = cells(picture.container, origin: origin)
        grid.drawBox(left: container.left, top: container.top, right: container.right, bottom: container.bottom, style: .double)
        for element in picture.elements {
            label(element, in: cells(element.outer, origin: origin), grid: &grid)
        }
        let scale = "1 column = \(FixedNumber.format(pointsPerColumn)) pt, 1 row = \(FixedNumber.format(pointsPerRow)) pt"
        return grid.text + "\(scale); ═ container size, ╌ truncated text, ━ outside the container\n"
    }

    private func label(_ element: LayoutPicture.Element, in box: CellBox, grid: inout CharacterGrid) {
        let hasInside = box.bottom - box.top >= 2 && box.right - box.left >= 2
        if element.lines.isEmpty || !hasInside {
            let name = element.lines.first ?? (element.id.map { "\(element.type)#\($0)" } ?? element.type)
            grid.write(name, column: box.left + 1, row: box.top, limit: box.right)
            return
        }
        for (index, line) in element.lines.enumerated() {
            let row = box.top + 1 + index
            guard row < box.bottom else { return }
            grid.write(line, column: box.left + 1, row: row, limit: box.right)
        }
    }

    private func cells(_ rect: Rect, origin: Point) -> CellBox {
        let left = column(rect.minX - origin.x)
        let top = row(rect.minY - origin.y)
        return CellBox(
            left: left, top: top,
            right: max(left, column(rect.maxX - origin.x)), bottom: max(top, row(rect.maxY - origin.y))
        )
    }

    private func column(_ x: Double) -> Int { Int((x / pointsPerColumn).rounded()) }
    private func row(_ y: Double) -> Int { Int((y / pointsPerRow).rounded()) }
}
