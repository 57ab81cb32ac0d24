/// Rule 15: `Grid` / `GridRow` — columns as wide as their cells need and rows as tall as their
/// tallest cell, a concrete proposal shared out as a stack shares it (rule 2.4).
struct GridLayout: LayerAlgorithm {
    let definition: GridDefinition

    private var columnCount: Int { definition.columnCount }

    /// The widths of `cell`'s spanned columns plus the spacings between them.
    private func width(of cell: GridDefinition.Cell, _ columns: [Double]) -> Double {
        columns[cell.column..<(cell.column + cell.span)].reduce(0, +) + Double(cell.span - 1) * definition.horizontalSpacing
    }

    /// The cells of row `row`.
    private func cells(of row: GridDefinition.Row) -> ArraySlice<GridDefinition.Cell> {
        definition.cells[row.firstCell..<(row.firstCell + row.cellCount)]
    }

    /// Rule 2.4 with one priority group, as rule 15.2 / 15.3 use it: tracks ordered by
    /// flexibility (max − min, ascending, ties in order), each offered an equal share of
    /// what is left and taking `answer(track, offer)`.
    private func share(_ available: Double, count: Int, minimum: [Double], maximum: [Double], answer: (Int, Double) -> Double) -> [Double] {
        let order = (0..<count).sorted { a, b in
            let flexA = maximum[a] - minimum[a], flexB = maximum[b] - minimum[b]
            return flexA != flexB ? flexA < flexB : a < b
        }
        var remaining = available
        var lengths = [Double](repeating: 0, count: count)
        for (position, track) in order.enumerated() {
            let length = answer(track, max(remaining / Double(count - position), 0))
            lengths[track] = length
            remaining -= length
        }
        return lengths
    }

    /// Rule 15.2: column widths — single-column sized cells ideal (nil width) or shared out
    /// (concrete width), then spanning cells widen their columns by equal parts of their excess.
    func columnWidths(_ proposal: ProposedSize, session: LayoutSession) -> [Double] {
        let sizedCells = definition.cells.filter { $0.span == 1 && !$0.unsizedHorizontally }
        func widest(_ column: Int, _ widthProposal: Double?) -> Double {
            var widest = 0.0
            for cell in sizedCells where cell.column == column {
                widest = max(widest, session.sizeThatFits(cell.layer, ProposedSize(width: widthProposal, height: nil)).width)
            }
            return widest
        }
        var columns: [Double]
        if let width = proposal.width {
            let available = width - Double(max(columnCount - 1, 0)) * definition.horizontalSpacing
            let minimum = (0..<columnCount).map { widest($0, 0) }
            let maximum = (0..<columnCount).map { widest($0, .infinity) }
            columns = share(available, count: columnCount, minimum: minimum, maximum: maximum) { widest($0, $1) }
        } else {
            columns = (0..<columnCount).map { widest($0, nil) }
        }
        for cell in definition.cells where cell.span > 1 && !cell.unsizedHorizontally {
            let spanned = width(of: cell, columns)
            let offer = proposal.width.map { $0 - (columns.reduce(0, +) - columns[cell.column..<(cell.column + cell.span)].reduce(0, +))
                - Double(columnCount - cell.span) * definition.horizontalSpacing }
            let answer = session.sizeThatFits(cell.layer, ProposedSize(width: offer, height: nil)).width
            guard answer > spanned else { continue }
            let part = (answer - spanned) / Double(cell.span)
            for column in cell.column..<(cell.column + cell.span) { columns[column] += part }
        }
        return columns
    }

    /// Rule 15.3: row heights from the vertically sized cells, each proposed its width.
    func rowHeights(_ proposal: ProposedSize, columns: [Double], session: LayoutSession) -> [Double] {
        func tallest(_ row: Int, _ heightProposal: Double?) -> Double {
            var tallest = 0.0
            for cell in cells(of: definition.rows[row]) where !cell.unsizedVertically {
                tallest = max(tallest, session.sizeThatFits(cell.layer, ProposedSize(width: width(of: cell, columns), height: heightProposal)).height)
            }
            return tallest
        }
        let count = definition.rows.count
        guard let height = proposal.height else { return (0..<count).map { tallest($0, nil) } }
        let available = height - Double(max(count - 1, 0)) * definition.verticalSpacing
        let minimum = (0..<count).map { tallest($0, 0) }
        let maximum = (0..<count).map { tallest($0, .infinity) }
        return share(available, count: count, minimum: minimum, maximum: maximum) { tallest($0, $1) }
    }

    /// Rule 15.3: Σ columns and rows with their spacings; empty → zero.
    private func extent(_ lengths: [Double], spacing: Double) -> Double {
        lengths.isEmpty ? 0 : lengths.reduce(0, +) + Double(lengths.count - 1) * spacing
    }

    /// Rule 15.3: the grid's size.
    func sizeThatFits(_ proposal: ProposedSize, session: LayoutSession) -> Size {
        guard !definition.rows.isEmpty else { return .zero }
        let columns = columnWidths(proposal, session: session)
        let rows = rowHeights(proposal, columns: columns, session: session)
        return Size(width: extent(columns, spacing: definition.horizontalSpacing), height: extent(rows, spacing: definition.verticalSpacing))
    }

    /// Rule 15.4: tracks of the grid's own proposal; every cell proposed its rectangle and
    /// aligned in it (rule 15.5); a `gridRow` node framed by its row's rectangle.
    func place(in bounds: Rect, proposal: ProposedSize, session: LayoutSession) {
        guard !definition.rows.isEmpty else { return }
        let columns = columnWidths(proposal, session: session)
        let rows = rowHeights(proposal, columns: columns, session: session)
        var columnStarts: [Double] = []
        var x = bounds.minX
        for width in columns {
            columnStarts.append(x)
            x += width + definition.horizontalSpacing
        }
        let gridWidth = extent(columns, spacing: definition.horizontalSpacing)
        var y = bounds.minY
        for (index, row) in definition.rows.enumerated() {
            let rowRect = Rect(x: bounds.minX, y: y, width: gridWidth, height: rows[index])
            if row.isGridRow {
                session.placeChild(row.layer, at: rowRect.origin, proposal: ProposedSize(rowRect.size), size: rowRect.size)
            }
            let rowAlignment = row.alignment ?? definition.alignment.vertical
            let baseline = rowBaseline(row, alignment: rowAlignment, columns: columns, height: rows[index], session: session)
            for cell in cells(of: row) {
                let rect = Rect(x: columnStarts[cell.column], y: y, width: width(of: cell, columns), height: rows[index])
                let horizontal = cell.anchor?.horizontal ?? definition.columnAlignments[cell.column] ?? definition.alignment.horizontal
                let vertical = cell.anchor?.vertical ?? rowAlignment
                if let baseline, cell.anchor == nil {
                    placeOnBaseline(cell, in: rect, horizontal: horizontal, vertical: vertical, baseline: baseline, session: session)
                } else {
                    session.placeAligned(cell.layer, in: rect, alignment: Alignment(horizontal: horizontal, vertical: vertical), proposal: ProposedSize(rect.size))
                }
            }
            y += rows[index] + definition.verticalSpacing
        }
    }

    /// Rule 15.5: a row aligned on a text baseline lines its cells' baselines up as an HStack
    /// does (rule 2.7), the row's top at the row's y: the largest guide among its cells.
    private func rowBaseline(_ row: GridDefinition.Row, alignment: VerticalAlignment, columns: [Double], height: Double, session: LayoutSession) -> Double? {
        guard alignment == .firstTextBaseline || alignment == .lastTextBaseline else { return nil }
        var baseline = 0.0
        for cell in cells(of: row) where cell.anchor == nil {
            let proposal = ProposedSize(width: width(of: cell, columns), height: height)
            let size = session.sizeThatFits(cell.layer, proposal)
            baseline = max(baseline, session.verticalGuide(alignment, of: cell.layer, proposal: proposal, size: size))
        }
        return baseline
    }

    /// Places a cell with its baseline guide at `baseline` below the row's top.
    private func placeOnBaseline(_ cell: GridDefinition.Cell, in rect: Rect, horizontal: HorizontalAlignment, vertical: VerticalAlignment, baseline: Double, session: LayoutSession) {
        let proposal = ProposedSize(rect.size)
        let size = session.sizeThatFits(cell.layer, proposal)
        let x = rect.minX + horizontal.defaultValue(in: rect.width) - session.horizontalGuide(horizontal, of: cell.layer, size: size)
        let y = rect.minY + baseline - session.verticalGuide(vertical, of: cell.layer, proposal: proposal, size: size)
        session.placeChild(cell.layer, at: Point(x: x, y: y), proposal: proposal)
    }
}
