/// A `grid` as compiled into a prepared tree (rule 15.1): its rows, their cells, the columns
/// they occupy and the alignments that apply.
struct GridDefinition {
    /// One row: a `gridRow` node, or any other view taking a whole row.
    struct Row {
        /// The row child's outer layer (a `gridRow`'s frame is its row's rectangle).
        var layer: Int32
        /// True for a `gridRow` (its cells are `cells[firstCell ..< firstCell + cellCount]`).
        var isGridRow: Bool
        /// The row's vertical alignment (`gridRow` `alignment`), nil: the grid's.
        var alignment: VerticalAlignment?
        var firstCell: Int
        var cellCount: Int
    }

    /// One cell: a view occupying `span` columns from `column` in its row.
    struct Cell {
        var layer: Int32
        var column: Int
        var span: Int
        /// Rule 15.1: unsized axes take no part in sizing the column (row).
        var unsizedHorizontally: Bool
        var unsizedVertically: Bool
        /// Rule 15.5: `gridCellAnchor`.
        var anchor: Alignment?
    }

    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
    var columnCount: Int
    var rows: [Row]
    var cells: [Cell]
    /// Rule 15.5: per column, the alignment set by `gridColumnAlignment`, if any.
    var columnAlignments: [HorizontalAlignment?]

    /// Rule 15.1 (engine decision): the default spacing between cells.
    static let defaultSpacing = 8.0
}

extension GridDefinition {
    /// Rule 15.1: the rows of a grid whose children (`children`, compiled to the outer layers
    /// `outers`) are already compiled; cell traits are read from the children's modifiers.
    init(
        compiling children: [ViewNode], outers: [Int32], layers: CompiledBuffer<Layer>, childLayers: CompiledBuffer<Int32>, nodes: [PreparedNode],
        alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?
    ) {
        var rows: [Row] = []
        var cells: [Cell] = []
        var rowCells: [[Cell]] = []
        for (child, outer) in zip(children, outers) {
            if case .gridRow(let rowAlignment) = child.kind {
                let base = layers[Int(nodes[Int(layers[Int(outer)].node)].baseLayer)]
                var column = 0
                var row: [Cell] = []
                for (index, cellNode) in child.children.enumerated() {
                    let cell = Cell(cellNode, layer: childLayers[Int(base.firstChild) + index], column: column)
                    row.append(cell)
                    column += cell.span
                }
                rows.append(Row(layer: outer, isGridRow: true, alignment: rowAlignment, firstCell: 0, cellCount: row.count))
                rowCells.append(row)
            } else {
                var cell = Cell(child, layer: outer, column: 0)
                cell.span = 0
                rows.append(Row(layer: outer, isGridRow: false, alignment: nil, firstCell: 0, cellCount: 1))
                rowCells.append([cell])
            }
        }
        var columnCount = zip(rows, rowCells).filter(\.0.isGridRow).map { $0.1.reduce(0) { $0 + $1.span } }.max() ?? 0
        if columnCount == 0 && !rows.isEmpty { columnCount = 1 }
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for index in rows.indices {
            rows[index].firstCell = cells.count
            for var cell in rowCells[index] {
                if !rows[index].isGridRow { cell.span = columnCount }
                cells.append(cell)
            }
        }
        for (child, row) in zip(children, rows) where row.isGridRow {
            for (cellNode, cell) in zip(child.children, cells[row.firstCell...]) where cell.span == 1 {
                for case .gridColumnAlignment(let columnAlignment) in cellNode.modifiers where columnAlignments[cell.column] == nil {
                    columnAlignments[cell.column] = columnAlignment
                }
            }
        }
        self.init(
            alignment: alignment, horizontalSpacing: horizontalSpacing ?? Self.defaultSpacing,
            verticalSpacing: verticalSpacing ?? Self.defaultSpacing, columnCount: columnCount,
            rows: rows, cells: cells, columnAlignments: columnAlignments
        )
    }

}

extension GridDefinition.Cell {
    /// A cell of `node` (its outer layer `layer`) starting at `column`, its traits read from
    /// its modifiers: `gridCellColumns`, `gridCellUnsizedAxes`, `gridCellAnchor`.
    init(_ node: ViewNode, layer: Int32, column: Int) {
        self.init(layer: layer, column: column, span: 1, unsizedHorizontally: false, unsizedVertically: false, anchor: nil)
        for modifier in node.modifiers {
            switch modifier {
            case .gridCellColumns(let span): self.span = span
            case .gridCellUnsizedAxes(let horizontal, let vertical):
                unsizedHorizontally = unsizedHorizontally || horizontal
                unsizedVertically = unsizedVertically || vertical
            case .gridCellAnchor(let anchor): self.anchor = anchor
            default: continue
            }
        }
    }
}
