/// A rectangle of terminal cells that boxes and labels are drawn into; a wide character
/// takes its cell and the next (left empty), and overwriting either half blanks the other.
/// Text written with `write` claims its cells: later text that would cross them, or touch them
/// without a blank cell between, is skipped, so two labels never run together.
struct CharacterGrid {
    let columns: Int
    let rows: Int
    private var cells: [[String]]
    private var claimed: [[Bool]]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
        claimed = Array(repeating: Array(repeating: false, count: self.columns), count: self.rows)
    }

    /// The characters a box's edges are drawn with.
    struct BoxStyle {
        var horizontal: String
        var vertical: String
        var corners: (topLeft: String, topRight: String, bottomLeft: String, bottomRight: String)

        static let light = BoxStyle(horizontal: "─", vertical: "│", corners: ("┌", "┐", "└", "┘"))
        static let dashed = BoxStyle(horizontal: "╌", vertical: "╎", corners: ("┌", "┐", "└", "┘"))
        static let heavy = BoxStyle(horizontal: "━", vertical: "┃", corners: ("┏", "┓", "┗", "┛"))
        static let double = BoxStyle(horizontal: "═", vertical: "║", corners: ("╔", "╗", "╚", "╝"))
    }

    /// Draws the edges of the box whose corners are the given cells (inclusive); a box one cell
    /// high or wide is drawn as a line.
    mutating func drawBox(left: Int, top: Int, right: Int, bottom: Int, style: BoxStyle) {
        if left == right && top == bottom {
            set(column: left, row: top, to: "·")
            return
        }
        if top == bottom {
            for column in left...right { set(column: column, row: top, to: style.horizontal) }
            return
        }
        if left == right {
            for row in top...bottom { set(column: left, row: row, to: style.vertical) }
            return
        }
        for column in (left + 1)..<right {
            set(column: column, row: top, to: style.horizontal)
            set(column: column, row: bottom, to: style.horizontal)
        }
        for row in (top + 1)..<bottom {
            set(column: left, row: row, to: style.vertical)
            set(column: right, row: row, to: style.vertical)
        }
        set(column: left, row: top, to: style.corners.topLeft)
        set(column: right, row: top, to: style.corners.topRight)
        set(column: left, row: bottom, to: style.corners.bottomLeft)
        set(column: right, row: bottom, to: style.corners.bottomRight)
    }

    /// Writes `text` from the cell at (`column`, `row`), clipped so it ends before `limit`,
    /// unless one of those cells or the cell just before or after them already holds written
    /// text; returns whether it was written.
    @discardableResult
    mutating func write(_ text: String, column: Int, row: Int, limit: Int) -> Bool {
        var placed: [(column: Int, character: Character, width: Int)] = []
        var position = column
        for character in text {
            let width = TerminalWidth.of(character)
            guard width > 0 else { continue }
            guard position + width <= limit else { break }
            placed.append((position, character, width))
            position += width
        }
        let span = column..<position
        let neighbourhood = (column - 1)..<(position + 1)
        guard (0..<rows).contains(row), !neighbourhood.contains(where: { (0..<columns).contains($0) && claimed[row][$0] }) else {
            return false
        }
        for (start, character, width) in placed {
            set(column: start, row: row, to: String(character))
            if width == 2 { set(column: start + 1, row: row, to: "") }
        }
        for cell in span where (0..<columns).contains(cell) { claimed[row][cell] = true }
        return true
    }

    /// The grid as text: one line per row, trailing spaces removed.
    var text: String {
        cells.map { row in
            var line = row.joined()
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    private mutating func set(column: Int, row: Int, to value: String) {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
        let old = cells[row][column]
        if old.isEmpty, column > 0 {
            cells[row][column - 1] = " "
        } else if column + 1 < columns, cells[row][column + 1].isEmpty, !old.isEmpty, value != "" {
            cells[row][column + 1] = " "
        }
        cells[row][column] = value
    }
}
